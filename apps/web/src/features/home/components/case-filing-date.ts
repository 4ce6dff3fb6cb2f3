import type { I18n } from '@lingui/core';
import { formatLocalDate } from '@/lib/i18n/format.ts';

/**
 * The case card's date before "Updated …": once filed, the day it was filed (staff's petition shipped date, the case
 * timeline's "Filed"), since a target submission date then tells of a step already taken, or of one still to come
 * when it is later; before filing, the target submission date; '' without either.
 */
export function caseFilingDateText(
  i18n: I18n,
  petition: { petitionShippedDate?: string | null; targetSubmissionDate?: string | null },
): string {
  if (petition.petitionShippedDate) {
    return i18n._({
      id: 'home.filedOn',
      message: 'Filed with USCIS {date} · ',
      values: { date: formatLocalDate(i18n, petition.petitionShippedDate) },
    });
  }
  if (petition.targetSubmissionDate) {
    return i18n._({
      id: 'home.targetSubmission',
      message: 'Target submission {date} · ',
      values: { date: formatLocalDate(i18n, petition.targetSubmissionDate) },
    });
  }
  return '';
}
