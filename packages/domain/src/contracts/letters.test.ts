import { describe, expect, it } from 'vitest';
import { LETTER_REQUEST_SCHEMAS, LETTER_TYPES, missingLetterInputs, type LetterType } from './letters.ts';
import { entityGenContract } from './writing.ts';

const ID = '6f1c2b9e-8d4a-4c1e-9f3b-2a7d5e8c0b14';
const FILE = { name: 'doc.pdf', size: 10 };

/** Everything spec 2 §5 asks of "other letters". */
const EXPERT_INPUTS = {
  visa_category: 'O-1A',
  beneficiary_id: ID,
  beneficiary_bio: 'Builds databases.',
  beneficiary_title: 'CTO',
  signatory_id: ID,
  signatory_bio: 'Professor.',
  signatory_title: 'Professor',
  company_id: ID,
  company_bio: 'A database company.',
  field_of_endeavor: 'Databases',
  archetype: 'technology-founder',
  signatory_employer: 'State University',
};

const COMPLETE: Record<LetterType, Record<string, unknown>> = {
  'critical-role': EXPERT_INPUTS,
  'original-contributions': EXPERT_INPUTS,
  'cr-oc-letter': EXPERT_INPUTS,
  'ao-letter': { ...EXPERT_INPUTS, criteria: ['judging'] },
  membership: { ...EXPERT_INPUTS, membership_entity_id: ID },
  'award/vc': { ...EXPERT_INPUTS, vc_entity_id: ID },
  'tn-support-letter': { tn_category: 'Computer Systems Analyst', resume: FILE, job_offer_letter: FILE },
  'ev-letter': {
    salary: '$180,000 per year',
    beneficiary_id: ID,
    signatory_id: ID,
    company_id: ID,
    company_details: 'A database company.',
    beneficiary_title: 'CTO',
    signatory_title: 'CEO',
  },
};

describe('letter Draft rules (spec 2 §5)', () => {
  it.each(LETTER_TYPES)('%s: complete inputs need nothing more', (type) => {
    expect(missingLetterInputs(type, COMPLETE[type])).toEqual([]);
  });

  it.each(LETTER_TYPES)('%s: each required input, left out or blank, is named', (type) => {
    for (const field of Object.keys(COMPLETE[type])) {
      const { [field]: _left, ...without } = COMPLETE[type];
      expect(missingLetterInputs(type, without)).toEqual([field]);
      expect(missingLetterInputs(type, { ...COMPLETE[type], [field]: typeof _left === 'string' ? '  ' : undefined })).toEqual([
        field,
      ]);
    }
  });

  it('phrases problems after the field name, as the server answers them', () => {
    const result = LETTER_REQUEST_SCHEMAS['ao-letter'].safeParse({ ...EXPERT_INPUTS, criteria: [], archetype: 'pilot' });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)).toEqual([
      'archetype is not a known archetype',
      'criteria must name at least one criterion',
    ]);
  });

  it('reads one criterion as a list, refuses unknown ones and a TN profession not in Appendix 1603.D.1', () => {
    expect(LETTER_REQUEST_SCHEMAS['ao-letter'].parse({ ...EXPERT_INPUTS, criteria: 'press' }).criteria).toEqual(['press']);
    expect(missingLetterInputs('ao-letter', { ...EXPERT_INPUTS, criteria: ['bravery'] })).toEqual(['criteria']);
    expect(missingLetterInputs('tn-support-letter', { ...COMPLETE['tn-support-letter'], tn_category: 'Scientist' })).toEqual([
      'tn_category',
    ]);
  });

  it('reads blank optional fields as not given and caps supporting files at 15', () => {
    const parsed = LETTER_REQUEST_SCHEMAS['critical-role'].parse({ ...EXPERT_INPUTS, how_they_met: '', additional_info: ' ' });
    expect(parsed.how_they_met).toBeUndefined();
    expect(parsed.additional_info).toBeUndefined();
    expect(parsed.docs).toEqual([]);
    expect(missingLetterInputs('critical-role', { ...EXPERT_INPUTS, docs: Array.from({ length: 16 }, () => FILE) })).toEqual([
      'docs',
    ]);
  });

  it('entitygen fills only description and selection_criteria', () => {
    expect(entityGenContract.request.safeParse({ entity_id: ID, fields: ['description', 'selection_criteria'] }).success).toBe(
      true,
    );
    const refused = entityGenContract.request.safeParse({ entity_id: ID, fields: ['name'] });
    expect(refused.error?.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)).toEqual([
      'fields.0 is not a field the writer fills (description, selection_criteria)',
    ]);
  });
});
