import { spareOf } from '../fixtures.ts';
import { ALL, NOBODY, SIDE_B, SIGNED_IN, STAFF, TEAM_A_EDITORS, each, only, type Matrices } from '../matrix.ts';

// BUG-4: insert checks owns_file(file_id), but the update policies of user_documents and immigration_documents
// have no WITH CHECK on file_id and no trigger guards it, so a customer re-points their link at any file id
// and can then read that file (files.select_linked). company_documents guards file_id with its trigger.

/** Documents of people and companies, each a link to an uploaded file. */
export const documentMatrices: Matrices = {
  user_documents: {
    select: { ...NOBODY, beneficiary: ['beneficiary'], otherBeneficiary: ['otherBeneficiary'], staffAdmin: ALL },
    insert: [
      {
        what: 'an own document',
        run: (w, me) => ({
          sql: `insert into app_public.user_documents (user_id, file_id, document_type) values ($1, $2, 'resume')`,
          params: [me, spareOf(w, me)],
        }),
        expect: only(SIGNED_IN, 1, 'denied'),
      },
      {
        what: "a document of the beneficiary's",
        run: (w, me) => ({
          sql: `insert into app_public.user_documents (user_id, file_id, document_type) values ($1, $2, 'resume')`,
          params: [w.user.beneficiary, spareOf(w, me)],
        }),
        expect: only(['beneficiary', ...STAFF], 1, 'denied'),
      },
    ],
    update: [
      {
        what: "the type of the beneficiary's",
        run: (w) => ({
          sql: `update app_public.user_documents set document_type = 'pay_stub' where user_id = $1 and file_id = $2`,
          params: [w.user.beneficiary, w.ids.fileBeneficiaryUserDoc],
        }),
        expect: only(['beneficiary', ...STAFF], 1, 0),
      },
      {
        what: "the beneficiary's to another person's file",
        run: (w) => ({
          sql: `update app_public.user_documents set file_id = $3 where user_id = $1 and file_id = $2`,
          params: [w.user.beneficiary, w.ids.fileBeneficiaryUserDoc, w.ids.fileOtherUserDoc],
        }),
        expect: { ...only(STAFF, 1, 0), beneficiary: 'staffOnly' },
      },
    ],
    delete: [
      {
        what: "the beneficiary's",
        run: (w) => ({
          sql: `delete from app_public.user_documents where user_id = $1 and file_id = $2`,
          params: [w.user.beneficiary, w.ids.fileBeneficiaryUserDoc],
        }),
        expect: only(['beneficiary', ...STAFF], 1, 0),
      },
    ],
  },

  immigration_documents: {
    select: {
      ...NOBODY,
      beneficiary: ['beneficiaryPassport', 'beneficiaryVisa'],
      otherBeneficiary: ['otherPassport'],
      staffAdmin: ALL,
    },
    insert: [
      {
        what: 'an own document',
        run: (w, me) => ({
          sql: `insert into app_public.immigration_documents (owner_id, file_id, type) values ($1, $2, 'I_94')`,
          params: [me, spareOf(w, me)],
        }),
        expect: only(SIGNED_IN, 1, 'denied'),
      },
      {
        what: "a document of the beneficiary's",
        run: (w, me) => ({
          sql: `insert into app_public.immigration_documents (owner_id, file_id, type) values ($1, $2, 'I_94')`,
          params: [w.user.beneficiary, spareOf(w, me)],
        }),
        expect: only(['beneficiary', ...STAFF], 1, 'denied'),
      },
    ],
    update: [
      {
        what: "the order of the beneficiary's",
        run: (w) => ({
          sql: `update app_public.immigration_documents set order_index = 3 where owner_id = $1 and file_id = $2`,
          params: [w.user.beneficiary, w.ids.fileBeneficiaryPassport],
        }),
        expect: only(['beneficiary', ...STAFF], 1, 0),
      },
      {
        what: "the beneficiary's to another person's file",
        run: (w) => ({
          sql: `update app_public.immigration_documents set file_id = $3 where owner_id = $1 and file_id = $2`,
          params: [w.user.beneficiary, w.ids.fileBeneficiaryPassport, w.ids.fileOtherPassport],
        }),
        expect: { ...only(STAFF, 1, 0), beneficiary: 'staffOnly' },
      },
    ],
    delete: [
      {
        what: "the beneficiary's",
        run: (w) => ({
          sql: `delete from app_public.immigration_documents where owner_id = $1 and file_id = $2`,
          params: [w.user.beneficiary, w.ids.fileBeneficiaryPassport],
        }),
        expect: only(['beneficiary', ...STAFF], 1, 0),
      },
    ],
  },

  company_documents: {
    // Members see the visible documents of their company; ADMIN and MEMBER manage them.
    select: {
      ...NOBODY,
      ...each(['companyAdmin', 'companyMember', 'companyViewer'], ['visibleA']),
      otherCompanyMember: ['visibleB'],
      staffAdmin: ALL,
    },
    insert: [
      {
        what: 'an own file for company A',
        run: (w, me) => ({
          sql: `insert into app_public.company_documents (company_id, file_id, type) values ($1, $2, 'TERM_SHEET')`,
          params: [w.ids.companyA, spareOf(w, me)],
        }),
        expect: only([...TEAM_A_EDITORS, ...STAFF], 1, 'denied'),
      },
      {
        what: 'a hidden one',
        run: (w, me) => ({
          sql: `insert into app_public.company_documents (company_id, file_id, type, visible) values ($1, $2, 'TERM_SHEET', false)`,
          params: [w.ids.companyA, spareOf(w, me)],
        }),
        // visible is staff-only: tg_staff_only_initial_values rejects it before any policy runs.
        expect: { ...only(STAFF, 1, 'staffOnly'), anonymous: 'denied' },
      },
      {
        what: "the beneficiary's file for company A",
        run: (w) => ({
          sql: `insert into app_public.company_documents (company_id, file_id, type) values ($1, $2, 'TERM_SHEET')`,
          params: [w.ids.companyA, w.ids.spare.beneficiary],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        what: 'the type of a visible one',
        run: (w) => ({
          sql: `update app_public.company_documents set type = 'TERM_SHEET' where company_id = $1 and file_id = $2`,
          params: [w.ids.companyA, w.ids.fileCompanyDocA],
        }),
        expect: only([...TEAM_A_EDITORS, ...STAFF], 1, 0),
      },
      {
        what: 'visible',
        run: (w) => ({
          sql: `update app_public.company_documents set visible = false where company_id = $1 and file_id = $2`,
          params: [w.ids.companyA, w.ids.fileCompanyDocA],
        }),
        expect: { ...only(STAFF, 1, 0), ...each(TEAM_A_EDITORS, 'staffOnly') },
      },
      {
        what: 'the type of a hidden one',
        run: (w) => ({
          sql: `update app_public.company_documents set type = 'TERM_SHEET' where company_id = $1 and file_id = $2`,
          params: [w.ids.companyA, w.ids.fileHiddenCompanyDocA],
        }),
        expect: only(STAFF, 1, 0),
      },
    ],
    delete: [
      {
        what: 'a visible one',
        run: (w) => ({
          sql: `delete from app_public.company_documents where company_id = $1 and file_id = $2`,
          params: [w.ids.companyA, w.ids.fileCompanyDocA],
        }),
        expect: only([...TEAM_A_EDITORS, ...STAFF], 1, 0),
      },
      {
        what: 'a hidden one',
        run: (w) => ({
          sql: `delete from app_public.company_documents where company_id = $1 and file_id = $2`,
          params: [w.ids.companyA, w.ids.fileHiddenCompanyDocA],
        }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },

  provider_documents: {
    // The person sees the documents staff made visible (migration 0031); 'beneficiaryHidden' only staff see.
    select: { ...NOBODY, beneficiary: ['beneficiary'], otherBeneficiary: ['otherBeneficiary'], staffAdmin: ALL },
    insert: [
      {
        what: "one of the beneficiary's",
        run: (w) => ({
          sql: `insert into app_public.provider_documents (owner_id, file_id, petition_id) values ($1, $2, $3)`,
          params: [w.user.beneficiary, w.ids.spare.staffAdmin, w.ids.petitionA],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
      {
        // Migration 0062: a customer files a USCIS notice of their own on a petition whose case status is shared (B).
        what: 'a USCIS notice of their own on the shared petition B',
        run: (w, me) => ({
          sql: `insert into app_public.provider_documents (owner_id, file_id, petition_id, document_type, visible_to_customer)
                values ($1, $2, $3, 'USCIS notice', true)`,
          params: [w.user.otherBeneficiary, spareOf(w, me), w.ids.petitionB],
        }),
        expect: only([...SIDE_B, ...STAFF], 1, 'denied'),
      },
      {
        what: 'a USCIS notice of their own on petition A, whose status is not shared',
        run: (w, me) => ({
          sql: `insert into app_public.provider_documents (owner_id, file_id, petition_id, document_type, visible_to_customer)
                values ($1, $2, $3, 'USCIS notice', true)`,
          params: [w.user.beneficiary, spareOf(w, me), w.ids.petitionA],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
      {
        what: 'a document of another type on the shared petition B',
        run: (w, me) => ({
          sql: `insert into app_public.provider_documents (owner_id, file_id, petition_id, document_type, visible_to_customer)
                values ($1, $2, $3, 'other', true)`,
          params: [w.user.otherBeneficiary, spareOf(w, me), w.ids.petitionB],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        what: "the beneficiary's",
        run: (w) => ({
          sql: `update app_public.provider_documents set document_type = 'rfe_response' where owner_id = $1 and file_id = $2`,
          params: [w.user.beneficiary, w.ids.fileProviderDocA],
        }),
        expect: only(STAFF, 1, 0),
      },
      {
        what: "visibility of the beneficiary's hidden one",
        run: (w) => ({
          sql: `update app_public.provider_documents set visible_to_customer = true where owner_id = $1 and file_id = $2`,
          params: [w.user.beneficiary, w.ids.fileHiddenProviderDocA],
        }),
        // The owner cannot even see it, so their update finds no row; only staff share it.
        expect: only(STAFF, 1, 0),
      },
    ],
    delete: [
      {
        what: "the beneficiary's",
        run: (w) => ({
          sql: `delete from app_public.provider_documents where owner_id = $1 and file_id = $2`,
          params: [w.user.beneficiary, w.ids.fileProviderDocA],
        }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },
};
