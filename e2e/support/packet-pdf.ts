import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A row of a compiled packet's exhibit index: its label, the exhibit's title and its Bates page range. */
export interface PacketIndexRow {
  label: string;
  title: string;
  /** "PS-000004–PS-000009", "PS-000004" for one page, or "To follow (PS-000004)" (issue 28). */
  pages: string;
}

/** The words of each printed line of the first pages, top to bottom (pdf.js text items grouped by baseline). */
async function firstPagesLines(bytes: Uint8Array, pageCount: number): Promise<string[][][]> {
  const task = getDocument({ data: bytes, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const document = await task.promise;
    const pages: string[][][] = [];
    for (let number = 1; number <= Math.min(pageCount, document.numPages); number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      const lines = new Map<number, string[]>();
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const y = Math.round(item.transform[5]);
        lines.set(y, [...(lines.get(y) ?? []), item.str.trim()]);
      }
      pages.push([...lines.entries()].sort(([a], [b]) => b - a).map(([, words]) => words));
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/** Every row of the exhibit index, module headings ("B", the module's name, its range) and exhibits alike. */
async function indexRows(pdf: Buffer): Promise<PacketIndexRow[]> {
  const pages = await firstPagesLines(new Uint8Array(pdf), 4);
  const index = pages.find((lines) => lines[0]?.join(' ') === 'Exhibit Index');
  if (!index) throw new Error(`no exhibit index in the packet's first pages: ${JSON.stringify(pages.map((p) => p[0]))}`);
  const header = index.findIndex((words) => words.join(' ') === 'Exhibit Document Pages');
  return index.slice(header + 1).flatMap((words) => {
    if (words.length < 3) return [];
    const [label, ...rest] = words;
    const pages = rest.pop()!;
    return [{ label: label!, title: rest.join(' '), pages }];
  });
}

/** A module heading's label is its letter alone; an exhibit's is "<letter>-<n>" (@app/domain exhibit-labels.ts). */
const isModuleHeading = (row: PacketIndexRow) => !row.label.includes('-');

/**
 * The exhibits of a compiled packet's index (apps/api/src/packets/index-page.ts: after the cover, one line per
 * exhibit: label, title, pages, under its module's heading). Reads the first index page, which holds a demo
 * petition's exhibits.
 */
export async function packetIndex(pdf: Buffer): Promise<PacketIndexRow[]> {
  return (await indexRows(pdf)).filter((row) => !isModuleHeading(row));
}

/** The module headings of the index: each module's letter, name and the range of all its exhibits. */
export async function packetIndexHeadings(pdf: Buffer): Promise<PacketIndexRow[]> {
  return (await indexRows(pdf)).filter(isModuleHeading);
}

/** How many pages a Bates range of the index spans ("PS-000004–PS-000009" → 6); 0 for "To follow (…)". */
export function pagesInRange(range: string): number {
  if (/^to follow/i.test(range)) return 0;
  const numbers = [...range.matchAll(/(\d+)(?=[\s–]|$)/g)].map((match) => Number(match[1]));
  if (numbers.length === 0) return 0;
  return numbers.length === 1 ? 1 : numbers[1]! - numbers[0]! + 1;
}

/** A text item's box as a viewer shows the page: points from its top left. */
interface TextBox {
  str: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Per page: its Bates stamps (text items that are `prefix` + six digits) and the other text items whose boxes
 * overlap a stamp's (from the baseline up by the font size, down by a quarter of it, as wide as pdf.js measures).
 */
export async function stampsAndOverlaps(
  pdf: Buffer,
  prefix: string,
): Promise<Array<{ page: number; stamps: string[]; overlapping: string[] }>> {
  const task = getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const document = await task.promise;
    const stamp = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}\\d{6}$`);
    const pages = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const boxes: TextBox[] = (await page.getTextContent()).items.flatMap((item) => {
        if (!('str' in item) || item.str.trim() === '') return [];
        const [a, b, c, d, e, f] = viewport.transform as number[];
        const [, , , id, ix, iy] = item.transform as number[];
        // The item's origin in the viewport (pdf.js Util.transform, written out for the translation part).
        const x = a! * ix! + c! * iy! + e!;
        const y = b! * ix! + d! * iy! + f!;
        const size = Math.abs(id!) || item.height;
        return [{ str: item.str.trim(), left: x, top: y - size, right: x + item.width, bottom: y + size / 4 }];
      });
      const stamps = boxes.filter((box) => stamp.test(box.str));
      const overlapping = boxes.filter(
        (box) =>
          !stamps.includes(box) &&
          stamps.some((s) => box.left < s.right && s.left < box.right && box.top < s.bottom && s.top < box.bottom),
      );
      pages.push({ page: number, stamps: stamps.map((s) => s.str), overlapping: overlapping.map((box) => box.str) });
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/** The 1-based numbers of the packet's pages whose printed text contains `text` (every page is read). */
export async function pagesContaining(pdf: Buffer, text: string): Promise<number[]> {
  const pages = await firstPagesLines(new Uint8Array(pdf), Number.MAX_SAFE_INTEGER);
  return pages.flatMap((lines, index) => (lines.some((words) => words.join(' ').includes(text)) ? [index + 1] : []));
}
