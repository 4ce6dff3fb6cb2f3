import { describe, expect, it } from 'vitest';
import { formSigner, isSelfPetition } from './self-petition.ts';

describe('who signs a form', () => {
  it('is the beneficiary for the I-140 of an EB-1A petition without a petitioner company', () => {
    expect(isSelfPetition({ visaClass: 'eb_1a', hasPetitionerCompany: false })).toBe(true);
    expect(formSigner('i-140', { visaClass: 'eb_1a', hasPetitionerCompany: false })).toBe('BENEFICIARY');
  });
  it('is the petitioner otherwise', () => {
    expect(formSigner('i-140', { visaClass: 'eb_1a', hasPetitionerCompany: true })).toBe('PETITIONER');
    expect(formSigner('g-28', { visaClass: 'eb_1a', hasPetitionerCompany: false })).toBe('PETITIONER');
    expect(formSigner('i-129', { visaClass: 'o_1a', hasPetitionerCompany: false })).toBe('PETITIONER');
  });
});
