import { PDFDocument, ParseSpeeds } from '@cantoo/pdf-lib';
import {
  blankFormOf,
  CURRENT_FORM_EDITIONS,
  editionWithNewNames,
  fieldNamesOfMaps,
  MAX_BLANK_FORM_BYTES,
  SHIPPED_FIELD_MAPS,
  unmatchedEntries,
  type BlankFormId,
  type FieldMapEntry,
  type FormEdition,
  type PagedPdfField,
  type UscisFormId,
} from '@app/domain';
import type pg from 'pg';
import type { FileStorage } from '../../files/storage/file-storage.ts';
import { openBlankForm, preparedTemplate, registerAddedTemplate } from '../form-templates.ts';
import { fieldPages, uploadedPdfFields, type UploadedPdfField } from './blank-pdf-fields.ts';

/** An edition staff added, as app_public.uscis_form_editions holds it. */
export interface HeldEdition {
  id: string;
  form: BlankFormId;
  /** YYYY-MM-DD. */
  edition: string;
  storageKey: string;
  translation: Map<string, string>;
  unmatched: string[];
  addedBy: string | null;
  addedAt: Date;
}

/** The added editions of one form (or of all), newest first. Runs as the caller (staff: row-level security). */
export async function heldEditions(client: pg.PoolClient, form?: BlankFormId): Promise<HeldEdition[]> {
  const { rows } = await client.query<{
    id: string;
    form: BlankFormId;
    edition: string;
    storage_key: string;
    field_names: Record<string, string>;
    unmatched_fields: string[];
    added_by: string | null;
    added_at: Date;
  }>(
    `select e.id, e.form, to_char(e.edition, 'YYYY-MM-DD') as edition, f.storage_key, e.field_names,
            e.unmatched_fields, u.full_name as added_by, e.added_at
       from app_public.uscis_form_editions e
       join app_public.files f on f.id = e.file_id
       left join app_public.users u on u.id = e.added_by
      where $1::text is null or e.form = $1
      order by e.edition desc`,
    [form ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    form: row.form,
    edition: row.edition,
    storageKey: row.storage_key,
    translation: new Map(Object.entries(row.field_names)),
    unmatched: row.unmatched_fields,
    addedBy: row.added_by,
    addedAt: row.added_at,
  }));
}

/** The edition a form is filled on, with the shipped map's entries it has no field for (entered by hand). */
export interface EditionInUse {
  edition: FormEdition;
  /** Identity for the shipped edition; else each shipped field name → the added edition's. */
  translation: ReadonlyMap<string, string> | null;
  unmatched: FieldMapEntry[];
}

/**
 * The newest edition held for the form: the newest staff added, else the shipped one. An added edition is the shipped
 * map under its new field names (editionWithNewNames), its blank PDF read from the app's file storage.
 */
export async function editionInUse(client: pg.PoolClient, storage: FileStorage, form: UscisFormId): Promise<EditionInUse> {
  const shipped = CURRENT_FORM_EDITIONS[form];
  const [newest] = await heldEditions(client, blankFormOf(form));
  if (!newest || newest.edition <= shipped.edition) return { edition: shipped, translation: null, unmatched: [] };
  const fileName = `added-edition-${newest.id}.pdf`;
  registerAddedTemplate(fileName, async () => {
    const bytes = await storage.read(newest.storageKey, MAX_BLANK_FORM_BYTES);
    if (!bytes) throw new Error(`The blank PDF of the added ${form} edition ${newest.edition} is missing from storage`);
    return bytes;
  });
  return {
    edition: editionWithNewNames(shipped, { edition: newest.edition, fileName, translation: newest.translation }),
    translation: newest.translation,
    unmatched: unmatchedEntries(shipped, newest.translation),
  };
}

const shippedFields = new Map<BlankFormId, Promise<UploadedPdfField[]>>();

/** The shipped blank form's fields with their tooltips, read once per process (what a new edition is matched against). */
export function shippedBlankFields(form: BlankFormId): Promise<UploadedPdfField[]> {
  let answer = shippedFields.get(form);
  if (!answer) {
    answer = preparedTemplate(SHIPPED_FIELD_MAPS[form][0]!)
      .then((bytes) => PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest }))
      .then((doc) => uploadedPdfFields(doc.getForm()));
    answer.catch(() => shippedFields.delete(form));
    shippedFields.set(form, answer);
  }
  return answer;
}

/** How an edition's matching reads for staff: found of all the maps fill, and the missing ones by their tooltip. */
export async function matchSummary(
  form: BlankFormId,
  translation: ReadonlyMap<string, string>,
): Promise<{ matched: number; total: number; unmatched: string[] }> {
  const wanted = fieldNamesOfMaps(SHIPPED_FIELD_MAPS[form]);
  const labelOf = await shippedFieldLabels(form);
  const missing = wanted.filter((name) => !translation.has(name));
  return { matched: wanted.length - missing.length, total: wanted.length, unmatched: missing.map(labelOf) };
}

/** A field the shipped map fills, in words: its tooltip on the shipped form, else the map's own label. */
export async function shippedFieldLabels(form: BlankFormId): Promise<(name: string) => string> {
  const tooltips = new Map((await shippedBlankFields(form)).map((field) => [field.name, field.tooltip]));
  const labels = new Map(SHIPPED_FIELD_MAPS[form].flatMap((map) => map.fields.map((entry) => [entry.field, entry.label])));
  return (name) => tooltips.get(name)?.replace(/\s+/g, ' ').trim() || labels.get(name) || name;
}

const addedFields = new Map<string, Promise<PagedPdfField[]>>();

/**
 * An added edition's fields with the page each is on, read from file storage once per process (an edition's file never
 * changes): what staff pair a field by hand with.
 */
export function addedEditionFields(storage: FileStorage, held: HeldEdition): Promise<PagedPdfField[]> {
  let answer = addedFields.get(held.id);
  if (!answer) {
    answer = (async () => {
      const bytes = await storage.read(held.storageKey, MAX_BLANK_FORM_BYTES);
      if (!bytes) throw new Error(`The blank PDF of the added ${held.form} edition ${held.edition} is missing from storage`);
      const doc = await openBlankForm(bytes);
      const pages = fieldPages(doc);
      return uploadedPdfFields(doc.getForm()).map(({ name, kind, tooltip, exportValue }) => ({
        name,
        kind,
        tooltip,
        exportValue,
        page: pages.get(name) ?? null,
      }));
    })();
    answer.catch(() => addedFields.delete(held.id));
    addedFields.set(held.id, answer);
  }
  return answer;
}

/** The shipped fields the added edition has no box for, as the map fills them, in the map's order. */
export async function fieldsLeftToPair(form: BlankFormId, translation: ReadonlyMap<string, string>): Promise<UploadedPdfField[]> {
  const shipped = new Map((await shippedBlankFields(form)).map((field) => [field.name, field]));
  return fieldNamesOfMaps(SHIPPED_FIELD_MAPS[form]).flatMap((name) => {
    const field = shipped.get(name);
    return !translation.has(name) && field ? [field] : [];
  });
}
