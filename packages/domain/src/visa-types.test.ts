import { describe, expect, it } from 'vitest';
import { formatVisaClass, isTnVisa, VISA_CODE_PATTERN, VISA_TYPES, visaClassForResearchAgent } from './visa-types.ts';

describe('formatVisaClass', () => {
  it('upper-cases and turns underscores into dashes', () => {
    expect(formatVisaClass('o_1a')).toBe('O-1A');
    expect(formatVisaClass('eb_2_niw')).toBe('EB-2-NIW');
    expect(formatVisaClass('tn')).toBe('TN');
  });
});

describe('visaClassForResearchAgent', () => {
  it('lower-cases and turns underscores into hyphens', () => {
    expect(visaClassForResearchAgent('o_1a')).toBe('o-1a');
    expect(visaClassForResearchAgent('O_1A')).toBe('o-1a');
    expect(visaClassForResearchAgent('eb_2_niw')).toBe('eb-2-niw');
  });
});

describe('VISA_TYPES', () => {
  it('includes o_1a and tn', () => {
    const codes = VISA_TYPES.map((visa) => visa.code);
    expect(codes).toContain('o_1a');
    expect(codes).toContain('tn');
  });

  it('stores codes the database accepts, unique, named as they are displayed', () => {
    const codes = VISA_TYPES.map((visa) => visa.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const visa of VISA_TYPES) {
      expect(visa.code).toMatch(VISA_CODE_PATTERN);
      expect(visa.name).toBe(formatVisaClass(visa.code));
      expect(visa.description.length).toBeGreaterThan(0);
    }
  });

  it('recognises the TN code however it is cased', () => {
    expect(isTnVisa('tn')).toBe(true);
    expect(isTnVisa(' TN ')).toBe(true);
    expect(isTnVisa('o_1a')).toBe(false);
    expect(isTnVisa(null)).toBe(false);
  });
});
