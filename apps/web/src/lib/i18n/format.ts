import {
  formatCalendarDate,
  statusReadsAsBorderApplication,
  type BorderApplicationWordedStatus,
  type OnboardingStatus,
  type PetitionStatus,
  type StatusRoute,
} from '@app/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { formatTimestamp } from '@/lib/dates.ts';

/*
 * Dates, times and shared labels on the customer's translated screens (issue 36). English keeps the app's one
 * format (spec 1 §9: 03/14/2026, 03/14/2026 02:05 PM EDT); every other language the one its readers expect
 * (Intl: "14 mar 2026", "2026年3月14日").
 */

/** Intl formatters by language and kind, built once: a list formats a date per row, and building one is slow. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, kind: 'date' | 'timestamp'): Intl.DateTimeFormat {
  const key = `${locale}|${kind}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      locale,
      kind === 'date' ? { dateStyle: 'medium', timeZone: 'UTC' } : { dateStyle: 'medium', timeStyle: 'short' },
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A calendar date (YYYY-MM-DD, no time zone) in the reader's language. */
export function formatLocalDate(i18n: I18n, isoDate: string): string {
  if (i18n.locale === 'en') return formatCalendarDate(isoDate);
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return '';
  return formatterFor(i18n.locale, 'date').format(Date.UTC(year, month - 1, day));
}

/** An instant in the reader's language and time zone; '' for a missing or invalid value. */
export function formatLocalTimestamp(i18n: I18n, value: string | null | undefined): string {
  if (i18n.locale === 'en') return formatTimestamp(value);
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  return formatterFor(i18n.locale, 'timestamp').format(instant);
}

/** PETITION_STATUS_LABELS (packages/domain) in the catalogues; the USCIS term stays beside a translated RFE. */
export const PETITION_STATUS_MESSAGES: Record<PetitionStatus, MessageDescriptor> = {
  PENDING_DOCS: /*i18n*/ { id: 'petitionStatus.PENDING_DOCS', message: 'Pending Documents' },
  IN_ATTORNEY_REVIEW: /*i18n*/ { id: 'petitionStatus.IN_ATTORNEY_REVIEW', message: 'In Attorney Review' },
  SUBMITTED: /*i18n*/ { id: 'petitionStatus.SUBMITTED', message: 'Submitted' },
  PRINT_SHIP_REQUESTED: /*i18n*/ { id: 'petitionStatus.PRINT_SHIP_REQUESTED', message: 'Print & Ship Requested' },
  SHIPPED: /*i18n*/ { id: 'petitionStatus.SHIPPED', message: 'Shipped' },
  APPROVED: /*i18n*/ { id: 'petitionStatus.APPROVED', message: 'Approved' },
  DENIED: /*i18n*/ { id: 'petitionStatus.DENIED', message: 'Denied' },
  RFEED: /*i18n*/ { id: 'petitionStatus.RFEED', message: 'RFE Received' },
  ARCHIVED: /*i18n*/ { id: 'petitionStatus.ARCHIVED', message: 'Archived' },
};

/**
 * BORDER_APPLICATION_STATUS_LABELS (packages/domain) in the catalogues: a TN applied for at the border or a consulate
 * ships nothing to USCIS; its packet is readied and given to the beneficiary.
 */
export const BORDER_APPLICATION_STATUS_MESSAGES: Record<BorderApplicationWordedStatus, MessageDescriptor> = {
  PRINT_SHIP_REQUESTED: /*i18n*/ {
    id: 'petitionStatus.border.PRINT_SHIP_REQUESTED',
    message: 'Application Packet Ready',
  },
  SHIPPED: /*i18n*/ { id: 'petitionStatus.border.SHIPPED', message: 'Packet Given to Beneficiary' },
};

/** A case's status in the reader's language, in its route's words (petitionStatusLabel in packages/domain). */
export function petitionStatusMessage(status: PetitionStatus, petition: StatusRoute): MessageDescriptor {
  return statusReadsAsBorderApplication(status, petition)
    ? BORDER_APPLICATION_STATUS_MESSAGES[status]
    : PETITION_STATUS_MESSAGES[status];
}

/** ONBOARDING_STATUS_LABELS (packages/domain) in the catalogues. */
export const ONBOARDING_STATUS_MESSAGES: Record<OnboardingStatus, MessageDescriptor> = {
  not_started: /*i18n*/ { id: 'onboardingStatus.not_started', message: 'Not started' },
  in_progress: /*i18n*/ { id: 'onboardingStatus.in_progress', message: 'In progress' },
  followup: /*i18n*/ { id: 'onboardingStatus.followup', message: 'Follow-up' },
  completed: /*i18n*/ { id: 'onboardingStatus.completed', message: 'Completed' },
};
