import {
  PDFCheckBox,
  PDFDocument,
  PDFDropdown,
  PDFName,
  PDFBool,
  PDFDict,
  PDFTextField,
  ParseSpeeds,
  type PDFField,
  type PDFForm,
} from '@cantoo/pdf-lib';
import {
  checkboxOverrideTicked,
  continuedValueNote,
  continuedValues,
  FORM_DATA_SOURCES,
  isRequiredFor,
  movedValueNote,
  phoneExtensionNotes,
  planOverflow,
  rowFieldNames,
  type AdditionalInformationRow,
  type ContinuedValue,
  type MovedValue,
  type FieldMapEntry,
  type FormCaseData,
  type FormEdition,
  type TMissingFormField,
} from '@app/domain';
import { dropPages, filedPages, templatePageTexts } from './filed-pages.ts';
import { fontSafeText } from './font-safe-text.ts';
import { fieldLimitsOf, preparedTemplate, type FieldLimits } from './form-templates.ts';
import { templateLayout, type TemplateLayout } from './template-fields.ts';
import { appendContinuationSheet } from './continuation-sheet.ts';
import { writeMovedValues } from './write-moved-values.ts';

export interface FilledForm {
  bytes: Uint8Array;
  missing: TMissingFormField[];
}

/** What a field map entry gives for this case: text for text and choice fields, checked or not for a checkbox. */
type EntryValue = { kind: 'text'; text: string | null } | { kind: 'checkbox'; checked: boolean | null };

function entryValue(entry: FieldMapEntry, data: FormCaseData, override: string | undefined): EntryValue {
  if (entry.kind === 'checkbox') {
    // An override of a checkbox is its state as staff set it: anything but '' and 'Off' checks it.
    if (override !== undefined) return { kind: 'checkbox', checked: checkboxOverrideTicked(override) };
    return { kind: 'checkbox', checked: entry.checked(data) };
  }
  if (override !== undefined) return { kind: 'text', text: override };
  const text = entry.value(data)?.trim();
  return { kind: 'text', text: text === undefined || text === '' ? null : text };
}

/** How staff enter the field by hand: a checkbox as ticked or empty, anything else as text. */
function entryKind(entry: FieldMapEntry): 'text' | 'checkbox' {
  return entry.kind === 'checkbox' ? 'checkbox' : 'text';
}

function missingField(entry: FieldMapEntry, data: FormCaseData): TMissingFormField {
  const wanted = entry.wantedBecause?.(data);
  if (wanted) {
    return {
      field: entry.field,
      label: entry.label,
      where: FORM_DATA_SOURCES.unitNumber,
      message: `${entry.label} — ${wanted}`,
      kind: entryKind(entry),
    };
  }
  const undecidable = entry.undecidable?.(data);
  if (undecidable) {
    const where = FORM_DATA_SOURCES.decide;
    return {
      field: entry.field,
      label: entry.label,
      where,
      message: `${entry.label} — ${undecidable}: decide it by hand for this form`,
      kind: entryKind(entry),
    };
  }
  const where = FORM_DATA_SOURCES[entry.sourceFor?.(data) ?? entry.source];
  return {
    field: entry.field,
    label: entry.label,
    where,
    message: `${entry.label} — enter it in ${where}`,
    kind: entryKind(entry),
  };
}

/**
 * A value longer than its box: the box is left empty and staff are told (decisions.md, "A value too long for its box
 * is not printed"): a cut value ("Calle 93 B # 11A-84, Edificio Pe") is an answer nobody gave.
 */
function tooLongField(entry: FieldMapEntry, text: string, maxLength: number): TMissingFormField {
  const length = [...text].length;
  return {
    field: entry.field,
    label: entry.label,
    where: FORM_DATA_SOURCES.shorter,
    message: `${entry.label} — "${text}" has ${length} characters and the form's box takes ${maxLength}: the box is left empty, enter a shorter value by hand`,
    kind: 'text',
  };
}

/**
 * The entries that apply to this case with their values (overrides count as values), in the map's order. A header
 * repeated on the additional-information part (onlyWithTextIn) applies only when one of its fields carries text
 * (`movedInto`: the rows a too-long value is written in).
 */
function entriesInForce(
  edition: FormEdition,
  data: FormCaseData,
  overrides: ReadonlyMap<string, string>,
  movedInto: ReadonlySet<string> = new Set(),
): Array<{ entry: FieldMapEntry; value: EntryValue }> {
  const applying = edition.fields
    .filter((entry) => !entry.appliesTo || entry.appliesTo(data))
    .map((entry) => ({ entry, value: entryValue(entry, data, overrides.get(entry.field)) }));
  const withText = new Set([
    ...applying.filter(({ value }) => value.kind === 'text' && value.text !== null).map(({ entry }) => entry.field),
    ...movedInto,
  ]);
  return applying.filter(({ entry }) => !entry.onlyWithTextIn || entry.onlyWithTextIn.some((field) => withText.has(field)));
}

const isTooLong = (text: string | null, maxLength: number | undefined): text is string =>
  text !== null && maxLength !== undefined && [...text].length > maxLength;

/** Where the fill puts the too-long values: the part's free rows, then the continuation page. */
interface Overflow {
  inForce: Array<{ entry: FieldMapEntry; value: EntryValue }>;
  moved: Map<string, MovedValue>;
  continued: Map<string, ContinuedValue>;
}

/**
 * The entries in force with the too-long text values the form's Additional Information part takes in full
 * (planOverflow: the rows named by the blank form's tooltips, after any row already carrying text), and those its
 * rows cannot take, which go on a continuation page (continuedValues). Without the template's layout nothing moves.
 */
function withOverflow(
  edition: FormEdition,
  data: FormCaseData,
  overrides: ReadonlyMap<string, string>,
  limits: FieldLimits,
  layout: TemplateLayout | null,
): Overflow {
  const inForce = entriesInForce(edition, data, overrides);
  if (!layout?.additionalInformation) return { inForce, moved: new Map(), continued: new Map() };
  const withText = new Set(
    inForce.filter(({ value }) => value.kind === 'text' && value.text !== null).map(({ entry }) => entry.field),
  );
  const tooLong = inForce.flatMap(({ entry, value }) =>
    entry.kind === 'text' && value.kind === 'text' && isTooLong(value.text, limits.get(entry.field))
      ? [{ field: entry.field, text: value.text }]
      : [],
  );
  const rowTaken = (row: AdditionalInformationRow) => rowFieldNames(row).some((name) => withText.has(name));
  const planned = planOverflow(tooLong, layout.fields, layout.additionalInformation, rowTaken);
  const continued = new Map(
    continuedValues(tooLong, layout.fields, layout.additionalInformation, planned).map((value) => [value.field, value]),
  );
  if (planned.length === 0) return { inForce, moved: new Map(), continued };
  const rowFields = new Set(planned.flatMap(({ row }) => rowFieldNames(row)));
  return {
    inForce: entriesInForce(edition, data, overrides, rowFields),
    moved: new Map(planned.map((m) => [m.field, m])),
    continued,
  };
}

/**
 * What staff must still do for the form (overrides count as values): the required fields still empty, then every
 * value that does not fit its box (`limits`, the PDF's maximum lengths), required or not: moved in full to the
 * form's Additional Information part when `layout` finds a free row for it, else left for staff to shorten.
 */
export function missingFields(
  edition: FormEdition,
  data: FormCaseData,
  overrides: ReadonlyMap<string, string> = new Map(),
  limits: FieldLimits = new Map(),
  layout: TemplateLayout | null = null,
): TMissingFormField[] {
  const missing: TMissingFormField[] = [];
  const tooLong: TMissingFormField[] = [];
  const { inForce, moved, continued } = withOverflow(edition, data, overrides, limits, layout);
  // A "select one" group with a box ticked is answered: its other boxes are not asked for.
  const answeredGroups = new Set(
    inForce.flatMap(({ entry, value }) =>
      entry.kind === 'checkbox' && entry.oneOf && value.kind === 'checkbox' && value.checked ? [entry.oneOf] : [],
    ),
  );
  for (const { entry, value } of inForce) {
    if (entry.kind === 'checkbox' && entry.oneOf && answeredGroups.has(entry.oneOf)) continue;
    if (
      (isRequiredFor(entry, data) || entry.wantedBecause?.(data)) &&
      ((value.kind === 'text' && value.text === null) || (value.kind === 'checkbox' && value.checked === null))
    ) {
      missing.push(missingField(entry, data));
    }
    const maxLength = limits.get(entry.field);
    if (value.kind === 'text' && isTooLong(value.text, maxLength)) {
      const movedValue = moved.get(entry.field);
      const continuedValue = continued.get(entry.field);
      const part = layout?.additionalInformation?.part;
      tooLong.push(
        movedValue && part
          ? movedValueNote(entry.label, movedValue, part, maxLength!)
          : continuedValue && part
            ? continuedValueNote(entry.label, continuedValue, part, maxLength!)
            : tooLongField(entry, value.text, maxLength!),
      );
    }
  }
  // Then each telephone box printed without its number's extension (phone-extension-notes.ts).
  return [...missing, ...tooLong, ...phoneExtensionNotes(edition, data, overrides)];
}

/** The form's fields by name, looked up once: PDFForm's getters scan every field (970 on the I-129) per call. */
type FieldsByName = Map<string, PDFField>;

/**
 * Writes the text into the entry's field; answers whether it did. `length` is the case's value's length as
 * missingFields counts it: a value longer than the box is not written (the box stays empty, the list names it).
 */
function setText(fields: FieldsByName, entry: FieldMapEntry, text: string, length: number): boolean {
  const field = fields.get(entry.field);
  if (entry.kind === 'choice') {
    // The map gives the option's export value. Some lists show other text for it (the I-129's status list shows
    // "F1 - STUDENT - ACADEMIC" for F1), and pdf-lib would only store that shown text as the value, where a PDF
    // viewer keeps the export value: so /V and the selected index /I are written directly. A value the list
    // does not offer (a foreign state) is left unselected rather than failing the form.
    if (!(field instanceof PDFDropdown)) return false;
    const options = field.acroField.getOptions();
    const index = options.findIndex((option) => option.value.decodeText() === text);
    if (index >= 0) {
      field.acroField.dict.set(PDFName.of('V'), options[index]!.value);
      field.acroField.dict.set(PDFName.of('I'), field.doc.context.obj([index]));
    }
    return true;
  }
  if (!(field instanceof PDFTextField)) throw new Error(`${entry.field} is not a text field of the form`);
  const maxLength = field.getMaxLength();
  // Comb and length-limited boxes refuse longer text. Cut, it would print an answer nobody gave (a street without
  // its building, "37." for 37.5 hours): the box stays empty and missingFields lists it as too long.
  if (maxLength !== undefined && length > maxLength) return false;
  field.setText(text);
  return true;
}

/**
 * Draws the appearance of each text and choice field the fill set, and only those: PDFForm's
 * updateFieldAppearances redraws every field it deems stale (1,900 new streams on the I-129, each compressed,
 * most of a second), replacing the form's own checkbox drawings. Checkboxes keep theirs: checking one only
 * switches its state to the on appearance the form already has.
 */
function drawAppearances(form: PDFForm, fields: Iterable<PDFField>): void {
  const font = form.getDefaultFont();
  for (const field of fields) {
    if (field instanceof PDFTextField || field instanceof PDFDropdown) field.defaultUpdateAppearances(font);
  }
}

function setCheckbox(fields: FieldsByName, entry: FieldMapEntry & { kind: 'checkbox' }, checked: boolean): void {
  const box = fields.get(entry.field);
  if (!(box instanceof PDFCheckBox)) throw new Error(`${entry.field} is not a checkbox of the form`);
  if (checked) box.check();
  else box.uncheck();
}

/**
 * Fills one edition of a form from the case: every entry that applies, then the overrides staff typed (applied
 * last, so they win), keeps the pages the case files (filed-pages.ts: no other class's supplement), and answers the PDF (decrypted, without XFA, fields editable unless `flatten`) with the
 * required fields still empty. A required field left empty does not stop the form: staff see the list.
 */
export async function fillForm(
  edition: FormEdition,
  data: FormCaseData,
  options: { overrides?: ReadonlyMap<string, string>; flatten?: boolean } = {},
): Promise<FilledForm> {
  const overrides = options.overrides ?? new Map<string, string>();
  // Fastest parse and one tick for the whole save: a request fills one form, nothing else waits on this loop
  // for long (the I-129 has 15,000 objects; yielding every 50 of them made a fill take seconds).
  const doc = await PDFDocument.load(await preparedTemplate(edition), { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  const form = doc.getForm();
  const fields: FieldsByName = new Map(form.getFields().map((field) => [field.getName(), field]));
  const font = form.getDefaultFont();
  const filled = new Set<PDFField>();
  const limits = fieldLimitsOf(form);
  const layout = await templateLayout(edition);
  const { inForce, moved, continued } = withOverflow(edition, data, overrides, limits, layout);
  for (const { entry, value } of inForce) {
    if (value.kind === 'checkbox') {
      if (entry.kind === 'checkbox' && value.checked !== null) setCheckbox(fields, entry, value.checked);
    } else if (value.text !== null) {
      // A value moved to the Additional Information part (or its continuation page) leaves its box the reference to it
      // (or nothing).
      const elsewhere = moved.get(entry.field) ?? continued.get(entry.field);
      const text = elsewhere ? elsewhere.reference : value.text;
      if (text === null) continue;
      if (setText(fields, entry, fontSafeText(font, text), [...text].length)) filled.add(fields.get(entry.field)!);
    }
  }
  for (const field of writeMovedValues(fields, font, moved.values())) filled.add(field);
  drawAppearances(form, filled);
  // The copy the petitioner signs and the packet files holds the form and the supplement of the case's class only.
  const { keep, pagesOf } = filedPages(doc, edition, data, await templatePageTexts(edition));
  dropPages(doc, keep, pagesOf);
  // Last, after the pages the case files: the page numbers the rows and the continuation page name are USCIS's own.
  if (continued.size > 0 && layout.additionalInformation) {
    await appendContinuationSheet(doc, { edition, data, layout, fields, continued: [...continued.values()] });
  }
  if (options.flatten) {
    form.flatten();
  } else {
    // Viewers redraw the fields from their values: the appearances pdf-lib draws use its standard font.
    doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict)?.set(PDFName.of('NeedAppearances'), PDFBool.True);
  }
  doc.setTitle(edition.title);
  // No object streams: packing the I-129's 15,000 objects into compressed object streams took two seconds of the
  // fill (the file is larger, 3.9 MB instead of 1.5 MB, and within the one second a form may take).
  const bytes = await doc.save({ objectsPerTick: Infinity, useObjectStreams: false, updateFieldAppearances: false });
  return { bytes, missing: missingFields(edition, data, overrides, limits, layout) };
}

/** The field names the PDF has, with their kind (what the field-map test checks entries against). */
export function pdfFieldKinds(form: PDFForm): Map<string, 'text' | 'checkbox' | 'choice' | 'other'> {
  const kinds = new Map<string, 'text' | 'checkbox' | 'choice' | 'other'>();
  for (const field of form.getFields()) {
    const kind =
      field instanceof PDFTextField
        ? 'text'
        : field instanceof PDFCheckBox
          ? 'checkbox'
          : field instanceof PDFDropdown
            ? 'choice'
            : 'other';
    kinds.set(field.getName(), kind);
  }
  return kinds;
}
