import { describe, expect, it } from 'vitest';
import type { PickedEntity } from '@/components/domain/entities/picked-entity.ts';
import { employmentTexts, filledTexts, lateEmploymentTexts } from './components/LetterPickers.tsx';
import { LETTER_FORMS } from './draft-fields.ts';

const person = (more: Partial<PickedEntity> = {}): PickedEntity => ({
  type: 'USER',
  id: 'u1',
  name: 'Arjun Mehta',
  bio: 'Builds grid forecasting.',
  title: 'Chief Technology Officer',
  employer: 'Helios Grid Analytics',
  ...more,
});

describe('filledTexts (what a pick fills on /admin/draft)', () => {
  it('fills a signatory’s name, bio, current title and employer', () => {
    expect(filledTexts('signatory', person())).toEqual({
      signatory_name: 'Arjun Mehta',
      signatory_bio: 'Builds grid forecasting.',
      signatory_title: 'Chief Technology Officer',
      signatory_employer: 'Helios Grid Analytics',
    });
  });

  it('fills a beneficiary’s name, bio and title (no beneficiary employer field exists)', () => {
    expect(filledTexts('beneficiary', person())).toEqual({
      beneficiary_name: 'Arjun Mehta',
      beneficiary_bio: 'Builds grid forecasting.',
      beneficiary_title: 'Chief Technology Officer',
    });
    const fieldNames = Object.values(LETTER_FORMS).flatMap((form) => form.texts.map((field) => field.name));
    expect(fieldNames).not.toContain('beneficiary_employer');
  });

  it('fills only fields the letter forms have', () => {
    const fieldNames = new Set(Object.values(LETTER_FORMS).flatMap((form) => form.texts.map((field) => field.name)));
    for (const role of ['beneficiary', 'signatory', 'company', 'membership', 'vc'] as const) {
      for (const name of Object.keys(filledTexts(role, person({ type: 'COMPANY' })))) expect(fieldNames).toContain(name);
    }
  });

  it('never fills an unknown (null, empty or blank) value, so typed text is kept', () => {
    const unknown = person({ bio: '  ', title: null, employer: '' });
    expect(filledTexts('signatory', unknown)).toEqual({ signatory_name: 'Arjun Mehta' });
    expect(filledTexts('beneficiary', person({ bio: null, title: undefined }))).toEqual({ beneficiary_name: 'Arjun Mehta' });
    const typed = { signatory_title: 'Typed title', signatory_employer: 'Typed employer' };
    expect({ ...typed, ...filledTexts('signatory', unknown) }).toMatchObject(typed);
  });

  it('fills a company’s name and bio into each field that holds a company bio', () => {
    const company: PickedEntity = { type: 'COMPANY', id: 'c1', name: 'Helios Grid Analytics', bio: 'Energy forecasting.' };
    expect(filledTexts('company', company)).toEqual({
      company_name: 'Helios Grid Analytics',
      company_bio: 'Energy forecasting.',
      company_details: 'Energy forecasting.',
      petitioner_bio: 'Energy forecasting.',
    });
    expect(filledTexts('company', { ...company, bio: null })).toEqual({ company_name: 'Helios Grid Analytics' });
  });

  it('fills an entity’s description for membership and VC letters, nothing without one', () => {
    const entity: PickedEntity = { type: 'MEMBERSHIP', id: 'm1', name: 'IEEE', bio: 'Senior members only.' };
    expect(filledTexts('membership', entity)).toEqual({ membership_description: 'Senior members only.' });
    expect(filledTexts('vc', { ...entity, type: 'VC', bio: 'Top-tier fund.' })).toEqual({
      vc_selection_criteria: 'Top-tier fund.',
    });
    expect(filledTexts('membership', { ...entity, bio: null })).toEqual({});
  });
});

describe('employmentTexts (filled once the picked person’s employment is read)', () => {
  it('gives only the title and employer fields of people roles', () => {
    expect(employmentTexts('signatory', person())).toEqual({
      signatory_title: 'Chief Technology Officer',
      signatory_employer: 'Helios Grid Analytics',
    });
    expect(employmentTexts('beneficiary', person())).toEqual({ beneficiary_title: 'Chief Technology Officer' });
    expect(employmentTexts('company', person())).toEqual({});
    expect(employmentTexts('signatory', person({ title: null, employer: null }))).toEqual({});
  });
});

describe('lateEmploymentTexts (the employment arriving after the pick)', () => {
  it('fills the title and employer left as they were at the pick', () => {
    const atPick = { signatory_name: 'Arjun Mehta', signatory_title: '' };
    expect(lateEmploymentTexts('signatory', person(), atPick, { ...atPick })).toEqual({
      signatory_title: 'Chief Technology Officer',
      signatory_employer: 'Helios Grid Analytics',
    });
  });

  it('leaves a field typed into since the pick alone', () => {
    const atPick = { signatory_name: 'Arjun Mehta', signatory_title: 'Old title', signatory_employer: '' };
    const now = { ...atPick, signatory_title: 'Typed meanwhile' };
    expect(lateEmploymentTexts('signatory', person(), atPick, now)).toEqual({ signatory_employer: 'Helios Grid Analytics' });
  });
});
