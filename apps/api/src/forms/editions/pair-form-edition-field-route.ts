import { asUser } from '@app/db';
import { BLANK_FORM_NUMBERS, formDate, handPairingRefusal, type pairFormEditionFieldContract } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../../auth/route-access.ts';
import type { FileStorage } from '../../files/storage/file-storage.ts';
import { HttpError } from '../../http/http-error.ts';
import { addedEditionFields, fieldsLeftToPair, heldEditions, matchSummary } from './editions-held.ts';

const CHECK_VIOLATION = '23514';

/**
 * POST /staff/uscis-form-editions/pairings (pairFormEditionFieldContract): a field the app fills that the added
 * edition's tooltips did not find is given the box staff chose (handPairingRefusal: of the edition, of the field's
 * kind, not holding another field). Every form generated afterwards fills it there and no longer lists it for hand
 * entry; forms generated before keep what they were. Staff only.
 */
export function pairFormEditionFieldRoute(deps: {
  pool: pg.Pool;
  storage: FileStorage;
}): ContractHandler<typeof pairFormEditionFieldContract> {
  return async ({ form, edition, field, box }, req, res) => {
    const number = BLANK_FORM_NUMBERS[form];
    const translation = await asUser(deps.pool, req.auth!.userId, async (client) => {
      const held = (await heldEditions(client, form)).find((candidate) => candidate.edition === edition);
      if (!held) throw new HttpError(404, `The app has no ${number} edition ${formDate(edition)} added.`);
      const left = (await fieldsLeftToPair(form, held.translation)).find((candidate) => candidate.name === field);
      if (!left) {
        throw new HttpError(409, 'This field already has a box in the edition, or is not one the app fills. Reload the page.');
      }
      const boxes = await addedEditionFields(deps.storage, held);
      const refusal = handPairingRefusal(
        left,
        boxes.find((candidate) => candidate.name === box),
        new Set(held.translation.values()),
      );
      if (refusal) throw new HttpError(400, refusal);
      try {
        // Only while the field is still unpaired: two staff pairing it at once, the second finds nothing to update.
        const { rows } = await client.query<{ field_names: Record<string, string> }>(
          `update app_public.uscis_form_editions
              set field_names = field_names || jsonb_build_object($2::text, $3::text),
                  unmatched_fields = array_remove(unmatched_fields, $2::text)
            where id = $1 and not field_names ? $2::text
        returning field_names`,
          [held.id, field, box],
        );
        if (!rows[0]) throw new HttpError(409, 'This field was just given a box by someone else. Reload the page.');
        return new Map(Object.entries(rows[0].field_names));
      } catch (error) {
        // The table keeps one field per box: another pairing took the box meanwhile.
        if ((error as { code?: string }).code === CHECK_VIOLATION) {
          throw new HttpError(409, 'The box chosen already holds another field. Reload the page and choose another box.');
        }
        throw error;
      }
    });
    res.json(await matchSummary(form, translation));
  };
}
