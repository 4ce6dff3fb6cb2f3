import { NOBODY, only, STAFF, TEAM_A, TEAM_A_EDITORS, type Matrices } from '../matrix.ts';

/**
 * The customer's review of an exhibit description (migration 0091): the beneficiary reads and answers their own, every
 * member of the petitioner's team reads the company's and its ADMIN/MEMBER answer them (a VIEWER only reads); only
 * staff ask (insert), delete, or change anything but the answer. The other side sees none of side A's.
 */
export const descriptionReviewMatrices: Matrices = {
  exhibit_description_reviews: {
    select: {
      ...NOBODY,
      staffAdmin: ['beneficiaryA', 'petitionerA', 'petitionB'],
      beneficiary: ['beneficiaryA'],
      ...Object.fromEntries(TEAM_A.map((p) => [p, ['petitionerA']])),
      otherBeneficiary: ['petitionB'],
    },
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.exhibit_description_reviews (exhibit_id, petition_id, party) values ($1, $2, 'BENEFICIARY')`,
          params: [w.ids.exhibitVisibleA, w.ids.petitionA],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        what: 'answer the beneficiary’s review',
        run: (w) => ({
          sql: `update app_public.exhibit_description_reviews set decision = 'approved' where exhibit_id = $1`,
          params: [w.ids.exhibitOwnA],
        }),
        expect: { ...only(STAFF, 1, 0), beneficiary: 1 },
      },
      {
        what: 'answer the company’s review',
        run: (w) => ({
          sql: `update app_public.exhibit_description_reviews set decision = 'edit-requested', comment = 'Shorter' where exhibit_id = $1`,
          params: [w.ids.exhibitSubA],
        }),
        expect: only([...STAFF, ...TEAM_A_EDITORS], 1, 0),
      },
      {
        what: 'requested_at',
        run: (w) => ({
          sql: `update app_public.exhibit_description_reviews set requested_at = now() - interval '1 day' where exhibit_id = $1`,
          params: [w.ids.exhibitOwnA],
        }),
        expect: { ...only(STAFF, 1, 0), beneficiary: 'staffOnly' },
      },
    ],
    delete: [
      {
        run: (w) => ({
          sql: 'delete from app_public.exhibit_description_reviews where exhibit_id = $1',
          params: [w.ids.exhibitOwnA],
        }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },
};
