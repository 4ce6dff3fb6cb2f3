import { randomUUID } from 'node:crypto';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const STORAGE_KEY = new RegExp(`^(uploads/${UUID}|files/${UUID}|previews/${UUID}\\.jpg)$`);
const UUID_ONLY = new RegExp(`^${UUID}$`);

/**
 * A fresh file id and the staging key the browser uploads to; the user's file
 * name plays no part. Registration validates the staged bytes and writes them
 * to the file's own key, so nothing uploaded later through a still-valid URL
 * can replace a registered file.
 */
export function newUpload(): { fileId: string; uploadKey: string } {
  const fileId = randomUUID();
  return { fileId, uploadKey: uploadStorageKey(fileId) };
}

export function uploadStorageKey(fileId: string): string {
  return `uploads/${fileId}`;
}

export function fileStorageKey(fileId: string): string {
  return `files/${fileId}`;
}

/** Where the JPEG rendition of a HEIC original is kept. */
export function previewStorageKey(fileId: string): string {
  return `previews/${fileId}.jpg`;
}

/** True for keys this service makes; anything else (e.g. '../x') is refused before it reaches a driver. */
export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key);
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_ONLY.test(value.toLowerCase());
}
