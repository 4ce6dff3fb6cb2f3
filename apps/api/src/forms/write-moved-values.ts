import { PDFTextField, type PDFField } from '@cantoo/pdf-lib';
import { rowFieldNames, type MovedValue } from '@app/domain';
import { fontSafeText, type DrawableFont } from './font-safe-text.ts';

/**
 * Writes each value moved to the form's Additional Information part in its row (planOverflow): the page, part and
 * item number of the box it continues, and its full text, in the letters the font draws; answers the fields written.
 */
export function writeMovedValues(
  fields: ReadonlyMap<string, PDFField>,
  font: DrawableFont,
  moved: Iterable<MovedValue>,
): PDFField[] {
  const written: PDFField[] = [];
  for (const { row, place, text } of moved) {
    const [page, part, item, additional] = rowFieldNames(row);
    const values: Array<[string, string]> = [
      [page!, place.page],
      [part!, place.part],
      [item!, place.item],
      [additional!, text],
    ];
    for (const [name, value] of values) {
      const field = fields.get(name);
      if (!(field instanceof PDFTextField)) throw new Error(`${name} is not a text field of the form`);
      field.setText(fontSafeText(font, value));
      written.push(field);
    }
  }
  return written;
}
