import { asUser } from '@app/db';
import type { exportLetterContract } from '@app/domain';
import type { ContractHandler } from '../auth/route-access.ts';
import type pg from 'pg';
import type { FileStorageConfig } from '../config/index.ts';
import { contentDisposition, servedContentType } from '../files/content-disposition.ts';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { absoluteUrl } from '../http/absolute-url.ts';
import { HttpError } from '../http/http-error.ts';
import { letterIdParam } from './letter-id-param.ts';
import { readLetter } from './read-letter.ts';

/**
 * GET /petition-letters/{id}/export?format=docx|pdf[&version=n] (exportLetterContract) → {link, name}:
 * a short-lived download link of the stored file of that version (the current one by default), served
 * as an attachment. Staff only; a letter, version or file that does not exist is a 404.
 */
export function exportLetterRoute(deps: {
  pool: pg.Pool;
  storage: FileStorage;
  files: FileStorageConfig;
  /** PUBLIC_URL: the origin of the local driver's signed links. */
  publicUrl: string;
}): ContractHandler<typeof exportLetterContract> {
  return async ({ format, version }, req, res) => {
    const letterId = letterIdParam(req.params.id);
    const file = await asUser(deps.pool, req.auth!.userId, async (client) => {
      const letter = await readLetter(client, letterId);
      if (!letter) throw new HttpError(404, 'Letter not found');
      const wanted = letter.versions.find((entry) => entry.version === (version ?? letter.version));
      if (!wanted) throw new HttpError(404, `The letter has no version ${version}`);
      const fileId = format === 'pdf' ? wanted.pdfFileId : wanted.docxFileId;
      if (!fileId) throw new HttpError(404, `The letter has no ${format.toUpperCase()} file`);
      const { rows } = await client.query<{ name: string; mime_type: string; storage_key: string }>(
        'select name, mime_type, storage_key from app_public.files where id = $1 and not deleted',
        [fileId],
      );
      return rows[0];
    });
    if (!file) throw new HttpError(404, 'The letter file was not found');
    const link = await deps.storage.getUrl(file.storage_key, {
      contentType: servedContentType(file.mime_type),
      contentDisposition: contentDisposition(file.name, file.mime_type, 'attachment'),
      expiresInSeconds: deps.files.downloadUrlTtlSeconds,
    });
    res.set('Cache-Control', 'no-store').json({ link: absoluteUrl(deps.publicUrl, req, link), name: file.name });
  };
}
