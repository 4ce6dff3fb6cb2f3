import { choosableBoxes, isPairableKind, type BlankFormId, type EditionBox, type THandPairing } from '@app/domain';
import type { FileStorage } from '../../files/storage/file-storage.ts';
import { addedEditionFields, fieldsLeftToPair, shippedFieldLabels, type HeldEdition } from './editions-held.ts';

/**
 * What staff may pair by hand on the edition in use: the fields the app fills that its tooltips did not find (of a kind
 * a value is written into), and the edition's boxes of those kinds no field is paired with. Null when nothing is left.
 */
export async function handPairingOf(storage: FileStorage, form: BlankFormId, held: HeldEdition): Promise<THandPairing | null> {
  const labelOf = await shippedFieldLabels(form);
  const fields = (await fieldsLeftToPair(form, held.translation)).flatMap((field): EditionBox[] =>
    isPairableKind(field.kind) ? [{ field: field.name, label: labelOf(field.name), kind: field.kind }] : [],
  );
  if (fields.length === 0) return null;
  const kinds = new Set(fields.map((field) => field.kind));
  const boxes = choosableBoxes(await addedEditionFields(storage, held), new Set(held.translation.values()));
  return { fields, boxes: boxes.filter((box) => kinds.has(box.kind)) };
}
