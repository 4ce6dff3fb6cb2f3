import type pg from 'pg';
import { formNumber, optionalForms, requiredForms, type UscisFormId } from '@app/domain';

export interface PacketForm {
  form: UscisFormId;
  /** "G-28", "I-129": how the packet's messages and its recorded sources name the form. */
  number: string;
  edition: string;
  fileId: string;
  storageKey: string;
  /** The generated file's content hash (files never change: a regenerated form is a new file). */
  sha256: string | null;
  generatedAt: Date;
  /**
   * The petitioner's signed copy (migration 0087), filed in place of the generated file while it belongs to the
   * form's latest generation; null: none, or one for an earlier generation (a regenerated form is unsigned).
   */
  signedCopy?: SignedCopy | null;
}

export interface SignedCopy {
  fileId: string;
  storageKey: string;
  sha256: string | null;
  /** application/pdf, image/png or image/jpeg (the signedForm uploader's types). */
  mimeType: string;
}

/**
 * The order a firm stacks the forms in: the G-28 on top, then the I-907 (USCIS asks for the premium processing
 * request to sit on top of the petition it is filed with), then the petition form with its supplement, then the
 * beneficiary's I-765 filed with it (optionalForms), directly after the firm's G-28 naming her as its applicant.
 */
const FILING_ORDER: readonly UscisFormId[] = ['g-28', 'i-907', 'i-129', 'i-140', 'g-28-i-765', 'i-765'];

/**
 * The generated forms a packet starts with (issue 28: forms, cover letter, exhibit list, exhibits), in filing
 * order (G-28, I-907 if premium, the petition form, an I-765 the case may file): the latest generated copy of each
 * form the case needs or may file (a form it may file goes in only once generated: nothing lists it missing), with
 * the petitioner's signed copy of that generation when one was received; a form never generated is left out (the
 * packet pre-flight lists it). Reads with `db` as it is: the compile job's owner
 * pool or transaction sees every row; a request's client (asUser) sees them only for staff (row-level security).
 */
export async function generatedFormsForPacket(db: pg.Pool | pg.PoolClient, petitionId: string): Promise<PacketForm[]> {
  const { rows } = await db.query<{
    visa_class: string;
    premium: boolean;
    filing_type: string | null;
    form: UscisFormId | null;
    edition: string | null;
    file_id: string | null;
    storage_key: string | null;
    sha256: string | null;
    generated_at: Date | null;
    signed_file_id: string | null;
    signed_storage_key: string | null;
    signed_sha256: string | null;
    signed_mime_type: string | null;
  }>(
    `select p.visa_class, coalesce(p.metadata->>'premiumProcessing' = 'Yes', false) as premium,
            coalesce(p.filing_type, p.metadata->>'filingType') as filing_type,
            pf.form, pf.edition, pf.file_id, f.storage_key, f.sha256, pf.generated_at,
            sf.id as signed_file_id, sf.storage_key as signed_storage_key, sf.sha256 as signed_sha256,
            sf.mime_type as signed_mime_type
       from app_public.petitions p
       left join app_public.petition_generated_forms pf on pf.petition_id = p.id
       left join app_public.files f on f.id = pf.file_id and not f.deleted
       -- The signed copy counts only for the generation it was asked for (requested_file_id = the latest file).
       left join app_public.petition_form_signatures s
         on s.petition_id = pf.petition_id and s.form = pf.form and s.requested_file_id = pf.file_id
       left join app_public.files sf on sf.id = s.signed_file_id and not sf.deleted
      where p.id = $1`,
    [petitionId],
  );
  const first = rows[0];
  if (!first) return [];
  const needed = [
    ...requiredForms(first.visa_class, first.premium, first.filing_type),
    ...optionalForms(first.visa_class, first.filing_type, first.premium),
  ]
    .map((entry) => entry.form)
    .sort((a, b) => FILING_ORDER.indexOf(a) - FILING_ORDER.indexOf(b));
  const forms: PacketForm[] = [];
  const generated = (form: UscisFormId) => rows.find((candidate) => candidate.form === form && candidate.storage_key);
  for (const form of needed) {
    const row = generated(form);
    // The G-28 for the I-765's applicant is filed only with that I-765: without it, it appears for nothing.
    if (row && (form !== 'g-28-i-765' || generated('i-765'))) {
      forms.push({
        form,
        number: formNumber(form),
        edition: row.edition!,
        fileId: row.file_id!,
        storageKey: row.storage_key!,
        sha256: row.sha256,
        generatedAt: row.generated_at!,
        signedCopy:
          row.signed_file_id && row.signed_storage_key && row.signed_mime_type
            ? {
                fileId: row.signed_file_id,
                storageKey: row.signed_storage_key,
                sha256: row.signed_sha256,
                mimeType: row.signed_mime_type,
              }
            : null,
      });
    }
  }
  return forms;
}
