import type pg from 'pg';
import { fileExtension, UPLOAD_TYPE_RULES, UPLOADER_KINDS, type presignedUploadContract } from '@app/domain';
import type { ContractHandler } from '../auth/route-access.ts';
import type { FileStorageConfig } from '../config/index.ts';
import { absoluteUrl } from '../http/absolute-url.ts';
import { HttpError } from '../http/http-error.ts';
import { requestUserId } from '../http/request-user.ts';
import { safeFileName } from './content-disposition.ts';
import { tooLargeMessage } from './too-large-message.ts';
import { createPendingUpload, sweepExpiredUploads } from './pending-uploads.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { newUpload } from './storage-keys.ts';

const ANY_UPLOADER_EXTENSIONS = new Set(UPLOADER_KINDS.flatMap((kind) => UPLOAD_TYPE_RULES[kind].extensions));

/**
 * POST /db/presigned-upload (presignedUploadContract) → {uploadUrl, fileId, s3Key}. Early checks
 * only (name, declared size, extension); registration checks the bytes.
 */
export function presignedUploadRoute(deps: {
  pool: pg.Pool;
  storage: FileStorage;
  files: FileStorageConfig;
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

    await sweepExpiredUploads(deps.pool, deps.storage).catch(() => {});
    const { fileId, uploadKey } = newUpload();
    await createPendingUpload(
      deps.pool,
      { fileId, uploadKey, ownerId: userId, fileName, contentType, maxBytes },
      deps.files.uploadUrlTtlSeconds,
    );
    const uploadUrl = await deps.storage.putUrl(uploadKey, {
      contentType,
      maxBytes,
      ...(size !== undefined ? { size } : {}),
      expiresInSeconds: deps.files.uploadUrlTtlSeconds,
    });
    res.set('Cache-Control', 'no-store').json({ uploadUrl: absoluteUrl(req, uploadUrl), fileId, s3Key: uploadKey });
  };
}
