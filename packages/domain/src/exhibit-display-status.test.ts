import { describe, expect, it, vi } from 'vitest';
import { EXHIBIT_DISPLAY_STATUSES, exhibitDisplayStatusLabel, normalizeDisplayStatus } from './exhibit-display-status.ts';

describe('normalizeDisplayStatus', () => {
  it('reads every known status case-insensitively', () => {
    for (const status of EXHIBIT_DISPLAY_STATUSES) {
      expect(normalizeDisplayStatus(status)).toBe(status);
      expect(normalizeDisplayStatus(status.toUpperCase())).toBe(status);
    }
    expect(normalizeDisplayStatus('Plymouth-Approved')).toBe('plymouth-approved');
    expect(normalizeDisplayStatus(' Submitted ')).toBe('submitted');
  });

  it('accepts underscores and spaces for the hyphen', () => {
    expect(normalizeDisplayStatus('EDIT_REQUESTED')).toBe('edit-requested');
    expect(normalizeDisplayStatus('Customer Approved')).toBe('customer-approved');
  });

  it("treats a missing or blank status as 'requested' without logging", () => {
    const log = vi.fn();
    expect(normalizeDisplayStatus(undefined, log)).toBe('requested');
    expect(normalizeDisplayStatus(null, log)).toBe('requested');
    expect(normalizeDisplayStatus('', log)).toBe('requested');
    expect(normalizeDisplayStatus('  ', log)).toBe('requested');
    expect(log).not.toHaveBeenCalled();
  });

  it("logs 'unknown status' and shows an unknown value as pending", () => {
    const log = vi.fn();
    expect(normalizeDisplayStatus('lost-in-mail', log)).toBe('pending');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('unknown status', { value: 'lost-in-mail' });
  });

  it('works without a logger', () => {
    expect(normalizeDisplayStatus('whatever')).toBe('pending');
  });
});

describe('exhibitDisplayStatusLabel', () => {
  it('names the provider from configuration, defaulting to Plymouth', () => {
    expect(exhibitDisplayStatusLabel('plymouth-approved')).toBe('Plymouth Approved');
    expect(exhibitDisplayStatusLabel('plymouth-approved', 'Acme Immigration')).toBe('Acme Immigration Approved');
  });

  it('uses the spec wording for the other statuses', () => {
    expect(exhibitDisplayStatusLabel('customer-approved')).toBe('Customer Approved');
    expect(exhibitDisplayStatusLabel('edit-requested')).toBe('Edit Requested');
    expect(exhibitDisplayStatusLabel('requested')).toBe('Requested');
  });
});
