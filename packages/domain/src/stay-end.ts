import { formatCalendarDate } from './task-planning.ts';
import { uscisToday } from './uscis-case-status.ts';

/**
 * When the beneficiary's stay in the approved status ends. The approval notice's period (approved-period.ts) says how
 * long the petition is valid; the I-94 says how long she may stay, and the I-94 governs. CBP often admits her for less
 * than the approval (to her passport's expiry, or by mistake), and then her status ends on the I-94's date while the
 * approval notice still reads years ahead: the extension is due before the I-94's date, and she must be told.
 *
 * The I-94 compared is her latest arrival (as the petition header shows it), entered in the approved class once the
 * approval began: an arrival in another status, or from before the approval (a change of status gets its new I-94 on
 * the approval notice itself), says nothing about this approval. An admission longer than the approval is normal
 * (CBP may add a grace period) and changes nothing; D/S is not a date to compare.
 *
 * The database computes the same end (`app_private.petition_stay_end`, migration 0150) for the checklist's extension
 * due date; db/test holds the two equal.
 */

export interface StayEndInput {
  visaClass: string;
  approvedValidFrom: string | null | undefined;
  approvedValidTo: string | null | undefined;
  /** The petition's latest I-94 entry (petitions_latest_i94_entry). */
  latestArrival: { visaClass: string; dateOfEntry: string; admitUntil?: string | null | undefined } | null | undefined;
}

/** The latest I-94 that ends the stay before the approval does: its admit-until date, entry and the approval's end. */
export interface ShortI94 {
  admitUntil: string;
  dateOfEntry: string;
  approvedValidTo: string;
}

/** 'O-1A', 'o_1a' and 'O1A' are one class. */
const classSymbol = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

export function shortI94(input: StayEndInput): ShortI94 | null {
  const { approvedValidFrom, approvedValidTo, latestArrival } = input;
  if (!approvedValidFrom || !approvedValidTo || !latestArrival?.admitUntil) return null;
  if (latestArrival.dateOfEntry < approvedValidFrom) return null;
  if (classSymbol(latestArrival.visaClass) !== classSymbol(input.visaClass)) return null;
  if (latestArrival.admitUntil >= approvedValidTo) return null;
  return { admitUntil: latestArrival.admitUntil, dateOfEntry: latestArrival.dateOfEntry, approvedValidTo };
}

/** The last day of her stay in the approved status: the I-94's date when it is earlier, else the approval's end. */
export function stayEnd(input: StayEndInput): string | null {
  return shortI94(input)?.admitUntil ?? input.approvedValidTo ?? null;
}

/** Whether the I-94's date has passed (the day after it, in U.S. time as USCIS dates things): she is out of status. */
export function shortI94HasPassed(short: ShortI94, today: string = uscisToday()): boolean {
  return short.admitUntil < today;
}

/** Staff's warning (USCIS status panel): what the I-94 says, and what to do, before or after its date. */
export function shortI94StaffWarning(short: ShortI94, beneficiaryName: string, today: string = uscisToday()): string {
  const entry = `The latest I-94 (entry ${formatCalendarDate(short.dateOfEntry)})`;
  const dates = `until ${formatCalendarDate(short.admitUntil)}, before the approval ends on ${formatCalendarDate(short.approvedValidTo)}`;
  return shortI94HasPassed(short, today)
    ? `${entry} admitted ${beneficiaryName} ${dates}: the stay ended on the I-94’s date. Ask CBP to correct it if it was ` +
        'their mistake, and have the attorney advise the beneficiary now.'
    : `${entry} admits ${beneficiaryName} ${dates}: the stay ends on the I-94’s date. Ask CBP to correct it if it is ` +
        'their mistake, or file the extension before then; the checklist’s extension is due six months before the I-94’s date.';
}
