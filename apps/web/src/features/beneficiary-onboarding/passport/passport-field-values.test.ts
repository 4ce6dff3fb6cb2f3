import { passportFindings } from '@app/domain';
import { PASSPORT_TEST_TODAY, PRIYA_PASSPORT_FACTS, PRIYA_PASSPORT_READING } from '@app/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  passportCodesOutsideCountries,
  passportCountryAfterPick,
  passportCountryPickerValue,
  passportSexSelectValue,
} from './passport-field-values.ts';

describe('passport country fields in the picker', () => {
  it('shows the country an ICAO code names, its own codes included', () => {
    expect(passportCountryPickerValue('CAN')).toBe('CA');
    expect(passportCountryPickerValue('D')).toBe('DE');
    expect(passportCountryPickerValue('D<<')).toBe('DE');
    for (const code of ['GBR', 'GBD', 'GBN', 'GBO']) expect(passportCountryPickerValue(code)).toBe('GB');
    expect(passportCountryPickerValue('in')).toBe('IN');
  });

  it('keeps a code that names no country as it is, and nothing as nothing', () => {
    expect(passportCountryPickerValue('UTO')).toBe('UTO');
    expect(passportCountryPickerValue('xxc')).toBe('XXC');
    expect(passportCountryPickerValue('')).toBe('');
  });

  it('keeps the text as read when the same country is chosen', () => {
    expect(passportCountryAfterPick('GBD', 'GB')).toBe('GBD');
    expect(passportCountryAfterPick('D', 'DE')).toBe('D');
    expect(passportCountryAfterPick('CAN', 'CA')).toBe('CAN');
    expect(passportCountryAfterPick('UTO', 'UTO')).toBe('UTO');
  });

  it('writes another country as passports print it, and a code as read as it is', () => {
    expect(passportCountryAfterPick('CAN', 'IN')).toBe('IND');
    expect(passportCountryAfterPick('', 'DE')).toBe('DEU');
    expect(passportCountryAfterPick('UTO', 'FI')).toBe('FIN');
    expect(passportCountryAfterPick('CAN', 'UTO')).toBe('UTO');
    expect(passportCountryAfterPick('UTO', '')).toBe('');
  });

  it('offers the codes as read that name no country, once each', () => {
    expect(passportCodesOutsideCountries(['UTO', 'uto', 'CAN', 'D', null, '', 'XXA'])).toEqual(['UTO', 'XXA']);
    expect(passportCodesOutsideCountries(['GBD', 'IND'])).toEqual([]);
  });

  it('changes nothing the checks compare when the country as read is chosen again', () => {
    const reading = { ...PRIYA_PASSPORT_READING, fields: { ...PRIYA_PASSPORT_READING.fields, nationality: 'GBD' } };
    const picked = passportCountryAfterPick('GBD', passportCountryPickerValue('GBD'));
    const findings = passportFindings({
      reading,
      confirmed: { ...reading.fields, nationality: picked },
      facts: { ...PRIYA_PASSPORT_FACTS, nationality: 'GB' },
      today: PASSPORT_TEST_TODAY,
    });
    expect(picked).toBe('GBD');
    expect(findings.map((finding) => finding.kind)).not.toContain('certain-field-changed');
    expect(findings.map((finding) => finding.kind)).not.toContain('nationality-differs');
    // Another country is a change of what the check digits vouched for, as typing its code was.
    const other = passportFindings({
      reading,
      confirmed: { ...reading.fields, nationality: passportCountryAfterPick('GBD', 'IE') },
      facts: { ...PRIYA_PASSPORT_FACTS, nationality: 'GB' },
      today: PASSPORT_TEST_TODAY,
    });
    expect(other.map((finding) => finding.kind)).toEqual(['nationality-differs', 'certain-field-changed']);
  });
});

describe('passport sex in the select', () => {
  it('reads the letter as typed or read', () => {
    expect(passportSexSelectValue('F')).toBe('F');
    expect(passportSexSelectValue(' m ')).toBe('M');
    expect(passportSexSelectValue('X')).toBe('X');
    expect(passportSexSelectValue('')).toBe('');
    expect(passportSexSelectValue('<')).toBe('');
  });
});
