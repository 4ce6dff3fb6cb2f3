import { asUser } from '@app/db';
import {
  CHECKBOX_OVERRIDE_REFUSAL,
  CURRENT_FORM_EDITIONS,
  isCheckboxOverrideValue,
  type setFormOverrideContract,
} from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { HttpError } from '../http/http-error.ts';
import { readFormOverrides } from './form-overrides.ts';
import { formParam, petitionIdParam } from './form-route-params.ts';

/**
 * POST /petitions/{id}/forms/{form}/overrides (setFormOverrideContract): the value staff type by hand for one
 * field the form's map fills (null removes it). Kept across regenerations; applied after the case data.
 */
export function setFormOverrideRoute(deps: { pool: pg.Pool }): ContractHandler<typeof setFormOverrideContract> {
  return async ({ field, value }, req, res) => {
    const petitionId = petitionIdParam(req.params.id);
    const form = formParam(req.params.form);
    const entry = CURRENT_FORM_EDITIONS[form].fields.find((candidate) => candidate.field === field);
    if (!entry) throw new HttpError(400, 'field is not a field this form fills');
    // A checkbox is ticked or left empty: free text ("Female", "No") would tick it whatever it said.
    if (entry.kind === 'checkbox' && value !== null && !isCheckboxOverrideValue(value)) {
      throw new HttpError(400, CHECKBOX_OVERRIDE_REFUSAL);
    }
    const userId = req.auth!.userId;
    const overriddenFields = await asUser(deps.pool, userId, async (client) => {
      const { rowCount } = await client.query('select 1 from app_public.petitions where id = $1', [petitionId]);
      if (!rowCount) throw new HttpError(404, 'Petition not found');
      if (value === null) {
        await client.query(
          'delete from app_public.petition_form_overrides where petition_id = $1 and form = $2 and field_name = $3',
          [petitionId, form, field],
        );
      } else {
        await client.query(
          `insert into app_public.petition_form_overrides (petition_id, form, field_name, value, updated_by)
           values ($1, $2, $3, $4, $5)
           on conflict (petition_id, form, field_name) do update
             set value = excluded.value, updated_by = excluded.updated_by, updated_at = now()`,
          [petitionId, form, field, value, userId],
        );
      }
      return [...(await readFormOverrides(client, petitionId, form)).keys()];
    });
    res.json({ overriddenFields });
  };
}
