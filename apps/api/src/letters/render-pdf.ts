import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LetterAlignment, LetterBlock, LetterRun } from './letter-blocks.ts';
import { fontSafeText } from '../forms/font-safe-text.ts';

/** US Letter, one-inch margins, 12 pt Times (headings larger). */
const PAGE = { width: 612, height: 792, margin: 72 };
const BODY_SIZE = 12;
const HEADING_SIZES = [18, 16, 14, 13, 12, 12];
const LINE_FACTOR = 1.35;
const PARAGRAPH_GAP = 8;
const LIST_INDENT = 18;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  boldItalic: PDFFont;
}

interface Word {
  text: string;
  font: PDFFont;
  underline: boolean;
  width: number;
  /** Space before the word, when the text had one. */
  spaceBefore: boolean;
}

function fontOf(fonts: Fonts, run: LetterRun): PDFFont {
  if (run.bold && run.italic) return fonts.boldItalic;
  if (run.bold) return fonts.bold;
  if (run.italic) return fonts.italic;
  return fonts.regular;
}

/**
 * The standard fonts encode WinAnsi only: the text as they can draw it (fontSafeText: an accented letter they lack as
 * its base letter, "?" for a letter of another script), so a letter always exports; the DOCX keeps the exact text.
 */
function encodable(font: PDFFont, text: string): string {
  return fontSafeText(font, text.replace(/\u00a0/g, ' '));
}

function wordsOf(line: readonly LetterRun[], fonts: Fonts, size: number): Word[] {
  const words: Word[] = [];
  let pendingSpace = false;
  for (const run of line) {
    const font = fontOf(fonts, run);
    const parts = encodable(font, run.text).split(/( +)/);
    for (const part of parts) {
      if (part === '') continue;
      if (part.trim() === '') {
        pendingSpace = true;
        continue;
      }
      // A word running on across runs (e.g. half bold) continues without a space.
      words.push({
        text: part,
        font,
        underline: run.underline,
        width: font.widthOfTextAtSize(part, size),
        spaceBefore: pendingSpace,
      });
      pendingSpace = false;
    }
  }
  return words;
}

/** Breaks words into lines no wider than `width`; a word longer than a line is left whole. */
function wrap(words: readonly Word[], width: number, spaceWidth: number): Word[][] {
  const lines: Word[][] = [];
  let current: Word[] = [];
  let used = 0;
  for (const word of words) {
    const gap = current.length > 0 && word.spaceBefore ? spaceWidth : 0;
    if (current.length > 0 && used + gap + word.width > width) {
      lines.push(current);
      current = [{ ...word, spaceBefore: false }];
      used = word.width;
      continue;
    }
    current.push(word);
    used += gap + word.width;
  }
  lines.push(current);
  return lines;
}

/** Where a line was drawn: its page (0-based), left edge, baseline and width, in PDF points. */
export interface LetterLinePosition {
  pageIndex: number;
  x: number;
  y: number;
  width: number;
}

/** A letter's PDF with where its signature goes (issue 32): its last line of underscores, else below its last line. */
export interface LetterPdfLayout {
  bytes: Buffer;
  /** The last line made only of underscores ("______"), the letter's signature line; null without one. */
  signatureLine: LetterLinePosition | null;
  /** The last line drawn. */
  lastLine: LetterLinePosition | null;
}

/** A line of five or more underscores is where the signatory signs. */
const SIGNATURE_LINE = /^_{5,}$/;

class PdfWriter {
  private page: PDFPage;
  private y: number;
  signatureLine: LetterLinePosition | null = null;
  lastLine: LetterLinePosition | null = null;

  private readonly pdf: PDFDocument;
  readonly fonts: Fonts;

  constructor(pdf: PDFDocument, fonts: Fonts) {
    this.pdf = pdf;
    this.fonts = fonts;
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private room(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** One wrapped line at `indent`, aligned; `last` lines of justified text stay left-aligned. */
  line(words: readonly Word[], size: number, indent: number, align: LetterAlignment, last: boolean): void {
    const lineHeight = size * LINE_FACTOR;
    this.room(lineHeight);
    this.y -= lineHeight;
    const available = PAGE.width - 2 * PAGE.margin - indent;
    const spaceWidth = this.fonts.regular.widthOfTextAtSize(' ', size);
    const gaps = words.filter((word, index) => index > 0 && word.spaceBefore).length;
    const natural = words.reduce((sum, word, index) => sum + word.width + (index > 0 && word.spaceBefore ? spaceWidth : 0), 0);
    let x = PAGE.margin + indent;
    let extra = 0;
    if (align === 'center') x += (available - natural) / 2;
    else if (align === 'right') x += available - natural;
    else if (align === 'justify' && !last && gaps > 0) extra = (available - natural) / gaps;
    words.forEach((word, index) => {
      if (index > 0 && word.spaceBefore) x += spaceWidth + extra;
      this.page.drawText(word.text, { x, y: this.y, size, font: word.font });
      if (word.underline) {
        this.page.drawLine({ start: { x, y: this.y - 1.5 }, end: { x: x + word.width, y: this.y - 1.5 }, thickness: 0.6 });
      }
      x += word.width;
    });
    const drawn = { pageIndex: this.pdf.getPageCount() - 1, x: PAGE.margin + indent, y: this.y, width: x - PAGE.margin - indent };
    this.lastLine = drawn;
    if (SIGNATURE_LINE.test(words.map((word) => word.text).join(''))) this.signatureLine = drawn;
  }

  marker(text: string, size: number, indent: number): void {
    // Drawn on the line just written (the list item's first line).
    this.page.drawText(text, { x: PAGE.margin + indent - LIST_INDENT + 4, y: this.y, size, font: this.fonts.regular });
  }
}

/** The letter as a PDF (pdf-lib): US Letter, Times, wrapped and paginated, alignment and marks kept. */
export async function renderLetterPdf(blocks: readonly LetterBlock[], title: string): Promise<Buffer> {
  return (await renderLetterPdfLayout(blocks, title)).bytes;
}

/** renderLetterPdf, also telling where the signature line is (the signing service draws the signature there). */
export async function renderLetterPdfLayout(blocks: readonly LetterBlock[], title: string): Promise<LetterPdfLayout> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Petition Studio');
  pdf.setProducer('Petition Studio');
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.TimesRoman),
    bold: await pdf.embedFont(StandardFonts.TimesRomanBold),
    italic: await pdf.embedFont(StandardFonts.TimesRomanItalic),
    boldItalic: await pdf.embedFont(StandardFonts.TimesRomanBoldItalic),
  };
  const writer = new PdfWriter(pdf, fonts);
  for (const block of blocks) {
    const size = block.kind === 'heading' ? HEADING_SIZES[block.level - 1]! : BODY_SIZE;
    const indent = block.kind === 'list-item' ? LIST_INDENT * (block.level + 1) : 0;
    const align = block.align ?? (block.kind === 'paragraph' ? 'justify' : 'left');
    const available = PAGE.width - 2 * PAGE.margin - indent;
    const spaceWidth = fonts.regular.widthOfTextAtSize(' ', size);
    let first = true;
    for (const line of block.lines) {
      const wrapped = wrap(wordsOf(line, fonts, size), available, spaceWidth);
      wrapped.forEach((words, index) => {
        writer.line(words, size, indent, align, index === wrapped.length - 1);
        if (first && block.kind === 'list-item') writer.marker(block.number === null ? '•' : `${block.number}.`, size, indent);
        first = false;
      });
    }
    writer.gap(PARAGRAPH_GAP);
  }
  return { bytes: Buffer.from(await pdf.save()), signatureLine: writer.signatureLine, lastLine: writer.lastLine };
}
