import { isOneOf } from './enum-helpers.ts';
import { appliesAtTheBorder } from './tn-application-route.ts';

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

/**
 * What the statuses of a shipment to USCIS read on a TN applied for at the border or a consulate (appliesAtTheBorder;
 * docs/decisions.md, "A TN applied for at the border or a consulate never speaks of a USCIS petition"): nothing is
 * printed and shipped to USCIS; the firm readies the application packet and gives it to the beneficiary, who presents
 * it to the officer. The stored statuses are the same (the spec fixes them, ENT-063); only their words differ.
 */
export const BORDER_APPLICATION_STATUS_LABELS = {
  PRINT_SHIP_REQUESTED: 'Application Packet Ready',
  SHIPPED: 'Packet Given to Beneficiary',
} as const satisfies Partial<Record<PetitionStatus, string>>;
export type BorderApplicationWordedStatus = keyof typeof BORDER_APPLICATION_STATUS_LABELS;

/** The case a status is read on: its stored visa class code and filing type decide the route. */
export interface StatusRoute {
  visaClass: string;
  filingType?: string | null;
}

/** Whether the border route words this status its own way (a key of BORDER_APPLICATION_STATUS_LABELS). */
export function isBorderApplicationWordedStatus(status: PetitionStatus): status is BorderApplicationWordedStatus {
  return status in BORDER_APPLICATION_STATUS_LABELS;
}

/** Whether this status reads in the border route's words on this case. */
export function statusReadsAsBorderApplication(
  status: PetitionStatus,
  petition: StatusRoute,
): status is BorderApplicationWordedStatus {
  return isBorderApplicationWordedStatus(status) && appliesAtTheBorder(petition.visaClass, petition.filingType);
}

/** A status as staff read it on this case: the border route's words for its shipment, PETITION_STATUS_LABELS otherwise. */
export function petitionStatusLabel(status: PetitionStatus, petition: StatusRoute): string {
  return statusReadsAsBorderApplication(status, petition)
    ? BORDER_APPLICATION_STATUS_LABELS[status]
    : PETITION_STATUS_LABELS[status];
}

/**
 * The statuses staff may choose on this case (ENT-064: any status): every one, except RFE Received on a TN applied for
 * at the border or a consulate, which USCIS never sends a Request for Evidence (the officer decides on the day). A case
 * already at RFE Received keeps it offered, so the select shows what is stored.
 */
export function petitionStatusesOffered(petition: StatusRoute, current?: string | null): PetitionStatus[] {
  if (!appliesAtTheBorder(petition.visaClass, petition.filingType)) return [...PETITION_STATUSES];
  return PETITION_STATUSES.filter((status) => status !== 'RFEED' || current === 'RFEED');
}
