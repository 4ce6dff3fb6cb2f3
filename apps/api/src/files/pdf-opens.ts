import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * How long opening a PDF and its first page may take. A sound 25 MB scan opens in well under a
 * second here; a file built to make the parser loop is given up on rather than holding the request.
 */
export const PDF_OPEN_TIMEOUT_MS = 10_000;

/** Opens, or why not: `activeContent` when pdf.js found what pdf-lib's scan missed. */
export type PdfOpenResult = { opens: true } | { opens: false; reason: string; activeContent?: string };

/**
 * Opens the PDF as viewers do (pdf.js, which also repairs what viewers repair) and loads its first
 * page: pdf-lib reading a file does not prove that anyone can see it. pdf.js's own view of the
 * document is a second opinion on active content: its name decoding and cross-reference repair
 * are a viewer's, not pdf-lib's.
 */
export async function openPdfAsViewer(bytes: Buffer, timeoutMs = PDF_OPEN_TIMEOUT_MS): Promise<PdfOpenResult> {
  // A copy: pdf.js transfers (detaches) the buffer it is given.
  const task = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<PdfOpenResult>((resolve) => {
    timer = setTimeout(() => resolve({ opens: false, reason: 'it took too long to open' }), timeoutMs);
  });
  const open = async (): Promise<PdfOpenResult> => {
    const document = await task.promise;
    if (document.numPages < 1) return { opens: false, reason: 'it has no pages' };
    await document.getPage(1);
    if (await document.getAttachments()) return { opens: false, reason: 'embedded files', activeContent: 'embedded files' };
    if (await document.getJSActions()) return { opens: false, reason: 'JavaScript', activeContent: 'JavaScript' };
    return { opens: true };
  };
  try {
    return await Promise.race([open(), timeout]);
  } catch {
    return { opens: false, reason: 'a PDF viewer could not open it' };
  } finally {
    clearTimeout(timer);
    await task.destroy().catch(() => {});
  }
}
