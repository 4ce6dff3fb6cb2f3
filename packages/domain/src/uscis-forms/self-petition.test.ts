import { describe, expect, it } from 'vitest';
import { formSigner, isSelfPetition } from './self-petition.ts';

describe('who signs a form', () => {
  const selfPetition = { visaClass: 'eb_1a', hasPetitionerCompany: false };
  it('is the beneficiary for every form of an EB-1A petition without a petitioner company (migration 0097)', () => {
    expect(isSelfPetition(selfPetition)).toBe(true);
    expect(formSigner('i-140', selfPetition)).toBe('BENEFICIARY');
    expect(formSigner('g-28', selfPetition)).toBe('BENEFICIARY');
    expect(formSigner('i-907', selfPetition)).toBe('BENEFICIARY');
  });
  it('is the petitioner otherwise', () => {
    expect(formSigner('i-140', { visaClass: 'eb_1a', hasPetitionerCompany: true })).toBe('PETITIONER');
    expect(formSigner('g-28', { visaClass: 'eb_1a', hasPetitionerCompany: true })).toBe('PETITIONER');
    expect(formSigner('i-129', selfPetition)).toBe('PETITIONER');
    expect(formSigner('g-28', { visaClass: 'o_1a', hasPetitionerCompany: false })).toBe('PETITIONER');
  });
  it('is the beneficiary for her I-765, whoever petitions (migration 0119)', () => {
    expect(formSigner('i-765', { visaClass: 'eb_2', hasPetitionerCompany: true })).toBe('BENEFICIARY');
    expect(formSigner('i-765', { visaClass: 'eb_1b', hasPetitionerCompany: true })).toBe('BENEFICIARY');
    expect(formSigner('i-765', selfPetition)).toBe('BENEFICIARY');
  });
});
