import { describe, expect, it } from 'vitest';
import { ADDRESS_FALLBACK_STEPS, addressFallbackProgress, stepProgress } from './checklist-progress.ts';
import { exhibit, module, sampleChecklist } from './test-checklist.ts';

describe('step number and progress', () => {
  const modules = sampleChecklist();
  it('count only the visible non-cover exhibits of the module', () => {
    expect(stepProgress(modules, { moduleIndex: 0, exhibitIndex: 0 })).toEqual({ step: 1, total: 2, percent: 0 });
    expect(stepProgress(modules, { moduleIndex: 0, exhibitIndex: 2 })).toEqual({ step: 2, total: 2, percent: 50 });
    expect(stepProgress(modules, { moduleIndex: 2, exhibitIndex: 1 })).toEqual({ step: 1, total: 1, percent: 0 });
  });
  it('a cover page is step 0', () => {
    expect(stepProgress(modules, { moduleIndex: 1, exhibitIndex: -1 })).toEqual({ step: 0, total: 2, percent: 0 });
  });
  it('is 100 when the module shows no exhibits, or there is no position', () => {
    const empty = [module('e', 'PRESS', [exhibit('x', { hidden: true })])];
    expect(stepProgress(empty, { moduleIndex: 0, exhibitIndex: 0 }).percent).toBe(100);
    expect(stepProgress(modules, null).percent).toBe(100);
  });
});

describe('address form fallback progress', () => {
  it('is (step - 1) / 10 × 100 with default steps 4 (U.S.) and 3 (foreign)', () => {
    expect(ADDRESS_FALLBACK_STEPS).toEqual({ US_ADDRESS: 4, FOREIGN_ADDRESS: 3 });
    expect(addressFallbackProgress('US_ADDRESS')).toBe(30);
    expect(addressFallbackProgress('FOREIGN_ADDRESS')).toBe(20);
    expect(addressFallbackProgress('US_ADDRESS', 7)).toBe(60);
  });
});
