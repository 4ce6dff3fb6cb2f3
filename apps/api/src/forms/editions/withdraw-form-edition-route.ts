import { asUser } from '@app/db';
import { BLANK_FORM_NUMBERS, formDate, SHIPPED_FIELD_MAPS, type withdrawFormEditionContract } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../../auth/route-access.ts';
import { HttpError } from '../../http/http-error.ts';
import { heldEditions } from './editions-held.ts';

/**
 * POST /staff/uscis-form-editions/withdrawals (withdrawFormEditionContract): an added edition is taken back; the
 * newest edition left (added, else shipped) is filled from then on. Its file stays in storage (files are kept, as the
 * foreign key says), forms generated on it keep what they were, and the same edition may be added again. Staff only.
 */
export function withdrawFormEditionRoute(deps: { pool: pg.Pool }): ContractHandler<typeof withdrawFormEditionContract> {
  return async ({ form, edition }, req, res) => {
    const inUse = await asUser(deps.pool, req.auth!.userId, async (client) => {
      const { rowCount } = await client.query('delete from app_public.uscis_form_editions where form = $1 and edition = $2', [
        form,
        edition,
      ]);
      if (!rowCount) {
        throw new HttpError(404, `The app has no ${BLANK_FORM_NUMBERS[form]} edition ${formDate(edition)} added.`);
      }
      const [newest] = await heldEditions(client, form);
      return newest?.edition ?? SHIPPED_FIELD_MAPS[form][0]!.edition;
    });
    res.json({ inUse });
  };
}
