import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';
import { BATES_BAND, LETTER, MARGIN, printable, wrapText } from './page-layout.ts';

interface TextBlock {
  text: string;
  heading: boolean;
}

/** Markdown read for print: headings bold, list markers kept, emphasis and link syntax dropped. */
function markdownBlocks(source: string): TextBlock[] {
  return source.split(/\r?\n/).map((line) => {
    const heading = /^#{1,6}\s+/.test(line);
    const text = line
      .replace(/^#{1,6}\s+/, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/(\*\*|__|\*|_|`)(\S(?:.*?\S)?)\1/g, '$2');
    return { text, heading };
  });
}

/** Typesets plain text or Markdown on letter-size pages (Helvetica 11 pt, headings in bold). */
export async function appendTextFile(target: PDFDocument, bytes: Buffer, markdown: boolean): Promise<void> {
  const source = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  const regular = await target.embedFont(StandardFonts.Helvetica);
  const bold = await target.embedFont(StandardFonts.HelveticaBold);
  const blocks = markdown ? markdownBlocks(source) : source.split(/\r?\n/).map((text) => ({ text, heading: false }));
  const width = LETTER.width - 2 * MARGIN;
  const bottom = MARGIN + BATES_BAND;
  let page = target.addPage([LETTER.width, LETTER.height]);
  let y = LETTER.height - MARGIN;
  const writeLine = (line: string, font: PDFFont, size: number) => {
    const leading = size * 1.35;
    if (y - leading < bottom) {
      page = target.addPage([LETTER.width, LETTER.height]);
      y = LETTER.height - MARGIN;
    }
    y -= leading;
    if (line) page.drawText(line, { x: MARGIN, y, size, font });
  };
  for (const block of blocks) {
    const font = block.heading ? bold : regular;
    const size = block.heading ? 14 : 11;
    for (const line of wrapText(printable(block.text, font), font, size, width)) writeLine(line, font, size);
  }
}
