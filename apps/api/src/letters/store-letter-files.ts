import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { safeFileName } from '../files/content-disposition.ts';
import { fileStorageKey } from '../files/storage-keys.ts';
import type { LetterBlock } from './letter-blocks.ts';
import { renderLetterDocx, type LetterAuthors } from './render-docx.ts';
import { renderLetterPdf } from './render-pdf.ts';

export const DOCX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const PDF_MIME_TYPE = 'application/pdf';

/** The two files one version of a letter is stored as. */
export interface LetterFiles {
  pdfFileId: string;
  docxFileId: string;
}

export async function storeFile(
  client: pg.PoolClient,
  storage: FileStorage,
  file: { name: string; mimeType: string; bytes: Buffer; ownerId: string | null },
): Promise<string> {
  const fileId = randomUUID();
  const key = fileStorageKey(fileId);
  await storage.write(key, file.bytes, file.mimeType);
  await client.query(
    `insert into app_public.files (id, name, mime_type, size_bytes, storage_key, sha256, owner_id)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      fileId,
      file.name,
      file.mimeType,
      file.bytes.length,
      key,
      createHash('sha256').update(file.bytes).digest('hex'),
      file.ownerId,
    ],
  );
  return fileId;
}

/**
 * Renders the letter as PDF and DOCX and stores both as files of the signed-in staff member, named
 * after the letter. Runs in the caller's transaction, so a failed save leaves no file rows (the
 * stored bytes of such a save are unreferenced and never served).
 */
export async function storeLetterFiles(
  client: pg.PoolClient,
  storage: FileStorage,
  letter: { name: string; blocks: readonly LetterBlock[]; ownerId: string; authors: LetterAuthors },
): Promise<LetterFiles> {
  const base = safeFileName(letter.name).slice(0, 240);
  const [pdf, docx] = await Promise.all([
    renderLetterPdf(letter.blocks, letter.name),
    renderLetterDocx(letter.blocks, letter.name, letter.authors),
  ]);
  const pdfFileId = await storeFile(client, storage, {
    name: `${base}.pdf`,
    mimeType: PDF_MIME_TYPE,
    bytes: pdf,
    ownerId: letter.ownerId,
  });
  const docxFileId = await storeFile(client, storage, {
    name: `${base}.docx`,
    mimeType: DOCX_MIME_TYPE,
    bytes: docx,
    ownerId: letter.ownerId,
  });
  return { pdfFileId, docxFileId };
}
