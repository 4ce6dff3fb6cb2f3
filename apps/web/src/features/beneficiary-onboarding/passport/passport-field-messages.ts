import type { PassportSex, TConfirmablePassportField } from '@app/domain';
import type { MessageDescriptor } from '@lingui/core';

/** PASSPORT_FIELD_LABELS (packages/domain) in the catalogues. */
export const PASSPORT_FIELD_MESSAGES: Record<TConfirmablePassportField, MessageDescriptor> = {
  passportNumber: /*i18n*/ { id: 'passport.field.passportNumber', message: 'Passport number' },
  givenName: /*i18n*/ { id: 'passport.field.givenName', message: 'Given name' },
  middleName: /*i18n*/ { id: 'passport.field.middleName', message: 'Middle name' },
  surname: /*i18n*/ { id: 'passport.field.surname', message: 'Surname' },
  nationality: /*i18n*/ { id: 'passport.field.nationality', message: 'Nationality' },
  dateOfBirth: /*i18n*/ { id: 'passport.field.dateOfBirth', message: 'Date of birth' },
  sex: /*i18n*/ { id: 'passport.field.sex', message: 'Sex' },
  countryOfIssue: /*i18n*/ { id: 'passport.field.countryOfIssue', message: 'Country of issue' },
  expirationDate: /*i18n*/ { id: 'passport.field.expirationDate', message: 'Expiration date' },
};

/** PASSPORT_SEX_LABELS (packages/domain): the word for the letter the passport prints, shown beside it. */
export const PASSPORT_SEX_MESSAGES: Record<PassportSex, MessageDescriptor> = {
  M: /*i18n*/ { id: 'passport.sex.M', message: 'Male' },
  F: /*i18n*/ { id: 'passport.sex.F', message: 'Female' },
  X: /*i18n*/ { id: 'passport.sex.X', message: 'Unspecified (X)' },
};
