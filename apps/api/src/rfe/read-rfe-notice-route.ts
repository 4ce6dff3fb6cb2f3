import { asUser } from '@app/db';
import { findRfeDueDate, readReceiptNoticeText, splitRfeDeficiencies, type readRfeNoticeContract } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { HttpError } from '../http/http-error.ts';
import { readNoticeText, type ReadVisibleFile } from '../uscis/read-notice-text.ts';
import { petitionIdParam } from '../http/petition-id-param.ts';

export interface RfeRouteDeps {
  pool: pg.Pool;
  readFile: ReadVisibleFile;
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
    const petitionId = petitionIdParam(req.params.id);
    const userId = req.auth!.userId;
    const found = await asUser(deps.pool, userId, async (client) => {
      const { rowCount } = await client.query('select 1 from app_public.petitions where id = $1', [petitionId]);
      return rowCount === 1;
    });
    if (!found) throw new HttpError(404, 'Petition not found');
    const extracted = await readNoticeText(deps.readFile, fileId, userId);
    const reading = readReceiptNoticeText(extracted.text);
    res.json({
      noticeType: reading.noticeType,
      noticeDate: reading.noticeDate,
      dueDate: findRfeDueDate(extracted.text),
      deficiencies: splitRfeDeficiencies(extracted.text),
      method: extracted.method,
    });
  };
}
