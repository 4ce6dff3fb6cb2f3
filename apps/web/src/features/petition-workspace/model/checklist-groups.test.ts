import { describe, expect, it } from 'vitest';
import type { ChecklistPetition } from '@app/domain';
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

const o1 = { visaClass: 'o_1a', hasPetitionerCompany: true, filingType: null };

describe('groupChecklist', () => {
  it('orders sections and tasks by position and attaches the petition-wide items only', () => {
    const items = [
      { id: 'i-1', taskId: 't-call', moduleId: null, completedAt: '2026-03-14T18:05:00Z', note: 'held' },
      { id: 'i-2', taskId: 't-letter', moduleId: 'm-1', completedAt: '2026-03-14T18:05:00Z' },
      { id: 'i-3', taskId: 't-ship', moduleId: null, completedAt: null, note: 'waiting for label' },
    ];
    const groups = groupChecklist(sections, items, null, o1);
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
    const [intake] = groupChecklist(sections, items, 'm-1', o1);
    expect(intake!.tasks[0]).toMatchObject({ code: 'intake.engagement-signed', done: true });
    expect(groupChecklist(sections, items, 'm-2', o1)[0]!.doneCount).toBe(0);
  });

  it('shows a petition only the tasks that apply to it, in its words, and counts only those', () => {
    const withForms: ChecklistSectionRow[] = [
      ...sections,
      {
        id: 's-forms',
        name: 'Forms',
        position: 2,
        checklistTasksBySectionId: {
          nodes: [
            { id: 't-i129', code: 'forms.i129', label: 'I-129 and supplement prepared', position: 0 },
            { id: 't-i140', code: 'forms.i140', label: 'I-140 prepared', position: 1 },
            { id: 't-ao', code: 'forms.advisory-opinion', label: 'Advisory opinion obtained (O-1)', position: 2 },
            { id: 't-sign', code: 'forms.petitioner-signature', label: 'Forms signed by the authorized signatory', position: 3 },
          ],
        },
      },
      {
        id: 's-employer',
        name: 'Employer',
        position: 3,
        checklistTasksBySectionId: {
          nodes: [{ id: 't-employer', code: 'intake.employer-onboarding', label: 'Employer onboarding completed', position: 0 }],
        },
      },
    ];
    // An item kept from when the petition was an O-1 counts nowhere.
    const items = [{ id: 'i-1', taskId: 't-i129', moduleId: null, completedAt: '2026-03-14T18:05:00Z' }];
    const tasksOf = (petition: ChecklistPetition) =>
      groupChecklist(withForms, items, null, petition).map((group) => [
        group.name,
        group.doneCount,
        group.tasks.map((task) => task.label),
      ]);
    expect(tasksOf({ visaClass: 'eb_1a', hasPetitionerCompany: false, filingType: null })).toEqual([
      ['Intake', 0, ['Engagement letter signed by the beneficiary (self-petitioner)', 'Kickoff call held with the beneficiary']],
      ['Filing', 0, ['Shipped']],
      ['Forms', 0, ['I-140 prepared', 'Forms signed by the beneficiary (self-petitioner)']],
    ]);
    expect(tasksOf(o1).slice(2)).toEqual([
      [
        'Forms',
        1,
        ['I-129 and supplement prepared', 'Advisory opinion obtained (O-1)', 'Forms signed by the authorized signatory'],
      ],
      ['Employer', 0, ['Employer onboarding completed']],
    ]);
  });
});
