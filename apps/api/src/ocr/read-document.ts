import { renderPdfPages, UnreadablePdfError } from './pdf-pages.ts';
import {
  DEFAULT_READING_LIMITS,
  NoMrzFoundError,
  readPassport,
  UnreadableImageError,
  type PassportReading,
  type ReadingLimits,
} from './read-passport.ts';

/**
 * Reads an identity document from an uploaded file: images directly, PDF
 * scans through their first rendered pages (the first page with a zone wins).
 * HEIC photos arrive as the JPEG copy the file service stores.
 */
export async function readDocumentFile(
  bytes: Buffer,
  mimeType: string,
  limits: ReadingLimits = DEFAULT_READING_LIMITS,
): Promise<PassportReading> {
  if (mimeType !== 'application/pdf') return readPassport(bytes, limits);
  let pages: Buffer[];
  try {
    pages = await renderPdfPages(bytes);
  } catch (error) {
    if (error instanceof UnreadablePdfError) throw new UnreadableImageError('The PDF cannot be opened or rendered');
    throw error;
  }
  for (const page of pages) {
    try {
      return await readPassport(page, limits);
    } catch (error) {
      if (!(error instanceof NoMrzFoundError)) throw error;
    }
  }
  throw new NoMrzFoundError();
}
