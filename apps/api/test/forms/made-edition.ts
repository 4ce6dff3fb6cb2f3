import { readFile } from 'node:fs/promises';
import { PDFHexString, PDFName, PDFTextField } from '@cantoo/pdf-lib';
import { openBlankForm } from '../../src/forms/form-templates.ts';

/** The official blank forms kept as test material (README.md there: public domain, blank, with field lists). */
export const USCIS_CORPUS = '/work/shared/corpus/uscis-forms';

/**
 * Another edition of a blank form, made from a real one the way USCIS makes a revision: every field renamed (its
 * partial name /T gets a prefix, so every fully qualified name differs), the tooltips kept, the PDF417 barcode
 * defaults given the new edition date ("I-129|02/27/26|3"), and the tooltips of `retooltip` (by the original name)
 * changed, as a revision that rewords an item. Saved decrypted and without XFA; still blank.
 */
export async function madeEdition(
  file: string,
  options: { printedEdition: string; retooltip?: Record<string, string>; prefix?: string },
): Promise<Uint8Array> {
  const doc = await openBlankForm(await readFile(`${USCIS_CORPUS}/${file}`));
  const prefix = options.prefix ?? 'Rev_';
  for (const field of doc.getForm().getFields()) {
    const dict = field.acroField.dict;
    const newTooltip = options.retooltip?.[field.getName()];
    if (newTooltip !== undefined) dict.set(PDFName.of('TU'), PDFHexString.fromText(newTooltip));
    const partial = field.acroField.getPartialName();
    if (partial !== undefined) dict.set(PDFName.of('T'), PDFHexString.fromText(`${prefix}${partial}`));
    if (field instanceof PDFTextField) {
      const barcode = /^([A-Z]-\d+)\|[^|]+\|(\d+)$/.exec(field.getText() ?? '');
      if (barcode) field.setText(`${barcode[1]}|${options.printedEdition}|${barcode[2]}`);
    }
  }
  return doc.save({ objectsPerTick: Infinity, useObjectStreams: false, updateFieldAppearances: false });
}
