import { TZDate } from '@date-fns/tz';
import { TIMESTAMP_FORMAT } from '@app/domain';
import { format } from 'date-fns';

/** The browser's time zone, e.g. 'America/New_York'. */
function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone's short name at that moment: 'EDT', 'PST', 'UTC' (Intl knows the abbreviations date-fns lacks). */
function shortZoneName(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
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
