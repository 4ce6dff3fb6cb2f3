import { spareOf } from '../fixtures.ts';
import { ALL, CUSTOMERS_A, EDITORS_A, NOBODY, SIDE_B, SIGNED_IN, STAFF, each, only, type Matrices } from '../matrix.ts';

/** Files linked to records of petition A that every reader of petition A may read. */
const LINKED_A = ['fileBeneficiaryExhibit', 'fileMemberExhibit', 'fileStaffVisibleExhibit', 'fileFormA', 'fileLetterA'];
// fileCompiledA is absent: a compiled packet (and so its file) is staff-only until staff share it (migration 0029).
/** Uploaded files and the links that attach them to exhibits. */
export const fileMatrices: Matrices = {
  files: {
    // The uploader, and whoever may read a record the file is linked to (hidden exhibits and documents excluded).
    select: {
      ...NOBODY,
      beneficiary: [
        ...LINKED_A,
        'spare_beneficiary',
        'fileBeneficiaryUserDoc',
        'fileBeneficiaryPassport',
        'fileBeneficiaryVisa',
        // A visible provider document's file; fileHiddenProviderDocA (not visible to her, migration 0031) is absent.
        'fileProviderDocA',
        'fileBeneficiaryEditorImage',
      ],
      otherBeneficiary: [
        'spare_otherBeneficiary',
        'fileOtherExhibit',
        'fileOtherUserDoc',
        'fileOtherPassport',
        'fileProviderDocB',
      ],
      companyAdmin: [...LINKED_A, 'fileCompanyDocA', 'spare_companyAdmin'],
      companyMember: [...LINKED_A, 'fileCompanyDocA', 'spare_companyMember'],
      companyViewer: [...LINKED_A, 'fileCompanyDocA', 'spare_companyViewer'],
      otherCompanyMember: ['spare_otherCompanyMember', 'fileCompanyDocB', 'fileOtherExhibit'],
      staffAdmin: ALL,
    },
    insert: [
      {
        what: 'an own file',
        run: (_w, me) => ({
          sql: `insert into app_public.files (name, mime_type, storage_key, owner_id) values ('cv.pdf', 'application/pdf', 'rls/' || gen_random_uuid(), $1)`,
          params: [me],
        }),
        expect: only(SIGNED_IN, 1, 'denied'),
      },
      {
        what: "a file as the beneficiary's",
        run: (w) => ({
          sql: `insert into app_public.files (name, mime_type, storage_key, owner_id) values ('cv.pdf', 'application/pdf', 'rls/' || gen_random_uuid(), $1)`,
          params: [w.user.beneficiary],
        }),
        expect: only(['beneficiary', ...STAFF], 1, 'denied'),
      },
    ],
    update: [
      {
        what: "the name of the beneficiary's exhibit file",
        run: (w) => ({
          sql: `update app_public.files set name = 'renamed.pdf' where id = $1`,
          params: [w.ids.fileBeneficiaryExhibit],
        }),
        expect: only(['beneficiary', ...STAFF], 1, 0),
      },
      {
        what: "the owner of the beneficiary's file",
        run: (w) => ({
          sql: `update app_public.files set owner_id = $2 where id = $1`,
          params: [w.ids.spare.beneficiary, w.user.companyAdmin],
        }),
        expect: { ...only(STAFF, 1, 0), beneficiary: 'staffOnly' },
      },
    ],
    delete: [
      {
        what: "the beneficiary's spare file",
        run: (w) => ({ sql: `delete from app_public.files where id = $1`, params: [w.ids.spare.beneficiary] }),
        expect: only(['beneficiary', ...STAFF], 1, 0),
      },
    ],
  },

  exhibit_files: {
    select: {
      ...NOBODY,
      ...each(CUSTOMERS_A, ['ownA_beneficiaryFile', 'ownA_memberFile', 'visibleA_staffFile']),
      ...each(SIDE_B, ['exhibitB_otherFile']),
      staffAdmin: ALL,
    },
    insert: [
      {
        what: 'an own file on an own exhibit',
        run: (w, me) => ({
          sql: `insert into app_public.exhibit_files (exhibit_id, file_id) values ($1, $2)`,
          params: [w.ids.exhibitOwnA, spareOf(w, me)],
        }),
        expect: only([...EDITORS_A, ...STAFF], 1, 'denied'),
      },
      {
        what: "the beneficiary's file on an own exhibit",
        run: (w) => ({
          sql: `insert into app_public.exhibit_files (exhibit_id, file_id) values ($1, $2)`,
          params: [w.ids.exhibitOwnA, w.ids.spare.beneficiary],
        }),
        expect: only(['beneficiary', ...STAFF], 1, 'denied'),
      },
      {
        what: 'an own file on a hidden provider exhibit',
        run: (w, me) => ({
          sql: `insert into app_public.exhibit_files (exhibit_id, file_id) values ($1, $2)`,
          params: [w.ids.exhibitHiddenA, spareOf(w, me)],
        }),
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        what: 'the order',
        run: (w) => ({
          sql: `update app_public.exhibit_files set order_index = 5 where exhibit_id = $1 and file_id = $2`,
          params: [w.ids.exhibitOwnA, w.ids.fileBeneficiaryExhibit],
        }),
        expect: only(STAFF, 1, 0),
      },
    ],
    delete: [
      {
        what: 'a file of an own exhibit',
        run: (w) => ({
          sql: `delete from app_public.exhibit_files where exhibit_id = $1 and file_id = $2`,
          params: [w.ids.exhibitOwnA, w.ids.fileBeneficiaryExhibit],
        }),
        expect: only([...EDITORS_A, ...STAFF], 1, 0),
      },
      {
        what: 'a file of a visible provider exhibit',
        run: (w) => ({
          sql: `delete from app_public.exhibit_files where exhibit_id = $1 and file_id = $2`,
          params: [w.ids.exhibitVisibleA, w.ids.fileStaffVisibleExhibit],
        }),
        // As policy delete_editable says: editors may unlink even staff's files from a visible provider exhibit.
        expect: only([...EDITORS_A, ...STAFF], 1, 0),
      },
      {
        what: 'a file of a hidden provider exhibit',
        run: (w) => ({
          sql: `delete from app_public.exhibit_files where exhibit_id = $1 and file_id = $2`,
          params: [w.ids.exhibitHiddenA, w.ids.fileStaffHiddenExhibit],
        }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },

  editor_images: {
    // The uploader and staff list them; anyone marks an own file that no document uses; nobody rewrites or removes one.
    select: { ...NOBODY, beneficiary: ['byBeneficiary'], staffAdmin: ALL },
    insert: [
      {
        what: 'an own unlinked file',
        run: (w, me) => ({ sql: 'insert into app_public.editor_images (file_id) values ($1)', params: [spareOf(w, me)] }),
        expect: only(SIGNED_IN, 1, 'denied'),
      },
      {
        what: "the beneficiary's passport (a linked file)",
        run: (w) => ({
          sql: 'insert into app_public.editor_images (file_id) values ($1)',
          params: [w.ids.fileBeneficiaryPassport],
        }),
        expect: only([], 1, 'denied'),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: 'update app_public.editor_images set created_at = now() where file_id = $1',
          params: [w.ids.editorImage],
        }),
        expect: only([], 1, { error: '42501 permission denied for table editor_images' }),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: 'delete from app_public.editor_images where file_id = $1', params: [w.ids.editorImage] }),
        expect: only([], 1, { error: '42501 permission denied for table editor_images' }),
      },
    ],
  },
};
