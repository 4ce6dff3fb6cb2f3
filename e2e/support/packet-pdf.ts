import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A row of a compiled packet's exhibit index: its label, the exhibit's title and its Bates page range. */
export interface PacketIndexRow {
  label: string;
  title: string;
  /** "PS-000004 – PS-000009", "PS-000004" for one page, or "no documents". */
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

/**
 * The exhibit index of a compiled packet (apps/api/src/packets/index-page.ts: after the cover, one line per
 * exhibit: label, title, pages). Reads the first index page, which holds a demo petition's exhibits.
 */
export async function packetIndex(pdf: Buffer): Promise<PacketIndexRow[]> {
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

/** How many pages a Bates range of the index spans ("PS-000004 – PS-000009" → 6); 0 for "no documents". */
export function pagesInRange(range: string): number {
  const numbers = [...range.matchAll(/(\d+)(?=\s|$)/g)].map((match) => Number(match[1]));
  if (numbers.length === 0) return 0;
  return numbers.length === 1 ? 1 : numbers[1]! - numbers[0]! + 1;
}
