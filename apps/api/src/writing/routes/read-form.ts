import { Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import type express from 'express';
import { HttpError } from '../../http/http-error.ts';
import { refuseUnstorableText } from '../../http/storable-text.ts';
import { tooLargeMessage } from '../../files/too-large-message.ts';

/** A file part of a form, its bytes in memory (each is at most the upload limit). */
export interface FormFile {
  field: string;
  name: string;
  /** What the browser said it is; the bytes are checked before use. */
  claimedType: string;
  bytes: Buffer;
}

export interface ReadForm {
  /** Text fields; a repeated field (or `name[]`) is a list. */
  fields: Record<string, string | string[]>;
  files: FormFile[];
}

export interface FormLimits {
  /** Largest file. */
  maxFileBytes: number;
  /** Most files in one request, all fields together. */
  maxFiles: number;
  /** The file fields the route takes; a file under another name is refused. */
  fileFields: readonly string[];
}

/**
 * Text beyond the files: a few bios and descriptions (each field ≤ 20,000 characters by contract),
 * with room for multipart framing.
 */
const TEXT_ALLOWANCE_BYTES = 1024 * 1024;
/**
 * The whole request's ceiling: four largest files and the text. The form is read into memory
 * (WHATWG FormData), so a request may not hold fifteen largest files at once; supporting documents
 * of a letter are far smaller in practice, and a larger set can be split over the record's exhibits.
 */
export const FORM_FILES_BYTES_FACTOR = 4;

/** "25 MB", or KB below one megabyte (small test limits read sensibly). */
function byteSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1 ? `${Math.floor(megabytes)} MB` : `${Math.floor(bytes / 1024)} KB`;
}

function formTooLarge(maxFileBytes: number): HttpError {
  return new HttpError(
    413,
    `The form is too large: files may be at most ${byteSize(maxFileBytes)} each and ${byteSize(FORM_FILES_BYTES_FACTOR * maxFileBytes)} together`,
  );
}

/** The request body, refused as soon as it passes `maxBytes`. */
function cappedBody(req: express.Request, maxBytes: number, tooLarge: () => HttpError): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(tooLarge());
      else callback(null, chunk);
    },
  });
  req.on('error', (error) => counter.destroy(error));
  return req.pipe(counter);
}

/**
 * Reads a multipart (or url-encoded) form with the WHATWG parser Node ships, within limits: the
 * body's size (checked while it streams), each file's size, the number of files, and which fields
 * may carry files. Problems are 4xx HttpErrors naming them; file contents are checked by the caller.
 */
export async function readForm(req: express.Request, limits: FormLimits): Promise<ReadForm> {
  const contentType = req.headers['content-type'] ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    throw new HttpError(415, 'The request must be form data (multipart/form-data)');
  }
  const maxBytes = FORM_FILES_BYTES_FACTOR * limits.maxFileBytes + TEXT_ALLOWANCE_BYTES;
  const tooLarge = () => formTooLarge(limits.maxFileBytes);
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) throw tooLarge();

  let body: globalThis.FormData;
  try {
    const stream = Readable.toWeb(cappedBody(req, maxBytes, tooLarge)) as NodeWebReadableStream<Uint8Array>;
    body = await new Request('http://form.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: stream as unknown as ReadableStream<Uint8Array>,
      duplex: 'half',
    } as RequestInit).formData();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const cause = error instanceof Error ? error.cause : undefined;
    if (cause instanceof HttpError) throw cause;
    throw new HttpError(400, 'The request body is not valid form data');
  }

  const fields: ReadForm['fields'] = {};
  const files: FormFile[] = [];
  for (const [rawName, value] of body.entries()) {
    const field = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    if (typeof value === 'string') {
      const previous = fields[field];
      fields[field] = previous === undefined ? (rawName.endsWith('[]') ? [value] : value) : [previous, value].flat();
      continue;
    }
    if (!limits.fileFields.includes(field)) {
      throw new HttpError(400, `${field} does not take files (files go in ${limits.fileFields.join(', ')})`);
    }
    if (files.length >= limits.maxFiles) throw new HttpError(413, `Maximum ${limits.maxFiles} files allowed`);
    if (value.size > limits.maxFileBytes) throw new HttpError(413, tooLargeMessage(value.name, limits.maxFileBytes));
    files.push({ field, name: value.name, claimedType: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
  }
  // These routes read their own stream, after mountRoute's check of req.body: the form's text and file names are checked here.
  refuseUnstorableText(fields, 'Request body');
  for (const file of files) refuseUnstorableText({ [file.field]: file.name }, 'Request body');
  return { fields, files };
}
