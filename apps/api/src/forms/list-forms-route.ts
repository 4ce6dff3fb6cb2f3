import { asUser } from '@app/db';
import {
  CURRENT_FORM_EDITIONS,
  handEntryFields,
  isMovedValueNote,
  optionalForms,
  requiredForms,
  type FormEdition,
  type listPetitionFormsContract,
  type TPetitionForm,
} from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { HttpError } from '../http/http-error.ts';
import { editionInUse } from './editions/editions-held.ts';
import { missingUnderShippedNames, overridesForEdition } from './editions/translate-names.ts';
import { missingFields } from './fill-form.ts';
import { readFormOverrides } from './form-overrides.ts';
import { templateFieldLimits } from './form-templates.ts';
import { templateLayout } from './template-fields.ts';
import { loadFormCaseData } from './load-form-case-data.ts';
import { petitionIdParam } from '../http/petition-id-param.ts';

/**
 * The hand-typed values in the order the form lists its fields (a changed value keeps its place in the list), each
 * with how staff enter it: a checkbox as ticked or empty, anything else as text.
 */
function overridesInFormOrder(edition: FormEdition, overrides: Map<string, string>): TPetitionForm['overrides'] {
  const position = (field: string) => {
    const index = edition.fields.findIndex((entry) => entry.field === field);
    return index === -1 ? edition.fields.length : index;
  };
  return [...overrides]
    .sort(([a], [b]) => position(a) - position(b) || a.localeCompare(b))
    .map(([field, value]) => {
      const kind = edition.fields.find((entry) => entry.field === field)?.kind === 'checkbox' ? 'checkbox' : 'text';
      return { field, value, kind };
    });
}

/**
 * GET /petitions/{id}/forms (listPetitionFormsContract): the forms the case needs, in filing order, then those it may
 * file (optionalForms, marked optional), each with the edition it is filled on (the newest held), ready or with its
 * missing fields (computed from the case now, not when
 * it was last generated) and its latest copy.
 */
export function listFormsRoute(deps: { pool: pg.Pool; storage: FileStorage }): ContractHandler<typeof listPetitionFormsContract> {
  return async (_request, req, res) => {
    const petitionId = petitionIdParam(req.params.id);
    const userId = req.auth!.userId;
    const forms = await asUser(deps.pool, userId, async (client) => {
      const data = await loadFormCaseData(client, petitionId, userId);
      if (!data) throw new HttpError(404, 'Petition not found');
      const { rows: generated } = await client.query<{ form: string; file_id: string; generated_at: Date }>(
        'select form, file_id, generated_at from app_public.petition_generated_forms where petition_id = $1',
        [petitionId],
      );
      const answer: TPetitionForm[] = [];
      const { visaClass, premiumProcessing, filingType } = data.petition;
      const optional = optionalForms(visaClass, filingType, premiumProcessing);
      for (const needed of [...requiredForms(visaClass, premiumProcessing, filingType), ...optional]) {
        // The newest edition held (editionInUse): its own boxes' limits and Additional Information rows.
        const { edition, translation, unmatched } = await editionInUse(client, deps.storage, needed.form);
        const overrides = await readFormOverrides(client, petitionId, needed.form);
        const layout = await templateLayout(edition);
        const limits = await templateFieldLimits(edition);
        const missing = [
          ...missingUnderShippedNames(
            missingFields(edition, data, overridesForEdition(overrides, translation), limits, layout),
            translation,
          ),
          ...handEntryFields(unmatched, data, overrides, edition.edition),
        ];
        const latest = generated.find((row) => row.form === needed.form);
        answer.push({
          form: needed.form,
          label: needed.label,
          reason: needed.reason,
          title: edition.title,
          edition: edition.edition,
          // A value moved in full to the Additional Information part is listed, but nothing is missing from the form.
          status: missing.every(isMovedValueNote) ? 'ready' : 'fields-missing',
          missing,
          overrides: overridesInFormOrder(CURRENT_FORM_EDITIONS[needed.form], overrides),
          generated: latest ? { fileId: latest.file_id, generatedAt: latest.generated_at.toISOString() } : null,
          ...(optional.includes(needed) ? { optional: true } : {}),
        });
      }
      return answer;
    });
    res.set('Cache-Control', 'no-store').json({ forms });
  };
}
