import type { UploaderKind, UploadResultCode } from '@app/domain';
import { authHeaders } from './apollo.ts';

/** Where a registered upload is linked: POST /db/upload/<path> with these fields (spec 1 §7). */
export interface UploadRegistration {
  path: 'exhibit' | 'immigration' | 'individual' | 'company' | 'form' | 'plymouth';
  fields: Readonly<Record<string, string>>;
}

export interface UploadedFile {
  id: string;
  name: string;
  mimeType: string;
}

/** A failed stage of the upload flow, with its result code and the text the uploader shows. */
export class UploadError extends Error {
  constructor(
    readonly code: Extract<UploadResultCode, `Error${string}`>,
    message: string,
    /** The server's reason, when it gave one. */
    readonly detail?: string,
  ) {
    super(message);
  }
}

export const PRESIGN_FAILED = 'Backend error getting presigned URL';
export const STORAGE_PUT_FAILED = 'Error uploading to S3';
export const REGISTRATION_FAILED = 'An error occurred while uploading the file';

interface Presigned {
  uploadUrl: string;
  fileId: string;
  s3Key: string;
}

async function serverReason(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One JSON POST of the upload flow. Any failure (network, refusal, unreadable answer) is an
 * UploadError with `failure` and the server's reason; an abort passes through.
 */
async function postStage(
  url: string,
  token: string | undefined,
  body: unknown,
  failure: string,
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...authHeaders(token) },
      body: JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new UploadError('ErrorBackend', failure);
  }
  if (!response.ok) throw new UploadError('ErrorBackend', failure, await serverReason(response));
  return (await response.json().catch(() => ({}))) as Record<string, unknown>;
}

/** PUT with progress events (fetch has none for uploads). */
function putWithProgress(
  url: string,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ ok: boolean; reason?: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    if (file.type) request.setRequestHeader('content-type', file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const ok = request.status >= 200 && request.status < 300;
      let reason: string | undefined;
      if (!ok) {
        try {
          reason = (JSON.parse(request.responseText) as { error?: string }).error;
        } catch {
          reason = undefined;
        }
      }
      resolve({ ok, ...(reason ? { reason } : {}) });
    };
    request.onerror = () => resolve({ ok: false });
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

/**
 * One file through the file service: presign, PUT the bytes to the signed address (local disk or S3),
 * register it against its target. Throws UploadError naming the failed stage; an answer without an id
 * counts as a failure (spec 2 §5).
 */
export async function uploadOneFile(options: {
  file: File;
  kind: UploaderKind;
  registration: UploadRegistration;
  token: string | undefined;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<UploadedFile> {
  const { file, kind, registration, token, onProgress, signal } = options;
  const presigned = (await postStage(
    '/db/presigned-upload',
    token,
    { fileName: file.name, contentType: file.type, size: file.size, uploader: kind },
    PRESIGN_FAILED,
    signal,
  )) as Partial<Presigned>;
  if (!presigned.uploadUrl || !presigned.fileId || !presigned.s3Key) throw new UploadError('ErrorBackend', PRESIGN_FAILED);

  const put = await putWithProgress(presigned.uploadUrl, file, onProgress, signal);
  if (!put.ok) throw new UploadError('ErrorBackend', STORAGE_PUT_FAILED, put.reason);
  onProgress(1);

  const body = await postStage(
    `/db/upload/${registration.path}`,
    token,
    { s3Key: presigned.s3Key, fileId: presigned.fileId, name: file.name, mimeType: file.type, ...registration.fields },
    REGISTRATION_FAILED,
    signal,
  );
  if (typeof body.id !== 'string' || body.id === '') throw new UploadError('ErrorBackend', REGISTRATION_FAILED);
  return { id: body.id, name: file.name, mimeType: file.type };
}
