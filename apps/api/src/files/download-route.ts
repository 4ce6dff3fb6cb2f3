import { asUser } from '@app/db';
import type { downloadLinkContract } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import type { FileStorageConfig } from '../config/index.ts';
import { absoluteUrl } from '../http/absolute-url.ts';
import { HttpError } from '../http/http-error.ts';
import { requestUserId } from '../http/request-user.ts';
import { contentDisposition, servedContentType } from './content-disposition.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { previewStorageKey } from './storage-keys.ts';

const HEIC_TYPES = new Set(['image/heic', 'image/heif']);

/**
 * GET /db/download?id=<fileId>[&variant=preview] (downloadLinkContract) → {link}: a short-lived
 * signed URL, only when the caller may read the file (row-level security on
 * app_public.files). variant=preview gives the JPEG rendition of a HEIC photo.
 */
export function downloadRoute(deps: {
  pool: pg.Pool;
  storage: FileStorage;
  files: FileStorageConfig;
  /** PUBLIC_URL: the origin of the local driver's signed links. */
  publicUrl: string;
}): ContractHandler<typeof downloadLinkContract> {
  return async ({ id, variant }, req, res) => {
    const wantsPreview = variant === 'preview';
    const userId = await requestUserId(req, deps.pool, { readOnly: true });
    const file = await asUser(deps.pool, userId, async (client) => {
      const { rows } = await client.query<{ name: string; mime_type: string; storage_key: string }>(
        'select name, mime_type, storage_key from app_public.files where id = $1 and not deleted',
        [id],
      );
      return rows[0];
    });
    if (!file) throw new HttpError(404, 'File not found');

    let { name, mime_type: mimeType, storage_key: key } = file;
    if (wantsPreview && HEIC_TYPES.has(mimeType)) {
      key = previewStorageKey(id);
      mimeType = 'image/jpeg';
      name = `${name.replace(/\.[^.]*$/, '')}.jpg`;
      if (!(await deps.storage.exists(key))) throw new HttpError(404, 'No preview for this file');
    }
    const link = await deps.storage.getUrl(key, {
      contentType: servedContentType(mimeType),
      contentDisposition: contentDisposition(name, mimeType),
      expiresInSeconds: deps.files.downloadUrlTtlSeconds,
    });
    res.set('Cache-Control', 'no-store').json({ link: absoluteUrl(deps.publicUrl, req, link) });
  };
}
