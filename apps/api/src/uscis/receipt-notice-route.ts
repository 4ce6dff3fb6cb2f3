import { asUser } from '@app/db';
import { readReceiptNoticeText, receiptNoticeMismatches, type readReceiptNoticeContract } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { HttpError } from '../http/http-error.ts';
import { readNoticeText, type ReadVisibleFile } from './read-notice-text.ts';
import { petitionIdParam } from '../http/petition-id-param.ts';

export interface ReceiptNoticeDeps {
  pool: pg.Pool;
  readFile: ReadVisibleFile;
}

/**
 * GET /petitions/{id}/receipt-notice?fileId= (readReceiptNoticeContract): reads a USCIS I-797 notice filed on the case
 * (by staff, or by the customer while the status is shared) and answers what it found, with the names that differ from
 * the petition's. Nothing is stored: staff confirm the values, which then fill the petition through GraphQL.
 */
export function readReceiptNoticeRoute(deps: ReceiptNoticeDeps): ContractHandler<typeof readReceiptNoticeContract> {
  return async ({ fileId }, req, res) => {
    res.set('Cache-Control', 'no-store');
    const petitionId = petitionIdParam(req.params.id);
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
    const extracted = await readNoticeText(deps.readFile, fileId, userId);
    const reading = readReceiptNoticeText(extracted.text);
    res.json({
      ...reading,
      mismatches: receiptNoticeMismatches(reading, { beneficiaryName: names.beneficiary, petitionerName: names.petitioner }),
      method: extracted.method,
    });
  };
}
