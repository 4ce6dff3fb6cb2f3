import { readFile } from 'node:fs/promises';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRef,
  ParseSpeeds,
  PDFTextField,
  type PDFForm,
  type PDFObject,
} from '@cantoo/pdf-lib';
import type { FormEdition } from '@app/domain';
import { openWithoutPassword } from '../files/pdf-open-without-password.ts';

/** The blank official PDFs shipped with the API (apps/api/assets/uscis-forms, public domain). */
const TEMPLATES_DIR = new URL('../../assets/uscis-forms/', import.meta.url);

export function templateUrl(edition: FormEdition): URL {
  return new URL(edition.fileName, TEMPLATES_DIR);
}

/**
 * Decrypts a USCIS PDF (AES-128 with an empty user password, openWithoutPassword) and drops its XFA layer, so
 * every viewer shows the AcroForm fields the app fills (an XFA-aware viewer would otherwise show the empty XFA
 * form instead).
 */
export async function openBlankForm(bytes: Uint8Array): Promise<PDFDocument> {
  // preserveXFA: the XFA is removed here, explicitly, instead of by getForm() with a console warning.
  const doc = await openWithoutPassword(bytes, { preserveXFA: true });
  const acroForm = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  const xfa = acroForm?.get(PDFName.of('XFA'));
  acroForm?.delete(PDFName.of('XFA'));
  // The XFA packets are indirect streams: delete them too, or they stay in the file unreferenced.
  if (xfa) for (const ref of xfaStreamRefs(xfa)) doc.context.delete(ref);
  doc.catalog.delete(PDFName.of('NeedsRendering'));
  return doc;
}

/** The XFA entry is one stream or an array of (name, stream) pairs: the streams' references. */
function xfaStreamRefs(xfa: PDFObject): PDFRef[] {
  if (xfa instanceof PDFRef) return [xfa];
  if (xfa instanceof PDFArray) return xfa.asArray().filter((item): item is PDFRef => item instanceof PDFRef);
  return [];
}

const prepared = new Map<string, Promise<Uint8Array>>();

/**
 * The blank PDFs of the editions staff added (editions/editions-held.ts), by their fileName: read from the app's file
 * storage instead of the shipped assets. Registered before the edition is filled; a fileName names one stored file
 * for good, so what is prepared from it never goes stale.
 */
const addedTemplates = new Map<string, () => Promise<Uint8Array>>();

export function registerAddedTemplate(fileName: string, read: () => Promise<Uint8Array>): void {
  addedTemplates.set(fileName, read);
}

function readTemplate(edition: FormEdition): Promise<Uint8Array> {
  const added = addedTemplates.get(edition.fileName);
  return added ? added() : readFile(templateUrl(edition));
}

/**
 * The blank form, decrypted and without XFA, as bytes: prepared once per process (decrypting the 38-page I-129
 * takes seconds; loading the prepared copy a fraction of that), then each fill loads its own copy.
 */
export function preparedTemplate(edition: FormEdition): Promise<Uint8Array> {
  const key = edition.fileName;
  let bytes = prepared.get(key);
  if (!bytes) {
    bytes = readTemplate(edition)
      .then(openBlankForm)
      .then((doc) => doc.save({ objectsPerTick: Infinity, useObjectStreams: false }));
    // A failed read is not cached, so the next request tries again.
    bytes.catch(() => prepared.delete(key));
    prepared.set(key, bytes);
  }
  return bytes;
}

/** The most characters each text field of a form takes (its /MaxLen), by field name; fields without a limit are absent. */
export type FieldLimits = ReadonlyMap<string, number>;

/** The maximum lengths of the form's text fields, by name (what missingFields checks values against). */
export function fieldLimitsOf(form: PDFForm): FieldLimits {
  const byName = new Map<string, number>();
  for (const field of form.getFields()) {
    const maxLength = field instanceof PDFTextField ? field.getMaxLength() : undefined;
    if (maxLength !== undefined) byName.set(field.getName(), maxLength);
  }
  return byName;
}

const limits = new Map<string, Promise<FieldLimits>>();

/**
 * The maximum length of each text field of the blank form (its /MaxLen), read once per process from the prepared
 * template: the forms list says which case values do not fit their boxes without filling the form.
 */
export function templateFieldLimits(edition: FormEdition): Promise<FieldLimits> {
  const key = edition.fileName;
  let answer = limits.get(key);
  if (!answer) {
    answer = preparedTemplate(edition)
      .then((bytes) => PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest }))
      .then((doc) => fieldLimitsOf(doc.getForm()));
    answer.catch(() => limits.delete(key));
    limits.set(key, answer);
  }
  return answer;
}
