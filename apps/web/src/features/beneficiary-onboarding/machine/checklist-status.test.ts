import { describe, expect, it } from 'vitest';
import {
  adoptStoredChecklist,
  collectFollowupTasks,
  followupMessage,
  hasOpenExhibits,
  saveExhibitData,
  setExhibitStatus,
  settledModuleStatus,
  settleModule,
  SKIP_FOR_NOW_STATUS,
  SKIP_STATUS,
} from './checklist-status.ts';
import { exhibit, module, sampleChecklist } from './test-checklist.ts';

const find = (modules: ReturnType<typeof sampleChecklist>, id: string) =>
  modules.flatMap((m) => m.exhibits).find((e) => e.id === id)!;

describe('saving data', () => {
  it('sets the exhibit completed with its data and a pending module in progress', () => {
    const modules = saveExhibitData(sampleChecklist(), 'a1', { firstName: 'Priya' });
    expect(find(modules, 'a1')).toMatchObject({ status: 'completed', data: { firstName: 'Priya' } });
    expect(modules[0]!.status).toBe('in_progress');
  });
  it('uses an explicit status when given', () => {
    const modules = saveExhibitData(sampleChecklist(), 'a1', { draft: true }, 'in_progress');
    expect(find(modules, 'a1').status).toBe('in_progress');
    expect(modules[0]!.status).toBe('in_progress');
  });
  it('completes the module once every exhibit is completed or skipped (hidden ones and covers aside)', () => {
    let modules = saveExhibitData(sampleChecklist(), 'a1', {});
    modules = setExhibitStatus(modules, 'a3', SKIP_STATUS);
    expect(modules[0]!.status).toBe('completed');
  });
  it('changes nothing for an unknown exhibit and leaves other modules alone', () => {
    const before = sampleChecklist();
    expect(saveExhibitData(before, 'nope', {})).toEqual(before);
    expect(saveExhibitData(before, 'a1', {})[1]).toBe(before[1]);
  });
});

describe('skip and skip for now', () => {
  it('skip sets skipped; skip for now sets pending (the module stays in progress)', () => {
    expect(SKIP_STATUS).toBe('skipped');
    expect(SKIP_FOR_NOW_STATUS).toBe('pending');
    let modules = setExhibitStatus(sampleChecklist(), 'b1', SKIP_STATUS);
    expect(find(modules, 'b1').status).toBe('skipped');
    expect(modules[1]!.status).toBe('in_progress');
    modules = setExhibitStatus(modules, 'b1', SKIP_FOR_NOW_STATUS);
    expect(find(modules, 'b1').status).toBe('pending');
    expect(modules[1]!.status).toBe('in_progress');
  });
});

describe('module status', () => {
  it('completed when all exhibits are completed or skipped, otherwise in progress', () => {
    const done = module('m', 'PRESS', [exhibit('x', { status: 'completed' }), exhibit('y', { status: 'skipped' })]);
    expect(settledModuleStatus(done)).toBe('completed');
    const open = module('m', 'PRESS', [exhibit('x', { status: 'completed' }), exhibit('y', { status: 'in_progress' })]);
    expect(settledModuleStatus(open)).toBe('in_progress');
    expect(settleModule([open], 0)[0]!.status).toBe('in_progress');
    expect(settleModule([done], 0)[0]!.status).toBe('completed');
  });
});

describe('validation', () => {
  it('collects a task per required shown exhibit still pending or in progress, with the spec message', () => {
    let modules = sampleChecklist();
    modules = saveExhibitData(modules, 'b1', {}, 'in_progress');
    modules = saveExhibitData(modules, 'c1', {});
    expect(collectFollowupTasks(modules)).toEqual([
      { moduleId: 'personal', exhibitId: 'a1', message: 'Please provide the required data for Exhibit a1: About a1' },
      { moduleId: 'critical', exhibitId: 'b1', message: 'Please provide the required data for Exhibit b1: About b1' },
      { moduleId: 'critical', exhibitId: 'b2', message: 'Please provide the required data for Exhibit b2: About b2' },
    ]);
  });
  it('the message names the exhibit and its description', () => {
    expect(followupMessage({ name: 'Passport', description: 'A scan of the photo page' })).toBe(
      'Please provide the required data for Passport: A scan of the photo page',
    );
  });
  it('open exhibits: any shown one pending or in progress, required or not; the memo starter never counts', () => {
    const done = sampleChecklist().map((m) =>
      m.type === 'MEMO_STARTER'
        ? m
        : { ...m, exhibits: m.exhibits.map((e) => (e.hidden ? e : { ...e, status: 'completed' as const })) },
    );
    expect(hasOpenExhibits(done)).toBe(false);
    expect(hasOpenExhibits(setExhibitStatus(done, 'a3', 'pending'))).toBe(true);
  });
});

describe('adoptStoredChecklist', () => {
  it("is the stored shape with the page's statuses and answers for the items and modules the page had", () => {
    const onPage = [
      module('personal', 'PERSONAL', [exhibit('a1', { status: 'completed', data: { legalName: 'Ana' } }), exhibit('gone')], {
        status: 'in_progress',
      }),
      module('mine-only', 'PRESS', [exhibit('p1')]),
    ];
    const stored = [
      module('personal', 'PERSONAL', [exhibit('a1', { name: 'Legal name (renamed)' }), exhibit('new')]),
      module('added', 'AWARDS', [exhibit('w1')]),
    ];
    const adopted = adoptStoredChecklist(stored, onPage);
    // The personal module's items changed: the status stored with them stands.
    expect(adopted.map((m) => [m.id, m.status])).toEqual([
      ['personal', 'pending'],
      ['added', 'pending'],
    ]);
    const unchanged = [module('personal', 'PERSONAL', [exhibit('a1'), exhibit('gone')], { status: 'pending' })];
    expect(adoptStoredChecklist(unchanged, onPage)[0]!.status).toBe('in_progress');
    expect(adopted[0]!.exhibits).toEqual([
      { ...stored[0]!.exhibits[0]!, status: 'completed', data: { legalName: 'Ana' } },
      stored[0]!.exhibits[1],
    ]);
  });
});
