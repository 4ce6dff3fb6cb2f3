import { PDFDocument } from 'pdf-lib';
import type pg from 'pg';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { PacketCompileError, type PacketCoverLetter, type PacketExhibit } from './packet-plan.ts';
import { renderExhibitFiles } from './render-exhibit-files.ts';

/**
 * The petition's cover letter (issue 28, "packet order as filed"), which a firm files after the forms and before
 * the exhibit list: the letter staff marked as the cover letter (migration 0051), with its final file, the signed
 * copy. None marked, or marked without a final file (the pre-flight lists an unsigned letter): no cover letter, and
 * the packet goes from the forms straight to the exhibit list. Read in the plan's snapshot transaction.
 */
export async function loadCoverLetter(client: pg.PoolClient, petitionId: string): Promise<PacketCoverLetter | null> {
  const { rows } = await client.query<{
    letter_id: string;
    letter_name: string;
    file_id: string;
    file_name: string;
    mime_type: string;
    storage_key: string;
    sha256: string | null;
  }>(
    `select l.id as letter_id, l.name as letter_name, f.id as file_id, f.name as file_name, f.mime_type, f.storage_key, f.sha256
       from app_public.petition_letters l
       join app_public.files f on f.id = l.final_file_id and not f.deleted
      where l.petition_id = $1 and l.is_cover_letter`,
    [petitionId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    letterId: row.letter_id,
    name: row.letter_name,
    files: [{ id: row.file_id, name: row.file_name, mimeType: row.mime_type, storageKey: row.storage_key, sha256: row.sha256 }],
  };
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
    moduleName: '',
    hideTabPage: true,
    toFollow: false,
    files: letter.files,
  };
  let bytes: Uint8Array;
  try {
    bytes = letter.pdf ?? (await renderExhibitFiles(storage, exhibit));
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
