import { fileTypeFromBuffer } from 'file-type';
import { fileExtension, isAllowedUploadType, UPLOAD_CONTENT_KINDS, UPLOAD_TYPE_RULES, type UploaderKind } from '@app/domain';
import { heicToJpeg } from './heic-preview.ts';
import { HttpError } from '../http/http-error.ts';
import type { VirusScanConfig } from '../config/index.ts';
import { reencodeImage, REENCODED_TYPES } from './image-reencode.ts';
import { pdfProblem, type PdfProblem } from './pdf-checks.ts';
import { decryptOpenablePdf } from './pdf-open-without-password.ts';
import { MAX_OBJECT_STREAM_BYTES } from './pdf-inflation-guard.ts';
import { tooLargeMessage } from './too-large-message.ts';
import { ScannerUnavailableError, scanWithClamd } from './virus-scan.ts';

/** What the bytes of each accepted extension must be: a sniffed binary type, or UTF-8 text. */
type Expectation = { binary: readonly string[]; label: string } | { text: string; label: string };

const EXPECTED: Readonly<Record<string, Expectation>> = {
  png: { binary: ['image/png'], label: UPLOAD_CONTENT_KINDS.png },
  jpg: { binary: ['image/jpeg'], label: UPLOAD_CONTENT_KINDS.jpeg },
  jpeg: { binary: ['image/jpeg'], label: UPLOAD_CONTENT_KINDS.jpeg },
  gif: { binary: ['image/gif'], label: UPLOAD_CONTENT_KINDS.gif },
  webp: { binary: ['image/webp'], label: UPLOAD_CONTENT_KINDS.webp },
  heic: { binary: ['image/heic', 'image/heif'], label: UPLOAD_CONTENT_KINDS.heic },
  pdf: { binary: ['application/pdf'], label: UPLOAD_CONTENT_KINDS.pdf },
  txt: { text: 'text/plain', label: UPLOAD_CONTENT_KINDS.text },
  md: { text: 'text/markdown', label: UPLOAD_CONTENT_KINDS.markdown },
  markdown: { text: 'text/markdown', label: UPLOAD_CONTENT_KINDS.markdown },
  html: { text: 'text/html', label: UPLOAD_CONTENT_KINDS.html },
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
  /**
   * The bytes to store: images re-encoded (metadata and anything riding along dropped, EXIF
   * orientation applied); a PDF encrypted with an empty user password decrypted; other PDFs, text and HEIC
   * originals as uploaded.
   */
  bytes: Buffer;
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
 * UTF-8 check for text; with `virusScan` the bytes are scanned by clamd; PDFs
 * are inspected (pdf-checks.ts); images decoded and re-encoded; HEIC photos
 * decoded (and a JPEG rendition made). Throws an HttpError with a message
 * naming the file: 4xx for the file, 503 when the configured scanner cannot answer.
 */
export async function checkUploadedBytes(input: {
  bytes: Buffer;
  name: string;
  claimedMimeType: string;
  kind: UploaderKind;
  maxBytes: number;
  /** Scan with this clamd server; unset: no virus scanning. */
  virusScan?: VirusScanConfig | undefined;
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
  if (input.virusScan) await refuseInfectedUpload(bytes, name, input.virusScan);
  if (mimeType === 'application/pdf') {
    let stored = bytes;
    let problem = await pdfProblem(bytes);
    // Encrypted with an empty user password, it opens for anyone (the author only restricted copying or editing):
    // stored decrypted, after the same checks, so the packet and every viewer read it. A real password still refuses.
    const decrypted = problem?.kind === 'encrypted' ? await decryptOpenablePdf(bytes) : null;
    if (decrypted) {
      stored = decrypted;
      problem = await pdfProblem(decrypted);
    }
    if (problem) throw new HttpError(PDF_PROBLEM_STATUS[problem.kind], pdfProblemMessage(quoted(name), problem));
    return { mimeType, bytes: stored };
  }
  if (REENCODED_TYPES.has(mimeType)) {
    const image = await reencodeImage(bytes, mimeType);
    if ('bytes' in image) return { mimeType, bytes: image.bytes };
    if (image.problem === 'too-large') throw new HttpError(422, `${quoted(name)} is too large an image (${image.detail})`);
    throw new HttpError(415, `${quoted(name)} could not be read as a ${expected.label}: ${image.detail}`);
  }
  if (mimeType === 'image/heic' || mimeType === 'image/heif') {
    const jpegPreview = await heicToJpeg(bytes);
    if (!jpegPreview) throw new HttpError(415, `${quoted(name)} could not be read as a HEIC photo`);
    return { mimeType, bytes, jpegPreview };
  }
  return { mimeType, bytes };
}

/** 415: not a usable PDF at all; 422: a PDF, refused for what it carries. */
const PDF_PROBLEM_STATUS: Readonly<Record<PdfProblem['kind'], number>> = {
  encrypted: 415,
  unreadable: 415,
  'active-content': 422,
  'appended-file': 422,
  'inflation-bomb': 422,
};

function pdfProblemMessage(name: string, problem: PdfProblem): string {
  switch (problem.kind) {
    case 'encrypted':
      // Only a PDF that needs a password to open gets here (one restricting copying or editing is decrypted).
      return `${name} is password-protected (encrypted). Remove the password and upload it again.`;
    case 'unreadable':
      return `${name} could not be read as a PDF: ${problem.detail}`;
    case 'active-content':
      return `${name} contains ${problem.what}, which is not accepted in uploads. Print it to a new PDF (Print → Save as PDF) and upload that.`;
    case 'appended-file':
      return `${name} is not accepted: ${problem.detail}`;
    case 'inflation-bomb':
      return `${name} is not accepted: a compressed part of it expands past ${MAX_OBJECT_STREAM_BYTES / 1024 / 1024} MB`;
  }
}

/** 422 for an infected file; 503 while the scanner cannot answer (never stored unscanned). */
/**
 * Scans an upload with clamd: 422 naming the file and the signature when infected, 503 when the scanner cannot answer
 * (never taken as clean without its word). For uploads checked otherwise than checkUploadedBytes (a blank USCIS form).
 */
export async function refuseInfectedUpload(bytes: Buffer, name: string, scanner: VirusScanConfig): Promise<void> {
  let result;
  try {
    result = await scanWithClamd(bytes, scanner);
  } catch (error) {
    if (!(error instanceof ScannerUnavailableError)) throw error;
    // The name stays out of the log: uploads are identity documents.
    console.error(`Upload refused (503): ${error.message}`);
    throw new HttpError(503, 'Virus scanner unavailable, try again later');
  }
  if (!result.clean) throw new HttpError(422, `${quoted(name)} was refused: virus detected (${result.signature})`);
}
