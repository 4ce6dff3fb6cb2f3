import { PDFDocument } from 'pdf-lib';
import { fitOntoLetter } from './footer-band.ts';

/**
 * Appends every page of a stored PDF on a US Letter sheet, its content scaled to fit above the footer band kept free
 * for the Bates number (footer-band.ts). Encrypted PDFs were refused at upload, so one that still reads as encrypted
 * (or does not parse, or has no pages) cannot be included: the caller names it.
 */
export async function appendPdfFile(target: PDFDocument, bytes: Buffer): Promise<void> {
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  const indices = source.getPageIndices();
  if (indices.length === 0) throw new Error('PDF has no pages');
  const pages = await target.copyPages(source, indices);
  for (const page of pages) {
    target.addPage(page);
    fitOntoLetter(page);
  }
}
