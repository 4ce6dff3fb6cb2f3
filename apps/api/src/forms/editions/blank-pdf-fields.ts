import {
  PDFCheckBox,
  PDFDropdown,
  PDFHexString,
  PDFName,
  PDFOptionList,
  PDFRadioGroup,
  PDFRef,
  PDFString,
  PDFTextField,
  type PDFDocument,
  type PDFField,
  type PDFForm,
} from '@cantoo/pdf-lib';
import type { BlankPdfField } from '@app/domain';

/** One field of an uploaded PDF as the edition check reads it: what the mapping needs, and what it holds. */
export interface UploadedPdfField extends BlankPdfField {
  /** The text a text field holds ('' when empty); null for other kinds. */
  text: string | null;
  /** Whether anything is entered: text, a ticked box, a selected option. */
  entered: boolean;
}

function tooltipOf(field: PDFField): string {
  const tu = field.acroField.dict.lookup(PDFName.of('TU'));
  return tu instanceof PDFString || tu instanceof PDFHexString ? tu.decodeText() : '';
}

function textOf(field: PDFTextField): string {
  try {
    return field.getText() ?? '';
  } catch {
    // Rich text pdf-lib cannot read is still text someone entered.
    return '(rich text)';
  }
}

/** A list's selection counts when it names an option: some blank USCIS lists select their empty first option. */
const someChosen = (selected: readonly string[]) => selected.some((value) => value.trim() !== '');

/** Every terminal field of the form, in document order, with its kind, tooltip, on-value and what it holds. */
export function uploadedPdfFields(form: PDFForm): UploadedPdfField[] {
  return form.getFields().map((field): UploadedPdfField => {
    const base = { name: field.getName(), tooltip: tooltipOf(field) };
    if (field instanceof PDFTextField) {
      const text = textOf(field);
      return { ...base, kind: 'text', exportValue: null, text, entered: text !== '' };
    }
    if (field instanceof PDFCheckBox) {
      const onValue = field.acroField.getOnValue();
      return {
        ...base,
        kind: 'checkbox',
        exportValue: onValue ? onValue.decodeText() : null,
        text: null,
        entered: field.isChecked(),
      };
    }
    if (field instanceof PDFDropdown) {
      return { ...base, kind: 'choice', exportValue: null, text: null, entered: someChosen(field.getSelected()) };
    }
    const entered =
      field instanceof PDFRadioGroup
        ? field.getSelected() !== undefined
        : field instanceof PDFOptionList
          ? someChosen(field.getSelected())
          : false;
    return { ...base, kind: 'other', exportValue: null, text: null, entered };
  });
}

/**
 * The page (1-based) each field's first box is on, by the pages' annotation lists (a widget's own /P is optional and
 * USCIS's forms do not always set it). A field whose boxes no page lists is left out.
 */
export function fieldPages(doc: PDFDocument): Map<string, number> {
  const pageOfWidget = new Map<string, number>();
  doc.getPages().forEach((page, index) => {
    const annotations = page.node.Annots();
    for (let i = 0; i < (annotations?.size() ?? 0); i++) {
      const ref = annotations!.get(i);
      if (ref instanceof PDFRef) pageOfWidget.set(ref.toString(), index + 1);
    }
  });
  const pages = new Map<string, number>();
  for (const field of doc.getForm().getFields()) {
    for (const widget of field.acroField.getWidgets()) {
      const page = pageOfWidget.get(doc.context.getObjectRef(widget.dict)?.toString() ?? '');
      if (page !== undefined) {
        pages.set(field.getName(), page);
        break;
      }
    }
  }
  return pages;
}
