let browserTimeZone: string | undefined;

/**
 * The browser's time zone, e.g. 'America/New_York'. Read once per page load: building an Intl formatter costs
 * a millisecond or more on a phone, and a list of documents formats a timestamp per row (issue 35).
 */
function localTimeZone(): string {
  browserTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserTimeZone;
}

/**
 * TIMESTAMP_FORMAT (packages/domain), written out as the parts Intl gives for it: month, day, year, hour,
 * minute, AM/PM and the zone's short name. dates.test.ts holds the constant to the format written here.
 */
const TIMESTAMP_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h12',
  timeZoneName: 'short',
};

/** One timestamp formatter per time zone, built on first use (see localTimeZone for why). */
const timestampFormatters = new Map<string, Intl.DateTimeFormat>();

function timestampFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = timestampFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...TIMESTAMP_PARTS, timeZone });
    timestampFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The one timestamp format of the app (spec 1 §9): MM/dd/yyyy hh:mm a z, e.g. '03/14/2026 02:05 PM EDT'; the zone
 * is its short name (Intl knows the abbreviations date-fns lacks). Returns '' for a missing or invalid value.
 * One Intl call per timestamp: a phone formats one per row of a long list (issue 35).
 */
export function formatTimestamp(value: string | number | Date | null | undefined, timeZone = localTimeZone()): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value: text } of timestampFormatter(timeZone).formatToParts(instant)) part[type] = text;
  return `${part.month}/${part.day}/${part.year} ${part.hour}:${part.minute} ${part.dayPeriod?.toUpperCase()} ${part.timeZoneName ?? timeZone}`;
}
