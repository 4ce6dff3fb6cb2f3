import { fileExtension } from '@app/domain';

/**
 * How the file preview dialog shows a file: a PDF in a frame (DLG-011), PNG and JPEG as an image
 * (DLG-012), HEIC photos as an image of the server's JPEG rendition, text, HTML and Markdown as
 * literal text, never rendered (DLG-013), anything else as a download link (DLG-014).
 */
export type PreviewKind = 'pdf' | 'image' | 'heic' | 'text' | 'other';

const KIND_BY_MIME_TYPE: Readonly<Record<string, PreviewKind>> = {
  'application/pdf': 'pdf',
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/jpg': 'image',
  'image/pjpeg': 'image',
  'image/heic': 'heic',
  'image/heif': 'heic',
  'text/plain': 'text',
  'text/html': 'text',
  'text/markdown': 'text',
  'text/x-markdown': 'text',
};

const KIND_BY_EXTENSION: Readonly<Record<string, PreviewKind>> = {
  pdf: 'pdf',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  heic: 'heic',
  heif: 'heic',
  txt: 'text',
  text: 'text',
  html: 'text',
  htm: 'text',
  md: 'text',
  markdown: 'text',
};

/** Types that say nothing about the content: the file name's extension decides instead. */
const GENERIC_MIME_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/** 'image/JPEG; charset=x' → 'image/jpeg'. */
export function baseMimeType(mimeType: string): string {
  return (mimeType.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * The preview of a file from its MIME type, or from its name's extension when the type is missing
 * or generic. A HEIC photo is recognised by either (browsers often upload it as octet-stream).
 */
export function previewKind(file: { name: string; mimeType: string }): PreviewKind {
  const mime = baseMimeType(file.mimeType);
  const extension = fileExtension(file.name);
  if (KIND_BY_MIME_TYPE[mime] === 'heic' || KIND_BY_EXTENSION[extension] === 'heic') return 'heic';
  if (GENERIC_MIME_TYPES.has(mime)) return KIND_BY_EXTENSION[extension] ?? 'other';
  return KIND_BY_MIME_TYPE[mime] ?? 'other';
}

/**
 * The type given to the fetched bytes' Blob. It is fixed by the kind, never taken from the response,
 * so a frame only ever shows a PDF and an image element only ever gets an image type.
 */
export function blobTypeOf(kind: PreviewKind, mimeType: string): string {
  switch (kind) {
    case 'pdf':
      return 'application/pdf';
    case 'heic':
      return 'image/jpeg';
    case 'image':
      return baseMimeType(mimeType) === 'image/png' ? 'image/png' : 'image/jpeg';
    case 'text':
      return 'text/plain';
    case 'other':
      return 'application/octet-stream';
  }
}
