import { PDFArray, PDFDict, type PDFDocument, PDFName, PDFRef, PDFStream, type PDFField, type PDFObject } from '@cantoo/pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { FormCaseData, FormEdition } from '@app/domain';
import { preparedTemplate } from './form-templates.ts';
import { pruneStructureTree, structureKeysOf } from './prune-structure-tree.ts';

/**
 * Which pages of a blank form open a part of their own (0-based): the first page, and each page that opens a
 * supplement or an attachment. USCIS prints its header ("Department of Homeland Security … OMB No. …") on the first
 * page of the form and of each supplement only, never on a continuation page; an attachment (the I-129's
 * "Attachment-1", the list of further beneficiaries) has no header and a line of its name on each of its pages. Read
 * from the page text, not from page numbers, so another edition with its supplements elsewhere is split the same way.
 */
export function sectionStarts(pageTexts: readonly string[]): number[] {
  const attachmentOf = (text: string | undefined) => text?.match(/^\s*(Attachment-\d+)\s*$/m)?.[1] ?? null;
  return pageTexts.flatMap((text, index) => {
    const attachment = attachmentOf(text);
    const opens =
      index === 0 || /\bOMB No\./.test(text) || (attachment !== null && attachment !== attachmentOf(pageTexts[index - 1]));
    return opens ? [index] : [];
  });
}

const pageTexts = new Map<string, Promise<string[]>>();

/** Each page's text of the blank form, read once per process (pdf.js: the I-129 takes a moment). */
export function templatePageTexts(edition: FormEdition): Promise<string[]> {
  const key = edition.fileName;
  let answer = pageTexts.get(key);
  if (!answer) {
    answer = preparedTemplate(edition).then(pdfPageTexts);
    answer.catch(() => pageTexts.delete(key));
    pageTexts.set(key, answer);
  }
  return answer;
}

/** The text of each page of a PDF, in order (the filled forms' tests read what a reader sees with it too). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  // A copy: pdf.js transfers (detaches) the buffer it is given, and the prepared bytes are shared.
  const task = getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const pdf = await task.promise;
    const texts: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
      page.cleanup();
    }
    return texts;
  } finally {
    await task.destroy();
  }
}

/** The page (0-based) each field's widgets sit on, found through the pages' annotation lists. */
function fieldPages(doc: PDFDocument, fields: readonly PDFField[]): Map<PDFField, Set<number>> {
  const pageOfWidget = new Map<PDFDict, number>();
  doc.getPages().forEach((page, index) => {
    const annots = page.node.Annots();
    for (const item of annots?.asArray() ?? []) {
      const widget = item instanceof PDFRef ? doc.context.lookup(item) : item;
      if (widget instanceof PDFDict) pageOfWidget.set(widget, index);
    }
  });
  return new Map(
    fields.map((field) => [
      field,
      new Set(field.acroField.getWidgets().flatMap((widget) => pageOfWidget.get(widget.dict) ?? [])),
    ]),
  );
}

/**
 * The pages the petition files (0-based): the form's own part always, and each supplement only when one of its
 * fields is one the case fills (an entry that applies: the O and P supplement for an O-1A, the H supplement and
 * H-1B data collection for an H-1B, the trade agreement supplement for a TN or E-3). A supplement no visa class of
 * the case uses or no map entry knows is not filed: USCIS asks only for the supplement of the class.
 */
export function filedPages(
  doc: PDFDocument,
  edition: FormEdition,
  data: FormCaseData,
  texts: readonly string[],
): { keep: number[]; pagesOf: Map<PDFField, Set<number>> } {
  const count = doc.getPageCount();
  const starts = sectionStarts(texts);
  const sectionOf = (page: number) => starts.filter((start) => start <= page).length - 1;
  const applying = new Set(
    edition.fields.filter((entry) => !entry.appliesTo || entry.appliesTo(data)).map((entry) => entry.field),
  );
  const pagesOf = fieldPages(doc, doc.getForm().getFields());
  const filedSections = new Set([0]);
  for (const [field, pages] of pagesOf) {
    if (!applying.has(field.getName())) continue;
    for (const page of pages) filedSections.add(sectionOf(page));
  }
  const keep = Array.from({ length: count }, (_, page) => page).filter((page) => filedSections.has(sectionOf(page)));
  return { keep, pagesOf };
}

/**
 * Removes the pages not filed, with their fields, and every object only they used (their drawings, fonts and
 * images), so the file holds what it shows. A field with a widget on a kept page stays.
 */
export function dropPages(doc: PDFDocument, keep: readonly number[], pagesOf: Map<PDFField, Set<number>>): void {
  const kept = new Set(keep);
  if (kept.size === doc.getPageCount()) return;
  const keptKeys = structureKeysOf(doc, keep);
  const form = doc.getForm();
  for (const [field, pages] of pagesOf) {
    // Out of the field tree only: its widgets leave with their page (PDFForm.removeField searches every page's
    // annotations for each widget, seconds for the I-129's 700 fields of other supplements).
    if (pages.size > 0 && ![...pages].some((page) => kept.has(page))) form.acroForm.removeField(field.acroField);
  }
  for (let page = doc.getPageCount() - 1; page >= 0; page--) if (!kept.has(page)) doc.removePage(page);
  pruneStructureTree(doc, keptKeys);
  // The I-129's bookmarks are "Structure Bookmarks", 5,454 entries its authoring tool made from the structure tree
  // ("Document", "Page 1", "Sect", "Div", "Figure"), pointing at every page: a reader gains nothing from them and
  // those of the removed pages would point nowhere. The packet draws its own outline of the forms.
  doc.catalog.delete(PDFName.of('Outlines'));
  deleteUnreachable(doc);
}

/**
 * Deletes the objects nothing in the file refers to any more: pdf-lib writes every object it holds, and a removed
 * page's content streams would otherwise stay in the file;
 * the structure tree was pruned before (prune-structure-tree.ts).
 */
function deleteUnreachable(doc: PDFDocument): void {
  const { context } = doc;
  const reached = new Set<string>();
  const pending: PDFObject[] = Object.values(context.trailerInfo).filter((value): value is PDFObject => value !== undefined);
  while (pending.length > 0) {
    const object = pending.pop()!;
    if (object instanceof PDFRef) {
      if (reached.has(object.tag)) continue;
      reached.add(object.tag);
      const target = context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFDict) {
      pending.push(...object.values());
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref.tag)) context.delete(ref);
}
