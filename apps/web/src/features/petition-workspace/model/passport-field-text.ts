import {
  countryCodeFromIcao,
  countryName,
  formatIsoDate,
  isPassportSex,
  PASSPORT_SEX_LABELS,
  type TConfirmablePassportField,
} from '@app/domain';

/**
 * A passport field's value as staff read it (English): countries by name ('CAN', 'D' and 'GBD' as Canada, Germany and
 * United Kingdom), the sex in words, dates as MM/DD/YYYY; a code naming no country ('UTO', 'XXA') stays as printed.
 * Only the screen changes: the confirmation keeps what the person confirmed.
 */
export function passportFieldText(name: TConfirmablePassportField, value: string | null | undefined): string {
  if (!value) return '—';
  switch (name) {
    case 'nationality':
    case 'countryOfIssue': {
      const code = countryCodeFromIcao(value);
      return (code && countryName(code)) ?? value;
    }
    case 'sex': {
      const letter = value.trim().toUpperCase();
      return isPassportSex(letter) ? PASSPORT_SEX_LABELS[letter] : value;
    }
    case 'dateOfBirth':
    case 'expirationDate':
      return formatIsoDate(value);
    default:
      return value;
  }
}
