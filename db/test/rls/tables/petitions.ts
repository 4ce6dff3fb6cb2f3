import { ALL, CUSTOMERS_A, each, EDITORS_A, NOBODY, only, SIDE_B, STAFF, type Matrices } from '../matrix.ts';

/** Petitions and what hangs off them: status history, I-94s, onboarding, modules, exhibits. */
export const petitionMatrices: Matrices = {
  petitions: {
    select: { ...NOBODY, ...each(CUSTOMERS_A, ['petitionA']), ...each(SIDE_B, ['petitionB']), staffAdmin: ALL },
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.petitions (beneficiary_id, company_id, visa_class) values ($1, $2, $3)`,
          params: [w.user.beneficiary, w.ids.companyA, w.rows.visa_types!.used],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        what: 'metadata',
        run: (w) => ({
          sql: `update app_public.petitions set metadata = metadata || '{"proposedUSRole":"CTO"}' where id = $1`,
          params: [w.ids.petitionA],
        }),
        expect: only([...EDITORS_A, ...STAFF], 1, 0),
      },
      {
        what: 'filing type',
        run: (w) => ({
          sql: `update app_public.petitions set filing_type = 'consular_processing' where id = $1`,
          params: [w.ids.petitionA],
        }),
        expect: only([...EDITORS_A, ...STAFF], 1, 0),
      },
      {
        what: 'status',
        run: (w) => ({ sql: `update app_public.petitions set status = 'SUBMITTED' where id = $1`, params: [w.ids.petitionA] }),
        expect: { ...only(STAFF, 1, 0), ...each(EDITORS_A, 'staffOnly') },
      },
      {
        what: 'created_at',
        run: (w) => ({
          sql: `update app_public.petitions set created_at = '2000-01-01' where id = $1`,
          params: [w.ids.petitionA],
        }),
        // BUG-2: customers may change only metadata and filing type, but created_at is not in the trigger's list.
        expect: {
          ...only(STAFF, 1, 0),
          ...each(EDITORS_A, 'staffOnly'),
        },
      },
      {
        // 0042: where the Bates number is printed is staff-only, like the prefix.
        what: 'bates_position',
        run: (w) => ({
          sql: `update app_public.petitions set bates_position = 'BOTTOM_LEFT' where id = $1`,
          params: [w.ids.petitionA],
        }),
        expect: { ...only(STAFF, 1, 0), ...each(EDITORS_A, 'staffOnly') },
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.petitions where id = $1`, params: [w.ids.petitionA] }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },

  petition_status_changes: {
    select: { ...NOBODY, ...each(CUSTOMERS_A, ['petitionA']), ...each(SIDE_B, ['petitionB']), staffAdmin: ALL },
    // Written by the status trigger only ('@behavior -insert -update -delete'): no write policy, not even for staff.
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.petition_status_changes (petition_id, to_status) values ($1, 'APPROVED')`,
          params: [w.ids.petitionA],
        }),
        expect: only([], 'denied', 'denied'),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.petition_status_changes set to_status = 'APPROVED' where id = $1`,
          params: [w.ids.statusChangeA],
        }),
        expect: only([], 0, 0),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.petition_status_changes where id = $1`, params: [w.ids.statusChangeA] }),
        expect: only([], 0, 0),
      },
    ],
  },

  i94_entries: {
    select: { ...NOBODY, ...each(CUSTOMERS_A, ['petitionA']), ...each(SIDE_B, ['petitionB']), staffAdmin: ALL },
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.i94_entries (petition_id, visa_class, date_of_entry) values ($1, 'B-2', '2025-03-04')`,
          params: [w.ids.petitionA],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        run: (w) => ({ sql: `update app_public.i94_entries set visa_class = 'H-1B' where id = $1`, params: [w.ids.i94A] }),
        expect: only(STAFF, 1, 0),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.i94_entries where id = $1`, params: [w.ids.i94A] }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },

  onboardings: {
    select: { ...NOBODY, ...each(CUSTOMERS_A, ['petitionA']), ...each(SIDE_B, ['petitionB']), staffAdmin: ALL },
    insert: [
      {
        run: (w) => ({
          setup: { sql: 'delete from app_public.onboardings where petition_id = $1', params: [w.ids.petitionA] },
          sql: `insert into app_public.onboardings (petition_id) values ($1)`,
          params: [w.ids.petitionA],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        what: 'flow state',
        run: (w) => ({
          sql: `update app_public.onboardings set flow_state = 'passport' where id = $1`,
          params: [w.ids.onboardingA],
        }),
        expect: only([...EDITORS_A, ...STAFF], 1, 0),
      },
      {
        what: 'modules and status (the beneficiary works through the checklist)',
        run: (w) => ({
          sql: `update app_public.onboardings set modules = '[]', status = 'in_progress' where id = $1`,
          params: [w.ids.onboardingA],
        }),
        expect: only([...EDITORS_A, ...STAFF], 1, 0),
      },
      {
        // 0025: the record stays with its petition; only staff rebuild it (version counts their refreshes).
        what: 'version',
        run: (w) => ({
          sql: `update app_public.onboardings set version = version + 1 where id = $1`,
          params: [w.ids.onboardingA],
        }),
        expect: { ...only(STAFF, 1, 0), ...each(EDITORS_A, 'staffOnly') },
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.onboardings where id = $1`, params: [w.ids.onboardingA] }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },

  modules: {
    select: { ...NOBODY, ...each(CUSTOMERS_A, ['moduleA1', 'moduleA2']), ...each(SIDE_B, ['moduleB1']), staffAdmin: ALL },
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.modules (petition_id, type, name) values ($1, $2, 'Judging')`,
          params: [w.ids.petitionA, w.rows.module_types!.used],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        what: 'name and data',
        run: (w) => ({
          sql: `update app_public.modules set name = 'Prizes', data = '{"notes":"x"}' where id = $1`,
          params: [w.ids.moduleA1],
        }),
        expect: only([...EDITORS_A, ...STAFF], 1, 0),
      },
      {
        what: 'visible',
        run: (w) => ({ sql: `update app_public.modules set visible = false where id = $1`, params: [w.ids.moduleA1] }),
        expect: { ...only(STAFF, 1, 0), ...each(EDITORS_A, 'staffOnly') },
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.modules where id = $1`, params: [w.ids.moduleA1] }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },

  exhibits: {
    // Provider-owned exhibits are hidden from customers unless visible.
    select: {
      ...NOBODY,
      ...each(CUSTOMERS_A, ['exhibitOwnA', 'exhibitSubA', 'exhibitVisibleA']),
      ...each(SIDE_B, ['exhibitB']),
      staffAdmin: ALL,
    },
    insert: [
      {
        what: 'a beneficiary-owned exhibit',
        run: (w) => ({
          sql: `insert into app_public.exhibits (module_id, name, owned_by) values ($1, 'Medal', 'BENEFICIARY')`,
          params: [w.ids.moduleA1],
        }),
        expect: only([...EDITORS_A, ...STAFF], 1, 'denied'),
      },
      {
        what: 'a provider-owned exhibit',
        run: (w) => ({
          sql: `insert into app_public.exhibits (module_id, name, owned_by) values ($1, 'Memo', 'PLYMOUTH')`,
          params: [w.ids.moduleA1],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
      {
        what: 'an exhibit with status APPROVED_EXHIBIT',
        run: (w) => ({
          sql: `insert into app_public.exhibits (module_id, name, status) values ($1, 'Self-approved', 'APPROVED_EXHIBIT')`,
          params: [w.ids.moduleA1],
        }),
        // status is staff-only on insert too (tg_staff_only_initial_values runs before the policies).
        expect: { ...only(STAFF, 1, 'staffOnly'), anonymous: 'denied' },
      },
      {
        what: 'an exhibit kept in the packet as to follow',
        run: (w) => ({
          sql: `insert into app_public.exhibits (module_id, name, packet_to_follow) values ($1, 'Pending award', true)`,
          params: [w.ids.moduleA1],
        }),
        // 0042: packet_to_follow is staff-only on insert too.
        expect: { ...only(STAFF, 1, 'staffOnly'), anonymous: 'denied' },
      },
      {
        what: 'a sub-exhibit of a hidden provider exhibit',
        run: (w) => ({
          sql: `insert into app_public.exhibits (module_id, parent_exhibit_id, name) values ($1, $2, 'Attachment')`,
          params: [w.ids.moduleA1, w.ids.exhibitHiddenA],
        }),
        // The parent is hidden from customers, so the insert policy refuses it.
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        what: 'name of an own exhibit',
        run: (w) => ({ sql: `update app_public.exhibits set name = 'Gold medal' where id = $1`, params: [w.ids.exhibitOwnA] }),
        expect: only([...EDITORS_A, ...STAFF], 1, 0),
      },
      {
        what: 'name of a visible provider exhibit',
        run: (w) => ({ sql: `update app_public.exhibits set name = 'Memo v2' where id = $1`, params: [w.ids.exhibitVisibleA] }),
        expect: only([...EDITORS_A, ...STAFF], 1, 0),
      },
      {
        what: 'name of a hidden provider exhibit',
        run: (w) => ({ sql: `update app_public.exhibits set name = 'Peek' where id = $1`, params: [w.ids.exhibitHiddenA] }),
        expect: only(STAFF, 1, 0),
      },
      {
        what: 'status',
        run: (w) => ({
          sql: `update app_public.exhibits set status = 'APPROVED_EXHIBIT' where id = $1`,
          params: [w.ids.exhibitOwnA],
        }),
        expect: { ...only(STAFF, 1, 0), ...each(EDITORS_A, 'staffOnly') },
      },
      {
        what: 'owned_by',
        run: (w) => ({
          sql: `update app_public.exhibits set owned_by = 'PETITIONER' where id = $1`,
          params: [w.ids.exhibitOwnA],
        }),
        expect: { ...only(STAFF, 1, 0), ...each(EDITORS_A, 'staffOnly') },
      },
      {
        // 0042: only staff keep an exhibit without documents in the packet as "to follow".
        what: 'packet_to_follow',
        run: (w) => ({
          sql: `update app_public.exhibits set packet_to_follow = true where id = $1`,
          params: [w.ids.exhibitOwnA],
        }),
        expect: { ...only(STAFF, 1, 0), ...each(EDITORS_A, 'staffOnly') },
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.exhibits where id = $1`, params: [w.ids.exhibitOwnA] }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },
};
