import { DEFAULT_MAX_UPLOAD_BYTES } from './constants.ts';

/**
 * Which files each uploader accepts (decisions CONST-022). A file passes when
 * its extension is listed and its MIME type, if the browser reports a useful
 * one, is listed too: browsers often report '' or application/octet-stream for
 * HEIC and Markdown, so those fall back to the extension alone. The server
 * still sniffs the bytes; this is the first, friendly check.
 */
export const UPLOADER_KINDS = ['builder', 'beneficiary', 'employerOnboarding', 'editorImage', 'signedForm'] as const;
export type UploaderKind = (typeof UPLOADER_KINDS)[number];

export interface UploadTypeRule {
  extensions: readonly string[];
  mimeTypes: readonly string[];
}

const EVIDENCE_FILES: UploadTypeRule = {
  extensions: ['png', 'jpg', 'jpeg', 'heic', 'pdf', 'txt', 'md', 'markdown'],
  mimeTypes: [
    'image/png',
    'image/jpeg',
    'image/heic',
    'image/heif',
    'application/pdf',
    'text/plain',
    'text/markdown',
    'text/x-markdown',
  ],
};

export const UPLOAD_TYPE_RULES: Readonly<Record<UploaderKind, UploadTypeRule>> = {
  builder: EVIDENCE_FILES,
  beneficiary: EVIDENCE_FILES,
  employerOnboarding: {
    extensions: ['pdf', 'jpg', 'jpeg', 'png', 'txt', 'html'],
    mimeTypes: ['application/pdf', 'image/jpeg', 'image/png', 'text/plain', 'text/html'],
  },
  editorImage: {
    extensions: ['jpg', 'jpeg', 'png', 'webp', 'gif'],
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  },
  // A scan or photo of a form signed by hand (migration 0087): what the packet files as the form's pages.
  signedForm: {
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  },
};

/**
 * The formats people know, one for the spellings of the same one (jpg and jpeg, md and markdown). Hints and
 * refusals name formats, never extensions or MIME types; the customer portal words them in the reader's language
 * (apps/web lib/i18n/uploader-texts.ts: "text" is a word, the rest are names).
 */
export const UPLOAD_FORMATS = ['png', 'jpeg', 'heic', 'pdf', 'text', 'markdown', 'html', 'webp', 'gif'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

const FORMAT_OF_EXTENSION: Readonly<Record<string, UploadFormat>> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  heic: 'heic',
  pdf: 'pdf',
  txt: 'text',
  md: 'markdown',
  markdown: 'markdown',
  html: 'html',
  webp: 'webp',
  gif: 'gif',
};

const ENGLISH_FORMAT_NAMES: Readonly<Record<UploadFormat, string>> = {
  png: 'PNG',
  jpeg: 'JPEG',
  heic: 'HEIC',
  pdf: 'PDF',
  text: 'text',
  markdown: 'Markdown',
  html: 'HTML',
  webp: 'WebP',
  gif: 'GIF',
};

export function englishFormatName(format: UploadFormat): string {
  return ENGLISH_FORMAT_NAMES[format];
}

/**
 * What an upload's bytes must be, as the server's English refusals name it ("“cv.png” is not a valid PNG image",
 * apps/api/src/files/validate-upload.ts). The customer portal reads the name back to the format
 * (formatOfContentKind) and words it in the reader's language, so a Portuguese sentence does not carry "PNG image".
 */
export const UPLOAD_CONTENT_KINDS: Readonly<Record<UploadFormat, string>> = {
  png: 'PNG image',
  jpeg: 'JPEG image',
  heic: 'HEIC photo',
  pdf: 'PDF',
  text: 'text file',
  markdown: 'Markdown file',
  html: 'HTML file',
  webp: 'WebP image',
  gif: 'GIF image',
};

/** The format a refusal's content kind names ("PNG image" → png); undefined for any other text. */
export function formatOfContentKind(kind: string): UploadFormat | undefined {
  return UPLOAD_FORMATS.find((format) => UPLOAD_CONTENT_KINDS[format] === kind);
}

/**
 * A list of extensions ("png, jpg, jpeg, txt") as the formats' names, each once ("PNG, JPEG, text"); `nameOf`
 * words a format (English by default). An extension the table does not know is shown upper-cased.
 */
export function formatNamesOfExtensions(
  extensions: readonly string[],
  nameOf: (format: UploadFormat) => string = englishFormatName,
): string {
  const names = extensions.map((extension) => {
    const format = FORMAT_OF_EXTENSION[extension.trim().toLowerCase()];
    return format ? nameOf(format) : extension.trim().toUpperCase();
  });
  return [...new Set(names)].join(', ');
}

/** The formats an uploader accepts as its hint shows them: "PNG, JPEG, HEIC, PDF, text, Markdown". */
export function acceptedFormatNames(kind: UploaderKind, nameOf?: (format: UploadFormat) => string): string {
  return formatNamesOfExtensions(UPLOAD_TYPE_RULES[kind].extensions, nameOf);
}

/** MIME types that say nothing about the content. */
const UNINFORMATIVE_MIME_TYPES = new Set(['', 'application/octet-stream']);

/** Lower-case extension without the dot; '' when the name has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isAllowedUploadType(kind: UploaderKind, file: { name: string; type?: string | null }): boolean {
  const rule = UPLOAD_TYPE_RULES[kind];
  if (!rule.extensions.includes(fileExtension(file.name))) return false;
  const mimeType = (file.type ?? '').trim().toLowerCase();
  return UNINFORMATIVE_MIME_TYPES.has(mimeType) || rule.mimeTypes.includes(mimeType);
}

/** Value for an <input type="file" accept>: extensions and MIME types together. */
export function uploadAcceptAttribute(kind: UploaderKind): string {
  const rule = UPLOAD_TYPE_RULES[kind];
  return [...rule.extensions.map((extension) => `.${extension}`), ...rule.mimeTypes].join(',');
}

export function maxFilesMessage(maxFiles: number): string {
  return `Maximum ${maxFiles} files allowed`;
}

export function duplicateFileMessage(fileName: string): string {
  return `"${fileName}" is already uploaded`;
}

/**
 * Why one file cannot be uploaded, or null when it can. Count and duplicate
 * checks need the whole list, so uploaders apply those themselves.
 */
export function uploadFileProblem(
  kind: UploaderKind,
  file: { name: string; type?: string | null; size?: number | null },
  maxBytes: number = DEFAULT_MAX_UPLOAD_BYTES,
): string | null {
  if (!isAllowedUploadType(kind, file)) {
    const allowed = UPLOAD_TYPE_RULES[kind].extensions.join(', ');
    return `"${file.name}" is not an accepted file type (accepted: ${allowed})`;
  }
  if (typeof file.size === 'number' && file.size > maxBytes) {
    return `"${file.name}" is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB`;
  }
  return null;
}
