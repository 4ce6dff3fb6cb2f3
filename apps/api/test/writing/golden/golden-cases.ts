import { combineEvidence } from '../../../src/writing/evidence/evidence-source.ts';
import { exhibitDescriptionTask } from '../../../src/writing/tasks/exhibit-description.ts';
import { fileEvidenceLabel, letterFieldEvidence, type LetterInputs } from '../../../src/writing/tasks/letter-inputs.ts';
import { LETTER_TASKS } from '../../../src/writing/tasks/letter-tasks.ts';
import type { Draft, EvidenceItem } from '../../../src/writing/writing-types.ts';

/**
 * The review set of issue 33: cases a paralegal would meet, each with what its draft must say (facts,
 * title, who speaks) and must never say (pasted third-person bios, staff notes, raw field names).
 */
export interface GoldenCase {
  name: string;
  compose: () => Draft;
  /** The RE line (letters) or first sentence (descriptions) must contain this. */
  title: string;
  /** Facts from the inputs the draft must state. */
  facts: readonly string[];
  /** Text that must not appear: wrong titles, pasted bios, staff-only notes, other customers' data. */
  never: readonly string[];
  /** The signer, who must speak in the first person: their name appears only where they introduce and sign. */
  signer?: string;
}

const PRIYA = { beneficiary_id: '11111111-1111-4111-8111-111111111111', company_id: '33333333-3333-4333-8333-333333333333' };

function letter(
  type: LetterInputs['letterType'],
  fields: LetterInputs['fields'],
  records: LetterInputs['records'],
  files: { field: string; name: string; text: string }[] = [],
) {
  const inputs: LetterInputs = { letterType: type, date: '2026-11-23', fields, records };
  const fileItems = files.map((file) => ({
    kind: 'file' as const,
    label: fileEvidenceLabel(file.field, file.name),
    text: file.text,
    fileId: null,
    contentHash: 'b'.repeat(64),
  }));
  const evidence = combineEvidence([letterFieldEvidence(fields), fileItems]);
  return () => LETTER_TASKS[type].compose(inputs, evidence);
}

const O1A_COMMON = {
  ...PRIYA,
  visa_category: 'O-1A',
  archetype: 'critical-employee',
  beneficiary_title: 'Head of Perception',
  field_of_endeavor: 'Robotics and machine perception',
  beneficiary_bio:
    'Priya Raman leads perception research at Northwind Robotics. She designed the fleet-learning pipeline that cut ' +
    'collision rates by 38% across 1,200 warehouse robots.',
  company_bio:
    'Northwind Robotics builds autonomous mobile robots for warehouses and hospitals. It raised $24 million in 2024 ' +
    'and its robots run in 40 hospitals.',
  additional_info:
    'Priya leads a team of 40 engineers and owns the perception stack that every Northwind robot runs. Without her ' +
    'pipeline the company could not have met its 2024 hospital contracts.',
};

const CRITICAL_ROLE_BY_EMPLOYER = letter(
  'critical-role',
  {
    ...O1A_COMMON,
    signatory_id: '22222222-2222-4222-8222-222222222222',
    signatory_title: 'Chief Technology Officer',
    signatory_employer: 'Northwind Robotics',
    signatory_bio:
      'Rafael Ortiz is co-founder and Chief Technology Officer of Northwind Robotics. He leads a 120-person engineering ' +
      'organisation and holds 14 U.S. patents in mobile robotics. Before Northwind, Rafael ran the autonomy group at ' +
      'Kiva Systems. His robots have driven 30 million miles.',
    how_they_met: 'Rafael hired Priya in 2019 and has supervised her work since.',
  },
  { beneficiaryName: 'Priya Raman', signatoryName: 'Rafael Ortiz', companyName: 'Northwind Robotics' },
);

const CRITICAL_ROLE_BY_EXPERT = letter(
  'critical-role',
  {
    ...O1A_COMMON,
    signatory_id: '22222222-2222-4222-8222-222222222223',
    signatory_title: 'Professor of Mechanical Engineering',
    signatory_employer: 'Massachusetts Institute of Technology',
    signatory_bio:
      'Dr. Elena Vasquez is Professor of Mechanical Engineering at the Massachusetts Institute of Technology, where she ' +
      'directs the Field Robotics Lab. She has published more than 120 papers on robot perception and served as ' +
      'program chair of ICRA 2022.',
    how_they_met: "Dr. Vasquez has followed Priya's work since reviewing her ICRA 2021 paper. We have never worked together.",
  },
  { beneficiaryName: 'Priya Raman', signatoryName: 'Elena Vasquez', companyName: 'Northwind Robotics' },
);

const TN_ANALYST = letter(
  'tn-support-letter',
  {
    beneficiary_id: PRIYA.beneficiary_id,
    company_id: PRIYA.company_id,
    signatory_id: '22222222-2222-4222-8222-222222222224',
    signatory_title: 'Director of Information Technology',
    tn_category: 'Computer Systems Analyst',
    tn_period: '3 years from January 4, 2027',
    // A Mexican applying from abroad: a TN visa at a U.S. consulate.
    tn_filing_type: 'consular_processing',
    tn_citizenship: 'Mexico',
    petitioner_bio: 'Harbor Logistics Inc. operates 12 distribution centres across the U.S. Midwest. It employs 1,400 people.',
  },
  { beneficiaryName: 'Mateo García', signatoryName: 'Jane Whitfield', companyName: 'Harbor Logistics Inc.' },
  [
    {
      field: 'resume',
      name: 'mateo-garcia-cv.pdf',
      text:
        'Mateo García Hernández\nmateo@example.com · +52 55 1234 5678\nEDUCATION\n' +
        'Licenciatura en Ingeniería en Sistemas Computacionales, Instituto Politécnico Nacional, 2016\n' +
        'EXPERIENCE\n7 years of experience analysing and designing logistics systems.\n' +
        'Senior Systems Analyst, Grupo Transportes del Norte, 2019–2025: led the migration of 3 warehouse systems.\n' +
        'Hobbies: chess, cycling, and cooking for friends on weekends.',
    },
    {
      field: 'job_offer_letter',
      name: 'offer-letter.pdf',
      text:
        'Dear Mateo,\nHarbor Logistics Inc. is pleased to offer you the position of Computer Systems Analyst at an ' +
        'annual salary of $118,000 per year, starting January 4, 2027. You will analyse the data flows of our warehouse ' +
        'management system and design integrations with carrier systems. You will be responsible for documenting system ' +
        'requirements with operations staff.\nPlease sign and return this letter by December 1, 2026. Our benefits ' +
        'package includes dental coverage and a 401(k) match.',
    },
  ],
);

const TN_ENGINEER = letter(
  'tn-support-letter',
  {
    beneficiary_id: PRIYA.beneficiary_id,
    company_id: PRIYA.company_id,
    signatory_id: '22222222-2222-4222-8222-222222222225',
    signatory_title: 'Vice President of Engineering',
    tn_category: 'Engineer',
    tn_period: '2 years',
    // A Canadian applying from abroad: at a port of entry or pre-clearance, to CBP.
    tn_filing_type: 'consular_processing',
    tn_citizenship: 'Canada',
    petitioner_bio: 'Cascade Structures LLC designs steel bridges and parking structures in Washington and Oregon.',
  },
  { beneficiaryName: 'Olivia Tremblay', signatoryName: 'Marcus Lee', companyName: 'Cascade Structures LLC' },
  [
    {
      field: 'resume',
      name: 'olivia-tremblay-resume.pdf',
      text:
        'Olivia Tremblay\nB.Eng. Civil Engineering, McGill University, 2014\n' +
        'P.Eng., Professional Engineers Ontario, licence no. 100234567\n' +
        'Structural designer, Pont-Neuf Engineering, 2014–2026: designed 22 highway bridges.',
    },
    {
      field: 'job_offer_letter',
      name: 'offer.pdf',
      text:
        'We offer you the position of Structural Engineer with Cascade Structures LLC at $132,000 per year. You will ' +
        'design steel bridge superstructures and review shop drawings.',
    },
  ],
);

/** The same Canadian engineer already in the U.S.: her employer petitions USCIS to extend her TN. */
const TN_ENGINEER_EXTENSION = letter(
  'tn-support-letter',
  {
    beneficiary_id: PRIYA.beneficiary_id,
    company_id: PRIYA.company_id,
    signatory_id: '22222222-2222-4222-8222-222222222225',
    signatory_title: 'Vice President of Engineering',
    tn_category: 'Engineer',
    tn_period: '2 years',
    tn_filing_type: 'change_of_status',
    tn_citizenship: 'Canada',
    petitioner_bio: 'Cascade Structures LLC designs steel bridges and parking structures in Washington and Oregon.',
  },
  { beneficiaryName: 'Olivia Tremblay', signatoryName: 'Marcus Lee', companyName: 'Cascade Structures LLC' },
  [
    {
      field: 'resume',
      name: 'olivia-tremblay-resume.pdf',
      text:
        'Olivia Tremblay\nB.Eng. Civil Engineering, McGill University, 2014\n' +
        'P.Eng., Professional Engineers Ontario, licence no. 100234567\n' +
        'Structural designer, Pont-Neuf Engineering, 2014–2026: designed 22 highway bridges.',
    },
    {
      field: 'job_offer_letter',
      name: 'offer.pdf',
      text:
        'We offer you the position of Structural Engineer with Cascade Structures LLC at $132,000 per year. You will ' +
        'design steel bridge superstructures and review shop drawings.',
    },
  ],
);

/** An award exhibit shown to the customer, in a module with a staff note, on a petition with builder metadata. */
export const AWARD_EXHIBIT_EVIDENCE: EvidenceItem[] = [
  {
    id: 'E1',
    kind: 'exhibit',
    label: 'Exhibit: Engelberger Robotics Award certificate',
    text:
      'Exhibit: Engelberger Robotics Award certificate\nType: Award evidence\n' +
      'Description: The certificate of the 2024 Engelberger Robotics Award for technology development.\n' +
      'awardYear: 2024\nissuingBody: Association for Advancing Automation',
    recordId: 'e0000000-0000-4000-8000-000000000031',
  },
  {
    id: 'E2',
    kind: 'module',
    label: 'Module: Awards',
    text: 'Module: Awards\nCriterion: Awards',
    recordId: 'e0000000-0000-4000-8000-000000000032',
  },
  {
    id: 'E3',
    kind: 'entity',
    label: 'Entity (AWARD): Engelberger Robotics Award',
    text:
      'Name: Engelberger Robotics Award\nType: AWARD\ndescription: The robotics industry’s most prestigious honour, given ' +
      'since 1977.\nselection_criteria: A committee of past winners selects at most two recipients a year.',
    recordId: 'e0000000-0000-4000-8000-000000000033',
  },
  {
    id: 'E4',
    kind: 'petition',
    label: 'Petition: O-1A for Priya Raman',
    text:
      'Visa class: O-1A\nBeneficiary: Priya Raman\nPetitioner: Northwind Robotics\nFiling type: change_of_status\n' +
      'filingType: change_of_status\nhasDependents: false\nproposedUSRole: Head of Perception',
    recordId: 'e0000000-0000-4000-8000-000000000004',
  },
  {
    id: 'E5',
    kind: 'file',
    label: 'File: engelberger-2024.pdf (Exhibit: Engelberger Robotics Award certificate)',
    text: 'The Association for Advancing Automation presents the 2024 Engelberger Robotics Award to Priya Raman.',
    fileId: 'f0000000-0000-4000-8000-000000000035',
    contentHash: 'c'.repeat(64),
  },
];

export const GOLDEN_CASES: readonly GoldenCase[] = [
  {
    name: 'o1a-critical-role-by-employer',
    compose: CRITICAL_ROLE_BY_EMPLOYER,
    title: 'RE: Employer support letter: critical role',
    facts: [
      'Head of Perception',
      '38%',
      '40 engineers',
      'I lead a 120-person',
      'and hold 14 U.S. patents',
      'I hired Priya in 2019',
    ],
    never: ['Expert opinion letter', 'Rafael Ortiz is', 'He leads', 'Rafael ran', 'His robots'],
    signer: 'Rafael Ortiz',
  },
  {
    name: 'o1a-critical-role-by-independent-expert',
    compose: CRITICAL_ROLE_BY_EXPERT,
    title: 'RE: Expert opinion letter: critical role',
    facts: [
      'independent expert',
      'I have published more than 120 papers',
      'program chair of ICRA 2022',
      'ICRA 2021',
      '40 engineers',
    ],
    never: ['Employer support letter', 'Elena Vasquez is', 'She has published', 'Dr. Vasquez has'],
    signer: 'Elena Vasquez',
  },
  {
    name: 'tn-computer-systems-analyst',
    compose: TN_ANALYST,
    title: 'RE: Employer support letter for TN classification: Computer Systems Analyst',
    facts: [
      'as a Computer Systems Analyst',
      'Licenciatura en Ingeniería en Sistemas Computacionales, Instituto Politécnico Nacional, 2016',
      '7 years of experience',
      '$118,000 per year',
      'January 4, 2027',
      'Post-Secondary Diploma',
      'The employment is temporary. Harbor Logistics Inc. asks that Mateo García be admitted in TN status for 3 years from January 4, 2027',
      'up to three years at a time',
      'Jane Whitfield',
      'Director of Information Technology',
      'Consular Officer\nU.S. Embassy or Consulate, U.S. Department of State',
      'Employer: Harbor Logistics Inc.',
      "Mateo García's application for a TN visa as a Computer Systems Analyst",
      'made at a U.S. embassy or consulate',
      'Mateo García is a citizen of Mexico, as TN classification requires',
    ],
    never: [
      'Engineer category',
      'TN (Engineer)',
      'Hobbies',
      'dental coverage',
      'not provided',
      'in part: “',
      'Citizenship and Immigration Services',
      'Petitioner:',
      'Customs and Border Protection',
    ],
  },
  {
    name: 'tn-engineer',
    compose: TN_ENGINEER,
    title: 'RE: Employer support letter for TN classification: Engineer',
    facts: [
      'as an Engineer',
      'B.Eng. Civil Engineering, McGill University, 2014',
      'P.Eng.',
      '$132,000 per year',
      'Marcus Lee',
      'admitted in TN status for 2 years',
      'the degree and the licence',
      'U.S. Customs and Border Protection Officer\nPort of Entry or Pre-clearance Location',
      'Employer: Cascade Structures LLC',
      'made to U.S. Customs and Border Protection at a port of entry or pre-clearance location',
      'Olivia Tremblay is a citizen of Canada',
    ],
    never: [
      'Computer Systems Analyst',
      'not provided',
      'in part: “',
      'Citizenship and Immigration Services',
      'Petitioner:',
      'Consular Officer',
      'I-129',
    ],
  },
  {
    name: 'tn-engineer-extension-in-the-us',
    compose: TN_ENGINEER_EXTENSION,
    title: 'RE: Employer support letter for TN classification: Engineer',
    facts: [
      'U.S. Citizenship and Immigration Services\nU.S. Department of Homeland Security',
      'Petitioner: Cascade Structures LLC',
      "the petition (Form I-129) Cascade Structures LLC files for Olivia Tremblay's TN status as an Engineer",
      'a change of status or extension of stay in the United States',
      'Olivia Tremblay is a citizen of Canada',
      'be granted TN status for 2 years',
      'We respectfully ask that Olivia Tremblay be granted TN status as an Engineer',
    ],
    never: ['not provided', 'Customs and Border Protection', 'Consular Officer', 'Employer:', 'admitted in TN status'],
  },
  {
    name: 'award-exhibit-description',
    compose: () =>
      exhibitDescriptionTask.compose({ id: 'x', name: 'Engelberger Robotics Award certificate' }, AWARD_EXHIBIT_EVIDENCE),
    title: 'Engelberger Robotics Award certificate is award evidence submitted under the awards criterion',
    facts: [
      'O-1A petition for Priya Raman',
      'award year 2024',
      'at most two recipients a year',
      'Association for Advancing Automation',
    ],
    never: ['filingType', 'change_of_status', 'hasDependents', 'Filing type', 'Ask the client'],
  },
];
