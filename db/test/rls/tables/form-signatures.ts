import { spareOf } from '../fixtures.ts';
import { NOBODY, only, STAFF, TEAM_A, TEAM_A_EDITORS, type Matrices } from '../matrix.ts';

/**
 * The petitioner's handwritten signature of a generated form (migration 0087): staff and the petitioner's team
 * read it (not the beneficiary); only staff ask (insert) or delete; the team's ADMIN/MEMBER attach a signed copy
 * they uploaded themselves, and nothing else.
 */
export const formSignatureMatrices: Matrices = {
  petition_form_signatures: {
    select: { ...NOBODY, staffAdmin: ['petitionA'], ...Object.fromEntries(TEAM_A.map((p) => [p, ['petitionA']])) },
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.petition_form_signatures (petition_id, form, requested_file_id) values ($1, 'i-907', $2)`,
          params: [w.ids.petitionA, w.ids.fileFormA],
          setup: {
            sql: `insert into app_public.petition_generated_forms (petition_id, form, edition, file_id) values ($1, 'i-907', '2018-10-01', $2)`,
            params: [w.ids.petitionA, w.ids.fileFormA],
          },
        }),
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        what: 'attach an own file as the signed copy',
        run: (w, me) => ({
          sql: `update app_public.petition_form_signatures set signed_file_id = $2 where petition_id = $1`,
          params: [w.ids.petitionA, spareOf(w, me)],
        }),
        expect: only([...STAFF, ...TEAM_A_EDITORS], 1, 0),
      },
      {
        what: 'attach someone else’s file',
        run: (w) => ({
          sql: `update app_public.petition_form_signatures set signed_file_id = $2 where petition_id = $1`,
          params: [w.ids.petitionA, w.ids.fileFormA],
        }),
        expect: {
          ...only(STAFF, 1, 0),
          companyAdmin: { error: '42501 Attach a file you uploaded yourself' },
          companyMember: { error: '42501 Attach a file you uploaded yourself' },
        },
      },
      {
        what: 'refused_reason',
        run: (w) => ({
          sql: `update app_public.petition_form_signatures set refused_at = now(), refused_reason = 'No' where petition_id = $1`,
          params: [w.ids.petitionA],
        }),
        expect: { ...only(STAFF, 1, 0), companyAdmin: 'staffOnly', companyMember: 'staffOnly' },
      },
    ],
    delete: [
      {
        run: (w) => ({
          sql: 'delete from app_public.petition_form_signatures where petition_id = $1',
          params: [w.ids.petitionA],
        }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },
};
