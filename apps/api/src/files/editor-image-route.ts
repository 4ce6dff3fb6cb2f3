import type pg from 'pg';
import type { FileStorageConfig } from '../config/index.ts';
import { absoluteUrl } from '../http/absolute-url.ts';
import { asyncRoute } from '../http/async-route.ts';
import { HttpError } from '../http/http-error.ts';
import { contentDisposition } from './content-disposition.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { isUuid } from './storage-keys.ts';

const EDITOR_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/**
 * GET /files/editor-images/<file id> → 302 to a short-lived signed link (decisions RTE-021). No bearer
 * token: an <img> in saved HTML cannot send one, so the unguessable id is the capability. Only files
 * registered as editor images (validated images) are served here; documents never are.
 */
export function editorImageRoute(deps: { pool: pg.Pool; storage: FileStorage; files: FileStorageConfig; publicUrl: string }) {
  return asyncRoute(async (req, res) => {
    const id = req.params.id;
    if (!isUuid(id)) throw new HttpError(404, 'Image not found');
    const { rows } = await deps.pool.query<{ name: string; mime_type: string; storage_key: string }>(
      `select f.name, f.mime_type, f.storage_key from app_public.editor_images e
       join app_public.files f on f.id = e.file_id where e.file_id = $1 and not f.deleted`,
      [id],
    );
    const image = rows[0];
    if (!image || !EDITOR_IMAGE_TYPES.has(image.mime_type)) throw new HttpError(404, 'Image not found');
    const link = await deps.storage.getUrl(image.storage_key, {
      contentType: image.mime_type,
      contentDisposition: contentDisposition(image.name, image.mime_type, 'inline'),
      expiresInSeconds: deps.files.downloadUrlTtlSeconds,
    });
    // Cached for a fraction of the link's life, so a cached redirect never points at an expired link.
    const maxAge = Math.max(0, Math.floor(deps.files.downloadUrlTtlSeconds / 5));
    res.set('Cache-Control', `private, max-age=${maxAge}`).redirect(302, absoluteUrl(deps.publicUrl, req, link));
  });
}
