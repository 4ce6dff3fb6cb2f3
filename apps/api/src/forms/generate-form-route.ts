import { asUser } from '@app/db';
import { formNumber, handEntryFields, optionalForms, requiredForms, type generateFormContract } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { HttpError } from '../http/http-error.ts';
import { editionInUse } from './editions/editions-held.ts';
import { missingUnderShippedNames, overridesForEdition } from './editions/translate-names.ts';
import { fillForm } from './fill-form.ts';
import { readFormOverrides } from './form-overrides.ts';
import { formParam } from './form-route-params.ts';
import { loadFormCaseData } from './load-form-case-data.ts';
import { storeGeneratedForm } from './store-generated-form.ts';
import { petitionIdParam } from '../http/petition-id-param.ts';

/**
 * POST /petitions/{id}/forms/{form}/generate (generateFormContract): fills the newest edition held of the form (one
 * staff added, else the shipped one: editionInUse) from the case and the overrides, stores it as a file and answers its id with the required fields still empty. Staff only.
 */
export function generateFormRoute(deps: { pool: pg.Pool; storage: FileStorage }): ContractHandler<typeof generateFormContract> {
  return async ({ flatten }, req, res) => {
    const petitionId = petitionIdParam(req.params.id);
    const form = formParam(req.params.form);
    const userId = req.auth!.userId;
    const answer = await asUser(deps.pool, userId, async (client) => {
      const data = await loadFormCaseData(client, petitionId, userId);
      if (!data) throw new HttpError(404, 'Petition not found');
      const { visaClass, premiumProcessing, filingType } = data.petition;
      const files = [
        ...requiredForms(visaClass, premiumProcessing, filingType),
        ...optionalForms(visaClass, filingType, premiumProcessing),
      ];
      // The Forms tab offers the forms the case files: an I-765 is for an immigrant petition's beneficiary who adjusts
      // status, never an O-1's (a stray copy would reach the packet).
      if (!files.some((entry) => entry.form === form)) {
        // The G-28 for the I-765's applicant goes with the I-765 only: refused in the I-765's words.
        const number = formNumber(form === 'g-28-i-765' ? 'i-765' : form);
        throw new HttpError(409, `This case does not file ${number.startsWith('I') ? 'an' : 'a'} ${number}`);
      }
      const overrides = await readFormOverrides(client, petitionId, form);
      const { edition, translation, unmatched } = await editionInUse(client, deps.storage, form);
      const filled = await fillForm(edition, data, {
        overrides: overridesForEdition(overrides, translation),
        flatten: flatten ?? false,
      });
      // The fields this edition has no box for are listed last, with what to write by hand.
      const missing = [
        ...missingUnderShippedNames(filled.missing, translation),
        ...handEntryFields(unmatched, data, overrides, edition.edition),
      ];
      const name = [formNumber(form), data.beneficiary.familyName, flatten ? 'flattened' : null].filter(Boolean).join(' ');
      const stored = await storeGeneratedForm(client, deps.storage, {
        petitionId,
        edition,
        bytes: filled.bytes,
        missing,
        name,
        userId,
      });
      return { form, edition: edition.edition, ...stored, missing };
    });
    res.status(201).json(answer);
  };
}
