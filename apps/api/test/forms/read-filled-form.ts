import { PDFDocument, PDFHexString, PDFName, PDFString, PDFTextField, type PDFForm } from '@cantoo/pdf-lib';
import { CURRENT_FORM_EDITIONS, type UscisFormId } from '@app/domain';
import { expect } from 'vitest';

/** The field a map entry with this label fills (with an export value: that checkbox of a group sharing the label). */
export function fieldOf(form: UscisFormId, label: string, exportValue?: string): string {
  const entry = CURRENT_FORM_EDITIONS[form].fields.find(
    (candidate) =>
      candidate.label === label &&
      (exportValue === undefined || (candidate.kind === 'checkbox' && candidate.exportValue === exportValue)),
  );
  if (!entry) throw new Error(`the ${form} map has no entry "${label}"`);
  return entry.field;
}

/** The tooltip (TU) of a field: the form's own words for what the field is. */
export function tooltipOf(pdf: PDFForm, name: string): string {
  const tu = pdf.getField(name).acroField.dict.lookup(PDFName.of('TU'));
  return tu instanceof PDFString || tu instanceof PDFHexString ? tu.decodeText() : '';
}

/** The text of the filled field whose tooltip matches (exactly one field must): read by the form's words, not a name. */
export function byTooltip(pdf: PDFForm, tooltip: RegExp): string | null {
  const fields = pdf
    .getFields()
    .filter((field) => field instanceof PDFTextField && tooltip.test(tooltipOf(pdf, field.getName())));
  expect(
    fields.map((field) => field.getName()),
    String(tooltip),
  ).toHaveLength(1);
  return (fields[0] as PDFTextField).getText() || null;
}

/**
 * Reads a filled form back by the labels of the domain's field map, never by the PDF's names: each read first checks
 * that the form's own tooltip for the field names the item meant, so a map entry pointing at the wrong box fails.
 */
export async function readFilledForm(form: UscisFormId, bytes: Uint8Array) {
  const pdf = (await PDFDocument.load(bytes)).getForm();
  return {
    pdf,
    /** The text of the field labelled so (null when empty), after checking its tooltip. */
    text: (label: string, item: RegExp): string | null => {
      const name = fieldOf(form, label);
      expect(tooltipOf(pdf, name), name).toMatch(item);
      return pdf.getTextField(name).getText() || null;
    },
    /** Whether the checkbox labelled so is ticked, after checking its tooltip. */
    ticked: (label: string, item: RegExp, exportValue?: string): boolean => {
      const name = fieldOf(form, label, exportValue);
      expect(tooltipOf(pdf, name), name).toMatch(item);
      return pdf.getCheckBox(name).isChecked();
    },
  };
}
