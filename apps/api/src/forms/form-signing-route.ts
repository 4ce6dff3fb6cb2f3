import { asUser } from '@app/db';
import { hasContinuationPage, type formSigningContract, type TMissingFormField } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { HttpError } from '../http/http-error.ts';
import { formParam } from './form-route-params.ts';
import { petitionIdParam } from '../http/petition-id-param.ts';

/**
 * GET /petitions/{id}/forms/{form}/signing (formSigningContract): whether the copy asked for signature, and (for
 * staff) the latest generated copy, end with continuation pages, so the signing steps ask for their signature and
 * date too. The answer is what the generation stored (petition_generated_forms.missing_fields), not re-derived.
 *
 * Row-level security decides what the caller may ask about: the signature request (0087/0093/0119: the petitioner's
 * team, a self-petitioner, the beneficiary for her I-765, staff) and the generated form (0043: staff only). Anyone
 * else reads neither and gets a 404. The stored lines are staff-only, so they are read with the server's own role,
 * for the copies the caller was shown, and only a yes or no leaves the server.
 */
export function formSigningRoute(deps: { pool: pg.Pool }): ContractHandler<typeof formSigningContract> {
  return async (_request, req, res) => {
    const petitionId = petitionIdParam(req.params.id);
    const form = formParam(req.params.form);
    const visible = await asUser(deps.pool, req.auth!.userId, async (client) => {
      const { rows: asked } = await client.query<{ requested_file_id: string }>(
        'select requested_file_id from app_public.petition_form_signatures where petition_id = $1 and form = $2',
        [petitionId, form],
      );
      const { rows: generated } = await client.query<{ file_id: string }>(
        'select file_id from app_public.petition_generated_forms where petition_id = $1 and form = $2',
        [petitionId, form],
      );
      return { requested: asked[0]?.requested_file_id ?? null, latest: generated[0]?.file_id ?? null };
    });
    if (!visible.requested && !visible.latest) throw new HttpError(404, 'No signature was asked of you for this form');
    const { rows } = await deps.pool.query<{ file_id: string; missing_fields: TMissingFormField[] }>(
      'select file_id, missing_fields from app_public.petition_generated_forms where petition_id = $1 and form = $2',
      [petitionId, form],
    );
    const stored = rows[0];
    // Only the latest generation's lines are kept: a copy asked for before a regeneration is not known (false).
    const of = (fileId: string | null) =>
      fileId === null ? null : stored?.file_id === fileId && hasContinuationPage(stored.missing_fields);
    res.set('Cache-Control', 'no-store').json({ requested: of(visible.requested), latest: of(visible.latest) });
  };
}
