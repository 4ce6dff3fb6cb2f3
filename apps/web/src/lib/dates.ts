import { TZDate } from '@date-fns/tz';
import { TIMESTAMP_FORMAT } from '@app/domain';
import { format } from 'date-fns';

let browserTimeZone: string | undefined;

/**
 * The browser's time zone, e.g. 'America/New_York'. Read once per page load: building an Intl formatter costs
 * a millisecond or more on a phone, and a list of documents formats a timestamp per row (issue 35).
 */
function localTimeZone(): string {
  browserTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserTimeZone;
}

/** One zone-name formatter per time zone, built on first use (see localTimeZone for why). */
const zoneNameFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at that moment: 'EDT', 'PST', 'UTC' (Intl knows the abbreviations date-fns lacks). */
function shortZoneName(date: Date, timeZone: string): string {
  let formatter = zoneNameFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    zoneNameFormatters.set(timeZone, formatter);
  }
  return formatter.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** TIMESTAMP_FORMAT without its trailing zone token, which shortZoneName supplies. */
const DATE_TIME_PART = TIMESTAMP_FORMAT.replace(/\s*z+$/, '');

/**
 * The one timestamp format of the app (spec 1 §9): MM/dd/yyyy hh:mm a z, e.g. '03/14/2026 02:05 PM EDT'.
 * Returns '' for a missing or invalid value.
 */
export function formatTimestamp(value: string | number | Date | null | undefined, timeZone = localTimeZone()): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  return `${format(new TZDate(instant.getTime(), timeZone), DATE_TIME_PART)} ${shortZoneName(instant, timeZone)}`;
}
