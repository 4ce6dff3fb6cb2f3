import { describe, expect, it } from 'vitest';
import { formFieldLabel, formNumberOf } from './uscis-form-labels.ts';

describe('USCIS form labels', () => {
  it('names a mapped field by its label and an unknown one by its last part', () => {
    expect(formFieldLabel('i-129', 'form1[0].#subform[1].Part3_Line2_FamilyName[0]')).toBe('Beneficiary family name');
    expect(formFieldLabel('g-28', 'form1[0].#subform[9].Pt9_SomethingNew[2]')).toBe('Pt9_SomethingNew');
  });

  it('names a form by its number', () => {
    expect(formNumberOf('g-28')).toBe('G-28');
    expect(formNumberOf('x-1')).toBeNull();
  });
});
