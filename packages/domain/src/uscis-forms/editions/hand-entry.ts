import type { TMissingFormField } from '../../contracts/uscis-forms.ts';
import type { FormCaseData } from '../case-data.ts';
import { checkboxOverrideTicked } from '../checkbox-override.ts';
import { FORM_DATA_SOURCES, formDate, isRequiredFor, type FieldMapEntry } from '../field-map.ts';

/**
 * The shipped map's entries the edition in use has no box for (no field with the same tooltip), as the Forms tab lists
 * them: each one the case (or a hand-typed value) would have filled, with the value to write by hand on the generated
 * PDF, and each required one the case does not record. Entries that do not apply, or leave their box empty, are not
 * listed: there is nothing to write.
 */
export function handEntryFields(
  unmatched: readonly FieldMapEntry[],
  data: FormCaseData,
  overrides: ReadonlyMap<string, string>,
  edition: string,
): TMissingFormField[] {
  const where = FORM_DATA_SOURCES.notFound;
  const noBox = `the form's edition ${formDate(edition)} has no box the app could match to it`;
  return unmatched.flatMap((entry): TMissingFormField[] => {
    if (entry.appliesTo && !entry.appliesTo(data)) return [];
    const typed = overrides.get(entry.field);
    const base = { field: entry.field, label: entry.label, where };
    if (entry.kind === 'checkbox') {
      const checked = typed !== undefined ? checkboxOverrideTicked(typed) : entry.checked(data);
      if (checked)
        return [{ ...base, kind: 'checkbox', message: `${entry.label} — ${noBox}: tick it by hand on the generated PDF` }];
      return checked === null && isRequiredFor(entry, data)
        ? [
            {
              ...base,
              kind: 'checkbox',
              message: `${entry.label} — ${noBox}: decide it and tick it by hand on the generated PDF`,
            },
          ]
        : [];
    }
    const value = (typed ?? entry.value(data))?.trim() || null;
    if (value !== null) {
      return [{ ...base, kind: 'text', message: `${entry.label} — ${noBox}: write "${value}" by hand on the generated PDF` }];
    }
    return isRequiredFor(entry, data)
      ? [{ ...base, kind: 'text', message: `${entry.label} — ${noBox}: enter it by hand on the generated PDF` }]
      : [];
  });
}
