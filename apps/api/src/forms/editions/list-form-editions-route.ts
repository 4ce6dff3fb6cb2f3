import { asUser } from '@app/db';
import {
  BLANK_FORM_IDS,
  BLANK_FORM_NUMBERS,
  SHIPPED_FIELD_MAPS,
  type listFormEditionsContract,
  type TFormEditions,
} from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../../auth/route-access.ts';
import type { FileStorage } from '../../files/storage/file-storage.ts';
import { heldEditions, matchSummary } from './editions-held.ts';
import { handPairingOf } from './hand-pairing-of.ts';

/**
 * GET /staff/uscis-form-editions (listFormEditionsContract): each blank form the app fills, with the edition in use
 * (the newest held), the shipped one and those staff added, each with what its matching found; the edition in use
 * also with what is left to pair by hand. Staff only.
 */
export function listFormEditionsRoute(deps: {
  pool: pg.Pool;
  storage: FileStorage;
}): ContractHandler<typeof listFormEditionsContract> {
  return async (_request, req, res) => {
    const held = await asUser(deps.pool, req.auth!.userId, (client) => heldEditions(client));
    const forms: TFormEditions[] = [];
    for (const form of BLANK_FORM_IDS) {
      const shipped = SHIPPED_FIELD_MAPS[form][0]!;
      const added = held.filter((edition) => edition.form === form);
      const inUse = [shipped.edition, ...added.map((edition) => edition.edition)].sort().at(-1)!;
      forms.push({
        form,
        number: BLANK_FORM_NUMBERS[form],
        title: shipped.title,
        inUse,
        shipped: shipped.edition,
        added: await Promise.all(
          added.map(async (edition) => ({
            edition: edition.edition,
            addedAt: edition.addedAt.toISOString(),
            addedBy: edition.addedBy,
            ...(await matchSummary(form, edition.translation)),
            handPairing: edition.edition === inUse ? await handPairingOf(deps.storage, form, edition) : null,
          })),
        ),
      });
    }
    res.set('Cache-Control', 'no-store').json({ forms });
  };
}
