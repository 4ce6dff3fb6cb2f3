import { LETTER_TYPES, missingLetterInputs, TN_CATEGORY } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_INPUTS, inputLabel, LETTER_FORMS, letterValues } from './draft-fields.ts';

describe('the letter form (spec 2 §3, §5, §7.5)', () => {
  it.each(LETTER_TYPES)('%s: every input the Draft rules ask for is on the form, with a label', (type) => {
    const missing = missingLetterInputs(type, letterValues(type, EMPTY_INPUTS));
    expect(missing.length).toBeGreaterThan(0);
    for (const name of missing) expect(inputLabel(name)).not.toBe(name);
  });

  it('sends the TN category fixed to Engineer and the files as {name, size}', () => {
    const resume = new File(['cv'], 'cv.pdf');
    const values = letterValues('tn-support-letter', { ...EMPTY_INPUTS, resume });
    expect(values.tn_category).toBe(TN_CATEGORY);
    expect(values.resume).toEqual({ name: 'cv.pdf', size: 2 });
    expect(missingLetterInputs('tn-support-letter', values)).toEqual(['job_offer_letter']);
  });

  it('names the membership entity for membership and the VC entity for award/vc', () => {
    expect(LETTER_FORMS.membership.pickers).toContain('membership');
    expect(missingLetterInputs('membership', letterValues('membership', EMPTY_INPUTS))).toContain('membership_entity_id');
    expect(missingLetterInputs('award/vc', letterValues('award/vc', EMPTY_INPUTS))).toContain('vc_entity_id');
    expect(missingLetterInputs('ao-letter', letterValues('ao-letter', EMPTY_INPUTS))).toContain('criteria');
  });
});
