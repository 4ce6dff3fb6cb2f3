import { asUser } from '@app/db';
import type pg from 'pg';
import type { FileStorage } from './storage/file-storage.ts';
import { isUuid, previewStorageKey } from './storage-keys.ts';

export interface VisibleFile {
  bytes: Buffer;
  mimeType: string;
}

/**
 * Reads a stored file for a user who may see it (row-level security decides),
 * else null. HEIC photos are read through their JPEG copy, which server-side
 * tools (OCR) can decode.
 */
export function createVisibleFileReader(deps: { pool: pg.Pool; storage: FileStorage; maxBytes: number }) {
  return async (fileId: string, userId: string): Promise<VisibleFile | null> => {
    if (!isUuid(fileId)) return null;
    const file = await asUser(deps.pool, userId, async (client) => {
      const { rows } = await client.query<{ mime_type: string; storage_key: string }>(
        'select mime_type, storage_key from app_public.files where id = $1 and not deleted',
        [fileId],
      );
      return rows[0];
    });
    if (!file) return null;
    const isHeic = /^image\/hei[cf]$/.test(file.mime_type);
    const key = isHeic ? previewStorageKey(fileId.toLowerCase()) : file.storage_key;
    const bytes = await deps.storage.read(key, deps.maxBytes);
    if (!bytes) return null;
    return { bytes, mimeType: isHeic ? 'image/jpeg' : file.mime_type };
  };
}
