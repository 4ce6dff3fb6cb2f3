import type { LetterType } from '@app/domain';
import { combineEvidence } from '../../../src/writing/evidence/evidence-source.ts';
import { fileEvidenceLabel, letterFieldEvidence, type LetterInputs } from '../../../src/writing/tasks/letter-inputs.ts';
import type { EvidenceItem } from '../../../src/writing/writing-types.ts';

/** Demo-seed people and company (db/src/seed/demo-fixtures.ts): Northwind Robotics and its CTO. */
const COMMON = {
  beneficiary_id: '11111111-1111-4111-8111-111111111111',
  beneficiary_bio:
    'Priya leads perception research at Northwind Robotics. She designed the fleet-learning pipeline that trains ' +
    "the company's warehouse robots on millions of hours of driving data.",
  beneficiary_title: 'Chief Technology Officer',
  field_of_endeavor: 'Robotics and machine perception',
  visa_category: 'O-1A',
  signatory_id: '22222222-2222-4222-8222-222222222222',
  signatory_bio: 'I have taught robotics at Carnegie Mellon University for fifteen years and chair its field robotics lab.',
  signatory_title: 'Professor of Robotics',
  signatory_employer: 'Carnegie Mellon University',
  company_id: '33333333-3333-4333-8333-333333333333',
  company_bio:
    'Northwind Robotics builds autonomous mobile robots for warehouses and hospitals, with perception software ' +
    'trained on millions of hours of fleet data.',
  how_they_met: 'We met in 2019 when Priya presented her fleet-learning work at the ICRA workshop I organised.',
  archetype: 'technology-founder',
};

const RECORDS: LetterInputs['records'] = {
  beneficiaryName: 'Priya Raman',
  signatoryName: 'Daniel Okafor',
  companyName: 'Northwind Robotics',
};

const SUPPORTING_DOC = {
  kind: 'file' as const,
  label: fileEvidenceLabel('docs', 'fleet-learning-paper.pdf'),
  text:
    'Fleet Learning for Warehouse Robots. P. Raman et al. Abstract: We present a pipeline that trains perception ' +
    'models on 4.2 million hours of robot driving data, cutting collision rates by 38% across 1,200 robots.',
  fileId: null,
  contentHash: 'a'.repeat(64),
};

interface LetterFixture {
  fields: Record<string, string | string[]>;
  records?: LetterInputs['records'];
  entity?: { label: string; text: string };
  files?: { field: string; name: string; text: string }[];
}

const FIXTURES: Record<LetterType, LetterFixture> = {
  'critical-role': {
    fields: {
      ...COMMON,
      additional_info:
        'As CTO, Priya leads a team of 40 engineers and owns the perception stack that every Northwind robot runs.',
    },
  },
  'original-contributions': {
    fields: {
      ...COMMON,
      additional_info: 'Her fleet-learning pipeline cut collision rates by 38% and was adopted by two hospital networks.',
    },
  },
  'cr-oc-letter': {
    fields: { ...COMMON, additional_info: 'She leads 40 engineers and designed the fleet-learning pipeline.' },
  },
  'ao-letter': { fields: { ...COMMON, criteria: ['judging', 'critical-role'] } },
  membership: {
    fields: {
      ...COMMON,
      membership_entity_id: '44444444-4444-4444-8444-444444444444',
      membership_description: 'Senior Membership of the IEEE Robotics and Automation Society.',
      membership_selectivity: 'Fewer than 10% of members reach Senior grade; it requires ten years of significant performance.',
    },
    records: { ...RECORDS, entityName: 'IEEE Senior Membership' },
    entity: {
      label: 'Entity (MEMBERSHIP): IEEE Senior Membership',
      text: 'Name: IEEE Senior Membership\nType: MEMBERSHIP\ndescription: The highest grade for which IEEE members can apply.',
    },
  },
  'award/vc': {
    fields: {
      ...COMMON,
      vc_entity_id: '55555555-5555-4555-8555-555555555555',
      funding_amount: '$24 million',
      funding_year: '2024',
    },
    records: { ...RECORDS, entityName: 'Lowercarbon Capital' },
    entity: { label: 'Entity (VC): Lowercarbon Capital', text: 'Name: Lowercarbon Capital\nType: VC' },
  },
  'tn-support-letter': {
    fields: {
      beneficiary_id: COMMON.beneficiary_id,
      company_id: COMMON.company_id,
      signatory_id: COMMON.signatory_id,
      signatory_title: 'VP Engineering',
      tn_category: 'Engineer',
    },
    records: { ...RECORDS, signatoryName: 'Grace Liu' },
    files: [
      {
        field: 'resume',
        name: 'priya-raman-cv.pdf',
        text: 'Priya Raman. B.S. Mechanical Engineering, University of Toronto, 2012.',
      },
      {
        field: 'job_offer_letter',
        name: 'offer.pdf',
        text: 'Northwind Robotics offers you the position of Senior Robotics Engineer at $190,000 per year.',
      },
    ],
  },
  'ev-letter': {
    fields: {
      beneficiary_id: COMMON.beneficiary_id,
      signatory_id: COMMON.signatory_id,
      company_id: COMMON.company_id,
      salary: '$210,000 per year',
      company_details: COMMON.company_bio,
      beneficiary_title: 'Chief Technology Officer',
      signatory_title: 'Chief Executive Officer',
      previous_role: 'Perception Lead at Northwind Robotics, 2019–2022.',
    },
  },
};

/** A letter type's inputs and evidence, as the letter route would build them. */
export function letterFixture(type: LetterType): { inputs: LetterInputs; evidence: EvidenceItem[] } {
  const fixture = FIXTURES[type];
  const inputs: LetterInputs = {
    letterType: type,
    date: '2026-11-23',
    fields: fixture.fields,
    records: fixture.records ?? RECORDS,
  };
  const entity = fixture.entity
    ? [{ kind: 'entity' as const, recordId: '44444444-4444-4444-8444-444444444444', ...fixture.entity }]
    : [];
  const files = fixture.files
    ? fixture.files.map((file) => ({
        kind: 'file' as const,
        label: fileEvidenceLabel(file.field, file.name),
        text: file.text,
        fileId: null,
        contentHash: 'b'.repeat(64),
      }))
    : [SUPPORTING_DOC];
  return { inputs, evidence: combineEvidence([letterFieldEvidence(inputs.fields), entity, files]) };
}
