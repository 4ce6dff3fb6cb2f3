import { describe, expect, it } from 'vitest';
import { groupChecklist, type ChecklistSectionRow } from './checklist-groups.ts';

const sections: ChecklistSectionRow[] = [
  {
    id: 's-filing',
    name: 'Filing',
    position: 1,
    checklistTasksBySectionId: { nodes: [{ id: 't-ship', code: 'filing.shipped', label: 'Shipped', position: 0 }] },
  },
  {
    id: 's-intake',
    name: 'Intake',
    position: 0,
    checklistTasksBySectionId: {
      nodes: [
        { id: 't-call', code: 'intake.kickoff-call', label: 'Kickoff call', position: 1 },
        { id: 't-letter', code: 'intake.engagement-signed', label: 'Engagement letter', position: 0 },
      ],
    },
  },
];

describe('groupChecklist', () => {
  it('orders sections and tasks by position and attaches the petition-wide items only', () => {
    const items = [
      { id: 'i-1', taskId: 't-call', moduleId: null, completedAt: '2026-03-14T18:05:00Z', note: 'held' },
      { id: 'i-2', taskId: 't-letter', moduleId: 'm-1', completedAt: '2026-03-14T18:05:00Z' },
      { id: 'i-3', taskId: 't-ship', moduleId: null, completedAt: null, note: 'waiting for label' },
    ];
    const groups = groupChecklist(sections, items, null);
    expect(groups.map((group) => group.name)).toEqual(['Intake', 'Filing']);
    expect(groups[0]!.tasks.map((task) => [task.code, task.done, task.item?.id ?? null])).toEqual([
      ['intake.engagement-signed', false, null],
      ['intake.kickoff-call', true, 'i-1'],
    ]);
    expect(groups[0]!.doneCount).toBe(1);
    expect(groups[1]!.tasks[0]).toMatchObject({ done: false, item: { note: 'waiting for label' } });
  });

  it('shows a module its own items', () => {
    const items = [{ id: 'i-2', taskId: 't-letter', moduleId: 'm-1', completedAt: '2026-03-14T18:05:00Z' }];
    const [intake] = groupChecklist(sections, items, 'm-1');
    expect(intake!.tasks[0]).toMatchObject({ code: 'intake.engagement-signed', done: true });
    expect(groupChecklist(sections, items, 'm-2')[0]!.doneCount).toBe(0);
  });
});
