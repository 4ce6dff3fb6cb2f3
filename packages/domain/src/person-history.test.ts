import { describe, expect, it } from 'vitest';
import {
  addressHistoryEntryBesideSchema,
  addressHistorySchema,
  isCalendarDate,
  passportIssueSchema,
  PERSON_HISTORY_STAFF_TEXTS as STAFF,
  PERSON_HISTORY_TEXTS as T,
  PlaceOfBirthSchema,
  todayIsoDate,
} from './person-history.ts';

const today = () => '2026-06-15';
const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const address = (overrides: object = {}) => ({
  street: '12 MG Road',
  city: 'Bengaluru',
  province: 'Karnataka',
  postalCode: '560001',
  country: 'IN',
  fromDate: '2019-01-01',
  toDate: '2021-12-31',
  isCurrent: false,
  ...overrides,
});

describe('calendar dates', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-2-1')).toBe(false);
    expect(isCalendarDate('01/02/2024')).toBe(false);
  });
  it('gives today in the local time zone', () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('address history', () => {
  const schema = addressHistorySchema(today);
  it('accepts past addresses with dates and one current address without an end', () => {
    const result = schema.safeParse({
      addresses: [
        address(),
        address({ street: '500 Congress Ave', country: 'US', fromDate: '2022-01-01', toDate: '', isCurrent: true }),
      ],
    });
    expect(messages(result)).toEqual([]);
    expect(result.data?.addresses[1]?.toDate).toBeNull();
  });
  it('refuses a start after the end, dates in the future and a past address without an end', () => {
    expect(messages(schema.safeParse({ addresses: [address({ fromDate: '2022-01-01', toDate: '2021-01-01' })] }))).toEqual([
      `addresses.0.toDate: ${T.fromAfterTo}`,
    ]);
    expect(
      messages(schema.safeParse({ addresses: [address({ fromDate: '2026-07-01', toDate: null, isCurrent: true })] })),
    ).toEqual([`addresses.0.fromDate: ${T.future}`]);
    expect(messages(schema.safeParse({ addresses: [address({ toDate: null })] }))).toEqual([
      `addresses.0.toDate: ${T.toRequired}`,
    ]);
    expect(messages(schema.safeParse({ addresses: [address({ isCurrent: true })] }))).toEqual([
      `addresses.0.toDate: ${T.currentHasNoEnd}`,
    ]);
  });
  it('refuses a second current address', () => {
    const current = address({ toDate: null, isCurrent: true });
    expect(messages(schema.safeParse({ addresses: [current, { ...current, street: 'Elsewhere 1' }] }))).toEqual([
      `addresses.1.isCurrent: ${T.oneCurrent}`,
    ]);
  });
  it('requires the street, city, a known country and a real start date', () => {
    const result = schema.safeParse({
      addresses: [address({ street: ' ', city: '', country: 'Narnia', fromDate: '2021-13-01' })],
    });
    expect(messages(result)).toEqual([
      `addresses.0.street: ${T.required}`,
      `addresses.0.city: ${T.required}`,
      `addresses.0.country: ${T.country}`,
      `addresses.0.fromDate: ${T.date}`,
    ]);
  });
});

describe('passport issue', () => {
  const issue = { dateOfIssue: '2018-03-10', cityOfIssue: 'Mumbai', countryOfIssue: 'IN' };
  it('accepts an issue date between birth and today, before the expiry', () => {
    const schema = passportIssueSchema({ dateOfBirth: '1990-05-01', expirationDate: '2028-03-09' }, today);
    expect(messages(schema.safeParse(issue))).toEqual([]);
  });
  it('refuses an issue date in the future, before birth or on or after the expiry', () => {
    expect(messages(passportIssueSchema({}, today).safeParse({ ...issue, dateOfIssue: '2026-06-16' }))).toEqual([
      `dateOfIssue: ${T.future}`,
    ]);
    expect(messages(passportIssueSchema({ dateOfBirth: '2019-01-01' }, today).safeParse(issue))).toEqual([
      `dateOfIssue: ${T.issueBeforeBirth}`,
    ]);
    expect(messages(passportIssueSchema({ expirationDate: '2018-03-10' }, today).safeParse(issue))).toEqual([
      `dateOfIssue: ${T.expiryBeforeIssue}`,
    ]);
  });
  it('requires the place of issue', () => {
    expect(messages(passportIssueSchema({}, today).safeParse({ ...issue, cityOfIssue: '', countryOfIssue: '' }))).toEqual([
      `cityOfIssue: ${T.required}`,
      `countryOfIssue: ${T.country}`,
    ]);
  });
});

describe('place of birth', () => {
  it('requires city and country; the province may be left empty', () => {
    expect(PlaceOfBirthSchema.parse({ cityOfBirth: 'Pune', provinceOfBirth: '', countryOfBirth: 'IN' })).toEqual({
      cityOfBirth: 'Pune',
      provinceOfBirth: null,
      countryOfBirth: 'IN',
    });
    expect(
      messages(PlaceOfBirthSchema.safeParse({ cityOfBirth: '', provinceOfBirth: 'Maharashtra', countryOfBirth: 'XX' })),
    ).toEqual([`cityOfBirth: ${T.required}`, `countryOfBirth: ${T.country}`]);
  });
});

describe('one address beside the history', () => {
  it("holds the entry to the history's rules and refuses a second current address", () => {
    const current = address({ toDate: null, isCurrent: true });
    expect(messages(addressHistoryEntryBesideSchema(false, { today }).safeParse(current))).toEqual([]);
    expect(messages(addressHistoryEntryBesideSchema(true, { today }).safeParse(current))).toEqual([`isCurrent: ${T.oneCurrent}`]);
    expect(messages(addressHistoryEntryBesideSchema(true, { today }).safeParse(address()))).toEqual([]);
    expect(
      messages(
        addressHistoryEntryBesideSchema(true, { today }).safeParse(address({ fromDate: '2022-01-01', toDate: '2021-01-01' })),
      ),
    ).toEqual([`toDate: ${T.fromAfterTo}`]);
  });

  it("words the same rules for staff in the third person: the beneficiary's current address, never 'your'", () => {
    const staff = (anotherIsCurrent: boolean) => addressHistoryEntryBesideSchema(anotherIsCurrent, { today, audience: 'staff' });
    expect(messages(staff(true).safeParse(address({ toDate: null, isCurrent: true })))).toEqual([
      "isCurrent: Only one address can be the beneficiary's current address.",
    ]);
    expect(messages(staff(false).safeParse(address({ toDate: null })))).toEqual([
      "toDate: Enter the date the beneficiary moved out, or mark this as the beneficiary's current address.",
    ]);
    expect(messages(staff(false).safeParse(address({ isCurrent: true })))).toEqual([
      "toDate: The beneficiary's current address has no end date.",
    ]);
    // Every message staff can read is free of the beneficiary's first person; the neutral ones are the same.
    expect(Object.values(STAFF).filter((message) => /\byou(r)?\b/i.test(message))).toEqual([]);
    expect(STAFF.fromAfterTo).toBe(T.fromAfterTo);
  });
});
