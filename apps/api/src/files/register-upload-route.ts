import { createHash } from 'node:crypto';
import { asUser } from '@app/db';
import { duplicateFileMessage, maxFilesMessage, type TRegisterUploadBody, type TRegisterUploadResponse } from '@app/domain';
import type pg from 'pg';
import type { RequestHandlerOf } from '../auth/route-access.ts';
import type { FileStorageConfig } from '../config/index.ts';
import { HttpError } from '../http/http-error.ts';
import { pgErrorCode } from '../http/pg-error-code.ts';
import { requestUserId } from '../http/request-user.ts';
import { safeFileName } from './content-disposition.ts';
import { tooLargeMessage } from './too-large-message.ts';
import { deletePendingUpload, findPendingUpload } from './pending-uploads.ts';
import type { Registration } from './registrations.ts';
import { StoredObjectTooLargeError, type FileStorage } from './storage/file-storage.ts';
import { fileStorageKey, previewStorageKey } from './storage-keys.ts';
import { checkUploadedBytes } from './validate-upload.ts';

const NOT_ALLOWED_CODES = new Set(['42501', '23503']);
const BAD_VALUE_CODES = new Set(['22P02', '23514', '22001']);

/**
 * POST /db/upload/<kind> (registerUploadContracts): checks the staged bytes, writes them under the
 * file's own key, and inserts the files row and its link as the caller. With replacesFileId, the caller's file of
 * the same target is deleted in the same transaction and the new one takes its place (checkTargetRules).
 * Answers 201 {id}.
 */
export function registerUploadRoute(
  registration: Registration,
  deps: { pool: pg.Pool; storage: FileStorage; files: FileStorageConfig },
): RequestHandlerOf<TRegisterUploadBody, TRegisterUploadResponse> {
  return async (body, req, res) => {
    const userId = await requestUserId(req, deps.pool, { readOnly: false });
    const { s3Key: uploadKey, fileId, mimeType } = body;
    const name = safeFileName(body.name);
    const target = registration.readTarget(body);

    const pending = await findPendingUpload(deps.pool, { fileId, uploadKey, ownerId: userId });
    if (!pending) throw new HttpError(404, 'Upload not found or expired; upload the file again');

    // The size declared when the upload started is its limit (the signed URL enforced it too).
    const allowedBytes = Math.min(pending.maxBytes, deps.files.maxUploadBytes);
    let bytes: Buffer | undefined;
    try {
      bytes = await deps.storage.read(uploadKey, allowedBytes);
    } catch (error) {
      if (!(error instanceof StoredObjectTooLargeError)) throw error;
      await discard(deps, pending.fileId, uploadKey);
      if (error.size > deps.files.maxUploadBytes) throw new HttpError(413, tooLargeMessage(name, deps.files.maxUploadBytes));
      throw new HttpError(413, `"${name}" is larger than the size given when its upload started; upload it again`);
    }
    if (!bytes) throw new HttpError(400, `"${name}" has not been uploaded yet`);

    let checked;
    try {
      checked = await checkUploadedBytes({
        bytes,
        name,
        claimedMimeType: mimeType,
        kind: registration.uploader,
        maxBytes: deps.files.maxUploadBytes,
        virusScan: deps.files.virusScan,
      });
    } catch (error) {
      // The scanner being away is not the file's fault: the staged bytes stay for a retry.
      if (!isScannerUnavailable(error)) await discard(deps, pending.fileId, uploadKey);
      throw error;
    }
    // What is stored: re-encoded for images, so size, hash and bytes describe the same file.
    const stored = checked.bytes;

    const storageKey = fileStorageKey(fileId);
    try {
      await asUser(deps.pool, userId, async (client) => {
        const place = await checkTargetRules(client, registration, target, {
          name,
          maxFiles: deps.files.maxFilesPerUploader,
          replacesFileId: body.replacesFileId,
        });
        await client.query(
          `insert into app_public.files (id, name, mime_type, size_bytes, storage_key, sha256, owner_id)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [fileId, name, checked.mimeType, stored.length, storageKey, createHash('sha256').update(stored).digest('hex'), userId],
        );
        if (!(await registration.link(client, { id: fileId, name, order: place }, target)))
          throw new HttpError(404, registration.notFound);
        // Written inside the transaction: a failed write leaves no files row behind.
        await deps.storage.write(storageKey, stored, checked.mimeType);
        if (checked.jpegPreview) await deps.storage.write(previewStorageKey(fileId), checked.jpegPreview, 'image/jpeg');
      });
    } catch (error) {
      // Refused: the staged bytes go (a retry uploads again).
      if (error instanceof HttpError) await discard(deps, pending.fileId, uploadKey);
      const code = pgErrorCode(error);
      if (code && NOT_ALLOWED_CODES.has(code)) throw new HttpError(404, registration.notFound);
      if (code && BAD_VALUE_CODES.has(code)) throw new HttpError(400, 'Invalid document type or field value');
      if (code === '23505') throw new HttpError(409, 'This upload is already registered');
      throw error;
    }
    await deletePendingUpload(deps.pool, fileId);
    await deps.storage.delete(uploadKey).catch(() => {});
    res.status(201).json({ id: fileId, sizeBytes: stored.length, ...registration.answer?.(fileId) });
  };
}

/**
 * At most maxFiles files per target (or the target's own tighter limit), and one file of each name (the uploader's
 * rules, enforced here too). The advisory lock serialises concurrent registrations to one target, so two parallel
 * uploads cannot both take the last place or the same name.
 * A replace deletes the replaced file first, in the caller's transaction: it makes room under the limit (and frees
 * its name), and a refusal anywhere later rolls the deletion back, so the old file stays. Answers the replaced file's
 * place in the target's order (null: none), which its replacement takes.
 */
async function checkTargetRules(
  client: pg.PoolClient,
  registration: Registration,
  target: Record<string, string | undefined>,
  file: { name: string; maxFiles: number; replacesFileId: string | undefined },
): Promise<number | null> {
  if (!registration.linkedFiles) {
    if (file.replacesFileId) throw new HttpError(404, REPLACED_NOT_FOUND);
    return null;
  }
  const lockKey = `${registration.path}:${JSON.stringify(target)}`;
  await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [lockKey]);
  let held = await registration.linkedFiles(client, target);
  let place: number | null = null;
  if (file.replacesFileId) {
    const replaced = file.replacesFileId;
    if (!held.some((linked) => linked.id === replaced)) throw new HttpError(404, REPLACED_NOT_FOUND);
    place = registration.placeOf ? await registration.placeOf(client, target, replaced) : null;
    // As the caller: the files delete policy lets only the uploader (or staff) delete it; its links go with it.
    const deleted = await client.query('delete from app_public.files where id = $1', [replaced]);
    if (deleted.rowCount !== 1) throw new HttpError(404, REPLACED_NOT_FOUND);
    held = held.filter((linked) => linked.id !== replaced);
  }
  const maxFiles = registration.fileLimit ? await registration.fileLimit(client, target, file.maxFiles) : file.maxFiles;
  if (held.length >= maxFiles) throw new HttpError(409, maxFilesMessage(maxFiles));
  if (held.some((linked) => linked.name === file.name)) throw new HttpError(409, duplicateFileMessage(file.name));
  return place;
}

const REPLACED_NOT_FOUND = 'The file to replace was not found here';

const isScannerUnavailable = (error: unknown) => error instanceof HttpError && error.status === 503;

async function discard(deps: { pool: pg.Pool; storage: FileStorage }, fileId: string, uploadKey: string): Promise<void> {
  await deletePendingUpload(deps.pool, fileId);
  await deps.storage.delete(uploadKey).catch(() => {});
}
