import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import { findActiveContent } from './pdf-active-content.ts';
import { hasObjectStreamBomb } from './pdf-inflation-guard.ts';
import { openPdfAsViewer } from './pdf-opens.ts';
import { scanRawObjects } from './pdf-raw-scan.ts';

export type PdfProblem =
  | { kind: 'encrypted' }
  | { kind: 'unreadable'; detail: string }
  | { kind: 'active-content'; what: string }
  | { kind: 'appended-file'; detail: string }
  | { kind: 'inflation-bomb' };

/**
 * Bytes after the last `%%EOF` beyond this are refused even when they sniff as nothing: writers
 * leave a few bytes of padding, never kilobytes.
 */
const MAX_TRAILING_BYTES = 1024;

/** A ZIP archive's end record sits in its last 64 KB + 22 bytes; a PDF carrying one there is also an archive. */
const ZIP_END_WINDOW = 65_535 + 22;
const ZIP_END_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** What writers pad the end of a file with: NUL and whitespace. */
const PADDING_BYTES = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/**
 * Inspects a PDF on the server (decisions API-FILE): parsed with pdf-lib over every object
 * (object streams and incremental updates included) for active content, checked for another
 * file riding along, and opened with pdf.js as a viewer would. Encrypted PDFs cannot be compiled
 * into a filing. Null when the PDF is fine. Never throws: a parser failure is an unreadable PDF.
 */
export async function pdfProblem(bytes: Buffer): Promise<PdfProblem | null> {
  if (hasObjectStreamBomb(bytes)) return { kind: 'inflation-bomb' };
  let document: PDFDocument;
  try {
    // Loaded even when encrypted, so that encryption is reported as such.
    document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    // A payload found in the bytes is the better reason: hostile files are often damaged on purpose.
    return rawProblem(bytes) ?? { kind: 'unreadable', detail: 'its structure could not be parsed' };
  }
  if (document.isEncrypted) return { kind: 'encrypted' };
  // Before anything that follows the page tree: hostile files are often damaged on purpose, and
  // the reason to give is the payload, not the damage.
  const active = findActiveContent(document.context);
  if (active) return { kind: 'active-content', what: active };
  const raw = rawProblem(bytes);
  if (raw) return raw;
  const appended = await appendedFile(bytes);
  if (appended) return { kind: 'appended-file', detail: appended };
  let pageCount: number;
  try {
    pageCount = document.getPageCount();
  } catch {
    return { kind: 'unreadable', detail: 'its page tree is damaged' };
  }
  if (pageCount === 0) return { kind: 'unreadable', detail: 'it has no pages' };
  const viewer = await openPdfAsViewer(bytes);
  if (viewer.opens) return null;
  return viewer.activeContent
    ? { kind: 'active-content', what: viewer.activeContent }
    : { kind: 'unreadable', detail: viewer.reason };
}

/**
 * What the parser-independent scan of every object and object stream finds (pdf-raw-scan.ts): an
 * object stream no viewer-grade decoder here can read is refused, since what it holds is unknown.
 */
function rawProblem(bytes: Buffer): PdfProblem | null {
  const scan = scanRawObjects(bytes);
  if (scan.kind === 'active') return { kind: 'active-content', what: scan.what };
  if (scan.kind === 'inflation-bomb') return { kind: 'inflation-bomb' };
  if (scan.kind === 'undecodable') return { kind: 'unreadable', detail: 'a compressed part of it could not be read' };
  return null;
}

/** What rides after the end of the PDF (a PDF/ZIP polyglot, an appended archive), or null. */
async function appendedFile(bytes: Buffer): Promise<string | null> {
  const tail = bytes.subarray(Math.max(0, bytes.length - ZIP_END_WINDOW));
  if (tail.includes(ZIP_END_SIGNATURE)) return 'a ZIP archive is attached to its end';
  const end = bytes.lastIndexOf('%%EOF');
  if (end < 0) return null;
  const trailing = bytes.subarray(end + '%%EOF'.length);
  const start = trailing.findIndex((byte) => !PADDING_BYTES.has(byte));
  if (start < 0) return null;
  const sniffed = await fileTypeFromBuffer(trailing.subarray(start)).catch(() => undefined);
  if (sniffed) return `a ${sniffed.ext.toUpperCase()} file is attached to its end`;
  if (trailing.length > MAX_TRAILING_BYTES) return 'data is attached to its end';
  return null;
}
