import { describe, expect, it } from 'vitest';
import { passportFieldConfidences, type TOcrReading } from './contracts/ocr.ts';
import {
  ALL_FIELDS_CERTAIN,
  PASSPORT_TEST_TODAY,
  PRIYA_CONFIRMED_PASSPORT,
  PRIYA_PASSPORT_FACTS,
  PRIYA_PASSPORT_READING,
} from './testing/index.ts';
import {
  addMonths,
  isEmptyPassport,
  passportFindings,
  ZPassportConfirmationReasonSchema,
  type TConfirmedPassport,
  type TPassportCaseFacts,
  type TPassportReadingRecord,
} from './passport-checks.ts';

const TODAY = PASSPORT_TEST_TODAY;
const PRIYA = PRIYA_PASSPORT_FACTS;
const CONFIRMED = PRIYA_CONFIRMED_PASSPORT;
const ALL_CERTAIN = ALL_FIELDS_CERTAIN;
const READING = PRIYA_PASSPORT_READING;

const kinds = (
  confirmed: Partial<TConfirmedPassport>,
  facts: Partial<TPassportCaseFacts> = {},
  reading: TPassportReadingRecord | null = READING,
) =>
  passportFindings({
    reading: reading && { ...reading, fields: { ...reading.fields, ...confirmed } },
    confirmed: { ...CONFIRMED, ...confirmed },
    facts: { ...PRIYA, ...facts },
    today: TODAY,
  }).map((finding) => finding.kind);

describe('passportFindings', () => {
  it('finds nothing when the passport is the case person’s, valid and unchanged', () => {
    expect(kinds({})).toEqual([]);
  });

  it('flags a passport in another person’s name, with both names in the sentence', () => {
    const findings = passportFindings({
      reading: READING,
      confirmed: { ...CONFIRMED, givenName: 'JOHN PAUL', surname: 'OCONNOR' },
      facts: PRIYA,
      today: TODAY,
    });
    expect(findings.map((f) => f.kind)).toContain('name-differs');
    expect(findings.find((f) => f.kind === 'name-differs')!.message).toBe(
      'The passport is in the name of JOHN PAUL OCONNOR; the case is for Priya Sharma.',
    );
  });

  it('matches names as a zone prints them: case, accents, apostrophes, hyphens and middle names', () => {
    const facts = { firstName: 'Zoë Anne', lastName: "O'Brien-Müller" };
    expect(kinds({ givenName: 'ZOE', middleName: 'ANNE', surname: 'OBRIEN MUELLER' }, facts)).toEqual([]);
    expect(kinds({ givenName: 'ZOE', surname: 'OBRIENMULLER' }, facts)).toEqual([]);
    // A misread letter no check digit catches (MEULENDIJK as HEULENDIJK) is a different name.
    expect(kinds({ surname: 'HEULENDIJK' }, { lastName: 'Meulendijk' })).toEqual(['name-differs']);
  });

  it('says nothing about names the case does not know yet', () => {
    expect(kinds({ givenName: 'ANYONE', surname: 'ELSE' }, { firstName: null, lastName: null })).toEqual([]);
  });

  it('flags a different birth date and nationality (ICAO codes compared as countries)', () => {
    expect(kinds({ dateOfBirth: '1990-04-21' })).toEqual(['birth-date-differs']);
    expect(kinds({ nationality: 'PAK' })).toEqual(['nationality-differs']);
    expect(kinds({ nationality: 'IN' })).toEqual([]);
    expect(kinds({ nationality: 'D' }, { nationality: 'DE' })).toEqual([]);
  });

  it('flags an expired passport, and one expiring within six months of today or of the intended start', () => {
    expect(kinds({ expirationDate: '2026-11-26' })).toEqual(['expired']);
    expect(kinds({ expirationDate: '2026-11-27' })).toEqual(['expires-soon']);
    expect(kinds({ expirationDate: '2027-05-26' })).toEqual(['expires-soon']);
    expect(kinds({ expirationDate: '2027-05-27' })).toEqual([]);
    // Work starts on 2027-03-01: the passport must still be valid on 2027-09-01.
    expect(kinds({ expirationDate: '2027-08-31' }, { intendedStart: '2027-03-01' })).toEqual(['expires-soon']);
    expect(kinds({ expirationDate: '2027-09-01' }, { intendedStart: '2027-03-01' })).toEqual([]);
    // A start already past counts from today.
    expect(kinds({ expirationDate: '2027-05-27' }, { intendedStart: '2020-01-01' })).toEqual([]);
    const [finding] = passportFindings({
      reading: READING,
      confirmed: { ...CONFIRMED, expirationDate: '2027-08-31' },
      facts: { ...PRIYA, intendedStart: '2027-03-01' },
      today: TODAY,
    });
    expect(finding!.message).toBe(
      'The passport expires on 08/31/2027, less than six months after the intended start of work on 03/01/2027.',
    );
  });

  it('flags an empty reading and a document that is not a passport', () => {
    expect(kinds({}, {}, null)).toEqual(['no-zone']);
    expect(kinds({}, {}, { ...READING, documentCode: 'ID' })).toEqual(['not-passport']);
    expect(kinds({}, {}, { ...READING, documentCode: 'V' })).toEqual(['not-passport']);
  });

  it('flags a changed value only where the reading was certain', () => {
    const changed = (fieldConfidence: TPassportReadingRecord['fieldConfidence']) =>
      passportFindings({
        reading: { ...READING, fieldConfidence },
        confirmed: { ...CONFIRMED, expirationDate: '2035-01-31', passportNumber: 'Z1234568' },
        facts: PRIYA,
        today: TODAY,
      });
    const [finding] = changed(ALL_CERTAIN);
    expect(finding).toEqual({
      kind: 'certain-field-changed',
      message: "You changed what the passport's check digits confirm: Passport number, Expiration date.",
    });
    expect(changed({ ...ALL_CERTAIN, expirationDate: 'uncertain', passportNumber: 'uncertain' })).toEqual([]);
    // Upper case and the alpha-2 spelling of the same country are not changes.
    expect(kinds({}, {}, { ...READING, fields: { ...CONFIRMED, surname: 'sharma', countryOfIssue: 'IN' } })).toEqual([]);
  });
});

describe('confirmation rules', () => {
  it('counts a form with only spaces as empty', () => {
    const empty = Object.fromEntries(Object.keys(CONFIRMED).map((name) => [name, null])) as TConfirmedPassport;
    expect(isEmptyPassport(empty)).toBe(true);
    expect(isEmptyPassport({ ...empty, surname: '  ' })).toBe(true);
    expect(isEmptyPassport({ ...empty, surname: 'SHARMA' })).toBe(false);
  });

  it('wants a reason of a few words', () => {
    expect(ZPassportConfirmationReasonSchema.safeParse('   ok ').success).toBe(false);
    expect(ZPassportConfirmationReasonSchema.parse('  My passport was renewed in 2025. ')).toBe(
      'My passport was renewed in 2025.',
    );
    expect(ZPassportConfirmationReasonSchema.safeParse('x'.repeat(1001)).success).toBe(false);
  });

  it('adds whole months, ending on the last day of a shorter month', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-11-27', 6)).toBe('2027-05-27');
  });
});

describe('passportFieldConfidences', () => {
  const reading = (confidence: 'high' | 'medium' | 'low', checkDigitValid: boolean | null, value: string | null = 'X') =>
    ({
      fields: {
        passportNumber: value,
        surname: 'SHARMA',
        givenName: 'PRIYA',
        middleName: null,
        dateOfBirth: '1990-04-12',
        sex: 'F',
        nationality: 'IND',
        countryOfIssue: 'IND',
        expirationDate: '2034-01-31',
        dateOfIssue: null,
        cityOfIssue: null,
        placeOfBirth: null,
      },
      confidence: 1,
      mrz: {
        fields: Object.fromEntries(
          [
            'documentNumber',
            'surname',
            'givenNames',
            'issuingState',
            'nationality',
            'dateOfBirth',
            'sex',
            'expirationDate',
            'optionalData',
            'optionalData2',
          ].map((name) => [
            name,
            {
              value: name === 'documentNumber' ? value : 'X',
              confidence: name === 'documentNumber' ? confidence : 'high',
              checkDigitValid: null,
            },
          ]),
        ),
      },
    }) as unknown as TOcrReading;

  it('is certain only for what the reader vouches for, never for a failed check digit', () => {
    expect(passportFieldConfidences(reading('high', true)).passportNumber).toBe('certain');
    expect(passportFieldConfidences(reading('medium', true)).passportNumber).toBe('uncertain');
    expect(passportFieldConfidences(reading('low', false)).passportNumber).toBe('uncertain');
    // Even a reader that called it 'high' is not believed against a failed check digit.
    const contradictory = reading('high', true);
    contradictory.mrz.fields.documentNumber.checkDigitValid = false;
    expect(passportFieldConfidences(contradictory).passportNumber).toBe('uncertain');
    expect(passportFieldConfidences(reading('low', false, null)).passportNumber).toBe('missing');
  });

  it('gives an absent middle name the given names’ confidence', () => {
    expect(passportFieldConfidences(reading('high', true)).middleName).toBe('certain');
  });
});
