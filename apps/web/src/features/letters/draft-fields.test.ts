import { LETTER_TYPES, missingLetterInputs } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_INPUTS, inputLabel, LETTER_FORMS, letterValues } from './draft-fields.ts';

describe('the letter form (spec 2 §3, §5, §7.5)', () => {
  it.each(LETTER_TYPES)('%s: every input the Draft rules ask for is on the form, with a label', (type) => {
    const missing = missingLetterInputs(type, letterValues(type, EMPTY_INPUTS));
    expect(missing.length).toBeGreaterThan(0);
    for (const name of missing) expect(inputLabel(name)).not.toBe(name);
  });

  it('sends the chosen TN profession and the files as {name, size}; a profession must be chosen', () => {
    const resume = new File(['cv'], 'cv.pdf');
    const unchosen = letterValues('tn-support-letter', { ...EMPTY_INPUTS, resume });
    expect(missingLetterInputs('tn-support-letter', unchosen)).toEqual(['tn_category', 'job_offer_letter']);
    expect(inputLabel('tn_category')).toBe('TN profession');
    const values = letterValues('tn-support-letter', { ...EMPTY_INPUTS, resume, tnProfession: 'Computer Systems Analyst' });
    expect(values.tn_category).toBe('Computer Systems Analyst');
    expect(values.resume).toEqual({ name: 'cv.pdf', size: 2 });
    expect(missingLetterInputs('tn-support-letter', values)).toEqual(['job_offer_letter']);
  });

  it('TN letters have signatory fields; expert letters send the signatory relation', () => {
    expect(LETTER_FORMS['tn-support-letter'].pickers).toContain('signatory');
    expect(LETTER_FORMS['tn-support-letter'].texts.map((field) => field.name)).toEqual(
      expect.arrayContaining(['signatory_name', 'signatory_title']),
    );
    const values = letterValues('critical-role', { ...EMPTY_INPUTS, signatoryRelation: 'employer' });
    expect(values.signatory_relation).toBe('employer');
  });

  it('names the membership entity for membership and the VC entity for award/vc', () => {
    expect(LETTER_FORMS.membership.pickers).toContain('membership');
    expect(missingLetterInputs('membership', letterValues('membership', EMPTY_INPUTS))).toContain('membership_entity_id');
    expect(missingLetterInputs('award/vc', letterValues('award/vc', EMPTY_INPUTS))).toContain('vc_entity_id');
    expect(missingLetterInputs('ao-letter', letterValues('ao-letter', EMPTY_INPUTS))).toContain('criteria');
  });
});
