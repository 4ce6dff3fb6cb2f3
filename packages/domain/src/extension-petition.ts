import { visaClassHasApprovedPeriod } from './approved-period.ts';
import { requestedPeriodLimit } from './requested-period.ts';
import { addDays } from './uscis-case-status.ts';

/**
 * The extension of an approved case (petitions.extends_petition_id, migration 0149): a new I-129 petition for the same
 * beneficiary, petitioner and class that asks USCIS to extend the stay the approved petition granted. It starts as a
 * copy of the approved petition (its modules and evidence, as POST /clone-petition copies them), asks for the period
 * that begins the day after the approval ends, and is filed as "Continuation of previously approved employment" with
 * the requested action "Extend the stay" (the I-129's Part 2 items 2.B and 4.C, or 4.E for TN and E-3), quoting the
 * approved petition's receipt number. When it is filed, the approved petition's checklist item "Extension filed before
 * the approved period ends" ticks itself.
 */

/**
 * The longest extension USCIS grants at a time, in years, by class (8 CFR 214.2): O-1 one year at a time to continue
 * the same activity (o)(12)(ii); H-1B up to three (h)(15)(ii)(B); L-1 two (l)(15)(ii); TN three (8 CFR 214.6(h));
 * E-2 and E-3 two (8 CFR 214.2(e)(20) and 214.2(e)(19)). A class not listed gets one year, the shortest.
 */
export const EXTENSION_YEARS: Readonly<Record<string, number>> = {
  o_1a: 1,
  o_1b: 1,
  h_1b: 3,
  l_1a: 2,
  l_1b: 2,
  tn: 3,
  e_2: 2,
  e_3: 2,
};

export const EXTENSION_TEXTS = {
  start: 'Start the extension petition',
  starting: 'Starting the extension petition…',
  startHint:
    'A new petition for the same beneficiary, petitioner and class, with this petition’s evidence copied, asking for the ' +
    'period after the approval ends.',
  noApprovedPeriod: 'Record the approved period before starting the extension: the extension asks for the time after it',
  notExtendable: 'An immigrant petition (I-140) grants no stay to extend',
  sameBeneficiary: 'An extension is for the same beneficiary as the petition it extends',
  extensionHeading: 'Extension',
  extendsHeading: 'Extends',
} as const;

/** Whether an approval of this class can be extended: the classes whose approval grants a period of stay. */
export const visaClassCanBeExtended = visaClassHasApprovedPeriod;

/** The same day `years` later, a 29 February landing on 28 February (as PostgreSQL's `date + interval`). */
function anniversary(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const targetYear = year + years;
  const lastDay = new Date(Date.UTC(targetYear, month, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${targetYear}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * The period an extension asks for: from the day after the approved period ends, for the class's longest extension
 * (EXTENSION_YEARS), to the approval's last day that many years later; never past the three years a petition may
 * request (requestedPeriodLimit), so the requested period's rule holds for it.
 */
export function extensionRequestedPeriod(visaClass: string, approvedValidTo: string): { start: string; end: string } {
  const start = addDays(approvedValidTo, 1);
  const end = anniversary(approvedValidTo, EXTENSION_YEARS[visaClass] ?? 1);
  const limit = addDays(requestedPeriodLimit(start), -1);
  return { start, end: end < limit ? end : limit };
}
