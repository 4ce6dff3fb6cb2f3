import { ALL, CUSTOMERS_A, NOBODY, SIDE_B, only, STAFF, each, type Matrices, type Outcome } from '../matrix.ts';

/** The visitor role may only read exhibit_contributions: rows come from the onboarding record's trigger alone. */
const noPrivilege: Outcome = { error: '42501 permission denied for table exhibit_contributions' };

/**
 * What a customer provided for an exhibit (issue 25, migration 0035): whoever may see the exhibit reads it
 * (the hidden provider exhibit's row stays hidden from customers); nobody writes it directly.
 */
export const contributionMatrices: Matrices = {
  exhibit_contributions: {
    select: { ...NOBODY, ...each(CUSTOMERS_A, ['ownA']), ...each(SIDE_B, ['exhibitB']), staffAdmin: ALL },
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.exhibit_contributions (exhibit_id, petition_id) values ($1, $2)`,
          params: [w.ids.exhibitVisibleA, w.ids.petitionA],
        }),
        expect: only(STAFF, noPrivilege, noPrivilege),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.exhibit_contributions set description = 'changed' where exhibit_id = $1`,
          params: [w.ids.exhibitOwnA],
        }),
        expect: only(STAFF, noPrivilege, noPrivilege),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.exhibit_contributions where exhibit_id = $1`, params: [w.ids.exhibitOwnA] }),
        expect: only(STAFF, noPrivilege, noPrivilege),
      },
    ],
  },
};
