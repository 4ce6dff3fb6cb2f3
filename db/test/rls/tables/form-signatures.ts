import { spareOf } from '../fixtures.ts';
import { NOBODY, only, STAFF, TEAM_A, TEAM_A_EDITORS, type Matrices, type Outcome } from '../matrix.ts';

const COPIES_NO_PRIVILEGE: Outcome = { error: '42501 permission denied for table petition_form_signed_copies' };

/**
 * The petitioner's handwritten signature of a generated form (migration 0087): staff and the petitioner's team
 * read it (not the beneficiary); only staff ask (insert) or delete; the team's ADMIN/MEMBER attach a signed copy
 * they uploaded themselves, and nothing else. What was asked of the beneficiary (a self-petition's forms, 0093/0097;
 * her I-765, 0119) is hers and staff's alone.
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
        // Migration 0093: the beneficiary signs a self-petition's I-140 (asked of them: signer BENEFICIARY).
        what: 'attach the I-140 asked of the beneficiary',
        run: (w, me) => ({
          sql: `update app_public.petition_form_signatures set signed_file_id = $2 where petition_id = $1 and form = 'i-140'`,
          params: [w.ids.petitionA, spareOf(w, me)],
          setup: {
            sql: `with generated as (
                    insert into app_public.petition_generated_forms (petition_id, form, edition, file_id)
                    values ($1, 'i-140', '2024-06-07', $2) returning petition_id, form, file_id)
                  insert into app_public.petition_form_signatures (petition_id, form, requested_file_id, signer)
                  select petition_id, form, file_id, 'BENEFICIARY' from generated`,
            params: [w.ids.petitionA, w.ids.fileFormA],
          },
        }),
        // Asked of her, so hers (0119: the petitioner's team reads and attaches only what was asked of it).
        expect: only([...STAFF, 'beneficiary'], 1, 0),
      },
      {
        // Migration 0119: the beneficiary signs her I-765 (its applicant), whoever petitions; the petitioner's team
        // neither reads nor attaches it.
        what: 'attach the I-765 asked of the beneficiary',
        run: (w, me) => ({
          sql: `update app_public.petition_form_signatures set signed_file_id = $2 where petition_id = $1 and form = 'i-765'`,
          params: [w.ids.petitionA, spareOf(w, me)],
          setup: {
            sql: `with generated as (
                    insert into app_public.petition_generated_forms (petition_id, form, edition, file_id)
                    values ($1, 'i-765', '2025-08-21', $2) returning petition_id, form, file_id)
                  insert into app_public.petition_form_signatures (petition_id, form, requested_file_id, signer)
                  select petition_id, form, file_id, 'BENEFICIARY' from generated`,
            params: [w.ids.petitionA, w.ids.fileFormA],
          },
        }),
        expect: only([...STAFF, 'beneficiary'], 1, 0),
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

  // Every copy received (migration 0093): read with the request, written by its triggers only.
  petition_form_signed_copies: {
    select: { ...NOBODY, staffAdmin: ['petitionA'], ...Object.fromEntries(TEAM_A.map((p) => [p, ['petitionA']])) },
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.petition_form_signed_copies (petition_id, form, file_id) values ($1, 'g-28', $2)`,
          params: [w.ids.petitionA, w.ids.fileFormA],
        }),
        expect: only([], 1, COPIES_NO_PRIVILEGE),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.petition_form_signed_copies set refused_reason = null, refused_at = null where petition_id = $1`,
          params: [w.ids.petitionA],
        }),
        expect: only([], 1, COPIES_NO_PRIVILEGE),
      },
    ],
    delete: [
      {
        run: (w) => ({
          sql: 'delete from app_public.petition_form_signed_copies where petition_id = $1',
          params: [w.ids.petitionA],
        }),
        expect: only([], 1, COPIES_NO_PRIVILEGE),
      },
    ],
  },
};
