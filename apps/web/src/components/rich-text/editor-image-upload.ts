import { isAllowedUploadType, presignedUploadContract, registerUploadContracts } from '@app/domain';
import { callRest, RestError } from '@/lib/rest-client.ts';

/** The failure text when the server gave no reason (spec 2 §8). */
export const IMAGE_UPLOAD_FAILED = 'Something went wrong';

/** jpg, jpeg, png, webp or gif (spec 2 §2.5; the editorImage rule in packages/domain). */
export function isEditorImage(file: File): boolean {
  return isAllowedUploadType('editorImage', file);
}

/** The images of a drop or paste, or [] unless EVERY file is one (a mixed drop is refused, spec 2 §2.5). */
export function editorImagesOf(files: FileList | readonly File[] | null | undefined): File[] {
  const list = files ? Array.from(files) : [];
  return list.length > 0 && list.every(isEditorImage) ? list : [];
}

/** The storage's reason when it refused the PUT with a JSON {error} (the local driver does). */
async function storageRefusal(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
      ? body.error
      : undefined;
  } catch {
    return undefined;
  }
}

/** A failed upload, with the text to show: the server's error or 'Something went wrong'. */
export class EditorImageUploadError extends Error {}

function failure(error: unknown): EditorImageUploadError {
  const reason = error instanceof RestError ? error.serverMessage : undefined;
  return new EditorImageUploadError(reason ?? IMAGE_UPLOAD_FAILED);
}

/**
 * Uploads one editor image through the file service (decisions RTE-021): presign, PUT the bytes,
 * register with POST /db/upload/editor-image, and answers the stable address the HTML embeds.
 * Throws EditorImageUploadError with the text to show.
 */
export async function uploadEditorImage(file: File): Promise<string> {
  let presigned;
  try {
    presigned = await callRest(presignedUploadContract, {
      request: { fileName: file.name, contentType: file.type, size: file.size, uploader: 'editorImage' },
    });
  } catch (error) {
    throw failure(error);
  }
  let put: Response;
  try {
    put = await fetch(presigned.uploadUrl, {
      method: 'PUT',
      body: file,
      ...(file.type ? { headers: { 'content-type': file.type } } : {}),
    });
  } catch {
    throw new EditorImageUploadError(IMAGE_UPLOAD_FAILED);
  }
  if (!put.ok) throw new EditorImageUploadError((await storageRefusal(put)) ?? IMAGE_UPLOAD_FAILED);
  try {
    const registered = await callRest(registerUploadContracts['editor-image'], {
      request: { s3Key: presigned.s3Key, fileId: presigned.fileId, name: file.name, mimeType: file.type },
    });
    return registered.url;
  } catch (error) {
    throw failure(error);
  }
}
