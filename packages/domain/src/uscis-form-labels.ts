import { CURRENT_FORM_EDITIONS, formNumber, isUscisFormId, type UscisFormId } from './uscis-forms/index.ts';

/**
 * A field of a USCIS form in the form's words, from the edition's field map: overrides and history are keyed by
 * the PDF's field name ("form1[0].#subform[1].Part3_Line2_FamilyName[0]"), which is no text for people. A name
 * the map does not know shows its last part without the index ("Part3_Line2_FamilyName").
 */
export function formFieldLabel(form: UscisFormId, field: string): string {
  const entry = CURRENT_FORM_EDITIONS[form].fields.find((candidate) => candidate.field === field);
  if (entry) return entry.label;
  const last = field.split('.').at(-1) ?? field;
  return last.replace(/\[\d+\]$/, '');
}

/** A form's number from its id as stored ('i-129' → 'I-129'); null for an id the app does not know. */
export function formNumberOf(form: string): string | null {
  return isUscisFormId(form) ? formNumber(form) : null;
}
