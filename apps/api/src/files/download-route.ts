import type express from 'express';
import type pg from 'pg';
import type { FileStorageConfig } from '../config.ts';
import { absoluteUrl } from './absolute-url.ts';
import { asRequestUser } from './as-request-user.ts';
import { contentDisposition, servedContentType } from './content-disposition.ts';
import { asyncRoute, HttpError } from './http-error.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { requestUserId } from './request-user.ts';
import { isUuid, previewStorageKey } from './storage-keys.ts';

const HEIC_TYPES = new Set(['image/heic', 'image/heif']);

/**
 * GET /db/download?id=<fileId>[&variant=preview] → {link}: a short-lived
 * signed URL, only when the caller may read the file (row-level security on
 * app_public.files). variant=preview gives the JPEG rendition of a HEIC photo.
 */
export function downloadRoute(deps: { pool: pg.Pool; storage: FileStorage; files: FileStorageConfig }) {
  return asyncRoute(async (req: express.Request, res: express.Response) => {
    const id = req.query.id;
    if (!isUuid(id)) throw new HttpError(400, 'id must be a file id');
    const wantsPreview = req.query.variant === 'preview';
    const userId = await requestUserId(req, deps.pool, { readOnly: true });
    const file = await asRequestUser(deps.pool, userId, async (client) => {
      const { rows } = await client.query<{ name: string; mime_type: string; storage_key: string }>(
        'select name, mime_type, storage_key from app_public.files where id = $1 and not deleted',
        [id],
      );
      return rows[0];
    });
    if (!file) throw new HttpError(404, 'File not found');

    let { name, mime_type: mimeType, storage_key: key } = file;
    if (wantsPreview && HEIC_TYPES.has(mimeType)) {
      key = previewStorageKey(id.toLowerCase());
      mimeType = 'image/jpeg';
      name = `${name.replace(/\.[^.]*$/, '')}.jpg`;
      if (!(await deps.storage.exists(key))) throw new HttpError(404, 'No preview for this file');
    }
    const link = await deps.storage.getUrl(key, {
      contentType: servedContentType(mimeType),
      contentDisposition: contentDisposition(name, mimeType),
      expiresInSeconds: deps.files.downloadUrlTtlSeconds,
    });
    res.set('Cache-Control', 'no-store').json({ link: absoluteUrl(req, link) });
  });
}
