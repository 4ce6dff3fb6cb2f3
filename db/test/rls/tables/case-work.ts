import type { World } from '../fixtures.ts';
import {
  ALL,
  CUSTOMERS_A,
  each,
  EDITORS_A,
  NOBODY,
  only,
  SIDE_B,
  STAFF,
  TEAM_A,
  TEAM_A_EDITORS,
  type Matrices,
  type Outcome,
  type Statement,
  type TableMatrix,
} from '../matrix.ts';

/** Readers of a petition read its rows; only staff write them (rows named petitionA / petitionB). */
function staffWritten(table: string, id: (w: World) => string, insert: (w: World) => Statement, set: string): TableMatrix {
  return {
    select: { ...NOBODY, ...each(CUSTOMERS_A, ['petitionA']), ...each(SIDE_B, ['petitionB']), staffAdmin: ALL },
    insert: [{ run: insert, expect: only(STAFF, 1, 'denied') }],
    update: [
      {
        run: (w) => ({ sql: `update app_public.${table} set ${set} where id = $1`, params: [id(w)] }),
        expect: only(STAFF, 1, 0),
      },
    ],
    delete: [
      { run: (w) => ({ sql: `delete from app_public.${table} where id = $1`, params: [id(w)] }), expect: only(STAFF, 1, 0) },
    ],
  };
}

const SOURCES_NO_PRIVILEGE: Outcome = { error: '42501 permission denied for table compiled_petition_sources' };

/** Staff case work on a petition: forms, letters, compilations, checklist, notes and pending tasks. */
export const caseWorkMatrices: Matrices = {
  petition_forms: staffWritten(
    'petition_forms',
    (w) => w.ids.formA,
    (w) => ({ sql: `insert into app_public.petition_forms (petition_id, type) values ($1, 'I907')`, params: [w.ids.petitionA] }),
    `type = 'I140'`,
  ),
  petition_letters: staffWritten(
    'petition_letters',
    (w) => w.ids.letterA,
    (w) => ({
      sql: `insert into app_public.petition_letters (petition_id, name) values ($1, 'Expert letter')`,
      params: [w.ids.petitionA],
    }),
    `content = 'Dear officer'`,
  ),
  compiled_petitions: {
    ...staffWritten(
      'compiled_petitions',
      (w) => w.ids.compiledA,
      (w) => ({
        // Not RUNNING: the fixture's packet of petition A is, and only one compile of a petition runs at a time.
        sql: `insert into app_public.compiled_petitions (petition_id, display_name, status) values ($1, 'Draft', 'FAILED')`,
        params: [w.ids.petitionA],
      }),
      `status = 'FAILED'`,
    ),
    // Packets are staff work until staff share one (migration 0029); the fixtures' packets are unshared.
    // Sharing is covered in apps/api/test/packets/compile-packet.test.ts.
    select: { ...NOBODY, staffAdmin: ALL },
  },
  // What a packet was compiled from (migration 0045): staff read it; only the compile job (the owner) writes it.
  compiled_petition_sources: {
    select: { ...NOBODY, staffAdmin: ALL },
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.compiled_petition_sources (compiled_petition_id, sources) values ($1, '{}')`,
          params: [w.ids.compiledA],
          setup: {
            sql: 'delete from app_public.compiled_petition_sources where compiled_petition_id = $1',
            params: [w.ids.compiledA],
          },
        }),
        expect: only([], 1, SOURCES_NO_PRIVILEGE),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.compiled_petition_sources set sources = '{}' where compiled_petition_id = $1`,
          params: [w.ids.compiledA],
        }),
        expect: only([], 1, SOURCES_NO_PRIVILEGE),
      },
    ],
    delete: [
      {
        run: (w) => ({
          sql: 'delete from app_public.compiled_petition_sources where compiled_petition_id = $1',
          params: [w.ids.compiledA],
        }),
        expect: only([], 1, SOURCES_NO_PRIVILEGE),
      },
    ],
  },
  // The provider's case checklist: staff only, customers do not even read it (migration 0036).
  petition_checklist_items: {
    ...staffWritten(
      'petition_checklist_items',
      (w) => w.ids.checklistItemA,
      (w) => ({
        sql: `insert into app_public.petition_checklist_items (petition_id, module_id, task_id) values ($1, $2, $3)`,
        params: [w.ids.petitionA, w.ids.moduleA1, w.ids.checklistTask],
      }),
      `note = 'done', completed_at = now()`,
    ),
    select: { ...NOBODY, staffAdmin: ALL },
  },

  notes: {
    select: { ...NOBODY, ...each(CUSTOMERS_A, ['byBeneficiaryA', 'byStaffA']), ...each(SIDE_B, ['byOtherB']), staffAdmin: ALL },
    insert: [
      {
        what: 'a note as themselves',
        run: (w, me) => ({
          sql: `insert into app_public.notes (petition_id, sender_id, content) values ($1, $2, 'Hi')`,
          params: [w.ids.petitionA, me],
        }),
        expect: only([...EDITORS_A, ...STAFF], 1, 'denied'),
      },
      {
        what: 'a note as someone else',
        run: (w) => ({
          sql: `insert into app_public.notes (petition_id, sender_id, content) values ($1, $2, 'Hi')`,
          params: [w.ids.petitionA, w.user.staffAdmin],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        what: "the beneficiary's note",
        run: (w) => ({ sql: `update app_public.notes set content = 'Edited' where id = $1`, params: [w.ids.noteByBeneficiaryA] }),
        expect: only(['beneficiary', ...STAFF], 1, 0),
      },
      {
        what: "the sender of the beneficiary's note",
        run: (w) => ({
          sql: `update app_public.notes set sender_id = $2 where id = $1`,
          params: [w.ids.noteByBeneficiaryA, w.user.companyAdmin],
        }),
        expect: { ...only(STAFF, 1, 0), beneficiary: 'staffOnly' },
      },
    ],
    delete: [
      {
        what: "the beneficiary's note",
        run: (w) => ({ sql: `delete from app_public.notes where id = $1`, params: [w.ids.noteByBeneficiaryA] }),
        expect: only(['beneficiary', ...STAFF], 1, 0),
      },
    ],
  },

  // Scoped to the party (migration 0036): the beneficiary reads BENEFICIARY tasks (petitionA, petitionB), the
  // company's members PETITIONER tasks (petitionerA); provider tasks (providerA) are staff-only.
  pending_petition_tasks: {
    select: {
      ...NOBODY,
      beneficiary: ['petitionA'],
      ...each(TEAM_A, ['petitionerA']),
      otherBeneficiary: ['petitionB'],
      staffAdmin: ALL,
    },
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.pending_petition_tasks (petition_id, content) values ($1, 'Sign')`,
          params: [w.ids.petitionA],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        what: "to complete the beneficiary's task",
        run: (w, me) => ({
          sql: `update app_public.pending_petition_tasks set completed_at = now(), completed_by = $2 where id = $1`,
          params: [w.ids.taskA, me],
        }),
        expect: only(['beneficiary', ...STAFF], 1, 0),
      },
      {
        what: "to complete the petitioner's task",
        run: (w, me) => ({
          sql: `update app_public.pending_petition_tasks set completed_at = now(), completed_by = $2 where id = $1`,
          params: [w.ids.taskPetitionerA, me],
        }),
        expect: only([...TEAM_A_EDITORS, ...STAFF], 1, 0),
      },
      {
        what: 'content',
        run: (w) => ({
          sql: `update app_public.pending_petition_tasks set content = 'Never mind' where id = $1`,
          params: [w.ids.taskA],
        }),
        expect: { ...only(STAFF, 1, 0), beneficiary: 'staffOnly' },
      },
      {
        what: 'the party',
        run: (w) => ({
          sql: `update app_public.pending_petition_tasks set party = 'BENEFICIARY' where id = $1`,
          params: [w.ids.taskPetitionerA],
        }),
        expect: { ...only(STAFF, 1, 0), ...each(TEAM_A_EDITORS, 'staffOnly') },
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.pending_petition_tasks where id = $1`, params: [w.ids.taskA] }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },
};
