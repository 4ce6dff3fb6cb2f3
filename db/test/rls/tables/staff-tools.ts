import type { World } from '../fixtures.ts';
import {
  ALL,
  CUSTOMERS_A,
  each,
  NOBODY,
  only,
  SIDE_B,
  SIGNED_IN,
  STAFF,
  TEAM_A,
  type Matrices,
  type Statement,
  type TableMatrix,
} from '../matrix.ts';

interface Writes {
  insert: (w: World) => Statement;
  /** `set …` of the update; `where …` and its parameters pick the row the update and delete target. */
  set: string;
  where: string;
  target: (w: World) => unknown[];
}
function writes(table: string, o: Writes): Pick<TableMatrix, 'insert' | 'update' | 'delete'> {
  return {
    insert: [{ run: o.insert, expect: only(STAFF, 1, 'denied') }],
    update: [
      {
        run: (w) => ({ sql: `update app_public.${table} set ${o.set} where ${o.where}`, params: o.target(w) }),
        expect: only(STAFF, 1, 0),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.${table} where ${o.where}`, params: o.target(w) }),
        expect: only(STAFF, 1, 0),
      },
    ],
  };
}
/** Reference data: every signed-in user reads, only staff write. */
const reference = (table: string, o: Writes): TableMatrix => ({
  select: { ...NOBODY, ...each(SIGNED_IN, ALL) },
  ...writes(table, o),
});
/** Staff tools: only staff read or write. */
const staffOnly = (table: string, o: Writes): TableMatrix => ({ select: { ...NOBODY, staffAdmin: ALL }, ...writes(table, o) });
/** A template draft; $1 = created_by, or null for the signed-in user (the column default). */
const generatedTextInsert = `insert into app_public.generated_texts
  (kind, target_type, provider, prompt_version, output, is_template, duration_ms, created_by)
  values ('bio', 'bio', 'template', 'test-1', 'Text', true, 1, coalesce($1::uuid, app_private.current_user_id()))`;
const fresh = (prefix: string) => `'${prefix}' || substr(md5(random()::text), 1, 8)`;

/** Reference tables, staff-only tools, additional entities. */
export const staffToolMatrices: Matrices = {
  visa_types: reference('visa_types', {
    insert: () => ({ sql: `insert into app_public.visa_types (id, name) values (${fresh('rls_new_')}, 'New')` }),
    set: `description = 'Changed'`,
    where: 'id = $1',
    target: (w) => [w.ids.visaType],
  }),
  module_types: reference('module_types', {
    insert: () => ({ sql: `insert into app_public.module_types (id, name) values (${fresh('rls-new-')}, 'New')` }),
    set: `description = 'Changed'`,
    where: 'id = $1',
    target: (w) => [w.ids.moduleType],
  }),
  exhibit_types: reference('exhibit_types', {
    insert: () => ({ sql: `insert into app_public.exhibit_types (id, name) values (${fresh('rls-new-')}, 'New')` }),
    set: `default_visible = false`,
    where: 'id = $1',
    target: (w) => [w.ids.exhibitType],
  }),
  entity_schemas: reference('entity_schemas', {
    insert: () => ({
      setup: { sql: `delete from app_public.entity_schemas where type = 'ROLE'` },
      sql: `insert into app_public.entity_schemas (type) values ('ROLE')`,
    }),
    set: `schema = '{"type":"object"}'`,
    where: 'type = $1',
    target: (w) => [w.ids.entityType],
  }),
  checklist_sections: reference('checklist_sections', {
    insert: () => ({ sql: `insert into app_public.checklist_sections (name) values ('New section')` }),
    set: `name = 'Renamed'`,
    where: 'id = $1',
    target: (w) => [w.ids.checklistSection],
  }),
  checklist_tasks: reference('checklist_tasks', {
    insert: (w) => ({
      sql: `insert into app_public.checklist_tasks (section_id, code, label) values ($1, ${fresh('rls-new-')}, 'New')`,
      params: [w.ids.checklistSection],
    }),
    set: `label = 'Renamed'`,
    where: 'id = $1',
    target: (w) => [w.ids.checklistTask],
  }),

  feature_flags: reference('feature_flags', {
    insert: () => ({ sql: `insert into app_public.feature_flags (key, enabled) values (${fresh('rls-new-')}, true)` }),
    set: `enabled = true`,
    where: 'key = $1',
    target: (w) => [w.ids.featureFlag],
  }),
  feature_flag_overrides: staffOnly('feature_flag_overrides', {
    insert: (w) => ({
      sql: `insert into app_public.feature_flag_overrides (flag_key, for_staff, enabled) values ($1, true, true)`,
      params: [w.ids.featureFlag],
    }),
    set: `enabled = false`,
    where: 'id = $1',
    target: (w) => [w.ids.flagOverride],
  }),
  analytics_events: {
    // Everyone signed in records events as themselves and reads back only their own; staff read all; nobody rewrites history.
    select: { ...NOBODY, beneficiary: ['byBeneficiary'], staffAdmin: ALL },
    insert: [
      {
        what: 'an event as themselves',
        run: () => ({ sql: `insert into app_public.analytics_events (event) values ('docs_view')` }),
        expect: only(SIGNED_IN, 1, 'denied'),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.analytics_events set event = 'changed' where id = $1`,
          params: [w.ids.analyticsEvent],
        }),
        expect: only([], 1, 0),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.analytics_events where id = $1`, params: [w.ids.analyticsEvent] }),
        expect: only([], 1, 0),
      },
    ],
  },

  case_strategies: staffOnly('case_strategies', {
    insert: (w) => ({
      sql: `insert into app_public.case_strategies (user_id, strategy) values ($1, '{"modules":["press"]}')`,
      params: [w.user.beneficiary],
    }),
    set: `label = 'Plan B'`,
    where: 'id = $1',
    target: (w) => [w.ids.caseStrategy],
  }),
  reusable_exhibits: staffOnly('reusable_exhibits', {
    insert: () => ({ sql: `insert into app_public.reusable_exhibits (name) values ('Template')` }),
    set: `deleted = true`,
    where: 'id = $1',
    target: (w) => [w.ids.reusableChild1],
  }),
  reusable_exhibit_files: staffOnly('reusable_exhibit_files', {
    insert: (w) => ({
      sql: `insert into app_public.reusable_exhibit_files (reusable_exhibit_id, file_id) values ($1, $2)`,
      params: [w.ids.reusableChild1, w.ids.fileReusable1],
    }),
    set: `order_index = 7`,
    where: 'reusable_exhibit_id = $1 and file_id = $2',
    target: (w) => [w.ids.reusableParent, w.ids.fileReusable1],
  }),
  reusable_exhibit_entities: staffOnly('reusable_exhibit_entities', {
    insert: (w) => ({
      sql: `insert into app_public.reusable_exhibit_entities (reusable_exhibit_id, entity_id) values ($1, $2)`,
      params: [w.ids.reusableChild1, w.ids.awardEntity],
    }),
    set: `updated_at = now()`,
    where: 'reusable_exhibit_id = $1 and entity_id = $2',
    target: (w) => [w.ids.reusableParent, w.ids.awardEntity],
  }),

  generated_texts: {
    // Provenance of generated texts: staff read it; the server records a generation as the staff member who asked; nobody rewrites it.
    select: { ...NOBODY, staffAdmin: ALL },
    insert: [
      {
        what: 'a generation as themselves',
        run: () => ({ sql: generatedTextInsert, params: [null] }),
        expect: only(STAFF, 1, 'denied'),
      },
      {
        what: "a generation in another person's name",
        run: (w) => ({ sql: generatedTextInsert, params: [w.user.beneficiary] }),
        expect: only([], 1, 'denied'),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.generated_texts set output = 'Changed' where id = $1`,
          params: [w.ids.generatedText],
        }),
        expect: only([], 1, { error: '42501 permission denied for table generated_texts' }),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.generated_texts where id = $1`, params: [w.ids.generatedText] }),
        expect: only([], 1, { error: '42501 permission denied for table generated_texts' }),
      },
    ],
  },

  additional_entities: {
    // A user sees the entity of themselves or of their company; staff manage them.
    select: {
      ...NOBODY,
      beneficiary: ['beneficiaryUser'],
      ...each(TEAM_A, ['companyA']),
      otherCompanyMember: ['companyB'],
      staffAdmin: ALL,
    },
    ...writes('additional_entities', {
      insert: () => ({
        sql: `insert into app_public.additional_entities (name, type) values ('Judging panel', 'JUDGING_ENTITY')`,
      }),
      set: `name = 'Renamed award'`,
      where: 'id = $1',
      target: (w) => [w.ids.awardEntity],
    }),
  },
  module_entities: {
    // Whoever may see the module; staff link.
    select: { ...NOBODY, ...each(CUSTOMERS_A, ['moduleA1_award']), ...each(SIDE_B, ['moduleB1_companyB']), staffAdmin: ALL },
    ...writes('module_entities', {
      insert: (w) => ({
        sql: `insert into app_public.module_entities (module_id, entity_id) values ($1, $2)`,
        params: [w.ids.moduleA2, w.ids.awardEntity],
      }),
      set: `created_at = now()`,
      where: 'module_id = $1 and entity_id = $2',
      target: (w) => [w.ids.moduleA1, w.ids.awardEntity],
    }),
  },
};
