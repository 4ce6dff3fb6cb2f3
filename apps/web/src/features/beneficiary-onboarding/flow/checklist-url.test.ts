import { describe, expect, it } from 'vitest';
import { module, sampleChecklist } from '../machine/test-checklist.ts';
import { moduleIdForSlug } from './checklist-url.ts';

describe('an address naming a checklist section without its id', () => {
  it("opens the section's first module the checklist can open", () => {
    expect(moduleIdForSlug(sampleChecklist(), 'high-remuneration')).toBe('remuneration');
    expect(moduleIdForSlug(sampleChecklist(), 'critical-role')).toBe('critical');
    const twice = [...sampleChecklist(), module('critical-2', 'CRITICAL_ROLE', [])];
    expect(moduleIdForSlug(twice, 'critical-role')).toBe('critical');
  });

  it('names no module for a section the checklist lacks, never shows, or a word that is no section', () => {
    expect(moduleIdForSlug(sampleChecklist(), 'expert-letters')).toBeNull();
    // The memo starter is never shown to the beneficiary.
    expect(moduleIdForSlug(sampleChecklist(), 'memo-starter')).toBeNull();
    expect(moduleIdForSlug(sampleChecklist(), '')).toBeNull();
    expect(moduleIdForSlug(sampleChecklist(), 'no-such-section')).toBeNull();
    // A module with nothing to visit is skipped.
    expect(moduleIdForSlug([module('empty', 'JUDGING', []), ...sampleChecklist()], 'judging')).toBeNull();
  });
});
