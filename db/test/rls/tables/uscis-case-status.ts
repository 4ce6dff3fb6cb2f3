import { ALL, NOBODY, only, STAFF, type Matrices, type Outcome } from '../matrix.ts';

const noPrivilege: Outcome = { error: '42501 permission denied for table uscis_case_statuses' };

/**
 * USCIS case statuses (issue 31, migration 0059): staff read and enter them; a petition's customers read them only
 * when staff share the case status (petition B shares, A does not); nobody changes or deletes one.
 */
export const uscisCaseStatusMatrices: Matrices = {
  uscis_case_statuses: {
    select: {
      ...NOBODY,
      otherBeneficiary: ['onSharedPetitionB'],
      otherCompanyMember: ['onSharedPetitionB'],
      staffAdmin: ALL,
    },
    insert: [
      {
        what: 'a status entered by hand',
        run: (w) => ({
          sql: `insert into app_public.uscis_case_statuses (petition_id, receipt_number, status) values ($1, 'WAC2612345678', 'Case Was Received')`,
          params: [w.ids.petitionA],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
      {
        what: 'a status claiming to come from USCIS',
        run: (w) => ({
          sql: `insert into app_public.uscis_case_statuses (petition_id, receipt_number, status, source) values ($1, 'WAC2612345678', 'Case Was Approved', 'uscis-api')`,
          params: [w.ids.petitionA],
        }),
        expect: only([], 1, noPrivilege),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.uscis_case_statuses set status = 'Case Was Approved' where petition_id = $1`,
          params: [w.ids.petitionA],
        }),
        expect: only([], 1, noPrivilege),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.uscis_case_statuses where petition_id = $1`, params: [w.ids.petitionA] }),
        expect: only([], 1, noPrivilege),
      },
    ],
  },
};
