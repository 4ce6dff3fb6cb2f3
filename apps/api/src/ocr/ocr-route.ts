import { ocrContract, passportFieldConfidences, type TOcrReading } from '@app/domain';
import type express from 'express';
import type pg from 'pg';
import type { Authenticator } from '../auth/authenticate.ts';
import { mountRoute, signedInAccess } from '../auth/route-access.ts';
import { HttpError } from '../http/http-error.ts';
import { OcrBusyError } from './ocr-worker.ts';
import { readDocumentFile } from './read-document.ts';
import { NO_MRZ_MESSAGE, NoMrzFoundError, UnreadableImageError, type ReadingLimits } from './read-passport.ts';

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
  /**
   * How long a reading may take. The app keeps the reader's defaults (a person waits for the answer); the route's
   * test loosens them, so a busy machine does not turn a readable scan into "no zone found".
   */
  readingLimits?: ReadingLimits;
}

/**
 * Types the reader takes: images sharp decodes, and PDF scans (rendered with pdf.js). HEIC photos
 * come from the file service as their stored JPEG copy (sharp's prebuilt libvips has no HEVC).
 */
const READABLE_TYPES = new Set([
  'application/pdf',
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/webp',
  'image/tiff',
  'image/gif',
]);

const UNREADABLE_TYPE_MESSAGE = 'Document reading needs an image (JPEG, PNG, WebP, TIFF, GIF or HEIC) or a PDF scan';

/** The reader's own failures as answers; anything else goes on to the error handler unchanged. */
async function readOrExplain(file: OcrFile, mimeType: string, limits?: ReadingLimits): Promise<TOcrReading> {
  try {
    return await readDocumentFile(file.bytes, mimeType, limits);
  } catch (error) {
    if (error instanceof NoMrzFoundError) throw new HttpError(422, NO_MRZ_MESSAGE);
    if (error instanceof UnreadableImageError) throw new HttpError(415, error.message);
    if (error instanceof OcrBusyError) throw new HttpError(503, error.message, { retryAfterSeconds: 5 });
    // Only the error itself goes on: it carries no passport data.
    throw error;
  }
}

/**
 * GET /utils/ocr?fileId= (ocrContract) — reads the machine-readable zone of a passport, identity
 * card or visa (image or PDF scan) the caller may see. Answers the reading (API-FILE-013); 404 when
 * the file is not visible, 415 for other types or undecodable files, 422 when there is no zone,
 * 503 while the reader is busy; errors go
 * through the shared JSON error handler. Passport data is never logged.
 */
export function installOcrRoute(app: express.Express, deps: OcrRouteDeps): void {
  // Set before the query is parsed, so a 400 is not stored either.
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  };
  mountRoute(app, ocrContract, signedInAccess(deps.authenticator), {
    parsers: [noStore],
    handle: async ({ fileId }, req, res) => {
      const file = await deps.readFile(fileId, req.auth!.userId);
      if (!file) throw new HttpError(404, 'File not found');
      const mimeType = file.mimeType.toLowerCase().split(';')[0]!.trim();
      if (!READABLE_TYPES.has(mimeType)) throw new HttpError(415, UNREADABLE_TYPE_MESSAGE);
      const reading = await readOrExplain(file, mimeType, deps.readingLimits);
      // Per passport field, how far the person may trust it (issue 34): the portal asks them to check the rest.
      res.json({ ...reading, fieldConfidence: passportFieldConfidences(reading) });
    },
  });
}
