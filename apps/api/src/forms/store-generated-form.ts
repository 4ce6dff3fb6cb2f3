import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { FormEdition, TMissingFormField } from '@app/domain';
import { safeFileName } from '../files/content-disposition.ts';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { fileStorageKey } from '../files/storage-keys.ts';

/**
 * Stores a filled form as a file of the staff member who generated it and records it as the petition's current
 * copy of that form (replacing the previous one, whose file stays for packets compiled with it). Runs in the
 * caller's transaction: a failed insert leaves no row (the written bytes are then unreferenced, never served).
 */
export async function storeGeneratedForm(
  client: pg.PoolClient,
  storage: FileStorage,
  form: {
    petitionId: string;
    edition: FormEdition;
    bytes: Uint8Array;
    missing: TMissingFormField[];
    name: string;
    userId: string;
  },
): Promise<{ fileId: string; fileName: string; generatedAt: string }> {
  const fileId = randomUUID();
  const key = fileStorageKey(fileId);
  const bytes = Buffer.from(form.bytes);
  const fileName = `${safeFileName(form.name).slice(0, 200)}.pdf`;
  await storage.write(key, bytes, 'application/pdf');
  await client.query(
    `insert into app_public.files (id, name, mime_type, size_bytes, storage_key, sha256, owner_id)
     values ($1, $2, 'application/pdf', $3, $4, $5, $6)`,
    [fileId, fileName, bytes.length, key, createHash('sha256').update(bytes).digest('hex'), form.userId],
  );
  const { rows } = await client.query<{ generated_at: Date }>(
    `insert into app_public.petition_generated_forms (petition_id, form, edition, file_id, missing_fields, generated_by)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (petition_id, form) do update
       set edition = excluded.edition, file_id = excluded.file_id, missing_fields = excluded.missing_fields,
           generated_by = excluded.generated_by, generated_at = now()
     returning generated_at`,
    [form.petitionId, form.edition.form, form.edition.edition, fileId, JSON.stringify(form.missing), form.userId],
  );
  return { fileId, fileName, generatedAt: rows[0]!.generated_at.toISOString() };
}
