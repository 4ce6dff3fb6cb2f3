import {
  presignedUploadContract,
  registerUploadContracts,
  type TUploadRegistrationPath,
  type TUploadTarget,
  type UploaderKind,
  type UploadResultCode,
} from '@app/domain';
import { callRest, RestError } from './rest-client.ts';

/** Where a registered upload is linked: POST /db/upload/<path> with the target's fields (spec 1 §7). */
export type UploadRegistration = {
  [Path in TUploadRegistrationPath]: { path: Path; fields: TUploadTarget<Path> };
}[TUploadRegistrationPath];

export interface UploadedFile {
  id: string;
  name: string;
  mimeType: string;
  /** Size of what the server stored (photos are re-encoded, so it can differ from the picked file's). */
  sizeBytes: number;
}

/** A failed stage of the upload flow, with its result code and the text the uploader shows. */
export class UploadError extends Error {
  readonly code: Extract<UploadResultCode, `Error${string}`>;
  /** The server's reason, when it gave one. */
  readonly detail: string | undefined;

  constructor(code: Extract<UploadResultCode, `Error${string}`>, message: string, detail?: string) {
    super(message);
    this.code = code;
    this.detail = detail;
  }
}

export const PRESIGN_FAILED = 'Backend error getting presigned URL';
export const STORAGE_PUT_FAILED = 'Error uploading to S3';
export const REGISTRATION_FAILED = 'An error occurred while uploading the file';

/**
 * The server's refusals of the file itself (validate-upload.ts: empty, too large, not what it claims, active content,
 * a password): sending it again gets the same answer, so the row offers Remove, not Retry ('ErrorSelect', as a
 * file the browser already refuses). Anything else (5xx, network, a broken answer) may pass on a retry.
 */
const FILE_REFUSED_STATUSES: ReadonlySet<number> = new Set([400, 413, 415, 422]);

/** A REST stage's failure as the uploader's UploadError (keeping the server's reason); aborts pass through. */
async function stage<T>(run: () => Promise<T>, failure: string, signal?: AbortSignal): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (signal?.aborted) throw error;
    if (!(error instanceof RestError)) throw new UploadError('ErrorBackend', failure);
    const refused = error.status !== null && FILE_REFUSED_STATUSES.has(error.status) && error.serverMessage !== undefined;
    throw new UploadError(refused ? 'ErrorSelect' : 'ErrorBackend', failure, error.serverMessage);
  }
}

/** The PUT's refusal text, when the storage answered with a JSON {error} (the local driver does). */
function putRefusal(responseText: string): string | undefined {
  try {
    const body: unknown = JSON.parse(responseText);
    return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
      ? body.error
      : undefined;
  } catch {
    return undefined;
  }
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
      const reason = ok ? undefined : putRefusal(request.responseText);
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
 * register it against its target. Both JSON stages go through the typed REST client, so an answer
 * that does not match its contract (e.g. without an id) is a failure (spec 2 §5). Throws UploadError
 * naming the failed stage.
 */
export async function uploadOneFile(options: {
  file: File;
  kind: UploaderKind;
  registration: UploadRegistration;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
  /** Replace: the caller's file of the same target that this one takes the place of, in one step on the server. */
  replacesFileId?: string;
}): Promise<UploadedFile> {
  const { file, kind, registration, onProgress, signal, replacesFileId } = options;
  const withSignal = signal ? { signal } : {};
  const presigned = await stage(
    () =>
      callRest(presignedUploadContract, {
        request: { fileName: file.name, contentType: file.type, size: file.size, uploader: kind },
        ...withSignal,
      }),
    PRESIGN_FAILED,
    signal,
  );

  const put = await putWithProgress(presigned.uploadUrl, file, onProgress, signal);
  if (!put.ok) throw new UploadError('ErrorBackend', STORAGE_PUT_FAILED, put.reason);
  onProgress(1);

  const registered = await stage(
    () =>
      callRest(registerUploadContracts[registration.path], {
        request: {
          s3Key: presigned.s3Key,
          fileId: presigned.fileId,
          name: file.name,
          mimeType: file.type,
          ...registration.fields,
          ...(replacesFileId ? { replacesFileId } : {}),
        },
        ...withSignal,
      }),
    REGISTRATION_FAILED,
    signal,
  );
  return { id: registered.id, name: file.name, mimeType: file.type, sizeBytes: registered.sizeBytes };
}
