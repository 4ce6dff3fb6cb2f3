import { PDFDocument } from 'pdf-lib';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { PacketCompileError, type PacketForm } from './packet-plan.ts';
import { MAX_PACKET_PART_BYTES } from './render-exhibit-files.ts';

/**
 * Appends each generated form's pages as they are, in the plan's filing order, and answers how many pages each
 * took. A form is filed as USCIS prints it: its pages are neither shrunk nor Bates-stamped (docs/decisions.md),
 * so its own footer and barcode stay where USCIS reads them. Filled values stay in the copied field widgets (with
 * the appearances the fill drew), so every viewer and printer shows them.
 *
 * Forms bypass the section cache on purpose: a generated form is already a PDF, and it is read from its own file
 * each compile, so a regenerated form (a new file, see storeGeneratedForm) can never be served from a stale copy.
 */
export async function addFormPages(packet: PDFDocument, storage: FileStorage, forms: readonly PacketForm[]): Promise<number[]> {
  const pageCounts: number[] = [];
  for (const form of forms) {
    const bytes = await storage.read(form.storageKey, MAX_PACKET_PART_BYTES);
    if (!bytes) throw new PacketCompileError(`form ${form.number}: its generated file is missing; generate the form again`);
    let source: PDFDocument;
    try {
      source = await PDFDocument.load(bytes, { updateMetadata: false });
    } catch {
      throw new PacketCompileError(`form ${form.number}: its generated file could not be read; generate the form again`);
    }
    const pages = await packet.copyPages(source, source.getPageIndices());
    for (const page of pages) packet.addPage(page);
    pageCounts.push(pages.length);
  }
  return pageCounts;
}
