import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * How much text one file may give the writer. A model's context holds the instructions, every piece of
 * evidence and the answer; 20,000 characters (about 5,000 tokens) of one file keeps a petition's
 * typical exhibit (a few articles or certificates) whole while a 300-page thesis cannot crowd out the
 * other evidence. The total budget for all evidence of one generation is in evidence-budget.ts.
 */
export const FILE_TEXT_BUDGET = 20_000;

/** Pages read at most from one PDF: past the budget more pages add nothing, and each costs time. */
const MAX_PDF_PAGES = 200;

/** Reads the text of a scanned image (OCR); injected so tests and the server choose the reader. */
export type ImageTextReader = (image: Buffer) => Promise<string>;

export interface ExtractedText {
  text: string;
  /** How the text was read; 'none' when the type holds no text we can read. */
  method: 'pdf' | 'plain' | 'ocr' | 'none';
  /** True when the text was cut to the budget. */
  truncated: boolean;
}

const PLAIN_TYPES = new Set(['text/plain', 'text/markdown', 'text/x-markdown', 'text/csv']);
const PLAIN_EXTENSIONS = /\.(txt|md|markdown|csv)$/i;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/tiff', 'image/gif']);

/**
 * The text of a file for the writer: PDF text (pdf.js), plain text and Markdown as they are (UTF-8), and
 * scanned images through `readImageText`. Cut to `budget` characters at a word boundary.
 */
export async function extractText(
  bytes: Buffer,
  file: { name: string; mimeType: string },
  options: { budget?: number; readImageText?: ImageTextReader } = {},
): Promise<ExtractedText> {
  const budget = options.budget ?? FILE_TEXT_BUDGET;
  const mimeType = file.mimeType.toLowerCase().split(';')[0]!.trim();
  if (mimeType === 'application/pdf') return cut(await pdfText(bytes, budget), budget, 'pdf');
  if (PLAIN_TYPES.has(mimeType) || PLAIN_EXTENSIONS.test(file.name)) {
    // Invalid UTF-8 sequences become U+FFFD rather than failing the generation.
    return cut(new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, ''), budget, 'plain');
  }
  if (IMAGE_TYPES.has(mimeType) && options.readImageText) {
    return cut(await options.readImageText(bytes), budget, 'ocr');
  }
  return { text: '', method: 'none', truncated: false };
}

/** Page texts in order, lines kept, stopping once the budget is filled. */
async function pdfText(bytes: Buffer, budget: number): Promise<string> {
  // A copy: pdf.js transfers (detaches) the buffer it is given.
  const task = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PDF_PAGES) && length <= budget; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      }
      page.cleanup();
      const trimmed = text.trim();
      if (trimmed) {
        pages.push(trimmed);
        length += trimmed.length + 2;
      }
    }
    return pages.join('\n\n');
  } finally {
    await task.destroy();
  }
}

/** Normalises line ends and cuts to the budget at the last word boundary, saying how much was left out. */
export function cutText(text: string, budget: number): { text: string; truncated: boolean } {
  const normalised = text.replace(/\r\n?/g, '\n').trim();
  if (normalised.length <= budget) return { text: normalised, truncated: false };
  const hard = normalised.slice(0, budget);
  const boundary = hard.search(/\s\S*$/);
  // A text without spaces (a long URL, a table of digits) is cut where it is.
  const kept = (boundary >= budget / 2 ? hard.slice(0, boundary) : hard).trimEnd();
  return { text: `${kept}\n[… cut: ${normalised.length - kept.length} more characters]`, truncated: true };
}

function cut(text: string, budget: number, method: ExtractedText['method']): ExtractedText {
  return { ...cutText(text, budget), method };
}
