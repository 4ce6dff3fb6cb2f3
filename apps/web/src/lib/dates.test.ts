import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './dates.ts';

describe('formatTimestamp (MM/dd/yyyy hh:mm a z)', () => {
  it('formats in the given time zone', () => {
    expect(formatTimestamp('2026-03-14T18:05:00Z', 'America/New_York')).toBe('03/14/2026 02:05 PM EDT');
    expect(formatTimestamp('2026-01-02T00:00:00Z', 'UTC')).toMatch(/^01\/02\/2026 12:00 AM (UTC|GMT)/);
  });

  it('returns an empty text for missing or invalid values', () => {
    expect(formatTimestamp(null)).toBe('');
    expect(formatTimestamp('not a date')).toBe('');
  });
});
