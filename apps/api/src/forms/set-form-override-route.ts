import { asUser } from '@app/db';
import {
  CHECKBOX_OVERRIDE_REFUSAL,
  CURRENT_FORM_EDITIONS,
  isCheckboxOverrideValue,
  typedValueRefusal,
  type setFormOverrideContract,
} from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { HttpError } from '../http/http-error.ts';
import { assertPetitionExists, readFormOverrides, writeFormOverride } from './form-overrides.ts';
import { formParam } from './form-route-params.ts';
import { petitionIdParam } from '../http/petition-id-param.ts';

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
    // The boxes the Forms tab types through its own forms (G-28 Part 6, the I-765's physical address) keep their rules.
    const refusal = value === null ? null : typedValueRefusal(form, field, value);
    if (refusal) throw new HttpError(400, refusal);
    const userId = req.auth!.userId;
    const overriddenFields = await asUser(deps.pool, userId, async (client) => {
      await assertPetitionExists(client, petitionId);
      await writeFormOverride(client, { petitionId, form, userId }, field, value);
      return [...(await readFormOverrides(client, petitionId, form)).keys()];
    });
    res.json({ overriddenFields });
  };
}
