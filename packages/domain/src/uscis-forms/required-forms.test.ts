import { describe, expect, it } from 'vitest';
import { VISA_TYPES } from '../visa-types.ts';
import {
  classificationSymbol,
  compactClassificationSymbol,
  formTitleOfPetition,
  optionalForms,
  requiredForms,
} from './required-forms.ts';

const forms = (visaClass: string, premium = false) => requiredForms(visaClass, premium).map((entry) => entry.label);

describe('requiredForms: which USCIS forms a case needs', () => {
  it('files the G-28 always, the I-129 with its class supplement or the I-140, and the I-907 with premium processing', () => {
    expect(forms('o_1a', true)).toEqual(['G-28', 'I-129 with the O and P classification supplement', 'I-907']);
    expect(forms('o_1b')).toEqual(['G-28', 'I-129 with the O and P classification supplement']);
    expect(forms('tn')).toEqual(['G-28', 'I-129 with the Trade agreement (E-3, H-1B1, TN) classification supplement']);
    expect(forms('h_1b')).toEqual(['G-28', 'I-129 with the H classification supplement']);
    expect(forms('l_1b')).toEqual(['G-28', 'I-129 with the L classification supplement']);
    expect(forms('eb_1a', true)).toEqual(['G-28', 'I-140', 'I-907']);
    expect(forms('eb_2_niw')).toEqual(['G-28', 'I-140']);
  });

  it('knows a petition form for every visa class the app has', () => {
    for (const visa of VISA_TYPES) expect(requiredForms(visa.code, false).length, visa.code).toBe(2);
  });

  it('names the matter for the G-28 and the classification for the I-129 and the I-907 box', () => {
    expect(formTitleOfPetition('o_1a', true)).toBe('I-129, I-907');
    expect(classificationSymbol('o_1a')).toBe('O-1A');
    expect(compactClassificationSymbol('o_1a')).toBe('O1A');
    expect(compactClassificationSymbol('h_1b')).toBe('H1B');
    expect(compactClassificationSymbol('eb_1a')).toBe('E11');
    expect(compactClassificationSymbol('tn')).toBe('TN');
  });
});

describe('optionalForms: what a case may file beside what it needs', () => {
  const offered = (visaClass: string, filingType: string | null) =>
    optionalForms(visaClass, filingType).map((entry) => entry.form);

  it('offers the (c)(9) I-765, with the G-28 naming its applicant, to an immigrant petition’s beneficiary who adjusts status in the United States', () => {
    for (const visaClass of ['eb_1a', 'eb_1b', 'eb_2_niw'])
      expect(offered(visaClass, 'change_of_status'), visaClass).toEqual(['g-28-i-765', 'i-765']);
  });

  it('offers nothing to a nonimmigrant petition, a beneficiary abroad, or a case that does not say', () => {
    for (const visaClass of ['o_1a', 'o_1b', 'tn', 'h_1b', 'l_1a', 'e_3'])
      expect(offered(visaClass, 'change_of_status'), visaClass).toEqual([]);
    expect(offered('eb_1a', 'consular_processing')).toEqual([]);
    expect(offered('eb_2_niw', null)).toEqual([]);
  });
});
