import { PDFDocument } from 'pdf-lib';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { fitOntoLetter, isLetterSized } from './footer-band.ts';
import { PacketCompileError, type PacketForm } from './packet-plan.ts';
import { MAX_PACKET_PART_BYTES } from './render-exhibit-files.ts';
import { appendImageFile } from './render-image-file.ts';

/**
 * Appends each form's pages as they are, in the plan's filing order, and answers how many pages each took. A form
 * is filed as USCIS prints it: its pages are neither shrunk nor Bates-stamped (docs/decisions.md), so its own footer
 * and barcode stay where USCIS reads them. Filled values stay in the copied field widgets (with the appearances the
 * fill drew), so every viewer and printer shows them.
 *
 * The petitioner's signed copy of the form's latest generation (migration 0087) is filed in place of the generated
 * file: a scanned PDF page for page, a photo or image scan as one letter-size page each, the way image exhibits
 * become pages (appendImageFile).
 *
 * Forms bypass the section cache on purpose: a generated form is already a PDF, and it is read from its own file
 * each compile, so a regenerated form (a new file, see storeGeneratedForm) can never be served from a stale copy.
 */
export async function addFormPages(packet: PDFDocument, storage: FileStorage, forms: readonly PacketForm[]): Promise<number[]> {
  const pageCounts: number[] = [];
  for (const form of forms) {
    const before = packet.getPageCount();
    if (form.signedCopy) await addSignedCopy(packet, storage, form);
    else
      await addPdfPages(packet, storage, form.storageKey, `form ${form.number}: its generated file`, 'generate the form again');
    pageCounts.push(packet.getPageCount() - before);
  }
  return pageCounts;
}

async function addSignedCopy(packet: PDFDocument, storage: FileStorage, form: PacketForm): Promise<void> {
  const copy = form.signedCopy!;
  const what = `form ${form.number}: its signed copy`;
  const fix = 'ask the petitioner to sign it again';
  if (copy.mimeType === 'application/pdf') return addPdfPages(packet, storage, copy.storageKey, what, fix);
  const kind = copy.mimeType === 'image/png' ? 'png' : copy.mimeType === 'image/jpeg' ? 'jpeg' : null;
  if (!kind) throw new PacketCompileError(`${what} is neither a PDF nor a PNG or JPEG image; ${fix}`);
  const bytes = await storage.read(copy.storageKey, MAX_PACKET_PART_BYTES);
  if (!bytes) throw new PacketCompileError(`${what} is missing; ${fix}`);
  try {
    await appendImageFile(packet, bytes, kind);
  } catch {
    throw new PacketCompileError(`${what} could not be read; ${fix}`);
  }
}

async function addPdfPages(packet: PDFDocument, storage: FileStorage, key: string, what: string, fix: string): Promise<void> {
  const bytes = await storage.read(key, MAX_PACKET_PART_BYTES);
  if (!bytes) throw new PacketCompileError(`${what} is missing; ${fix}`);
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    throw new PacketCompileError(`${what} could not be read; ${fix}`);
  }
  const pages = await packet.copyPages(source, source.getPageIndices());
  for (const page of pages) {
    packet.addPage(page);
    // A form's pages are Letter and stay exactly as printed; a signed copy scanned on A4 is fitted onto Letter.
    if (!isLetterSized(page)) fitOntoLetter(page, { footerBand: 0 });
  }
}
