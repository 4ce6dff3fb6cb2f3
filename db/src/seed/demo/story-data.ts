import type { ExhibitDisplayStatus, ExhibitStatus } from '@app/domain';

/** Fixed tables the demo story draws from (with demo-fixtures.ts). */

export const UMBRELLA_TYPES: ReadonlySet<string> = new Set([
  'critical-role',
  'original-contribution',
  'high-remuneration',
  'membership',
  'awards',
  'judging',
  'press',
]);

export const SCREENSHOT_TYPES: ReadonlySet<string> = new Set([
  'original-code',
  'code-contributor-page',
  'code-project-ownership',
  'google-scholar-page',
  'screenshot-of-event-or-prizes',
  'proof-of-membership-profile-page',
  'link-to-event',
  'org-chart',
  'evidence-of-significant-usage',
]);
export const PHOTO_TYPES: ReadonlySet<string> = new Set(['passport', 'visa-stamp', 'ead', 'student-visa']);

export const DISPLAY_STATUS: Readonly<Record<ExhibitStatus, ExhibitDisplayStatus>> = {
  PENDING_DOCUMENTS: 'requested',
  DOCUMENT_UPLOADED: 'submitted',
  DOCUMENT_APPROVAL: 'submitted',
  CREATE_EXHIBIT_DESCRIPTION: 'approved',
  REVIEW_EXHIBIT_DESCRIPTION: 'drafted',
  APPROVED_EXHIBIT_DESCRIPTION: 'customer-approved',
  APPROVED_EXHIBIT: 'plymouth-approved',
};

export const EXPERTS: readonly (readonly [string, string, string])[] = [
  ['Dr. Margaret Ellison', 'Professor of Robotics', 'Lakeside Institute of Technology'],
  ['Dr. Samuel Okoye', 'Director of Research', 'Pinecrest Computing Lab'],
  ['Prof. Laura Bennett', 'Chair of Computer Science', 'Riverton University'],
  ['Dr. Victor Amari', 'Chief Scientist', 'Bluefield Analytics'],
  ['Dr. Claire Dumont', 'Principal Investigator', 'Northgate Medical Research Center'],
  ['Prof. Ethan Caldwell', 'Professor of Electrical Engineering', 'Westbrook University'],
  ['Dr. Nora Halvorsen', 'Vice President of Engineering', 'Tidewater Systems'],
];

export const PAST_EMPLOYERS: readonly string[] = [
  'Sunrise Data Labs',
  'Kite Systems',
  'Blue Lantern Analytics',
  'Vertex Mobility',
  'Harborline Software',
  'Cinder Labs',
  'Orion Health Systems',
  'Polar Bit Studios',
  'Nimbus Research Institute',
  'Redwood Applied Sciences',
];

export const PAST_POSITIONS: readonly string[] = [
  'Software Engineer',
  'Research Engineer',
  'Senior Engineer',
  'Product Manager',
  'Research Assistant',
  'Data Scientist',
  'Team Lead',
];
