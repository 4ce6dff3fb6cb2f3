import { describe, expect, it } from 'vitest';
import { readBuilderParams, visaCodeFrom, writeBuilderParams } from './builder-params.ts';

const ID = '7f0c1a9e-3b2d-4c5e-8f6a-1b2c3d4e5f60';

describe('builder parameters', () => {
  it('reads every parameter and writes them back unchanged', () => {
    const search = new URLSearchParams({
      visaType: 'o_1a',
      petitionerId: ID,
      beneficiaryId: ID,
      archetype: 'technology-founder',
      caseStrategyId: ID,
      isCaseStrategy: 'true',
    });
    const params = readBuilderParams(search);
    expect(params).toEqual({
      visaType: 'o_1a',
      petitionerId: ID,
      beneficiaryId: ID,
      archetype: 'technology-founder',
      caseStrategyId: ID,
      isCaseStrategy: true,
    });
    expect(writeBuilderParams(params).toString()).toBe(search.toString());
  });

  it('ignores malformed values instead of trusting them', () => {
    const params = readBuilderParams(
      new URLSearchParams('visaType=h1z1&beneficiaryId=1;drop&archetype=wizard&isCaseStrategy=yes'),
    );
    expect(params).toEqual({
      visaType: null,
      petitionerId: null,
      beneficiaryId: null,
      archetype: null,
      caseStrategyId: null,
      isCaseStrategy: false,
    });
  });

  it('accepts a visa in any of its spellings', () => {
    expect(visaCodeFrom('O-1A')).toBe('o_1a');
    expect(visaCodeFrom('tn')).toBe('tn');
    expect(visaCodeFrom('')).toBeNull();
  });
});
