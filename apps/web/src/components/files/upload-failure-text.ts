import type { UploadError } from '@/lib/file-upload.ts';

/**
 * What the toast says when a file fails. A file the server refused for itself ('ErrorSelect' with its reason: a
 * PDF with active content, a password, not what it claims) fails again on a retry, so the toast says the row's
 * reason ("… Print it to a new PDF …") instead of "Please try again"; anything else (a server or network hiccup)
 * keeps the uploader's "Please try again" toast, which the row's Retry button matches.
 */
export function uploadFailureToastText(
  failure: Pick<UploadError, 'code' | 'detail'>,
  retryToast: string,
  translate: (message: string) => string,
): string {
  return failure.code === 'ErrorSelect' && failure.detail ? translate(failure.detail) : retryToast;
}
