import { describe, expect, it } from 'vitest';
import {
  coverIndex,
  exhibitAt,
  hasVirtualCover,
  initialPosition,
  moduleStart,
  nextPosition,
  previousPosition,
  stepIndexes,
  VIRTUAL_COVER_INDEX,
  type ChecklistPosition,
} from './checklist-position.ts';
import { exhibit, module, sampleChecklist } from './test-checklist.ts';

const at = (moduleIndex: number, exhibitIndex: number): ChecklistPosition => ({ moduleIndex, exhibitIndex });

describe('cover pages', () => {
  it('critical role, original contribution and expert letters without a real cover get a virtual one at -1', () => {
    for (const type of ['CRITICAL_ROLE', 'ORIGINAL_CONTRIBUTION', 'EXPERT_LETTERS'] as const) {
      const plain = module('m', type, [exhibit('x')]);
      expect(hasVirtualCover(plain)).toBe(true);
      expect(coverIndex(plain)).toBe(VIRTUAL_COVER_INDEX);
    }
  });
  it('a module with a real cover page uses its index (0), and other modules have none', () => {
    const withCover = module('m', 'CRITICAL_ROLE', [exhibit('c', { type: 'COVER_PAGE' }), exhibit('x')]);
    expect(hasVirtualCover(withCover)).toBe(false);
    expect(coverIndex(withCover)).toBe(0);
    expect(coverIndex(module('m', 'PRESS', [exhibit('x')]))).toBeNull();
  });
  it('hidden exhibits and cover pages are not steps', () => {
    const [personal, , remuneration] = sampleChecklist();
    expect(stepIndexes(personal!)).toEqual([0, 2]);
    expect(stepIndexes(remuneration!)).toEqual([1]);
  });
});

describe('next exhibit', () => {
  const modules = sampleChecklist();
  it('moves to the following visible non-cover exhibit, over hidden ones', () => {
    expect(nextPosition(modules, at(0, 0))).toEqual(at(0, 2));
  });
  it('past the last exhibit opens the next module at its cover: virtual (-1) or real (0)', () => {
    expect(nextPosition(modules, at(0, 2))).toEqual(at(1, -1));
    expect(nextPosition(modules, at(1, -1))).toEqual(at(1, 0));
    expect(nextPosition(modules, at(1, 1))).toEqual(at(2, 0));
    expect(nextPosition(modules, at(2, 0))).toEqual(at(2, 1));
  });
  it('ends after the last shown module (the memo starter is never visited)', () => {
    expect(nextPosition(modules, at(2, 1))).toBeNull();
  });
  it('skips modules with nothing to show', () => {
    const list = [
      module('a', 'PERSONAL', [exhibit('a1')]),
      module('b', 'PRESS', [exhibit('b1', { hidden: true })]),
      module('c', 'AWARDS', [exhibit('c1')]),
    ];
    expect(nextPosition(list, at(0, 0))).toEqual(at(2, 0));
  });
});

describe('previous exhibit', () => {
  const modules = sampleChecklist();
  it('moves to the previous visible exhibit in the module', () => {
    expect(previousPosition(modules, at(0, 2))).toEqual(at(0, 0));
    expect(previousPosition(modules, at(1, 1))).toEqual(at(1, 0));
  });
  it('on the first exhibit (or a cover) goes to the last visible exhibit of the previous module', () => {
    expect(previousPosition(modules, at(1, 0))).toEqual(at(0, 2));
    expect(previousPosition(modules, at(1, -1))).toEqual(at(0, 2));
    expect(previousPosition(modules, at(2, 0))).toEqual(at(1, 1));
  });
  it('stays put at the very beginning', () => {
    expect(previousPosition(modules, at(0, 0))).toBeNull();
  });
});

describe('initial position', () => {
  it('is the given exhibit, else the start of the given module', () => {
    const modules = sampleChecklist();
    expect(initialPosition(modules, { exhibitId: 'b2' })).toEqual(at(1, 1));
    expect(initialPosition(modules, { moduleId: 'critical' })).toEqual(at(1, -1));
    expect(initialPosition(modules, { moduleId: 'remuneration', exhibitId: 'c1' })).toEqual(at(2, 1));
  });
  it('without one, the first module still pending or in progress, else the first module', () => {
    const modules = sampleChecklist().map((m, index) => ({ ...m, status: index === 0 ? ('completed' as const) : m.status }));
    expect(initialPosition(modules)).toEqual(at(1, -1));
    const allDone = sampleChecklist().map((m) => ({ ...m, status: 'completed' as const }));
    expect(initialPosition(allDone)).toEqual(at(0, 0));
  });
  it('ignores unknown or hidden targets and an empty checklist', () => {
    const modules = sampleChecklist();
    expect(initialPosition(modules, { exhibitId: 'a2' })).toEqual(at(0, 0));
    expect(initialPosition(modules, { moduleId: 'nope' })).toEqual(at(0, 0));
    expect(initialPosition([])).toBeNull();
    expect(moduleStart(modules, 3)).toBeNull();
  });
  it('exhibitAt reads the exhibit of a position, null on a virtual cover', () => {
    const modules = sampleChecklist();
    expect(exhibitAt(modules, at(1, 0))?.id).toBe('b1');
    expect(exhibitAt(modules, at(1, -1))).toBeNull();
    expect(exhibitAt(modules, null)).toBeNull();
  });
});
