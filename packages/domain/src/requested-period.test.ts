import { describe, expect, it } from 'vitest';
import { CASE_DATE_RANGE, FIELD_CONSTRAINT_MESSAGES } from './field-rules.ts';
import {
  homeRequestedPeriod,
  offeredEmployment,
  petitionEmploymentPeriod,
  REQUESTED_PERIOD_CONSTRAINT_MESSAGES,
  REQUESTED_PERIOD_DATE_RANGE,
  REQUESTED_PERIOD_TEXTS as T,
  requestedPeriodLimit,
  requestedPeriodProblem,
  RequestedPeriodSchema,
  visaClassHasRequestedPeriod,
} from './requested-period.ts';
import type { FormCaseData } from './uscis-forms/case-data.ts';
import type { FieldMapEntry } from './uscis-forms/field-map.ts';
import { I129_2025_01_20 } from './uscis-forms/i-129-2025-01-20.ts';
import { VISA_TYPE_CODES } from './visa-types.ts';

const o1 = (start: string, end: string) => requestedPeriodProblem({ visaClass: 'o_1a', start, end });

describe('the requested period rules', () => {
  it('take a period of up to 3 years on an I-129 class, and none at all', () => {
    expect(o1('2027-01-04', '2030-01-03')).toBeNull();
    expect(o1('2027-01-04', '2027-01-05')).toBeNull();
    expect(o1(' 2027-01-04 ', ' 2029-12-31 ')).toBeNull();
    expect(o1('', '')).toBeNull();
    expect(requestedPeriodProblem({ visaClass: 'eb_1a', start: null, end: undefined })).toBeNull();
  });

  it('refuse an end on or before the start, on the end date', () => {
    expect(o1('2027-06-01', '2027-05-31')).toEqual({ field: 'end', message: T.endAfterStart });
    expect(o1('2027-06-01', '2027-06-01')).toEqual({ field: 'end', message: T.endAfterStart });
  });

  it('refuse more than 3 years: the end must come before the start’s third anniversary', () => {
    expect(o1('2027-01-04', '2030-01-04')).toEqual({ field: 'end', message: T.tooLong });
    expect(o1('2027-01-04', '2031-06-30')).toEqual({ field: 'end', message: T.tooLong });
    // A 29 February start reaches 28 February three years on, as PostgreSQL's date arithmetic has it.
    expect(requestedPeriodLimit('2028-02-29')).toBe('2031-02-28');
    expect(o1('2028-02-29', '2031-02-27')).toBeNull();
    expect(o1('2028-02-29', '2031-02-28')).toEqual({ field: 'end', message: T.tooLong });
  });

  it('refuse one date without the other, and dates that are not real or out of range', () => {
    expect(o1('2027-01-04', '')).toEqual({ field: 'end', message: T.bothOrNeither });
    expect(o1('', '2029-12-31')).toEqual({ field: 'start', message: T.bothOrNeither });
    expect(o1('2027-02-30', '2029-12-31')).toEqual({ field: 'start', message: T.invalidStart });
    expect(o1('01/04/2027', '2029-12-31')).toEqual({ field: 'start', message: T.invalidStart });
    expect(o1('2027-01-04', '2101-01-01')).toEqual({ field: 'end', message: T.invalidEnd });
    expect(o1('1999-12-31', '2001-01-01')).toEqual({ field: 'start', message: T.invalidStart });
  });

  it('give an immigrant (I-140) petition no period, and every I-129 class one', () => {
    const withPeriod = VISA_TYPE_CODES.filter(visaClassHasRequestedPeriod);
    expect(withPeriod).toEqual(['o_1a', 'o_1b', 'h_1b', 'l_1a', 'l_1b', 'e_2', 'e_3', 'tn']);
    expect(requestedPeriodProblem({ visaClass: 'eb_1a', start: '2027-01-04', end: '2029-12-31' })).toEqual({
      field: 'start',
      message: T.noPeriod,
    });
  });

  it('parse the two fields as the petition page saves them, and say the problem on its field', () => {
    expect(RequestedPeriodSchema.parse({ visaClass: 'o_1a', start: '2027-01-04', end: '2029-12-31' })).toEqual({
      start: '2027-01-04',
      end: '2029-12-31',
    });
    expect(RequestedPeriodSchema.parse({ visaClass: 'o_1a', start: ' ', end: '' })).toEqual({ start: null, end: null });
    const refused = RequestedPeriodSchema.safeParse({ visaClass: 'o_1a', start: '2027-06-01', end: '2027-01-01' });
    expect(refused.success ? null : refused.error.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['end'], T.endAfterStart],
    ]);
  });

  it('map each database check to its sentence, in the same range as the other case dates', () => {
    for (const [constraint, message] of Object.entries(REQUESTED_PERIOD_CONSTRAINT_MESSAGES)) {
      expect(FIELD_CONSTRAINT_MESSAGES[constraint]).toBe(message);
    }
    expect(REQUESTED_PERIOD_DATE_RANGE).toEqual(CASE_DATE_RANGE);
  });
});

describe('petitionEmploymentPeriod: the dates the forms print', () => {
  const offer = { startDate: '2027-03-01', endDate: '2029-02-28' };

  it('takes the requested period when set, else the offer’s dates', () => {
    expect(petitionEmploymentPeriod({ requested: { start: '2027-01-04', end: '2030-01-03' }, offer }, '2026-12-05')).toEqual({
      source: 'requested',
      start: '2027-01-04',
      end: '2030-01-03',
      pastOfferStart: null,
    });
    expect(petitionEmploymentPeriod({ requested: null, offer }, '2026-12-05')).toEqual({
      source: 'offer',
      start: '2027-03-01',
      end: '2029-02-28',
      pastOfferStart: null,
    });
    expect(petitionEmploymentPeriod({ requested: { start: '', end: '' }, offer: null }, '2026-12-05')).toEqual({
      source: 'offer',
      start: null,
      end: null,
      pastOfferStart: null,
    });
  });

  it('leaves out an offer start already past (the start of a job held today), and says which it was', () => {
    expect(
      petitionEmploymentPeriod({ requested: null, offer: { startDate: '2023-05-01', endDate: null } }, '2026-12-05'),
    ).toEqual({ source: 'offer', start: null, end: null, pastOfferStart: '2023-05-01' });
    // A requested period has no such rule: staff asked for it.
    expect(
      petitionEmploymentPeriod({ requested: { start: '2026-11-01', end: '2027-10-31' }, offer: null }, '2026-12-05').start,
    ).toBe('2026-11-01');
  });

  it('is what the I-129 prints in Part 5 item 10 and the O supplement’s nature of the event', () => {
    const entry = (name: string): FieldMapEntry => {
      const found = I129_2025_01_20.fields.find((candidate) => candidate.field.endsWith(name));
      if (!found) throw new Error(`${name} is not in the I-129 map`);
      return found;
    };
    const value = (name: string, d: FormCaseData) => {
      const field = entry(name);
      return field.kind === 'text' ? field.value(d) : 'not text';
    };
    const caseWith = (requestedPeriod: FormCaseData['petition']['requestedPeriod']) =>
      ({
        petition: { visaClass: 'o_1a', requestedPeriod },
        petitioner: { name: 'Northwind Robotics, Inc.' },
        offer: { jobTitle: 'Staff Perception Engineer', startDate: '2099-03-01', endDate: '2099-12-31' },
      }) as unknown as FormCaseData;
    const requested = caseWith({ start: '2027-01-04', end: '2030-01-03' });
    expect([value('Part5_Q10_DateFrom[0]', requested), value('Part5_Q10_DateTo[0]', requested)]).toEqual([
      '01/04/2027',
      '01/03/2030',
    ]);
    const offered = caseWith(null);
    expect([value('Part5_Q10_DateFrom[0]', offered), value('Part5_Q10_DateTo[0]', offered)]).toEqual([
      '03/01/2099',
      '12/31/2099',
    ]);
    const nature = I129_2025_01_20.fields.find(
      (field) => field.label.startsWith('O supplement') && field.label.includes('nature'),
    );
    expect(nature && nature.kind === 'text' ? nature.value(requested) : null).toBe(
      'Employment as Staff Perception Engineer with Northwind Robotics, Inc., 01/04/2027 to 01/03/2030',
    );
  });
});

describe('offeredEmployment: the employment at the petitioner that is the offer', () => {
  it('takes the current one first, then the latest start, an undated one last, and only at the petitioner', () => {
    const rows = [
      { id: 'old', companyId: 'nw', isCurrent: false, startDate: '2020-01-01' },
      { id: 'undated', companyId: 'nw', isCurrent: false, startDate: null },
      { id: 'later', companyId: 'nw', isCurrent: false, startDate: '2022-01-01' },
      { id: 'elsewhere', companyId: 'other', isCurrent: true, startDate: '2024-01-01' },
    ];
    expect(offeredEmployment(rows, 'nw')?.id).toBe('later');
    expect(offeredEmployment([...rows, { id: 'now', companyId: 'nw', isCurrent: true, startDate: null }], 'nw')?.id).toBe('now');
    expect(offeredEmployment(rows, null)).toBeNull();
    expect(offeredEmployment(rows, 'none')).toBeNull();
  });
});

describe("homeRequestedPeriod: what the customers' Home says", () => {
  const petition = (overrides: object = {}) => ({
    visaClass: 'o_1a',
    status: 'PENDING_DOCS',
    requestedStartDate: null,
    requestedEndDate: null,
    ...overrides,
  });
  it('gives the dates once set, whatever the status', () => {
    const set = { requestedStartDate: '2027-01-04', requestedEndDate: '2030-01-03' };
    expect(homeRequestedPeriod(petition(set))).toEqual({ kind: 'set', start: '2027-01-04', end: '2030-01-03', askedOf: 'uscis' });
    expect(homeRequestedPeriod(petition({ ...set, status: 'APPROVED' }))).toEqual({
      kind: 'set',
      start: '2027-01-04',
      end: '2030-01-03',
      askedOf: 'uscis',
    });
  });
  it('says the dates are not set yet only on an I-129 petition still being prepared', () => {
    expect(homeRequestedPeriod(petition())).toEqual({ kind: 'not-set-yet', askedOf: 'uscis' });
    expect(homeRequestedPeriod(petition({ status: 'IN_ATTORNEY_REVIEW', visaClass: 'tn' }))).toEqual({
      kind: 'not-set-yet',
      askedOf: 'uscis',
    });
    expect(homeRequestedPeriod(petition({ status: 'SUBMITTED' }))).toEqual({ kind: 'none' });
    expect(homeRequestedPeriod(petition({ visaClass: 'eb_1a' }))).toEqual({ kind: 'none' });
  });
  it('asks the officer, not USCIS, on a TN applied for at the border or a consulate', () => {
    const tn = (filingType: string | null, overrides: object = {}) => petition({ visaClass: 'tn', filingType, ...overrides });
    expect(homeRequestedPeriod(tn('consular_processing'))).toEqual({ kind: 'not-set-yet', askedOf: 'officer' });
    expect(
      homeRequestedPeriod(tn('consular_processing', { requestedStartDate: '2027-01-04', requestedEndDate: '2030-01-03' })),
    ).toEqual({ kind: 'set', start: '2027-01-04', end: '2030-01-03', askedOf: 'officer' });
    // Inside the U.S., or while the route is unknown, the employer's I-129 asks USCIS.
    expect(homeRequestedPeriod(tn('change_of_status'))).toEqual({ kind: 'not-set-yet', askedOf: 'uscis' });
    expect(homeRequestedPeriod(tn(null))).toEqual({ kind: 'not-set-yet', askedOf: 'uscis' });
    // Only a TN: an O-1 beneficiary abroad is still petitioned for with USCIS.
    expect(homeRequestedPeriod(petition({ filingType: 'consular_processing' }))).toEqual({
      kind: 'not-set-yet',
      askedOf: 'uscis',
    });
  });
});
