import {
  BLANK_FORM_IDS,
  BLANK_FORM_NUMBERS,
  blankFormOfNumber,
  editionDateOfPrinted,
  formDate,
  type BlankFormId,
} from '@app/domain';
import { HttpError } from '../../http/http-error.ts';
import { pdfPageTexts } from '../filed-pages.ts';
import { openBlankForm } from '../form-templates.ts';
import { uploadedPdfFields, type UploadedPdfField } from './blank-pdf-fields.ts';

/** A blank USCIS form read from its file: which form, which edition, and its fields. */
export interface BlankFormFile {
  form: BlankFormId;
  /** YYYY-MM-DD. */
  edition: string;
  fields: UploadedPdfField[];
}

/** A form number and edition as USCIS prints them ("I-129", "01/20/25"), where the file says it. */
interface Naming {
  number: string;
  printed: string;
}

/**
 * The PDF417 barcode's default value on each page of the forms USCIS makes with Designer: "I-129|01/20/25|1" (form,
 * edition, page). Some forms (the G-28 and I-907 of 2018) have none.
 */
const BARCODE_DEFAULT = /^\s*([A-Z]{1,2}-\d{1,4}[A-Z]?)\|(\d{2}\/\d{2}\/\d{2,4})\|\d+\s*$/;

/** The footer USCIS prints on every page: "Form G-28 09/17/18", "Form I-129 Edition 01/20/25". */
const FOOTER = /\bForm\s+([A-Z]{1,2}-\d{1,4}[A-Z]?)\s+(?:Edition\s+)?(\d{2}\/\d{2}\/\d{2,4})\b/g;

const SUPPORTED = BLANK_FORM_IDS.map((id) => BLANK_FORM_NUMBERS[id]).join(', ');

const distinct = (namings: readonly Naming[]) => [...new Map(namings.map((n) => [`${n.number} ${n.printed}`, n])).values()];

/**
 * Which form and edition the file is, from the file itself: its barcode defaults when it has them (what USCIS's
 * scanners read, on every page), else its page footers. Every place must name the same form and edition.
 */
async function namingOf(bytes: Uint8Array, fields: readonly UploadedPdfField[]): Promise<Naming> {
  const barcodes = fields.flatMap((field) => {
    const match = field.text === null ? null : BARCODE_DEFAULT.exec(field.text);
    return match ? [{ number: match[1]!, printed: match[2]! }] : [];
  });
  let found = distinct(barcodes);
  if (found.length === 0) {
    const texts = await pdfPageTexts(bytes).catch(() => [] as string[]);
    found = distinct(texts.flatMap((text) => [...text.matchAll(FOOTER)].map((m) => ({ number: m[1]!, printed: m[2]! }))));
  }
  if (found.length === 0) {
    throw new HttpError(
      422,
      `This PDF is not a USCIS form the app fills (${SUPPORTED}): no form number and edition date were found on it. Upload the blank form as USCIS publishes it.`,
    );
  }
  if (found.length > 1) {
    const named = found.map((n) => `${n.number} edition ${n.printed}`).join(' and ');
    throw new HttpError(
      422,
      `This PDF names more than one form or edition (${named}): upload one blank form as USCIS publishes it.`,
    );
  }
  return found[0]!;
}

/** The first fields someone entered something in (barcode defaults are the form's own, not entries). */
function enteredFields(fields: readonly UploadedPdfField[]): UploadedPdfField[] {
  return fields.filter((field) => field.entered && !(field.text !== null && BARCODE_DEFAULT.test(field.text)));
}

/**
 * Reads an uploaded file as a blank USCIS form, or refuses it (4xx, in words for staff): not a PDF, a PDF that needs
 * a password, not one of the forms the app fills, an edition date that is not a date, or fields already filled in.
 */
export async function readBlankForm(bytes: Uint8Array): Promise<BlankFormFile> {
  if (!Buffer.from(bytes.subarray(0, 1024)).toString('latin1').includes('%PDF-')) {
    throw new HttpError(415, 'This file is not a PDF. Upload the blank form as a PDF file, as USCIS publishes it.');
  }
  let fields: UploadedPdfField[];
  try {
    const doc = await openBlankForm(bytes);
    fields = uploadedPdfFields(doc.getForm());
  } catch {
    throw new HttpError(
      422,
      'This PDF cannot be opened (it is damaged or needs a password). Upload the blank form as USCIS publishes it.',
    );
  }
  const naming = await namingOf(bytes, fields);
  const form = blankFormOfNumber(naming.number);
  if (!form) {
    throw new HttpError(
      422,
      `This is Form ${naming.number}, which the app does not fill. Editions can be added for ${SUPPORTED}.`,
    );
  }
  const edition = editionDateOfPrinted(naming.printed);
  if (!edition) {
    throw new HttpError(422, `The edition date printed on this ${BLANK_FORM_NUMBERS[form]}, ${naming.printed}, is not a date.`);
  }
  const entered = enteredFields(fields);
  if (entered.length > 0) {
    const example = entered[0]!.tooltip.trim() || entered[0]!.name;
    throw new HttpError(
      422,
      `This ${BLANK_FORM_NUMBERS[form]} (edition ${formDate(edition)}) is not blank: ${entered.length} ${entered.length === 1 ? 'field is' : 'fields are'} filled in, for example "${example}". Upload the blank form as USCIS publishes it.`,
    );
  }
  return { form, edition, fields };
}
