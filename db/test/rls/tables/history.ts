import { ALL, NOBODY, only, STAFF, type Matrices, type Outcome } from '../matrix.ts';

/** The visitor role may only read petition_changes: rows come from the history trigger alone. */
const noPrivilege: Outcome = { error: '42501 permission denied for table petition_changes' };

/** Change history of the petition aggregate (issue 11, migration 0026): staff read all, customers nothing, nobody writes. */
export const historyMatrices: Matrices = {
  petition_changes: {
    select: { ...NOBODY, staffAdmin: ALL },
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.petition_changes (petition_id, table_name, record_id, operation, changed)
                values ($1::uuid, 'petitions', $1::text, 'UPDATE', '{}')`,
          params: [w.ids.petitionA],
        }),
        expect: only(STAFF, noPrivilege, noPrivilege),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.petition_changes set changed = '{}' where id = $1`,
          params: [w.ids.petitionChangeA],
        }),
        expect: only(STAFF, noPrivilege, noPrivilege),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.petition_changes where id = $1`, params: [w.ids.petitionChangeA] }),
        expect: only(STAFF, noPrivilege, noPrivilege),
      },
    ],
  },
};
