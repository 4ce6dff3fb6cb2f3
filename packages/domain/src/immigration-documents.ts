/**
 * A person's immigration papers (Postgres enum app_public.immigration_document_type).
 * These upper-case values are what is stored; spellings such as 'StudentVisa' or
 * 'EAD card' are display only (decisions ENT-081).
 */
export const IMMIGRATION_DOCUMENT_TYPES = [
  'APPROVAL_NOTICE',
  'DS_2019',
  'EAD_CARD',
  'I_20',
  'I_94',
  'I_94_HISTORY',
  'PASSPORT',
  'STUDENT_VISA',
  'VISA',
  'VISA_STAMP',
] as const;
export type ImmigrationDocumentType = (typeof IMMIGRATION_DOCUMENT_TYPES)[number];

export const IMMIGRATION_DOCUMENT_TYPE_LABELS: Readonly<Record<ImmigrationDocumentType, string>> = {
  APPROVAL_NOTICE: 'Approval Notice',
  DS_2019: 'DS-2019',
  EAD_CARD: 'EAD Card',
  I_20: 'I-20',
  I_94: 'I-94',
  I_94_HISTORY: 'I-94 History',
  PASSPORT: 'Passport',
  STUDENT_VISA: 'Student Visa',
  VISA: 'Visa',
  VISA_STAMP: 'Visa Stamp',
};
