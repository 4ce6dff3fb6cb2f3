import { EXTENSION_TEXTS, extensionRequestedPeriod, petitionMetadataOf, visaClassCanBeExtended } from '@app/domain';
import type pg from 'pg';
import { HttpError } from '../http/http-error.ts';
import { clonePetition } from '../research-agent/clone-petition.ts';

interface ExtendedPetitionRow {
  visa_class: string;
  oa_user_id: string | null;
  csm_user_id: string | null;
  approved_valid_to: string | null;
  metadata: unknown;
}

/**
 * POST /petitions/{id}/extension's writing, in the caller's transaction (row-level security applies): the approved
 * petition is locked, so two requests at once make one extension; a petition that already has one answers it. The
 * extension is a copy of the petition (clonePetition: its parties, class, builder fields and evidence) that extends
 * it, asks for the period after the approval (extensionRequestedPeriod), is filed in the United States (the
 * beneficiary holds the approved status there), carries her arrival records, and becomes the beneficiary's current
 * petition, so what she uploads and answers from now on goes to it.
 */
export async function startExtension(
  client: pg.PoolClient,
  petitionId: string,
  userId: string,
): Promise<{ petitionId: string; created: boolean }> {
  const { rows } = await client.query<ExtendedPetitionRow>(
    `select visa_class, approved_valid_to::text as approved_valid_to, metadata, oa_user_id, csm_user_id
       from app_public.petitions where id = $1 for update`,
    [petitionId],
  );
  const petition = rows[0];
  if (!petition) throw new HttpError(404, 'Petition not found');
  const existing = await client.query<{ id: string }>(
    'select id from app_public.petitions where extends_petition_id = $1 order by created_at limit 1',
    [petitionId],
  );
  if (existing.rows[0]) return { petitionId: existing.rows[0].id, created: false };
  if (!visaClassCanBeExtended(petition.visa_class)) throw new HttpError(422, EXTENSION_TEXTS.notExtendable);
  if (!petition.approved_valid_to) throw new HttpError(422, EXTENSION_TEXTS.noApprovedPeriod);

  const period = extensionRequestedPeriod(petition.visa_class, petition.approved_valid_to);
  const metadata = petitionMetadataOf(petition.metadata);
  const extension = await clonePetition(
    client,
    petitionId,
    { userId, key: undefined },
    {
      extends_petition_id: petitionId,
      requested_start_date: period.start,
      requested_end_date: period.end,
      filing_type: 'change_of_status',
      case_type: null,
      metadata: metadata.filingType ? { ...metadata, filingType: 'change_of_status' } : metadata,
      latest_petition: true,
      // The team that won the approval carries on with its extension.
      oa_user_id: petition.oa_user_id,
      csm_user_id: petition.csm_user_id,
    },
  );
  // Her arrivals (I-94 records) are kept per petition: the extension continues the same stay, so its forms print them.
  if (extension.created) {
    await client.query(
      `insert into app_public.i94_entries
              (petition_id, visa_class, date_of_entry, i94_number, admit_until, admitted_for_duration_of_status, created_at)
       select $2, visa_class, date_of_entry, i94_number, admit_until, admitted_for_duration_of_status, created_at
         from app_public.i94_entries where petition_id = $1`,
      [petitionId, extension.petitionId],
    );
  }
  await client.query('update app_public.petitions set latest_petition = false where id = $1', [petitionId]);
  return extension;
}
