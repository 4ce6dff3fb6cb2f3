import { StandardFonts, type PDFDocument } from 'pdf-lib';
import { BATES_BAND, LETTER, MARGIN, printable, wrapText } from './page-layout.ts';

/** Title lines a tab page prints at most: a very long name ends in "…" well above the footer band. */
const MAX_TITLE_LINES = 12;

/**
 * The divider before an exhibit's documents: "Exhibit A-1" and the exhibit's title, centred. Both come from the
 * one naming (@app/domain exhibit-labels.ts), so no other number prints beside the label. An exhibit kept
 * "to follow" says that its documents will follow.
 */
export async function addTabPage(doc: PDFDocument, exhibit: { label: string; title: string; toFollow: boolean }): Promise<void> {
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([LETTER.width, LETTER.height]);
  const centred = (text: string, y: number, size: number, font = regular) =>
    page.drawText(text, { x: (LETTER.width - font.widthOfTextAtSize(text, size)) / 2, y, size, font });
  centred(printable(`Exhibit ${exhibit.label}`, bold), LETTER.height / 2 + 40, 32, bold);
  let y = LETTER.height / 2;
  const lines = wrapText(printable(exhibit.title, regular), regular, 16, LETTER.width - 2 * MARGIN);
  const shown = lines.length > MAX_TITLE_LINES ? [...lines.slice(0, MAX_TITLE_LINES - 1), '…'] : lines;
  for (const line of shown) {
    centred(line, y, 16);
    y -= 22;
  }
  if (exhibit.toFollow) centred('Documents to follow', Math.max(y - 18, MARGIN + BATES_BAND), 14, bold);
}
