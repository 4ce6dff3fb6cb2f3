import { StandardFonts, rgb, type PDFDocument } from 'pdf-lib';
import type { LetterLinePosition } from '../letters/render-pdf.ts';

/** What the signatory signed with: their typed name, or a drawing (PNG). */
export type SignatureMark = { style: 'typed'; name: string } | { style: 'drawn'; png: Uint8Array };

const BOX = { width: 200, height: 48 };
const MARGIN = 72;

/** The standard fonts encode WinAnsi only; anything else becomes '?' (the audit page keeps the exact name as text too). */
function winAnsi(text: string, characters: Set<number>): string {
  return Array.from(text, (char) => (characters.has(char.codePointAt(0)!) ? char : '?')).join('');
}

/**
 * Draws the signature on the letter's signature line (a line of underscores), or, in a letter without one, below
 * its last line (on a new page when the last one is full), with "Signed electronically" and the time beneath.
 */
export async function drawSignature(
  pdf: PDFDocument,
  where: { signatureLine: LetterLinePosition | null; lastLine: LetterLinePosition | null },
  mark: SignatureMark,
  signedAt: Date,
  signerName: string,
): Promise<void> {
  let position = where.signatureLine ? { ...where.signatureLine, y: where.signatureLine.y + 3 } : null;
  if (!position) {
    const last = where.lastLine ?? { pageIndex: 0, x: MARGIN, y: 792 - MARGIN, width: 0 };
    position = { pageIndex: last.pageIndex, x: MARGIN, y: last.y - BOX.height - 24, width: BOX.width };
    if (position.y < MARGIN + 20) {
      pdf.addPage([612, 792]);
      position = { pageIndex: pdf.getPageCount() - 1, x: MARGIN, y: 792 - MARGIN - BOX.height, width: BOX.width };
    }
  }
  const page = pdf.getPage(position.pageIndex);
  if (mark.style === 'typed') {
    const font = await pdf.embedFont(StandardFonts.TimesRomanBoldItalic);
    const name = winAnsi(mark.name, new Set(font.getCharacterSet()));
    const size = Math.min(24, (BOX.width / Math.max(1, font.widthOfTextAtSize(name, 24))) * 24);
    page.drawText(name, { x: position.x + 4, y: position.y + 4, size, font, color: rgb(0.05, 0.15, 0.45) });
  } else {
    const image = await pdf.embedPng(mark.png);
    const scale = Math.min(BOX.width / image.width, BOX.height / image.height, 1);
    page.drawImage(image, { x: position.x + 2, y: position.y + 1, width: image.width * scale, height: image.height * scale });
  }
  // Beside a signature line (the letter's next line is right below it); below the signature when it has the space to itself.
  const caption = await pdf.embedFont(StandardFonts.Helvetica);
  const beside = where.signatureLine !== null;
  // The signer's name in print under the mark: a drawing alone (or a letter without a typed name line) did not say
  // whose it was without turning to the audit page.
  const lines = [
    winAnsi(`Signed electronically by ${signerName}`, new Set(caption.getCharacterSet())),
    `${signedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    'See the audit certificate',
  ];
  lines.forEach((line, index) => {
    page.drawText(line, {
      x: beside ? position.x + Math.max(position.width, 120) + 10 : position.x,
      y: (beside ? position.y + 18 : position.y - 12) - index * 8,
      size: 6.5,
      font: caption,
      color: rgb(0.3, 0.3, 0.3),
    });
  });
}
