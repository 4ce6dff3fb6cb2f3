import { COUNTRIES, countryCodeFromIcao, passportSexSchema, type PassportSex } from '@app/domain';

/*
 * The passport step shows its fields as words (a country picker, a sex select) while the draft keeps the text the
 * API takes, exactly as read from the passport's zone ('CAN', 'D', 'GBD', 'UTO', 'F'). These functions translate
 * between the two so a value the person does not change reaches the confirmation, and its comparison with the
 * reading (passportFindings' `comparable`), unchanged.
 */

const ALPHA3_BY_CODE: ReadonlyMap<string, string> = new Map(COUNTRIES.map((country) => [country.code, country.alpha3]));

/** A code as the zone prints it, without the '<' filler and in upper case ('D<<' → 'D'). */
const normalized = (text: string) => text.replace(/</g, '').trim().toUpperCase();

/**
 * The country picker's value for a passport country field: the ISO alpha-2 code of the country the text names
 * ('CAN' → 'CA', 'D' → 'DE', 'GBD' → 'GB'), the code itself when it names no country in the list (the specimen's
 * 'UTO', a refugee's 'XXC'), '' for none.
 */
export function passportCountryPickerValue(text: string): string {
  return countryCodeFromIcao(text) ?? normalized(text);
}

/**
 * The draft's text after a choice in the picker. Choosing the country the text already names keeps the text as read
 * ('GBD' stays 'GBD'); another country is written as passports print it, its ICAO 9303 (alpha-3) code, which the
 * reader, the checks and the confirmation all take; a code offered as read (not a country) is kept as it is.
 */
export function passportCountryAfterPick(current: string, picked: string): string {
  if (passportCountryPickerValue(current) === picked) return current;
  return ALPHA3_BY_CODE.get(picked) ?? picked;
}

/**
 * The codes among these values (as read, as typed) that name no country in the list: the picker offers them beside
 * the countries, so a passport printing one ('UTO', 'XXA', 'UNO') can be confirmed as printed, or chosen again.
 */
export function passportCodesOutsideCountries(values: readonly (string | null | undefined)[]): string[] {
  const codes = values
    .map((value) => (value ? normalized(value) : ''))
    .filter((code) => code !== '' && countryCodeFromIcao(code) === undefined);
  return [...new Set(codes)];
}

/** The sex select's value for the draft's text ('f ' → 'F'); '' when none or not a passport letter. */
export function passportSexSelectValue(text: string): PassportSex | '' {
  const parsed = passportSexSchema.safeParse(text);
  return parsed.success ? parsed.data : '';
}
