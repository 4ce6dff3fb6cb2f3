import {
  FORM_DATA_SOURCES,
  formDate,
  formNumber,
  isMovedValueNote,
  type TMissingFormField,
  type TPetitionForm,
} from '@app/domain';
import type { PreviewFile } from '@/components/files/FilePreviewDialog.tsx';
import { paths } from '@/lib/paths.ts';
import { countLabel } from '@/lib/count-label.ts';

/** The form's status in words: "Ready", "1 field missing", "3 fields missing". */
export function formStatusText(form: Pick<TPetitionForm, 'status' | 'missing'>): string {
  if (form.status === 'ready') return 'Ready';
  // A value moved to the form's Additional Information part is listed, not missing.
  return `${countLabel(form.missing.filter((field) => !isMovedValueNote(field)).length, 'field', 'fields')} missing`;
}

/** The edition as USCIS prints it in the form's footer (MM/DD/YYYY). */
export function editionText(edition: string): string {
  return `Edition ${formDate(edition) ?? edition}`;
}

/** Where a missing field is entered, when the app has a page for it to link to (else null: the message says where). */
export function missingFieldHref(where: string): string | null {
  return where === FORM_DATA_SOURCES.attorney ? paths.admin.attorneyProfile : null;
}

/**
 * The latest generated copy as the file preview and download take it. The list names only the file's id, so
 * the name is the form's number: what a download is saved as.
 */
export function generatedFile(form: Pick<TPetitionForm, 'form' | 'generated'>): PreviewFile | null {
  if (!form.generated) return null;
  return { id: form.generated.fileId, name: `${formNumber(form.form)}.pdf`, mimeType: 'application/pdf' };
}

/** Missing fields entered in one place: said once for all of them, each still with its own hand-typed value. */
export interface MissingFieldGroup {
  where: string;
  fields: TMissingFormField[];
  /** What to do, in one sentence: the field's own message for one field, one line for several. */
  instruction: string;
}

/**
 * The missing fields grouped by where they are entered, in the order the form lists them. A firm without an
 * attorney profile yet missed nine G-28 fields, and the panel said "enter it in your attorney profile" nine times.
 */
export function groupMissingFields(missing: readonly TMissingFormField[]): MissingFieldGroup[] {
  const groups = new Map<string, TMissingFormField[]>();
  // A value moved to the Additional Information part keeps its own line: each says where it went. So does a unit number
  // an address left out ("500 Oak Ave APT"): each says which address and which box. So does a field an added edition has
  // no box for: each says the value to write by hand.
  const ownLine = (field: TMissingFormField) =>
    isMovedValueNote(field) || field.where === FORM_DATA_SOURCES.unitNumber || field.where === FORM_DATA_SOURCES.notFound;
  const key = (field: TMissingFormField) => (ownLine(field) ? `${field.where}\n${field.field}` : field.where);
  for (const field of missing) groups.set(key(field), [...(groups.get(key(field)) ?? []), field]);
  return [...groups].map(([, fields]) => {
    const where = fields[0]!.where;
    return { where, fields, instruction: groupInstruction(where, fields) };
  });
}

/**
 * One field says what its own message says. Several say it once, worded for where they are entered: a place is
 * not a sentence's object for values typed by hand ("enter them in this form by hand, shorter …" read as a slip).
 */
function groupInstruction(where: string, fields: readonly TMissingFormField[]): string {
  if (fields.length === 1) return fields[0]!.message;
  if (where === FORM_DATA_SOURCES.form)
    return `${fields.length} fields the case does not record: enter them by hand for this form.`;
  if (where === FORM_DATA_SOURCES.shorter) {
    return `${fields.length} of the case's values are longer than their boxes on this form: enter a shorter value by hand for each.`;
  }
  return `${fields.length} fields — enter them in ${where}, or by hand below for this form only.`;
}
