import type pg from 'pg';
import type { FileStorage } from './storage/file-storage.ts';

/**
 * Uploads handed out and not yet registered (app_private.pending_uploads).
 * The server's own pool reads and writes them: they are not part of the API.
 */
export interface PendingUpload {
  fileId: string;
  uploadKey: string;
  ownerId: string;
  fileName: string;
  contentType: string;
  maxBytes: number;
}

/** Registration stays possible this long after the upload URL expired. */
const REGISTRATION_GRACE_SECONDS = 60 * 60;
const SWEEP_BATCH = 50;

/** Records a staged upload; callers go through stageWithinLimits (staged-upload-limits.ts), which holds the user's lock. */
export async function createPendingUpload(
  db: pg.Pool | pg.PoolClient,
  upload: PendingUpload,
  urlTtlSeconds: number,
): Promise<void> {
  await db.query(
    `insert into app_private.pending_uploads (file_id, storage_key, owner_id, file_name, content_type, max_bytes, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [
      upload.fileId,
      upload.uploadKey,
      upload.ownerId,
      upload.fileName,
      upload.contentType,
      upload.maxBytes,
      urlTtlSeconds + REGISTRATION_GRACE_SECONDS,
    ],
  );
}

/** The caller's pending upload with this id and key, if it has not expired. */
export async function findPendingUpload(
  pool: pg.Pool,
  query: { fileId: string; uploadKey: string; ownerId: string },
): Promise<PendingUpload | undefined> {
  const { rows } = await pool.query<{ file_name: string; content_type: string; max_bytes: string }>(
    `select file_name, content_type, max_bytes from app_private.pending_uploads
     where file_id = $1 and storage_key = $2 and owner_id = $3 and expires_at > now()`,
    [query.fileId, query.uploadKey, query.ownerId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { ...query, fileName: row.file_name, contentType: row.content_type, maxBytes: Number(row.max_bytes) };
}

/** True while an upload key may still receive bytes (the local driver's PUT route asks). */
export async function isUploadKeyPending(pool: pg.Pool, uploadKey: string): Promise<boolean> {
  const { rows } = await pool.query('select 1 from app_private.pending_uploads where storage_key = $1 and expires_at > now()', [
    uploadKey,
  ]);
  return rows.length > 0;
}

export async function deletePendingUpload(pool: pg.Pool, fileId: string): Promise<void> {
  await pool.query('delete from app_private.pending_uploads where file_id = $1', [fileId]);
}

/**
 * Forgets expired uploads and deletes their staged bytes; a few per call. Rows are claimed with SKIP
 * LOCKED, so replicas sweeping together split the work. Returns how many it removed.
 */
export async function sweepExpiredUploads(pool: pg.Pool, storage: FileStorage): Promise<number> {
  const { rows } = await pool.query<{ storage_key: string }>(
    `delete from app_private.pending_uploads
     where file_id in (select file_id from app_private.pending_uploads where expires_at <= now()
                       limit ${SWEEP_BATCH} for update skip locked)
     returning storage_key`,
  );
  for (const row of rows) await storage.delete(row.storage_key).catch(() => {});
  return rows.length;
}

/** Sweeps until no expired upload is left (the scheduled clean-up job), at most `maxBatches` batches. */
export async function sweepAllExpiredUploads(pool: pg.Pool, storage: FileStorage, maxBatches = 200): Promise<number> {
  let removed = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const count = await sweepExpiredUploads(pool, storage);
    removed += count;
    if (count < SWEEP_BATCH) break;
  }
  return removed;
}
