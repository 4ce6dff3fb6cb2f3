import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';

export type PdfProblem = 'encrypted' | 'unreadable' | 'active-content';

const ACTIVE_ACTIONS = new Set(['/JavaScript', '/Launch']);

/**
 * Parses a PDF on the server. Encrypted (password-protected) PDFs cannot be
 * compiled into a filing and are refused; so are PDFs with JavaScript or
 * launch actions, which evidence never needs. Null when the PDF is fine.
 */
export async function pdfProblem(bytes: Buffer): Promise<PdfProblem | null> {
  let document: PDFDocument;
  try {
    // Loaded even when encrypted, so that encryption is reported as such.
    document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    return 'unreadable';
  }
  if (document.isEncrypted) return 'encrypted';
  if (document.getPageCount() === 0) return 'unreadable';
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    if (object.has(PDFName.of('JS'))) return 'active-content';
    const action = object.get(PDFName.of('S'));
    if (action instanceof PDFName && ACTIVE_ACTIONS.has(action.asString())) return 'active-content';
  }
  return null;
}
