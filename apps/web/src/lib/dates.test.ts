import { TIMESTAMP_FORMAT } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './dates.ts';

describe('formatTimestamp (MM/dd/yyyy hh:mm a z)', () => {
  it('writes the format the domain names (a change there must be made in formatTimestamp too)', () => {
    expect(TIMESTAMP_FORMAT).toBe('MM/dd/yyyy hh:mm a z');
  });

  it('formats in the given time zone', () => {
    expect(formatTimestamp('2026-03-14T18:05:00Z', 'America/New_York')).toBe('03/14/2026 02:05 PM EDT');
    expect(formatTimestamp('2026-01-02T00:00:00Z', 'UTC')).toMatch(/^01\/02\/2026 12:00 AM (UTC|GMT)/);
  });

  it('pads every part, writes midnight and noon as 12 and follows daylight saving time', () => {
    // The minute before and after New York's clocks go forward (2026-03-08 02:00 EST) and back (2026-11-01).
    expect(formatTimestamp('2026-03-08T06:59:00Z', 'America/New_York')).toBe('03/08/2026 01:59 AM EST');
    expect(formatTimestamp('2026-03-08T07:00:00Z', 'America/New_York')).toBe('03/08/2026 03:00 AM EDT');
    expect(formatTimestamp('2026-11-01T05:59:00Z', 'America/New_York')).toBe('11/01/2026 01:59 AM EDT');
    expect(formatTimestamp('2026-11-01T06:00:00Z', 'America/New_York')).toBe('11/01/2026 01:00 AM EST');
    expect(formatTimestamp('2026-07-04T19:00:00Z', 'America/Los_Angeles')).toBe('07/04/2026 12:00 PM PDT');
    expect(formatTimestamp('2026-12-31T08:00:00Z', 'America/Los_Angeles')).toBe('12/31/2026 12:00 AM PST');
    // Zones without an English abbreviation keep Intl's offset name; quarter-hour offsets are kept.
    expect(formatTimestamp('2026-05-01T00:00:00Z', 'Asia/Kathmandu')).toBe('05/01/2026 05:45 AM GMT+5:45');
    expect(formatTimestamp('2026-05-01T09:30:00Z', 'Asia/Kolkata')).toBe('05/01/2026 03:00 PM GMT+5:30');
  });

  it('accepts epoch milliseconds and dates as well as ISO texts', () => {
    const instant = Date.UTC(2026, 8, 9, 13, 7);
    expect(formatTimestamp(instant, 'UTC')).toBe(formatTimestamp(new Date(instant), 'UTC'));
    expect(formatTimestamp(instant, 'UTC')).toMatch(/^09\/09\/2026 01:07 PM /);
  });

  it('returns an empty text for missing or invalid values', () => {
    expect(formatTimestamp(null)).toBe('');
    expect(formatTimestamp(undefined)).toBe('');
    expect(formatTimestamp('')).toBe('');
    expect(formatTimestamp('not a date')).toBe('');
  });
});
