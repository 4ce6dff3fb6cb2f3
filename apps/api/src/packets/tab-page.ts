import { StandardFonts, type PDFDocument } from 'pdf-lib';
import { LETTER, MARGIN, printable, wrapText } from './page-layout.ts';

/** The divider before an exhibit's documents: "Exhibit A-1" and the exhibit's name, centred. */
export async function addTabPage(doc: PDFDocument, label: string, title: string): Promise<void> {
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([LETTER.width, LETTER.height]);
  const heading = `Exhibit ${label}`;
  const headingSize = 32;
  page.drawText(heading, {
    x: (LETTER.width - bold.widthOfTextAtSize(heading, headingSize)) / 2,
    y: LETTER.height / 2 + 40,
    size: headingSize,
    font: bold,
  });
  let y = LETTER.height / 2;
  for (const line of wrapText(printable(title, regular), regular, 16, LETTER.width - 2 * MARGIN)) {
    page.drawText(line, { x: (LETTER.width - regular.widthOfTextAtSize(line, 16)) / 2, y, size: 16, font: regular });
    y -= 22;
  }
}
