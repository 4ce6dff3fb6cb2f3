import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';
import { LETTER, MARGIN, printable } from './page-layout.ts';

export interface IndexRow {
  label: string;
  title: string;
  /** "PS-000004 – PS-000009", or "no documents" for a visible exhibit without files. */
  pages: string;
}

/** Rows one index page holds; every row is one line, so the page count is known before anything is drawn. */
export const INDEX_ROWS_PER_PAGE = 34;

export function indexPageCount(rowCount: number): number {
  return Math.max(1, Math.ceil(rowCount / INDEX_ROWS_PER_PAGE));
}

function fitOneLine(text: string, font: PDFFont, size: number, width: number): string {
  const clean = printable(text, font);
  if (font.widthOfTextAtSize(clean, size) <= width) return clean;
  let cut = clean.length;
  while (cut > 0 && font.widthOfTextAtSize(`${clean.slice(0, cut)}…`, size) > width) cut -= 1;
  return `${clean.slice(0, cut)}…`;
}

/** The exhibit index (table of contents): exhibit number, name and Bates page range, over as many pages as it takes. */
export async function addIndexPages(doc: PDFDocument, rows: IndexRow[]): Promise<void> {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const columns = { label: MARGIN, title: MARGIN + 70, pages: LETTER.width - MARGIN - 150 };
  const titleWidth = columns.pages - columns.title - 10;
  const size = 10;
  for (let start = 0, pageNo = 0; pageNo < indexPageCount(rows.length); start += INDEX_ROWS_PER_PAGE, pageNo += 1) {
    const page = doc.addPage([LETTER.width, LETTER.height]);
    let y = LETTER.height - MARGIN - 20;
    page.drawText(pageNo === 0 ? 'Exhibit Index' : 'Exhibit Index (continued)', { x: MARGIN, y, size: 18, font: bold });
    y -= 32;
    page.drawText('Exhibit', { x: columns.label, y, size, font: bold });
    page.drawText('Document', { x: columns.title, y, size, font: bold });
    page.drawText('Pages', { x: columns.pages, y, size, font: bold });
    y -= 8;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: LETTER.width - MARGIN, y }, thickness: 0.5 });
    y -= 16;
    for (const row of rows.slice(start, start + INDEX_ROWS_PER_PAGE)) {
      page.drawText(row.label, { x: columns.label, y, size, font: regular });
      page.drawText(fitOneLine(row.title, regular, size, titleWidth), { x: columns.title, y, size, font: regular });
      page.drawText(row.pages, { x: columns.pages, y, size, font: regular });
      y -= 18;
    }
  }
}
