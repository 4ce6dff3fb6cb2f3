import { HttpError } from '../http/http-error.ts';
import { extractText, readImageText } from '../writing/index.ts';

const READABLE = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/tiff', 'image/gif']);

/** The file's bytes when the user may see it, else null (services.readVisibleFile). */
export type ReadVisibleFile = (fileId: string, userId: string) => Promise<{ bytes: Buffer; mimeType: string } | null>;

/**
 * The text of a USCIS notice (I-797C receipt or approval, I-797E RFE) the user may see: the PDF's text layer, or OCR
 * of a photo or scan. Shared by the receipt-notice and RFE-notice routes; answers in words when the file is not
 * there (404), not a PDF or photo (415), or holds no readable text (422).
 */
export async function readNoticeText(
  readFile: ReadVisibleFile,
  fileId: string,
  userId: string,
): Promise<{ text: string; method: 'pdf' | 'ocr' }> {
  const file = await readFile(fileId, userId);
  if (!file) throw new HttpError(404, 'File not found');
  const mimeType = file.mimeType.toLowerCase().split(';')[0]!.trim();
  if (!READABLE.has(mimeType)) {
    throw new HttpError(415, 'A notice is read from a PDF or a photo (JPEG, PNG, WebP, TIFF or GIF)');
  }
  const extracted = await extractText(file.bytes, { name: 'notice', mimeType }, { readImageText });
  if (extracted.text.trim() === '') {
    throw new HttpError(422, 'No text could be read from this file. Upload the notice as a PDF or a clearer photo.');
  }
  return { text: extracted.text, method: extracted.method === 'pdf' ? 'pdf' : 'ocr' };
}
