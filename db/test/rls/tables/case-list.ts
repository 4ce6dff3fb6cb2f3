import { ALL, NOBODY, only, STAFF, type Matrices, type Outcome } from '../matrix.ts';

/** The visitor role may only read case_list_facts: its rows come from the triggers of migration 0050 alone. */
const noPrivilege: Outcome = { error: '42501 permission denied for table case_list_facts' };
const savedNoPrivilege: Outcome = { error: '42501 permission denied for table case_list_saved_filters' };

/** The staff case list's per-petition figures (issue 30, migration 0050): staff read all, customers nothing, nobody writes. */
export const caseListMatrices: Matrices = {
  case_list_facts: {
    select: { ...NOBODY, staffAdmin: ALL },
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.case_list_facts (petition_id) values ($1)`,
          params: [w.ids.petitionA],
        }),
        expect: only(STAFF, noPrivilege, noPrivilege),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.case_list_facts set open_customer_items = 9 where petition_id = $1`,
          params: [w.ids.petitionA],
        }),
        expect: only(STAFF, noPrivilege, noPrivilege),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.case_list_facts where petition_id = $1`, params: [w.ids.petitionA] }),
        expect: only(STAFF, noPrivilege, noPrivilege),
      },
    ],
  },
  // A staff member's saved filters (migration 0057): their own only; customers keep none.
  case_list_saved_filters: {
    select: { ...NOBODY, staffAdmin: ['byStaffAdmin'] },
    insert: [
      {
        what: 'filters of their own',
        run: () => ({
          sql: `insert into app_public.case_list_saved_filters (name, filter) values ('Mine overdue', '{"overdue": true}')`,
        }),
        expect: only(STAFF, 1, 'denied'),
      },
      {
        what: "filters in another person's name",
        run: (w) => ({
          sql: `insert into app_public.case_list_saved_filters (user_id, name, filter) values ($1, 'Theirs', '{}')`,
          params: [w.user.beneficiary],
        }),
        expect: only([], 1, savedNoPrivilege),
      },
    ],
    update: [
      {
        what: "a staff member's filter",
        run: (w) => ({
          sql: `update app_public.case_list_saved_filters set filter = '{"mine": true}' where id = $1`,
          params: [w.ids.savedFilterByStaffAdmin],
        }),
        expect: only(STAFF, 1, 0),
      },
      {
        what: "another person's filter",
        run: (w) => ({
          sql: `update app_public.case_list_saved_filters set name = 'Taken' where id = $1`,
          params: [w.ids.savedFilterByBeneficiary],
        }),
        expect: only([], 1, 0),
      },
    ],
    delete: [
      {
        run: (w) => ({
          sql: `delete from app_public.case_list_saved_filters where id = any($1)`,
          params: [[w.ids.savedFilterByStaffAdmin, w.ids.savedFilterByBeneficiary]],
        }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },
};
