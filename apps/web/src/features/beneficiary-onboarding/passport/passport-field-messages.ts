import type { TConfirmablePassportField } from '@app/domain';
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
