import { isOneOf } from './enum-helpers.ts';

/** Petition status (Postgres enum app_public.petition_status). Staff may set any value (decisions ENT-064). */
export const PETITION_STATUSES = [
  'PENDING_DOCS',
  'IN_ATTORNEY_REVIEW',
  'SUBMITTED',
  'PRINT_SHIP_REQUESTED',
  'SHIPPED',
  'APPROVED',
  'DENIED',
  'RFEED',
  'ARCHIVED',
] as const;
export type PetitionStatus = (typeof PETITION_STATUSES)[number];

/** Statuses of a case still being worked on; the picker's 'Show only active petitions' keeps these. */
export const ACTIVE_PETITION_STATUSES = [
  'PENDING_DOCS',
  'IN_ATTORNEY_REVIEW',
  'SUBMITTED',
  'PRINT_SHIP_REQUESTED',
  'SHIPPED',
] as const satisfies readonly PetitionStatus[];
export type ActivePetitionStatus = (typeof ACTIVE_PETITION_STATUSES)[number];

export const PETITION_STATUS_LABELS: Readonly<Record<PetitionStatus, string>> = {
  PENDING_DOCS: 'Pending Documents',
  IN_ATTORNEY_REVIEW: 'In Attorney Review',
  SUBMITTED: 'Submitted',
  PRINT_SHIP_REQUESTED: 'Print & Ship Requested',
  SHIPPED: 'Shipped',
  APPROVED: 'Approved',
  DENIED: 'Denied',
  // RFEED: USCIS answered with a Request for Evidence.
  RFEED: 'RFE Received',
  ARCHIVED: 'Archived',
};

export function isPetitionStatus(value: unknown): value is PetitionStatus {
  return isOneOf(PETITION_STATUSES, value);
}

export function isActivePetitionStatus(value: unknown): value is ActivePetitionStatus {
  return isOneOf(ACTIVE_PETITION_STATUSES, value);
}
