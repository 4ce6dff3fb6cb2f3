import { DEFAULT_PROVIDER_NAME } from './provider.ts';
import { isOneOf } from './enum-helpers.ts';

/**
 * The status customers see on an exhibit (kept in exhibit metadata). Values are
 * lower-case wire strings; 'plymouth-approved' keeps its stored spelling even
 * when the provider runs under another name (decisions ENT-073).
 */
export const EXHIBIT_DISPLAY_STATUSES = [
  'requested',
  'submitted',
  'approved',
  'pending',
  'drafted',
  'plymouth-approved',
  'customer-approved',
  'edit-requested',
] as const;
export type ExhibitDisplayStatus = (typeof EXHIBIT_DISPLAY_STATUSES)[number];

/** What a missing status means: nothing has been handed in yet. */
export const DEFAULT_EXHIBIT_DISPLAY_STATUS: ExhibitDisplayStatus = 'requested';
/** What an unrecognised status is shown as, after it is logged. */
export const FALLBACK_EXHIBIT_DISPLAY_STATUS: ExhibitDisplayStatus = 'pending';

export function exhibitDisplayStatusLabel(status: ExhibitDisplayStatus, providerName: string = DEFAULT_PROVIDER_NAME): string {
  switch (status) {
    case 'requested':
      return 'Requested';
    case 'submitted':
      return 'Submitted';
    case 'approved':
      return 'Approved';
    case 'pending':
      return 'Pending';
    case 'drafted':
      return 'Drafted';
    case 'plymouth-approved':
      return `${providerName} Approved`;
    case 'customer-approved':
      return 'Customer Approved';
    case 'edit-requested':
      return 'Edit Requested';
  }
}

export type UnknownStatusLogger = (message: string, details: { value: string }) => void;

/**
 * Reads a stored display status the way the portal shows it: case-insensitive
 * (underscores and spaces count as hyphens, so 'PLYMOUTH_APPROVED' matches);
 * missing or blank means 'requested'; anything else unknown is reported as
 * 'unknown status' and shown as 'pending' rather than breaking the screen.
 */
export function normalizeDisplayStatus(value: string | null | undefined, log?: UnknownStatusLogger): ExhibitDisplayStatus {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return DEFAULT_EXHIBIT_DISPLAY_STATUS;
  const normalized = trimmed.toLowerCase().replace(/[\s_]+/g, '-');
  if (isOneOf(EXHIBIT_DISPLAY_STATUSES, normalized)) return normalized;
  log?.('unknown status', { value: trimmed });
  return FALLBACK_EXHIBIT_DISPLAY_STATUS;
}
