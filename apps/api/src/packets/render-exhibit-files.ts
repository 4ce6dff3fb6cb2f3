import { PDFDocument } from 'pdf-lib';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { previewStorageKey } from '../files/storage-keys.ts';
import { fileConversionError, type PacketExhibit, type PacketFile } from './packet-plan.ts';
import { appendImageFile } from './render-image-file.ts';
import { appendPdfFile } from './render-pdf-file.ts';
import { appendTextFile } from './render-text-file.ts';

/** Largest stored object a compile reads (a file or a cached section). */
export const MAX_PACKET_PART_BYTES = 512 * 1024 * 1024;

async function readFileBytes(storage: FileStorage, exhibit: PacketExhibit, file: PacketFile): Promise<Buffer> {
  // HEIC photos go in through the JPEG rendition made at upload (files/heic-preview.ts).
  const key = isHeic(file) ? previewStorageKey(file.id) : file.storageKey;
  const bytes = await storage.read(key, MAX_PACKET_PART_BYTES);
  if (!bytes) throw fileConversionError(exhibit, file, isHeic(file) ? 'could not be converted' : 'is missing from storage');
  return bytes;
}

const isHeic = (file: PacketFile) => file.mimeType === 'image/heic' || file.mimeType === 'image/heif';

async function appendFile(doc: PDFDocument, file: PacketFile, bytes: Buffer): Promise<void> {
  const type = file.mimeType;
  if (type === 'application/pdf') return appendPdfFile(doc, bytes);
  if (type === 'image/png') return appendImageFile(doc, bytes, 'png');
  if (type === 'image/jpeg' || isHeic(file)) return appendImageFile(doc, bytes, 'jpeg');
  if (type === 'text/markdown' || (type === 'text/plain' && /\.(md|markdown)$/i.test(file.name))) {
    return appendTextFile(doc, bytes, true);
  }
  if (type.startsWith('text/')) return appendTextFile(doc, bytes, false);
  throw new UnsupportedKind(type);
}

class UnsupportedKind extends Error {}

/**
 * One exhibit's files as PDF pages, in their order (the exhibit's cached section; its tab page is
 * drawn at assembly, since its label moves when exhibits before it change). A file that cannot be
 * turned into pages fails with the exhibit and file named.
 */
export async function renderExhibitFiles(storage: FileStorage, exhibit: PacketExhibit): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const file of exhibit.files) {
    const bytes = await readFileBytes(storage, exhibit, file);
    try {
      await appendFile(doc, file, bytes);
    } catch (error) {
      if (error instanceof UnsupportedKind)
        throw fileConversionError(exhibit, file, `is of a kind (${error.message}) a packet cannot include`);
      throw fileConversionError(exhibit, file);
    }
  }
  return doc.save({ useObjectStreams: false });
}
