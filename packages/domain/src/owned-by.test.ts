import { describe, expect, it } from 'vitest';
import { exhibitOwnerAmong, petitionParties } from './owned-by.ts';

describe('petitionParties', () => {
  it('offers the petitioner only where a petitioner company can provide it', () => {
    expect(petitionParties({ hasPetitionerCompany: true })).toEqual(['BENEFICIARY', 'PETITIONER', 'PLYMOUTH']);
    // A self-petition: the beneficiary is the petitioner, nobody reads what "the petitioner" owns.
    expect(petitionParties({ hasPetitionerCompany: false })).toEqual(['BENEFICIARY', 'PLYMOUTH']);
  });

  it('gives the beneficiary what a petitioner would own on a self-petition', () => {
    const selfPetition = petitionParties({ hasPetitionerCompany: false });
    expect(exhibitOwnerAmong('PETITIONER', selfPetition)).toBe('BENEFICIARY');
    expect(exhibitOwnerAmong('PLYMOUTH', selfPetition)).toBe('PLYMOUTH');
    expect(exhibitOwnerAmong('PETITIONER', petitionParties({ hasPetitionerCompany: true }))).toBe('PETITIONER');
  });
});
