import { asUser } from '@app/db';
import type { UploaderKind } from '@app/domain';
import type pg from 'pg';
import type { FileStorageConfig } from '../config/index.ts';
import { HttpError } from '../http/http-error.ts';
import { createPendingUpload, type PendingUpload } from './pending-uploads.ts';

/**
 * What one user may have staged (presigned, not yet registered) at once (issue 29): each staged upload
 * holds up to MAX_UPLOAD_BYTES of storage until it is registered or swept, so an unlimited number let
 * any signed-in account fill the disk or bucket. Counted in app_private.pending_uploads, which every
 * replica shares; bytes are the declared sizes (the signed URL refuses more), or the upload limit when
 * none was declared.
 */

/**
 * Uploader kinds whose every registration target needs edit rights beyond the user's own documents,
 * with the question (asked as the user, so row-level security's own helpers answer) whether they have
 * any. A read-only VIEWER of a company may still stage personal documents and editor images: the
 * database lets every signed-in person attach those to themselves.
 */
const NEEDS_EDIT_RIGHTS: Partial<Record<UploaderKind, string>> = {
  builder: `select (select app_private.current_user_is_admin())
              or exists (select 1 from app_private.editable_petition_ids()) as allowed`,
  employerOnboarding: `select (select app_private.current_user_is_admin())
                         or exists (select 1 from app_private.editor_company_ids()) as allowed`,
  // The petitioner's editors, or the beneficiary of a self-petition asked to sign its forms (migrations 0093, 0097).
  signedForm: `select (select app_private.current_user_is_admin())
                 or exists (select 1 from app_private.editor_company_ids())
                 or exists (select 1 from app_public.petition_form_signatures s
                             join app_public.petitions p on p.id = s.petition_id
                            where s.signer = 'BENEFICIARY' and p.beneficiary_id = app_private.current_user_id()) as allowed`,
};

/** Refuses (403) staging an upload of a kind the user could never register. */
export async function assertMayStage(pool: pg.Pool, userId: string, uploader: UploaderKind | undefined): Promise<void> {
  const question = uploader ? NEEDS_EDIT_RIGHTS[uploader] : undefined;
  if (!question) return;
  const allowed = await asUser(
    pool,
    userId,
    async (client) => (await client.query<{ allowed: boolean }>(question)).rows[0]?.allowed,
  );
  if (!allowed) throw new HttpError(403, 'Your access is read-only: you cannot upload files here');
}

/**
 * Records the staged upload unless it would take the user past the count or byte limit; then a 429
 * naming the limit and when room frees up. A per-user advisory lock makes the count and the insert
 * one step, so parallel presigns cannot all take the last place.
 */
export async function stageWithinLimits(
  pool: pg.Pool,
  upload: PendingUpload,
  config: Pick<FileStorageConfig, 'stagedUploads' | 'uploadUrlTtlSeconds'>,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtextextended('staged-uploads:' || $1, 0))`, [upload.ownerId]);
    const { rows } = await client.query<{ count: string; bytes: string; frees_in: number | null }>(
      `select count(*) as count, coalesce(sum(max_bytes), 0) as bytes,
              ceil(extract(epoch from min(expires_at) - now()) / 60)::int as frees_in
         from app_private.pending_uploads where owner_id = $1 and expires_at > now()`,
      [upload.ownerId],
    );
    const held = rows[0]!;
    const { maxCount, maxBytes } = config.stagedUploads;
    const wait = `Let those uploads finish, or try again in ${Math.max(1, held.frees_in ?? 1)} minutes`;
    if (Number(held.count) >= maxCount) {
      throw new StagingLimitError(
        `You already have ${maxCount} uploads started and not yet saved, the most allowed at once. ${wait}.`,
        held.frees_in,
      );
    }
    if (Number(held.bytes) + upload.maxBytes > maxBytes) {
      throw new StagingLimitError(
        `Uploads started and not yet saved may total at most ${megabytes(maxBytes)} at once; "${upload.fileName}" would go past that. ${wait}.`,
        held.frees_in,
      );
    }
    await createPendingUpload(client, upload, config.uploadUrlTtlSeconds);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** 429 with Retry-After: the limit frees up by itself as staged uploads are registered or expire. */
export class StagingLimitError extends HttpError {
  constructor(message: string, freesInMinutes: number | null) {
    super(429, message, { retryAfterSeconds: Math.max(1, freesInMinutes ?? 1) * 60 });
  }
}

const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.max(1, Math.floor(bytes / 1024))} KB`;
