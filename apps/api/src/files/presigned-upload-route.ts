import type pg from 'pg';
import { fileExtension, UPLOAD_TYPE_RULES, UPLOADER_KINDS, type presignedUploadContract } from '@app/domain';
import type { ContractHandler } from '../auth/route-access.ts';
import type { FileStorageConfig } from '../config/index.ts';
import { absoluteUrl } from '../http/absolute-url.ts';
import { HttpError } from '../http/http-error.ts';
import { requestUserId } from '../http/request-user.ts';
import { safeFileName } from './content-disposition.ts';
import { tooLargeMessage } from './too-large-message.ts';
import { sweepExpiredUploads } from './pending-uploads.ts';
import { assertMayStage, stageWithinLimits } from './staged-upload-limits.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { newUpload } from './storage-keys.ts';

const ANY_UPLOADER_EXTENSIONS = new Set(UPLOADER_KINDS.flatMap((kind) => UPLOAD_TYPE_RULES[kind].extensions));

/**
 * POST /db/presigned-upload (presignedUploadContract) → {uploadUrl, fileId, s3Key}. Early checks
 * only (name, declared size, extension, the user's staging limits); registration checks the bytes.
 * The signed URL accepts at most the declared size and only the declared Content-Type.
 */
export function presignedUploadRoute(deps: {
  pool: pg.Pool;
  storage: FileStorage;
  files: FileStorageConfig;
  /** PUBLIC_URL: the origin of the local driver's signed links. */
  publicUrl: string;
}): ContractHandler<typeof presignedUploadContract> {
  return async (body, req, res) => {
    const userId = await requestUserId(req, deps.pool, { readOnly: false });
    const { size, uploader } = body;
    const fileName = safeFileName(body.fileName);
    const contentType = body.contentType.trim().toLowerCase();

    const maxBytes = deps.files.maxUploadBytes;
    if (size === 0) throw new HttpError(400, `"${fileName}" is empty`);
    if (size !== undefined && size > maxBytes) {
      throw new HttpError(413, tooLargeMessage(fileName, maxBytes));
    }
    const allowed = uploader ? new Set(UPLOAD_TYPE_RULES[uploader].extensions) : ANY_UPLOADER_EXTENSIONS;
    if (!allowed.has(fileExtension(fileName))) {
      throw new HttpError(415, `"${fileName}" is not an accepted file type (accepted: ${[...allowed].join(', ')})`);
    }

    // Without a declared size a presigned S3 PUT could carry any number of bytes: S3 must sign one.
    if (size === undefined && deps.storage.driver === 's3') {
      throw new HttpError(400, `The size of "${fileName}" is required to upload it`);
    }
    await assertMayStage(deps.pool, userId, uploader);

    await sweepExpiredUploads(deps.pool, deps.storage).catch(() => {});
    const { fileId, uploadKey } = newUpload();
    // The declared size is the limit from here on: the signed URL refuses a byte more.
    const allowedBytes = size ?? maxBytes;
    // Over a limit: StagingLimitError, a 429 whose Retry-After the shared error handler sends.
    await stageWithinLimits(
      deps.pool,
      { fileId, uploadKey, ownerId: userId, fileName, contentType, maxBytes: allowedBytes },
      deps.files,
    );
    const uploadUrl = await deps.storage.putUrl(uploadKey, {
      contentType,
      maxBytes: allowedBytes,
      ...(size !== undefined ? { size } : {}),
      expiresInSeconds: deps.files.uploadUrlTtlSeconds,
    });
    res
      .set('Cache-Control', 'no-store')
      .json({ uploadUrl: absoluteUrl(deps.publicUrl, req, uploadUrl), fileId, s3Key: uploadKey });
  };
}
