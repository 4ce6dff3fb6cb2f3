import { createHash } from 'node:crypto';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { fileStorageKey } from '../files/storage-keys.ts';
import type { PacketExhibit } from './packet-plan.ts';
import { MAX_PACKET_PART_BYTES } from './render-exhibit-files.ts';

/**
 * Bumped when rendering changes, so sections drawn the old way are not reused (2: images upright by EXIF; 3: uploaded
 * PDF pages shrunk above the footer band; 4: uploaded PDF pages put onto US Letter sheets,
 * very tall images run on over pages).
 */
const RENDER_VERSION = 4;

/**
 * The cache key of an exhibit's rendered files: their content hashes, names, kinds and order. The tab
 * page and the Bates numbers are drawn at assembly, so a renamed or renumbered exhibit (or a changed
 * compilerHideTitleRow / compilerOverrideName) reuses its section; only a change to its files renders it again.
 */
export function sectionCacheKey(exhibit: PacketExhibit): string {
  const material = {
    v: RENDER_VERSION,
    files: exhibit.files.map((file) => [file.sha256 ?? `id:${file.id}`, file.name, file.mimeType]),
  };
  return createHash('sha256').update(JSON.stringify(material)).digest('hex');
}

/**
 * Where a section is kept in the file storage. The storage drivers accept only keys the file service
 * makes (storage-keys.ts); a section takes a `files/<uuid>` key whose uuid is the cache key's hash
 * with the RFC 9562 version nibble 8 (custom), which gen_random_uuid()'s version-4 file ids never have.
 */
export function sectionStorageKey(cacheKey: string): string {
  const hex = cacheKey.slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return fileStorageKey(`${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`);
}

/** Rendered exhibit sections in the file storage (local disk or S3), never in memory between compiles. */
export function createSectionCache(storage: FileStorage) {
  return {
    async get(cacheKey: string): Promise<Buffer | undefined> {
      return storage.read(sectionStorageKey(cacheKey), MAX_PACKET_PART_BYTES);
    },
    async put(cacheKey: string, bytes: Uint8Array): Promise<void> {
      await storage.write(sectionStorageKey(cacheKey), Buffer.from(bytes), 'application/pdf');
    },
  };
}
export type SectionCache = ReturnType<typeof createSectionCache>;
