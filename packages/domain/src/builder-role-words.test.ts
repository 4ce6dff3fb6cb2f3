import { describe, expect, it } from 'vitest';
import { builderRoleWords, offeredRole, offeredRoleInput, roleOfferPrefill } from './offered-role.ts';

describe("builderRoleWords: the builder's role and salary of a petition's metadata", () => {
  const metadata = {
    filingType: 'consular_processing',
    proposedUSRole: 'Staff Perception Engineer',
    proposedUSSalary: '$212,500 per year',
  };
  const words = { proposedUSRole: 'Staff Perception Engineer', proposedUSSalary: '$212,500 per year' };

  it('reads the object and the JSON text the API gives alike', () => {
    expect(builderRoleWords(metadata)).toEqual(words);
    expect(builderRoleWords(JSON.stringify(metadata))).toEqual(words);
    expect(builderRoleWords({ proposedUSRole: 'CTO' })).toEqual({ proposedUSRole: 'CTO', proposedUSSalary: null });
  });

  it('has no words for no metadata, text that is not JSON, or metadata the schema refuses (as the forms read it)', () => {
    const none = { proposedUSRole: null, proposedUSSalary: null };
    for (const nothing of [null, undefined, '', 'not json', '[1]', 42, { proposedUSRole: 7 }, { proposedUSSalary: 'lots' }]) {
      expect([nothing, builderRoleWords(nothing)]).toEqual([nothing, none]);
    }
  });

  it("gives the role-offer prefill and the forms' offered role the same words", () => {
    expect(roleOfferPrefill(builderRoleWords(JSON.stringify(metadata)))).toEqual({
      roleTitle: 'Staff Perception Engineer',
      proposedSalary: 212500,
      salaryFrequency: 'annual',
    });
    expect(offeredRole(offeredRoleInput(null, builderRoleWords(metadata))).jobTitle).toEqual({
      value: 'Staff Perception Engineer',
      source: 'builder',
    });
  });
});
