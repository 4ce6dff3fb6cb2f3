import type pg from 'pg';
import { requiredForms, type UscisFormId } from '@app/domain';

export interface PacketForm {
  form: UscisFormId;
  edition: string;
  fileId: string;
  storageKey: string;
  generatedAt: Date;
}

/**
 * The generated forms a packet starts with (issue 28: forms, cover letter, exhibit list, exhibits), in filing
 * order (G-28, the petition form, I-907): the latest generated copy of each form the case needs; a form never
 * generated is left out (the packet pre-flight lists it). Reads with `db` as it is: the compile job's owner pool
 * sees every row; a request's client (asUser) sees them only for staff (row-level security).
 */
export async function generatedFormsForPacket(db: pg.Pool | pg.PoolClient, petitionId: string): Promise<PacketForm[]> {
  const { rows } = await db.query<{
    visa_class: string;
    premium: boolean;
    form: UscisFormId | null;
    edition: string | null;
    file_id: string | null;
    storage_key: string | null;
    generated_at: Date | null;
  }>(
    `select p.visa_class, coalesce(p.metadata->>'premiumProcessing' = 'Yes', false) as premium,
            pf.form, pf.edition, pf.file_id, f.storage_key, pf.generated_at
       from app_public.petitions p
       left join app_public.petition_generated_forms pf on pf.petition_id = p.id
       left join app_public.files f on f.id = pf.file_id and not f.deleted
      where p.id = $1`,
    [petitionId],
  );
  const first = rows[0];
  if (!first) return [];
  const forms: PacketForm[] = [];
  for (const needed of requiredForms(first.visa_class, first.premium)) {
    const row = rows.find((candidate) => candidate.form === needed.form && candidate.storage_key);
    if (row) {
      forms.push({
        form: needed.form,
        edition: row.edition!,
        fileId: row.file_id!,
        storageKey: row.storage_key!,
        generatedAt: row.generated_at!,
      });
    }
  }
  return forms;
}
