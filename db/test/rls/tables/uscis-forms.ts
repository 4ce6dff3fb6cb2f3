import { NOBODY, only, STAFF, type Matrices } from '../matrix.ts';

/** USCIS form filling (migration 0043): staff read and write; customers and visitors see nothing and write nothing. */
export const uscisFormMatrices: Matrices = {
  attorney_profiles: {
    select: { ...NOBODY, staffAdmin: ['staffAdmin'] },
    insert: [
      {
        what: 'a profile for another user',
        run: (w) => ({
          sql: `insert into app_public.attorney_profiles (user_id, family_name, given_name) values ($1, 'New', 'Attorney')`,
          params: [w.user.beneficiary],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.attorney_profiles set bar_number = 'X1' where user_id = $1`,
          params: [w.user.staffAdmin],
        }),
        expect: only(STAFF, 1, 0),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: 'delete from app_public.attorney_profiles where user_id = $1', params: [w.user.staffAdmin] }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },
  petition_form_overrides: {
    select: { ...NOBODY, staffAdmin: ['petitionA'] },
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.petition_form_overrides (petition_id, form, field_name, value) values ($1, 'i-129', 'other', 'V')`,
          params: [w.ids.petitionA],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.petition_form_overrides set value = 'W' where petition_id = $1`,
          params: [w.ids.petitionA],
        }),
        expect: only(STAFF, 1, 0),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: 'delete from app_public.petition_form_overrides where petition_id = $1', params: [w.ids.petitionA] }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },
  petition_generated_forms: {
    select: { ...NOBODY, staffAdmin: ['petitionA'] },
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.petition_generated_forms (petition_id, form, edition, file_id) values ($1, 'g-28', '2018-09-17', $2)`,
          params: [w.ids.petitionB, w.ids.fileFormA],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.petition_generated_forms set edition = '2018-05-23' where petition_id = $1`,
          params: [w.ids.petitionA],
        }),
        expect: only(STAFF, 1, 0),
      },
    ],
    delete: [
      {
        run: (w) => ({
          sql: 'delete from app_public.petition_generated_forms where petition_id = $1',
          params: [w.ids.petitionA],
        }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },
  // Newer blank editions staff added (migration 0132): staff read and write, customers nothing.
  uscis_form_editions: {
    select: { ...NOBODY, staffAdmin: ['staffAdmin'] },
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.uscis_form_editions (form, edition, file_id, field_names) values ('g-28', '2026-01-01', $1, '{}')`,
          params: [w.ids.fileCompiledA],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        run: () => ({ sql: `update app_public.uscis_form_editions set unmatched_fields = '{x}' where form = 'i-129'` }),
        expect: only(STAFF, 1, 0),
      },
    ],
    delete: [
      {
        run: () => ({ sql: `delete from app_public.uscis_form_editions where form = 'i-129'` }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },
};
