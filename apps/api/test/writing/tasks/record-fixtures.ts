import type { EvidenceItem } from '../../../src/writing/writing-types.ts';

/** Evidence as the engine's gatherers read it from a demo-seed-like world (labels and texts in their format). */
export const EXHIBIT_EVIDENCE: EvidenceItem[] = [
  {
    id: 'E1',
    kind: 'exhibit',
    label: 'Exhibit: IEEE Senior Member certificate',
    text: 'Exhibit: IEEE Senior Member certificate\nType: Membership documentation',
    recordId: 'e0000000-0000-4000-8000-000000000001',
  },
  {
    id: 'E2',
    kind: 'module',
    label: 'Module: Membership',
    text: 'Module: Membership\nCriterion: Membership',
    recordId: 'e0000000-0000-4000-8000-000000000002',
  },
  {
    id: 'E3',
    kind: 'entity',
    label: 'Entity (MEMBERSHIP): IEEE Senior Membership',
    text:
      'Name: IEEE Senior Membership\nType: MEMBERSHIP\ndescription: The highest grade for which IEEE members can apply.\n' +
      'selection_criteria: Senior Members are elected by a panel. Candidates require ten years of professional practice and significant performance. Fewer than 10% of members are admitted.',
    recordId: 'e0000000-0000-4000-8000-000000000003',
  },
  {
    id: 'E4',
    kind: 'petition',
    label: 'Petition: O-1A for Priya Raman',
    text: 'Visa class: O-1A\nBeneficiary: Priya Raman\nPetitioner: Northwind Robotics',
    recordId: 'e0000000-0000-4000-8000-000000000004',
  },
  {
    id: 'E5',
    kind: 'file',
    label: 'File: ieee-senior-member.pdf (Exhibit: IEEE Senior Member certificate)',
    text: 'IEEE hereby certifies that Priya Raman has been elevated to the grade of Senior Member, effective 1 March 2023.',
    fileId: 'f0000000-0000-4000-8000-000000000005',
    contentHash: 'c'.repeat(64),
  },
];

export const MODULE_EVIDENCE: EvidenceItem[] = [
  {
    id: 'E1',
    kind: 'module',
    label: 'Module: Awards',
    text: 'Module: Awards\nCriterion: Awards\nDescription: Nationally recognized prizes for excellence in robotics.',
    recordId: 'e0000000-0000-4000-8000-000000000011',
  },
  {
    id: 'E2',
    kind: 'petition',
    label: 'Petition: O-1A for Priya Raman',
    text: 'Visa class: O-1A\nBeneficiary: Priya Raman\nPetitioner: Northwind Robotics',
    recordId: 'e0000000-0000-4000-8000-000000000004',
  },
  {
    id: 'E3',
    kind: 'exhibit',
    label: 'Exhibit: RoboBusiness Pitchfire winner 2024',
    text: 'Exhibit: RoboBusiness Pitchfire winner 2024\nDescription: First prize among 120 robotics start-ups.',
    recordId: 'e0000000-0000-4000-8000-000000000012',
  },
  {
    id: 'E4',
    kind: 'exhibit',
    label: 'Exhibit: Engelberger Robotics Award',
    text: 'Exhibit: Engelberger Robotics Award',
    recordId: 'e0000000-0000-4000-8000-000000000013',
  },
  {
    id: 'E5',
    kind: 'file',
    label: 'File: pitchfire.pdf (Exhibit: RoboBusiness Pitchfire winner 2024)',
    text: 'RoboBusiness 2024 Pitchfire competition: first prize awarded to Northwind Robotics, presented by Priya Raman.',
    fileId: 'f0000000-0000-4000-8000-000000000014',
    contentHash: 'd'.repeat(64),
  },
];

export const USER_EVIDENCE: EvidenceItem[] = [
  {
    id: 'E1',
    kind: 'user',
    label: 'Person: Priya Raman',
    text: 'Name: Priya Raman\nCurrent role: Chief Technology Officer\nProfile: technology-founder\nLinkedIn: https://www.linkedin.com/in/priya-raman',
    recordId: '11111111-1111-4111-8111-111111111111',
  },
  {
    id: 'E2',
    kind: 'employment',
    label: 'Employment: Chief Technology Officer at Northwind Robotics',
    text: 'Company: Northwind Robotics\nPosition: Chief Technology Officer\nPeriod: 2022-01-01 – present\nPlace: Pittsburgh, US',
    recordId: 'e0000000-0000-4000-8000-000000000021',
  },
  {
    id: 'E3',
    kind: 'employment',
    label: 'Employment: Perception Lead at Northwind Robotics',
    text: 'Company: Northwind Robotics\nPosition: Perception Lead\nPeriod: 2019-03-01 – 2021-12-31',
    recordId: 'e0000000-0000-4000-8000-000000000022',
  },
  {
    id: 'E4',
    kind: 'file',
    label: 'CV: priya-raman-cv.pdf',
    text: 'Priya Raman. B.S. Mechanical Engineering, University of Toronto, 2012. M.S. Robotics, Carnegie Mellon University, 2015.',
    fileId: null,
    contentHash: 'e'.repeat(64),
  },
];
