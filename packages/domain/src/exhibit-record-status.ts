import { isOneOf } from './enum-helpers.ts';

/**
 * Exhibit record status (Postgres enum app_public.exhibit_status). Staff pick
 * any value from a dropdown; no order is enforced (spec 1 §4).
 */
export const EXHIBIT_STATUSES = [
  'PENDING_DOCUMENTS',
  'DOCUMENT_UPLOADED',
  'DOCUMENT_APPROVAL',
  'CREATE_EXHIBIT_DESCRIPTION',
  'REVIEW_EXHIBIT_DESCRIPTION',
  'APPROVED_EXHIBIT_DESCRIPTION',
  'APPROVED_EXHIBIT',
] as const;
export type ExhibitStatus = (typeof EXHIBIT_STATUSES)[number];

export const EXHIBIT_STATUS_LABELS: Readonly<Record<ExhibitStatus, string>> = {
  PENDING_DOCUMENTS: 'Pending Documents',
  DOCUMENT_UPLOADED: 'Document Uploaded',
  DOCUMENT_APPROVAL: 'Document Approval',
  CREATE_EXHIBIT_DESCRIPTION: 'Create Exhibit Description',
  REVIEW_EXHIBIT_DESCRIPTION: 'Review Exhibit Description',
  APPROVED_EXHIBIT_DESCRIPTION: 'Approved Exhibit Description',
  APPROVED_EXHIBIT: 'Approved Exhibit',
};

export function isExhibitStatus(value: unknown): value is ExhibitStatus {
  return isOneOf(EXHIBIT_STATUSES, value);
}
