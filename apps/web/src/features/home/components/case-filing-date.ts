import type { I18n } from '@lingui/core';
import { appliesAtTheBorder } from '@app/domain';
import { formatLocalDate } from '@/lib/i18n/format.ts';

/**
 * The case card's date before "Updated …": once filed, the day it was filed (staff's petition shipped date, the case
 * timeline's "Filed"), since a target submission date then tells of a step already taken, or of one still to come
 * when it is later; before filing, the target submission date; '' without either.
 * A TN applied for at the border or a consulate files nothing with USCIS (docs/decisions.md, "A TN applied for at the
 * border or a consulate is worked as one"): no "Filed with USCIS" (staff's page asks no shipped date there), and the
 * target date is the day the beneficiary plans to apply to the officer.
 */
export function caseFilingDateText(
  i18n: I18n,
  petition: {
    visaClass: string;
    filingType?: string | null;
    petitionShippedDate?: string | null;
    targetSubmissionDate?: string | null;
  },
): string {
  const atTheBorder = appliesAtTheBorder(petition.visaClass, petition.filingType);
  if (petition.petitionShippedDate && !atTheBorder) {
    return i18n._({
      id: 'home.filedOn',
      message: 'Filed with USCIS {date} · ',
      values: { date: formatLocalDate(i18n, petition.petitionShippedDate) },
    });
  }
  if (petition.targetSubmissionDate) {
    const date = formatLocalDate(i18n, petition.targetSubmissionDate);
    return atTheBorder
      ? i18n._({ id: 'home.targetApplication', message: 'Target date to apply {date} · ', values: { date } })
      : i18n._({ id: 'home.targetSubmission', message: 'Target submission {date} · ', values: { date } });
  }
  return '';
}
