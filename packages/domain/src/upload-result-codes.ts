/**
 * Outcome of one file in an uploader. The Error* codes say which stage failed:
 * Gdrive/Apollo/Backend name the service, Select the file picker, ExhibitFetch
 * the reload of the exhibit afterwards.
 */
export const UPLOAD_RESULT_CODES = [
  'Ready',
  'Uploading',
  'Success',
  'ErrorGdrive',
  'ErrorApollo',
  'ErrorSelect',
  'ErrorExhibitFetch',
  'ErrorBackend',
] as const;
export type UploadResultCode = (typeof UPLOAD_RESULT_CODES)[number];

export function isUploadError(code: UploadResultCode): boolean {
  return code.startsWith('Error');
}
