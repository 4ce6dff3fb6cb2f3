import { asUser } from '@app/db';
import { readReceiptNoticeText, receiptNoticeMismatches, type readReceiptNoticeContract } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { HttpError } from '../http/http-error.ts';
import { extractText, readImageText } from '../writing/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const READABLE = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/tiff', 'image/gif']);

export interface ReceiptNoticeDeps {
  pool: pg.Pool;
  /** The file's bytes when the user may see it, else null (services.readVisibleFile). */
  readFile: (fileId: string, userId: string) => Promise<{ bytes: Buffer; mimeType: string } | null>;
}

/**
 * GET /petitions/{id}/receipt-notice?fileId= (readReceiptNoticeContract): reads a USCIS I-797 notice the staff member
 * uploaded — the PDF's text, or OCR of a photo or scan — and answers what it found, with the names that differ from
 * the petition's. Nothing is stored: staff confirm the values, which then fill the petition through GraphQL.
 */
export function readReceiptNoticeRoute(deps: ReceiptNoticeDeps): ContractHandler<typeof readReceiptNoticeContract> {
  return async ({ fileId }, req, res) => {
    res.set('Cache-Control', 'no-store');
    const petitionId = req.params.id ?? '';
    if (!UUID.test(petitionId)) throw new HttpError(400, 'The petition id in the path must be an id');
    const userId = req.auth!.userId;
    const names = await asUser(deps.pool, userId, async (client) => {
      const { rows } = await client.query<{ beneficiary: string | null; petitioner: string | null }>(
        `select b.full_name as beneficiary, c.dba_name as petitioner
           from app_public.petitions p
           left join app_public.users b on b.id = p.beneficiary_id
           left join app_public.companies c on c.id = p.company_id
          where p.id = $1`,
        [petitionId],
      );
      return rows[0];
    });
    if (!names) throw new HttpError(404, 'Petition not found');
    const file = await deps.readFile(fileId, userId);
    if (!file) throw new HttpError(404, 'File not found');
    const mimeType = file.mimeType.toLowerCase().split(';')[0]!.trim();
    if (!READABLE.has(mimeType))
      throw new HttpError(415, 'A notice is read from a PDF or a photo (JPEG, PNG, WebP, TIFF or GIF)');
    const extracted = await extractText(file.bytes, { name: 'notice', mimeType }, { readImageText });
    if (extracted.text.trim() === '') {
      throw new HttpError(422, 'No text could be read from this file. Upload the notice as a PDF or a clearer photo.');
    }
    const reading = readReceiptNoticeText(extracted.text);
    res.json({
      ...reading,
      mismatches: receiptNoticeMismatches(reading, { beneficiaryName: names.beneficiary, petitionerName: names.petitioner }),
      method: extracted.method === 'pdf' ? 'pdf' : 'ocr',
    });
  };
}
