import type { PDFFont } from 'pdf-lib';
import { fontSafeText } from '../forms/font-safe-text.ts';

/** US letter in PDF points: the size USCIS filings are printed on. */
export const LETTER = { width: 612, height: 792 } as const;
export const MARGIN = 54;
/** Room kept free at the bottom of every page for the Bates number. */
export const BATES_BAND = 36;

/**
 * The text as the packet's standard fonts (WinAnsi) can draw it (fontSafeText, the forms' rule: NFC, an accented
 * letter the font lacks as its base letter, "?" for a letter of a script it has none of) rather than failing a whole
 * packet over one name.
 */
export function printable(text: string, font: PDFFont): string {
  return fontSafeText(font, text.replace(/\t/g, '    '));
}

/** Greedy word wrap to `maxWidth` points; words longer than a line are broken. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > maxWidth && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > maxWidth) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}
