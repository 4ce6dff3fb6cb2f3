import type { ExhibitStatus } from './exhibit-record-status.ts';

/**
 * Kinds of document task (spec 1 §3). Each names the exhibit record status the
 * task is about, so the values are the same strings as EXHIBIT_STATUSES; the
 * order is the spec's.
 */
export const DOCUMENT_TASK_TYPES = [
  'APPROVED_EXHIBIT',
  'DOCUMENT_APPROVAL',
  'DOCUMENT_UPLOADED',
  'PENDING_DOCUMENTS',
  'CREATE_EXHIBIT_DESCRIPTION',
  'REVIEW_EXHIBIT_DESCRIPTION',
  'APPROVED_EXHIBIT_DESCRIPTION',
] as const satisfies readonly ExhibitStatus[];
export type DocumentTaskType = (typeof DOCUMENT_TASK_TYPES)[number];

export const DOCUMENT_TASK_TYPE_LABELS: Readonly<Record<DocumentTaskType, string>> = {
  APPROVED_EXHIBIT: 'Approved exhibit',
  DOCUMENT_APPROVAL: 'Document approval',
  DOCUMENT_UPLOADED: 'Document uploaded',
  PENDING_DOCUMENTS: 'Pending documents',
  CREATE_EXHIBIT_DESCRIPTION: 'Create exhibit description',
  REVIEW_EXHIBIT_DESCRIPTION: 'Review exhibit description',
  APPROVED_EXHIBIT_DESCRIPTION: 'Approved exhibit description',
};
