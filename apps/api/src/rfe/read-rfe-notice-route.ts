import { asUser } from '@app/db';
import { findRfeDueDate, readReceiptNoticeText, splitRfeDeficiencies, type readRfeNoticeContract } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { HttpError } from '../http/http-error.ts';
import { extractText, readImageText } from '../writing/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const READABLE = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/tiff', 'image/gif']);

export interface RfeRouteDeps {
  pool: pg.Pool;
  /** The file's bytes when the user may see it, else null (services.readVisibleFile). */
  readFile: (fileId: string, userId: string) => Promise<{ bytes: Buffer; mimeType: string } | null>;
}

/**
 * GET /petitions/{id}/rfe-notice?fileId= (readRfeNoticeContract): reads an I-797E the staff member uploaded (the
 * PDF's text, or OCR of a photo) for opening an RFE: the notice date, the response due date when the notice states
 * one, and the numbered items of its text (splitRfeDeficiencies). Nothing is stored: staff check and change what
 * was read before the RFE is opened through GraphQL.
 */
export function readRfeNoticeRoute(deps: RfeRouteDeps): ContractHandler<typeof readRfeNoticeContract> {
  return async ({ fileId }, req, res) => {
    res.set('Cache-Control', 'no-store');
    const petitionId = req.params.id ?? '';
    if (!UUID.test(petitionId)) throw new HttpError(400, 'The petition id in the path must be an id');
    const userId = req.auth!.userId;
    const found = await asUser(deps.pool, userId, async (client) => {
      const { rowCount } = await client.query('select 1 from app_public.petitions where id = $1', [petitionId]);
      return rowCount === 1;
    });
    if (!found) throw new HttpError(404, 'Petition not found');
    const file = await deps.readFile(fileId, userId);
    if (!file) throw new HttpError(404, 'File not found');
    const mimeType = file.mimeType.toLowerCase().split(';')[0]!.trim();
    if (!READABLE.has(mimeType)) {
      throw new HttpError(415, 'A notice is read from a PDF or a photo (JPEG, PNG, WebP, TIFF or GIF)');
    }
    const extracted = await extractText(file.bytes, { name: 'notice', mimeType }, { readImageText });
    if (extracted.text.trim() === '') {
      throw new HttpError(422, 'No text could be read from this file. Upload the notice as a PDF or a clearer photo.');
    }
    const reading = readReceiptNoticeText(extracted.text);
    res.json({
      noticeType: reading.noticeType,
      noticeDate: reading.noticeDate,
      dueDate: findRfeDueDate(extracted.text),
      deficiencies: splitRfeDeficiencies(extracted.text),
      method: extracted.method === 'pdf' ? 'pdf' : 'ocr',
    });
  };
}
