import type { PendingTaskAwaitedKind } from '@app/domain';
import { newId, nowIso, withDefaults } from './build.ts';

/** app_public.notes: a message on a petition; user_id is the customer it is addressed to. */
export type NoteRow = {
  id: string;
  petition_id: string;
  user_id: string | null;
  sender_id: string | null;
  content: string;
  created_at: string;
  updated_at: string;
};

export function makeNote(overrides: Partial<NoteRow> & Pick<NoteRow, 'petition_id'>): NoteRow {
  const createdAt = overrides.created_at ?? nowIso();
  return withDefaults<NoteRow>(
    {
      id: newId(),
      petition_id: overrides.petition_id,
      user_id: null,
      sender_id: null,
      content: 'Note',
      created_at: createdAt,
      updated_at: createdAt,
    },
    overrides,
  );
}

/**
 * app_public.pending_petition_tasks: a to-do for one party, optionally about one exhibit; awaited_kind and
 * awaited_type name the data that closes it by itself (migration 0036).
 */
export type PendingTaskRow = {
  id: string;
  petition_id: string;
  exhibit_id: string | null;
  content: string;
  link: string | null;
  party: 'BENEFICIARY' | 'PETITIONER' | 'PLYMOUTH';
  awaited_kind: PendingTaskAwaitedKind | null;
  awaited_type: string | null;
  created_at: string;
  created_by: string | null;
  completed_at: string | null;
  completed_by: string | null;
  /** Planning (migration 0048): a calendar date, low/normal/high, a staff member for the provider's own tasks. */
  due_date: string | null;
  priority: 'low' | 'normal' | 'high';
  assignee_id: string | null;
  /** The content is the app's wording of what the task waits for, read in the customer's language (migration 0126). */
  title_generated: boolean;
};

export function makePendingTask(overrides: Partial<PendingTaskRow> & Pick<PendingTaskRow, 'petition_id'>): PendingTaskRow {
  return withDefaults<PendingTaskRow>(
    {
      id: newId(),
      petition_id: overrides.petition_id,
      exhibit_id: null,
      content: 'Upload',
      link: null,
      party: 'BENEFICIARY',
      awaited_kind: null,
      awaited_type: null,
      created_at: nowIso(),
      created_by: null,
      completed_at: null,
      completed_by: null,
      due_date: null,
      priority: 'normal',
      assignee_id: null,
      title_generated: false,
    },
    overrides,
  );
}

/** app_public.petition_checklist_items: staff's progress on a checklist task, for the petition or one module. */
export type ChecklistItemRow = {
  id: string;
  petition_id: string;
  module_id: string | null;
  task_id: string;
  completed_at: string | null;
  completed_by: string | null;
  note: string | null;
  created_at: string;
  updated_at: string;
};

export function makeChecklistItem(
  overrides: Partial<ChecklistItemRow> & Pick<ChecklistItemRow, 'petition_id' | 'task_id'>,
): ChecklistItemRow {
  const createdAt = overrides.created_at ?? nowIso();
  return withDefaults<ChecklistItemRow>(
    {
      id: newId(),
      petition_id: overrides.petition_id,
      module_id: null,
      task_id: overrides.task_id,
      completed_at: null,
      completed_by: null,
      note: null,
      created_at: createdAt,
      updated_at: createdAt,
    },
    overrides,
  );
}
