import { formDate, type TAddedFormEdition, type TFormEditions } from '@app/domain';
import { countLabel } from '@/lib/count-label.ts';

/** An edition date as the Forms tab prints it: "01/20/2025". */
export function editionDateText(edition: string): string {
  return formDate(edition) ?? edition;
}

/** Where the edition in use came from, in words: "Edition 02/27/2026, added by Elena Reyes on 12/06/2026". */
export function inUseText(form: TFormEditions): string {
  const added = form.added.find((edition) => edition.edition === form.inUse);
  if (!added) return `Edition ${editionDateText(form.inUse)}, shipped with the app`;
  const by = added.addedBy ? ` by ${added.addedBy}` : '';
  return `Edition ${editionDateText(form.inUse)}, added${by} on ${editionDateText(added.addedAt.slice(0, 10))}`;
}

/** How the fields were found: "All 97 fields the app fills were found." / "160 of 161 fields the app fills were found." */
export function matchText(match: Pick<TAddedFormEdition, 'matched' | 'total'>): string {
  if (match.matched === match.total)
    return `All ${countLabel(match.total, 'field', 'fields')} the app fills were found by their tooltips.`;
  return `${match.matched} of ${countLabel(match.total, 'field', 'fields')} the app fills were found by their tooltips.`;
}

/** The sentence after an upload: "Added Form I-129, edition 02/27/2026: it is now used for every I-129 you generate." */
export function addedText(added: TAddedFormEdition): string {
  return `Added Form ${added.number}, edition ${editionDateText(added.edition)}. Every ${added.number} generated from now on is filled on it.`;
}

/** What staff do about the fields not found, or null when there are none. */
export function unmatchedIntro(count: number): string | null {
  if (count === 0) return null;
  return `${countLabel(count, 'field was', 'fields were')} not found. The Forms tab lists ${count === 1 ? 'it' : 'them'} for you to enter by hand on the generated PDF:`;
}
