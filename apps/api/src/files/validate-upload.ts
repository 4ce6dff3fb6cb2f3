import { fileTypeFromBuffer } from 'file-type';
import { fileExtension, isAllowedUploadType, UPLOAD_TYPE_RULES, type UploaderKind } from '@app/domain';
import { heicToJpeg } from './heic-preview.ts';
import { HttpError } from '../http/http-error.ts';
import { tooLargeMessage } from './too-large-message.ts';
import { pdfProblem } from './pdf-checks.ts';

/** What the bytes of each accepted extension must be: a sniffed binary type, or UTF-8 text. */
type Expectation = { binary: readonly string[]; label: string } | { text: string; label: string };

const EXPECTED: Readonly<Record<string, Expectation>> = {
  png: { binary: ['image/png'], label: 'PNG image' },
  jpg: { binary: ['image/jpeg'], label: 'JPEG image' },
  jpeg: { binary: ['image/jpeg'], label: 'JPEG image' },
  gif: { binary: ['image/gif'], label: 'GIF image' },
  webp: { binary: ['image/webp'], label: 'WebP image' },
  heic: { binary: ['image/heic', 'image/heif'], label: 'HEIC photo' },
  pdf: { binary: ['application/pdf'], label: 'PDF' },
  txt: { text: 'text/plain', label: 'text file' },
  md: { text: 'text/markdown', label: 'Markdown file' },
  markdown: { text: 'text/markdown', label: 'Markdown file' },
  html: { text: 'text/html', label: 'HTML file' },
};

/** Claimed MIME types that fit each stored type (browsers differ). */
const CLAIM_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'image/heic': ['image/heic', 'image/heif'],
  'image/heif': ['image/heic', 'image/heif'],
  'text/markdown': ['text/markdown', 'text/x-markdown', 'text/plain'],
};

/** Markup or script inside an image is a polyglot (e.g. a JPEG that is also an HTML page). */
const EMBEDDED_MARKUP = /<(script|html|svg|iframe|object|embed|body|\?php)[\s>/]/i;

export interface CheckedUpload {
  /** The type the bytes are; stored as the file's MIME type. */
  mimeType: string;
  /** JPEG rendition of a HEIC original. */
  jpegPreview?: Buffer;
}

const quoted = (name: string) => `"${name}"`;

function isUtf8TextWithoutNul(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks uploaded bytes against what the uploader accepts and what the caller
 * said they are. The bytes decide: magic-byte sniffing for binary types, a
 * UTF-8 check for text; PDFs are parsed; HEIC photos decoded (and a JPEG
 * rendition made). Throws an HttpError with a message naming the file.
 */
export async function checkUploadedBytes(input: {
  bytes: Buffer;
  name: string;
  claimedMimeType: string;
  kind: UploaderKind;
  maxBytes: number;
}): Promise<CheckedUpload> {
  const { bytes, name, kind } = input;
  const claimed = input.claimedMimeType.trim().toLowerCase();
  if (bytes.length === 0) throw new HttpError(400, `${quoted(name)} is empty`);
  if (bytes.length > input.maxBytes) {
    throw new HttpError(413, tooLargeMessage(name, input.maxBytes));
  }
  const extension = fileExtension(name);
  const expected = EXPECTED[extension];
  if (!expected || !isAllowedUploadType(kind, { name, type: claimed })) {
    const allowed = UPLOAD_TYPE_RULES[kind].extensions.join(', ');
    throw new HttpError(415, `${quoted(name)} is not an accepted file type (accepted: ${allowed})`);
  }

  const sniffed = await fileTypeFromBuffer(bytes);
  const mismatch = () =>
    new HttpError(415, `${quoted(name)} is not a valid ${expected.label}: its contents do not match its type`);

  let mimeType: string;
  if ('text' in expected) {
    if (sniffed && !sniffed.mime.startsWith('text/')) throw mismatch();
    if (!isUtf8TextWithoutNul(bytes)) throw mismatch();
    mimeType = expected.text;
  } else {
    if (!sniffed || !expected.binary.includes(sniffed.mime)) throw mismatch();
    mimeType = sniffed.mime;
  }
  const acceptableClaims = CLAIM_ALIASES[mimeType] ?? [mimeType];
  if (claimed !== '' && claimed !== 'application/octet-stream' && !acceptableClaims.includes(claimed)) {
    throw new HttpError(415, `${quoted(name)} was sent as ${claimed} but is a ${expected.label}`);
  }

  if (mimeType.startsWith('image/') && EMBEDDED_MARKUP.test(bytes.toString('latin1'))) {
    throw new HttpError(415, `${quoted(name)} contains HTML or script content and is not accepted`);
  }
  if (mimeType === 'application/pdf') {
    const problem = await pdfProblem(bytes);
    if (problem === 'encrypted') {
      throw new HttpError(415, `${quoted(name)} is password-protected (encrypted). Remove the password and upload it again.`);
    }
    if (problem === 'unreadable') throw new HttpError(415, `${quoted(name)} could not be read as a PDF`);
    if (problem === 'active-content') {
      throw new HttpError(415, `${quoted(name)} contains JavaScript or launch actions, which are not accepted`);
    }
  }
  if (mimeType === 'image/heic' || mimeType === 'image/heif') {
    const jpegPreview = await heicToJpeg(bytes);
    if (!jpegPreview) throw new HttpError(415, `${quoted(name)} could not be read as a HEIC photo`);
    return { mimeType, jpegPreview };
  }
  return { mimeType };
}
