import { ALL, NOBODY, only, STAFF, type Matrices } from '../matrix.ts';

/**
 * The RFE response workspace (issue 31, migration 0060): the RFE and its items are staff work; customers read and
 * write neither (their part reaches them as pending tasks, covered by pending_petition_tasks' matrix).
 */
export const rfeResponseMatrices: Matrices = {
  rfe_responses: {
    select: { ...NOBODY, staffAdmin: ALL },
    insert: [
      {
        // Petition B: A already has its open RFE, and one is answered at a time. Due dates are possible ones, from today
        // (migration 0100).
        run: (w) => ({
          sql: `insert into app_public.rfe_responses (petition_id, due_date) values ($1, current_date + 60)`,
          params: [w.ids.petitionB],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.rfe_responses set due_date = current_date + 61 where petition_id = $1`,
          params: [w.ids.petitionA],
        }),
        expect: only(STAFF, 1, 0),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: 'delete from app_public.rfe_responses where petition_id = $1', params: [w.ids.petitionA] }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },
  rfe_deficiencies: {
    select: { ...NOBODY, staffAdmin: ALL },
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.rfe_deficiencies (rfe_response_id, position, title) values ($1, 2, 'Press')`,
          params: [w.rows.rfe_responses!.onPetitionA],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.rfe_deficiencies set response_text = 'The beneficiary won' where petition_id = $1`,
          params: [w.ids.petitionA],
        }),
        expect: only(STAFF, 1, 0),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: 'delete from app_public.rfe_deficiencies where petition_id = $1', params: [w.ids.petitionA] }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },
};
