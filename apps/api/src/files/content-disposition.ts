/**
 * How a stored file is served: only PDF, PNG and JPEG inline (the preview
 * dialog shows them); everything else, HTML, SVG and unknown types above all,
 * as an attachment. The file name is sent per RFC 6266 / RFC 8187: an ASCII
 * fallback and filename*=UTF-8''<percent-encoded>.
 */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);
const TEXT_TYPES = new Set(['text/plain', 'text/markdown']);

/** Headers every file response carries (local driver; S3 sets what its presigned GET allows). */
export const FILE_RESPONSE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cache-Control': 'private, no-store',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

export function isInlineType(mimeType: string): boolean {
  return INLINE_TYPES.has(mimeType);
}

/** The Content-Type to serve: inline types as stored, text as plain text, the rest as opaque bytes. */
export function servedContentType(mimeType: string): string {
  if (isInlineType(mimeType)) return mimeType;
  if (TEXT_TYPES.has(mimeType)) return 'text/plain; charset=utf-8';
  return 'application/octet-stream';
}

/** Removes control and bidirectional-override characters and path separators; never empty. */
export function safeFileName(name: string): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    // bidirectional overrides would let 'photo\u202egnp.exe' display as 'photoexe.png'
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[/\\]/g, '_')
    .trim();
  const base = cleaned.replace(/^\.+/, '');
  return base === '' ? 'download' : base.slice(0, 255);
}

function asciiFallback(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["%;\\]/g, '_');
  return ascii.trim() === '' ? 'download' : ascii;
}

const encodeRfc8187 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function contentDisposition(
  fileName: string,
  mimeType: string,
  type: 'inline' | 'attachment' = isInlineType(mimeType) ? 'inline' : 'attachment',
): string {
  const name = safeFileName(fileName);
  return `${type}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc8187(name)}`;
}
