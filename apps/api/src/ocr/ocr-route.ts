import type express from 'express';
import type pg from 'pg';
import { requireAuth, type Authenticator } from '../auth/authenticate.ts';
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

const FILE_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * GET /utils/ocr?fileId= — reads the machine-readable zone of a passport scan
 * the caller may see. Answers the reading (API-FILE-013); 404 when the file is
 * not visible, 415 for types that are not images, 422 when there is no zone.
 * Passport data is never logged.
 */
export function installOcrRoute(app: express.Express, deps: OcrRouteDeps): void {
  app.get('/utils/ocr', requireAuth(deps.authenticator), async (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    const fileId = typeof req.query.fileId === 'string' ? req.query.fileId : '';
    if (!FILE_ID.test(fileId)) {
      res.status(400).json({ error: 'Query parameter fileId is required' });
      return;
    }
    try {
      const file = await deps.readFile(fileId, req.auth!.userId);
      if (!file) {
        res.status(404).json({ error: 'File not found' });
        return;
      }
      const mimeType = file.mimeType.toLowerCase().split(';')[0]!.trim();
      if (mimeType === 'application/pdf') {
        res
          .status(415)
          .json({ error: 'PDF scans cannot be read yet: upload a photo or image scan (JPEG or PNG) of the passport data page' });
        return;
      }
      if (mimeType === 'image/heic' || mimeType === 'image/heif') {
        res.status(415).json({ error: 'HEIC photos cannot be read yet: upload the passport data page as a JPEG or PNG image' });
        return;
      }
      if (!IMAGE_TYPES.has(mimeType)) {
        res.status(415).json({ error: 'Passport reading needs an image (JPEG, PNG, WebP, TIFF or GIF)' });
        return;
      }
      const reading = await readPassport(file.bytes);
      res.json(reading);
    } catch (error) {
      if (error instanceof NoMrzFoundError) {
        res.status(422).json({ error: NO_MRZ_MESSAGE });
      } else if (error instanceof UnreadableImageError) {
        res.status(415).json({ error: error.message });
      } else if (error instanceof OcrBusyError) {
        res.status(503).set('Retry-After', '5').json({ error: error.message });
      } else {
        // Only the error itself goes on: it carries no passport data.
        next(error);
      }
    }
  });
}
