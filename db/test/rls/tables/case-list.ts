import { ALL, NOBODY, only, STAFF, type Matrices, type Outcome } from '../matrix.ts';

/** The visitor role may only read case_list_facts: its rows come from the triggers of migration 0050 alone. */
const noPrivilege: Outcome = { error: '42501 permission denied for table case_list_facts' };

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
};
