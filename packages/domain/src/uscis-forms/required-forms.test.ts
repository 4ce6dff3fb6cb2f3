import { describe, expect, it } from 'vitest';
import { VISA_TYPES } from '../visa-types.ts';
import { classificationSymbol, compactClassificationSymbol, formTitleOfPetition, requiredForms } from './required-forms.ts';

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
