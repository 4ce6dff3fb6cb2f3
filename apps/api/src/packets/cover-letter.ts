import { PDFDocument } from 'pdf-lib';
import type pg from 'pg';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { PacketCompileError, type PacketCoverLetter, type PacketExhibit } from './packet-plan.ts';
import { renderExhibitFiles } from './render-exhibit-files.ts';

/**
 * EXTENSION POINT (issue 28, "packet order as filed"): the petition's cover letter, which a firm files after the
 * forms and before the exhibit list. Letters have no "cover letter" kind yet: petition_letters.letter_type names
 * only the eight support letters of spec 2 §9 (migration 0030), none of which is a cover letter, and nothing marks
 * a letter as one. So no letter is picked here rather than guessing one by its name, and packets go from the forms
 * straight to the exhibit list. Once letters can be marked as the cover letter, read it here (in the plan's
 * snapshot transaction) with its signed final file: assemblePacket already places and renders it (cover-letter
 * pages are rendered as exhibit files are, and are not Bates-numbered, like the forms).
 */
export async function loadCoverLetter(_client: pg.PoolClient, _petitionId: string): Promise<PacketCoverLetter | null> {
  return null;
}

/**
 * The cover letter's pages, drawn as exhibit files are (a signed PDF, a scan, a text): a file that cannot be
 * turned into pages fails the compile naming the letter.
 */
export async function addCoverLetterPages(packet: PDFDocument, storage: FileStorage, letter: PacketCoverLetter): Promise<number> {
  const exhibit: PacketExhibit = {
    id: letter.letterId,
    label: 'cover letter',
    title: letter.name,
    depth: 0,
    hideTabPage: true,
    toFollow: false,
    files: letter.files,
  };
  let bytes: Uint8Array;
  try {
    bytes = await renderExhibitFiles(storage, exhibit);
  } catch (error) {
    if (error instanceof PacketCompileError) {
      throw new PacketCompileError(error.message.replace(/^exhibit cover letter:/, `the cover letter '${letter.name}':`));
    }
    throw error;
  }
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = await packet.copyPages(doc, doc.getPageIndices());
  for (const page of pages) packet.addPage(page);
  return pages.length;
}
