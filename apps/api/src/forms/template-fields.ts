import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFString, PDFTextField, ParseSpeeds } from '@cantoo/pdf-lib';
import { additionalInformationPart, type AdditionalInformationPart, type FormEdition, type TemplateField } from '@app/domain';
import { preparedTemplate } from './form-templates.ts';

/**
 * The blank form's text fields as the too-long rule needs them (additional-information-overflow.ts): each box's
 * tooltip, page and maximum length, and the form's Additional Information part found among them.
 */
export interface TemplateLayout {
  fields: ReadonlyMap<string, TemplateField>;
  additionalInformation: AdditionalInformationPart | null;
}

/** The text fields of a loaded blank form with their tooltips and the page (1-based) of their first widget. */
export function layoutOf(doc: PDFDocument): TemplateLayout {
  const pageOfWidget = new Map<PDFDict, number>();
  doc.getPages().forEach((page, index) => {
    for (const item of page.node.Annots()?.asArray() ?? []) {
      const widget = item instanceof PDFRef ? doc.context.lookup(item) : item;
      if (widget instanceof PDFDict) pageOfWidget.set(widget, index + 1);
    }
  });
  const fields = new Map<string, TemplateField>();
  for (const field of doc.getForm().getFields()) {
    if (!(field instanceof PDFTextField)) continue;
    const page = field.acroField
      .getWidgets()
      .map((widget) => pageOfWidget.get(widget.dict))
      .find((found) => found !== undefined);
    const tu = field.acroField.dict.lookup(PDFName.of('TU'));
    const tooltip = tu instanceof PDFString || tu instanceof PDFHexString ? tu.decodeText() : '';
    if (page === undefined) continue;
    const maxLength = field.getMaxLength();
    fields.set(field.getName(), { name: field.getName(), tooltip, page, ...(maxLength === undefined ? {} : { maxLength }) });
  }
  return { fields, additionalInformation: additionalInformationPart([...fields.values()]) };
}

const layouts = new Map<string, Promise<TemplateLayout>>();

/** The layout of the blank form, read once per process from the prepared template (as templateFieldLimits). */
export function templateLayout(edition: FormEdition): Promise<TemplateLayout> {
  const key = edition.fileName;
  let answer = layouts.get(key);
  if (!answer) {
    answer = preparedTemplate(edition)
      .then((bytes) => PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest }))
      .then(layoutOf);
    answer.catch(() => layouts.delete(key));
    layouts.set(key, answer);
  }
  return answer;
}
