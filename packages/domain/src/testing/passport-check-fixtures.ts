import type { TConfirmedPassport, TPassportCaseFacts, TPassportReadingRecord } from '../passport-checks.ts';

/*
 * One passport case for the tests of the passport checks and of their translations (test support only: exported as
 * '@app/domain/testing', never from the domain's index): Priya's case facts, a confirmed passport that agrees with
 * them and a reading of it with every field certain, on a fixed day.
 */

export const PASSPORT_TEST_TODAY = '2026-11-27';

export const PRIYA_PASSPORT_FACTS: TPassportCaseFacts = {
  firstName: 'Priya',
  lastName: 'Sharma',
  dateOfBirth: '1990-04-12',
  nationality: 'IN',
  intendedStart: null,
};

export const PRIYA_CONFIRMED_PASSPORT: TConfirmedPassport = {
  passportNumber: 'Z1234567',
  givenName: 'PRIYA',
  middleName: null,
  surname: 'SHARMA',
  nationality: 'IND',
  dateOfBirth: '1990-04-12',
  sex: 'F',
  countryOfIssue: 'IND',
  expirationDate: '2034-01-31',
};

export const ALL_FIELDS_CERTAIN = Object.fromEntries(
  Object.keys(PRIYA_CONFIRMED_PASSPORT).map((name) => [name, 'certain']),
) as TPassportReadingRecord['fieldConfidence'];

export const PRIYA_PASSPORT_READING: TPassportReadingRecord = {
  documentCode: 'P',
  fields: PRIYA_CONFIRMED_PASSPORT,
  fieldConfidence: ALL_FIELDS_CERTAIN,
};
