import { ocrContract, type TOcrResponse } from '@app/domain';
import type express from 'express';
import type pg from 'pg';
import { requireAuth, type Authenticator } from '../auth/authenticate.ts';
import { asyncRoute } from '../http/async-route.ts';
import { HttpError } from '../http/http-error.ts';
import { parseQuery } from '../http/validate-body.ts';
import { OcrBusyError } from './ocr-worker.ts';
import { NO_MRZ_MESSAGE, NoMrzFoundError, readPassport, UnreadableImageError } from './read-passport.ts';

export interface OcrFile {
  bytes: Buffer;
  mimeType: string;
}

export interface OcrRouteDeps {
  pool: pg.Pool;
  authenticator: Authenticator;
  /**
   * The file's bytes when `userId` may see it (the file service checks that
   * through the database), else null.
   */
  readFile: (fileId: string, userId: string) => Promise<OcrFile | null>;
}

/**
 * Image types sharp decodes with its prebuilt libvips. That build has no HEVC
 * decoder, so HEIC photos are read through the JPEG copy the file service makes.
 */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/tiff', 'image/gif']);

/** Why a file of this type cannot be read, or null when it is an image the reader takes. */
function unreadableTypeMessage(mimeType: string): string | null {
  if (mimeType === 'application/pdf') {
    return 'PDF scans cannot be read yet: upload a photo or image scan (JPEG or PNG) of the passport data page';
  }
  if (mimeType === 'image/heic' || mimeType === 'image/heif') {
    return 'HEIC photos cannot be read yet: upload the passport data page as a JPEG or PNG image';
  }
  if (!IMAGE_TYPES.has(mimeType)) return 'Passport reading needs an image (JPEG, PNG, WebP, TIFF or GIF)';
  return null;
}

/** The reader's own failures as answers; anything else goes on to the error handler unchanged. */
async function readOrExplain(bytes: Buffer, res: express.Response): Promise<TOcrResponse> {
  try {
    return await readPassport(bytes);
  } catch (error) {
    if (error instanceof NoMrzFoundError) throw new HttpError(422, NO_MRZ_MESSAGE);
    if (error instanceof UnreadableImageError) throw new HttpError(415, error.message);
    if (error instanceof OcrBusyError) {
      res.set('Retry-After', '5');
      throw new HttpError(503, error.message);
    }
    // Only the error itself goes on: it carries no passport data.
    throw error;
  }
}

/**
 * GET /utils/ocr?fileId= (ocrContract) — reads the machine-readable zone of a passport scan the
 * caller may see. Answers the reading (API-FILE-013); 404 when the file is not visible, 415 for
 * types that are not images, 422 when there is no zone, 503 while the reader is busy; errors go
 * through the shared JSON error handler. Passport data is never logged.
 */
export function installOcrRoute(app: express.Express, deps: OcrRouteDeps): void {
  app.get(
    ocrContract.path,
    requireAuth(deps.authenticator),
    asyncRoute(async (req, res) => {
      res.set('Cache-Control', 'no-store');
      const { fileId } = parseQuery(req, ocrContract.request);
      const file = await deps.readFile(fileId, req.auth!.userId);
      if (!file) throw new HttpError(404, 'File not found');
      const problem = unreadableTypeMessage(file.mimeType.toLowerCase().split(';')[0]!.trim());
      if (problem) throw new HttpError(415, problem);
      res.json((await readOrExplain(file.bytes, res)) satisfies TOcrResponse);
    }),
  );
}
