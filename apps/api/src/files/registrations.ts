import type pg from 'pg';
import {
  exhibitFileLimit,
  USCIS_NOTICE_DOCUMENT_TYPE,
  type TRegisterUploadBody,
  type TUploadRegistrationPath,
  type UploaderKind,
} from '@app/domain';

/**
 * The registration routes: /db/upload/<path>. Each says which uploader's
 * types it accepts, which fields it reads, and how it links the new file.
 * The link is written as the caller, so row-level security decides whether
 * they may attach to that exhibit, person, company or form.
 */
export interface Registration {
  path: TUploadRegistrationPath;
  uploader: UploaderKind;
  /** Answered as 404 when the target does not exist or the caller may not attach to it. */
  notFound: string;
  /** The target's fields of the validated body. */
  readTarget: (body: TRegisterUploadBody) => Record<string, string | undefined>;
  /**
   * The files (ids and names) the target already holds, for the uploader's file limit and duplicate rule
   * (enforced here too) and for a replace (the replaced file must be one of them); null when the target holds one
   * file that a new upload replaces (a form).
   */
  linkedFiles: ((client: pg.PoolClient, target: Record<string, string | undefined>) => Promise<LinkedFile[]>) | null;
  /**
   * The target's own file limit when tighter than the general one (an exhibit type's, e.g. original code: 4,
   * BEN-051); absent: the general limit (MAX_FILES_PER_UPLOADER).
   */
  fileLimit?: (client: pg.PoolClient, target: Record<string, string | undefined>, generalLimit: number) => Promise<number>;
  /**
   * Where a replaced file stood in the target's order (an exhibit's files), read before it is deleted; its
   * replacement is linked there (link's file.order), so a replace keeps the order staff arranged for the packet.
   */
  placeOf?: (client: pg.PoolClient, target: Record<string, string | undefined>, fileId: string) => Promise<number | null>;
  /** Extra fields of the 201 answer besides {id}. */
  answer?: (fileId: string) => Record<string, string>;
  /** Inserts or updates the link rows; returns false when no row could be linked. */
  link: (
    client: pg.PoolClient,
    /** order: the replaced file's place (placeOf), when the target keeps one. */
    file: { id: string; name: string; order?: number | null },
    target: Record<string, string | undefined>,
  ) => Promise<boolean>;
}

export interface LinkedFile {
  id: string;
  name: string;
}

const inserted = (result: pg.QueryResult) => (result.rowCount ?? 0) > 0;

async function files(client: pg.PoolClient, sql: string, values: unknown[]): Promise<LinkedFile[]> {
  const { rows } = await client.query<LinkedFile>(sql, values);
  return rows;
}

export const REGISTRATIONS: readonly Registration[] = [
  {
    path: 'exhibit',
    uploader: 'builder',
    notFound: 'Exhibit not found',
    readTarget: (body) => ({ exhibitId: body.exhibitId }),
    linkedFiles: (client, t) =>
      files(
        client,
        `select f.id, f.name from app_public.exhibit_files ef join app_public.files f on f.id = ef.file_id
         where ef.exhibit_id = $1 and not f.deleted`,
        [t.exhibitId],
      ),
    // The type's limit binds the customer's uploads; staff may attach more (a paralegal replacing a screenshot
    // adds the new one before removing the old; decisions "Per-type file limits bind the customer's uploads").
    fileLimit: async (client, t, generalLimit) => {
      const { rows } = await client.query<{ exhibit_type: string | null; staff: boolean }>(
        `select e.exhibit_type, (select app_private.current_user_is_admin()) as staff
           from app_public.exhibits e where e.id = $1`,
        [t.exhibitId],
      );
      const exhibit = rows[0];
      return !exhibit || exhibit.staff ? generalLimit : exhibitFileLimit(exhibit.exhibit_type, generalLimit);
    },
    placeOf: async (client, t, fileId) =>
      (
        await client.query<{ order_index: number }>(
          'select order_index from app_public.exhibit_files where exhibit_id = $1 and file_id = $2',
          [t.exhibitId, fileId],
        )
      ).rows[0]?.order_index ?? null,
    // Last, or where the file it replaces stood (only staff may reorder afterwards).
    link: async (client, { id: fileId, order }, t) =>
      inserted(
        await client.query(
          `insert into app_public.exhibit_files (exhibit_id, file_id, order_index)
           values ($1, $2, coalesce($3::int,
             (select coalesce(max(order_index) + 1, 0) from app_public.exhibit_files where exhibit_id = $1)))`,
          [t.exhibitId, fileId, order ?? null],
        ),
      ),
  },
  {
    path: 'reusable-exhibit',
    uploader: 'builder',
    notFound: 'Reusable exhibit not found',
    readTarget: (body) => ({ reusableExhibitId: body.reusableExhibitId }),
    linkedFiles: (client, t) =>
      files(
        client,
        `select f.id, f.name from app_public.reusable_exhibit_files rf join app_public.files f on f.id = rf.file_id
         where rf.reusable_exhibit_id = $1 and not f.deleted`,
        [t.reusableExhibitId],
      ),
    // Row-level security lets only staff link files to the repository; a customer's insert finds no row.
    link: async (client, { id: fileId }, t) =>
      inserted(
        await client.query(
          `insert into app_public.reusable_exhibit_files (reusable_exhibit_id, file_id, order_index)
           select r.id, $2, (select coalesce(max(order_index) + 1, 0) from app_public.reusable_exhibit_files
                              where reusable_exhibit_id = r.id)
             from app_public.reusable_exhibits r where r.id = $1`,
          [t.reusableExhibitId, fileId],
        ),
      ),
  },
  {
    path: 'immigration',
    uploader: 'beneficiary',
    notFound: 'Person not found',
    readTarget: (body) => ({ userId: body.userId, type: body.immigrationDocType }),
    linkedFiles: (client, t) =>
      files(
        client,
        `select f.id, f.name from app_public.immigration_documents d join app_public.files f on f.id = d.file_id
         where d.owner_id = $1 and d.type::text = $2 and not d.deleted and not f.deleted`,
        [t.userId, t.type],
      ),
    link: async (client, { id: fileId }, t) =>
      inserted(
        await client.query(
          `insert into app_public.immigration_documents (owner_id, file_id, type, order_index)
           values ($1, $2, $3, (select coalesce(max(order_index) + 1, 0) from app_public.immigration_documents where owner_id = $1 and type = $3::app_public.immigration_document_type))`,
          [t.userId, fileId, t.type],
        ),
      ),
  },
  {
    path: 'individual',
    uploader: 'beneficiary',
    notFound: 'Person not found',
    readTarget: (body) => ({ userId: body.userId, type: body.documentType }),
    linkedFiles: (client, t) =>
      files(
        client,
        `select f.id, f.name from app_public.user_documents d join app_public.files f on f.id = d.file_id
         where d.user_id = $1 and d.document_type = $2 and not f.deleted`,
        [t.userId, t.type],
      ),
    // A personal document of a type with its own limit (original code: 4) holds to it as the checklist's exhibit
    // does (migration 0085 holds it in the database; decisions "Personal documents hold their type's file limit").
    fileLimit: async (client, t, generalLimit) => {
      const { rows } = await client.query<{ staff: boolean }>('select app_private.current_user_is_admin() as staff');
      return rows[0]?.staff ? generalLimit : exhibitFileLimit(t.type, generalLimit);
    },
    link: async (client, { id: fileId }, t) =>
      inserted(
        await client.query('insert into app_public.user_documents (user_id, file_id, document_type) values ($1, $2, $3)', [
          t.userId,
          fileId,
          t.type,
        ]),
      ),
  },
  {
    path: 'company',
    uploader: 'employerOnboarding',
    notFound: 'Company not found',
    readTarget: (body) => ({ companyId: body.companyId, type: body.companyDocType }),
    linkedFiles: (client, t) =>
      files(
        client,
        `select f.id, f.name from app_public.company_documents d join app_public.files f on f.id = d.file_id
         where d.company_id = $1 and d.type::text = $2 and not f.deleted`,
        [t.companyId, t.type],
      ),
    link: async (client, { id: fileId }, t) =>
      inserted(
        await client.query('insert into app_public.company_documents (company_id, file_id, type) values ($1, $2, $3)', [
          t.companyId,
          fileId,
          t.type,
        ]),
      ),
  },
  {
    path: 'form',
    uploader: 'builder',
    notFound: 'Form not found',
    readTarget: (body) => ({ formId: body.formId }),
    linkedFiles: null,
    link: async (client, { id: fileId }, t) =>
      inserted(await client.query('update app_public.petition_forms set file_id = $2 where id = $1', [t.formId, fileId])),
  },
  {
    path: 'plymouth',
    uploader: 'builder',
    notFound: 'Person not found',
    readTarget: (body) => ({ userId: body.userId, type: body.documentType ?? 'other', petitionId: body.petitionId }),
    linkedFiles: (client, t) =>
      files(
        client,
        `select f.id, f.name from app_public.provider_documents d join app_public.files f on f.id = d.file_id
         where d.owner_id = $1 and d.document_type = $2 and d.petition_id is not distinct from $3 and not f.deleted`,
        [t.userId, t.type, t.petitionId ?? null],
      ),
    link: async (client, { id: fileId }, t) =>
      inserted(
        await client.query(
          'insert into app_public.provider_documents (owner_id, file_id, document_type, petition_id) values ($1, $2, $3, $4)',
          [t.userId, fileId, t.type, t.petitionId ?? null],
        ),
      ),
  },
  {
    path: 'editor-image',
    uploader: 'editorImage',
    notFound: 'Not allowed',
    readTarget: () => ({}),
    linkedFiles: null,
    answer: (fileId) => ({ url: editorImagePath(fileId) }),
    link: async (client, { id: fileId }) =>
      inserted(await client.query('insert into app_public.editor_images (file_id) values ($1)', [fileId])),
  },
  {
    path: 'uscis-notice',
    uploader: 'beneficiary',
    notFound: 'Petition not found',
    readTarget: (body) => ({ petitionId: body.petitionId }),
    linkedFiles: (client, t) =>
      files(
        client,
        `select f.id, f.name from app_public.provider_documents d join app_public.files f on f.id = d.file_id
         where d.petition_id = $1 and d.document_type = $2 and not f.deleted`,
        [t.petitionId, USCIS_NOTICE_DOCUMENT_TYPE],
      ),
    // Row-level security (0062) accepts it only on the customer's own petition while staff share its case status;
    // otherwise the insert is refused and the caller is answered 404.
    link: async (client, { id: fileId }, t) =>
      inserted(
        await client.query(
          `insert into app_public.provider_documents (owner_id, file_id, document_type, petition_id, visible_to_customer)
           select p.beneficiary_id, $2, $3, p.id, true from app_public.petitions p
            where p.id = $1 and p.beneficiary_id is not null`,
          [t.petitionId, fileId, USCIS_NOTICE_DOCUMENT_TYPE],
        ),
      ),
  },
  {
    path: 'signed-form',
    uploader: 'signedForm',
    notFound: 'No signature was asked of you for this form',
    readTarget: (body) => ({ petitionId: body.petitionId, form: body.form }),
    // One signed copy per request: a new upload replaces the one received (staff had not refused it yet).
    linkedFiles: null,
    // As the uploader: row-level security (0087) lets only the petitioner's ADMIN/MEMBER (or staff) attach it (the
    // beneficiary for a self-petition's forms, 0093/0097), and its triggers record who and when, clear a refusal, close
    // the action item, keep the copy in the history and tell staff.
    link: async (client, { id: fileId }, t) =>
      inserted(
        await client.query(
          'update app_public.petition_form_signatures set signed_file_id = $3 where petition_id = $1 and form = $2',
          [t.petitionId, t.form, fileId],
        ),
      ),
  },
];

/** The stable address rich text uses for an editor image (see editor-image-route.ts). */
export function editorImagePath(fileId: string): string {
  return `/files/editor-images/${fileId}`;
}
