import { PDFHexString, PDFName, type PDFDict, type PDFDocument, type PDFRef } from 'pdf-lib';

/** One bookmark: its words, the 0-based page it opens, and the bookmarks under it. */
export interface OutlineEntry {
  title: string;
  pageIndex: number;
  children?: OutlineEntry[];
}

/** How many entries an open entry shows under it (every descendant: all entries are left open). */
function descendantCount(entries: readonly OutlineEntry[]): number {
  return entries.reduce((sum, entry) => sum + 1 + descendantCount(entry.children ?? []), 0);
}

/** Writes `entries` as the linked list of outline items under `parent`, answering the first and last item. */
function addItems(doc: PDFDocument, parent: PDFRef, entries: readonly OutlineEntry[]): { first: PDFRef; last: PDFRef } | null {
  if (entries.length === 0) return null;
  const refs = entries.map(() => doc.context.nextRef());
  entries.forEach((entry, i) => {
    const item: PDFDict = doc.context.obj({
      Title: PDFHexString.fromText(entry.title),
      Parent: parent,
      Dest: [doc.getPage(entry.pageIndex).ref, PDFName.of('Fit')],
    });
    if (i > 0) item.set(PDFName.of('Prev'), refs[i - 1]!);
    if (i < entries.length - 1) item.set(PDFName.of('Next'), refs[i + 1]!);
    const children = addItems(doc, refs[i]!, entry.children ?? []);
    if (children) {
      item.set(PDFName.of('First'), children.first);
      item.set(PDFName.of('Last'), children.last);
      item.set(PDFName.of('Count'), doc.context.obj(descendantCount(entry.children ?? [])));
    }
    doc.context.assign(refs[i]!, item);
  });
  return { first: refs[0]!, last: refs[refs.length - 1]! };
}

/**
 * The packet's bookmarks (the document outline a PDF viewer lists beside the pages), so an officer jumps to a form,
 * the exhibit index or any exhibit as a paper reader uses the tabs; the viewer opens with them shown.
 */
export function addOutline(doc: PDFDocument, entries: readonly OutlineEntry[]): void {
  if (entries.length === 0) return;
  const outlinesRef = doc.context.nextRef();
  const items = addItems(doc, outlinesRef, entries)!;
  doc.context.assign(
    outlinesRef,
    doc.context.obj({ Type: 'Outlines', First: items.first, Last: items.last, Count: descendantCount(entries) }),
  );
  doc.catalog.set(PDFName.of('Outlines'), outlinesRef);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

/** Where each part of an assembled packet starts (0-based page indices), as assemblePacket placed them. */
export interface PacketLayout {
  forms: Array<{ number: string; firstPage: number; pageCount: number }>;
  coverLetter: { name: string; firstPage: number; pageCount: number } | null;
  coverPage: number;
  indexPage: number;
  exhibits: Array<{ label: string; title: string; depth: number; moduleName: string; firstPage: number }>;
}

/**
 * The bookmarks of a packet: each form, the cover letter, the cover page, the exhibit index, then each module
 * ("A. Judging") holding its exhibits ("Exhibit A-1: …"), sub-exhibits under theirs, as the index lists them.
 */
export function packetOutlineEntries(layout: PacketLayout): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  for (const form of layout.forms)
    if (form.pageCount > 0) entries.push({ title: `Form ${form.number}`, pageIndex: form.firstPage });
  if (layout.coverLetter && layout.coverLetter.pageCount > 0) {
    entries.push({ title: layout.coverLetter.name, pageIndex: layout.coverLetter.firstPage });
  }
  entries.push({ title: 'Cover page', pageIndex: layout.coverPage }, { title: 'Exhibit Index', pageIndex: layout.indexPage });
  let moduleEntry: OutlineEntry | null = null;
  let moduleLetter = '';
  // The open entry at each depth, so a sub-exhibit goes under the exhibit before it.
  const open: OutlineEntry[] = [];
  for (const exhibit of layout.exhibits) {
    const letter = exhibit.label.split('-')[0]!;
    if (!moduleEntry || letter !== moduleLetter) {
      moduleLetter = letter;
      moduleEntry = { title: `${letter}. ${exhibit.moduleName}`, pageIndex: exhibit.firstPage, children: [] };
      entries.push(moduleEntry);
      open.length = 0;
    }
    const entry: OutlineEntry = {
      title: `Exhibit ${exhibit.label}: ${exhibit.title}`,
      pageIndex: exhibit.firstPage,
      children: [],
    };
    const parent = exhibit.depth > 0 ? open[Math.min(exhibit.depth, open.length) - 1] : undefined;
    (parent ?? moduleEntry).children!.push(entry);
    open.length = Math.min(exhibit.depth, open.length);
    open.push(entry);
  }
  return entries;
}
