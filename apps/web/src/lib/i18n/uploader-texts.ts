import type { UploaderTexts } from '@/components/files/uploader-texts.ts';
import { englishFormatName, type UploadFormat } from '@app/domain';
import type { I18n } from '@lingui/core';

/**
 * A file format's name in the reader's language: "text" is a word ("texto", "文本"); PNG, JPEG, PDF, Markdown and the
 * other formats are names, the same in every language (packages/domain upload-rules.ts).
 */
export function translatedFormatName(i18n: I18n, format: UploadFormat): string {
  return format === 'text' ? i18n._({ id: 'uploader.format.text', message: 'text' }) : englishFormatName(format);
}

/** The uploader's words in the customer's language (issue 36), provided by the customer shell. */
export function translatedUploaderTexts(i18n: I18n): UploaderTexts {
  return {
    dropHint: (single) =>
      single
        ? i18n._({ id: 'uploader.dropHint.one', message: 'Drag and drop a file here, or choose one.' })
        : i18n._({ id: 'uploader.dropHint.many', message: 'Drag and drop files here, or choose them.' }),
    accepted: (types, maxSize, single, limit) =>
      single
        ? i18n._({
            id: 'uploader.accepted.one',
            message: 'Accepted: {types} · up to {maxSize} each · one file',
            values: { types, maxSize },
          })
        : i18n._({
            id: 'uploader.accepted.many',
            message: 'Accepted: {types} · up to {maxSize} each · at most {limit} files',
            values: { types, maxSize, limit },
          }),
    formatName: (format) => translatedFormatName(i18n, format),
    choose: (single) =>
      single
        ? i18n._({ id: 'uploader.choose.one', message: 'Choose a file' })
        : i18n._({ id: 'uploader.choose.many', message: 'Choose files' }),
    takePhoto: i18n._({ id: 'uploader.takePhoto', message: 'Take a photo' }),
    uploads: i18n._({ id: 'uploader.uploads', message: 'Uploads' }),
    clearFinished: i18n._({ id: 'uploader.clearFinished', message: 'Clear finished' }),
    uploadingFile: (name) => i18n._({ id: 'uploader.uploadingFile', message: 'Uploading {name}', values: { name } }),
    uploadingPercent: (percent) =>
      i18n._({ id: 'uploader.uploadingPercent', message: 'Uploading… {percent}%', values: { percent } }),
    uploaded: i18n._({ id: 'uploader.uploaded', message: 'Uploaded' }),
    error: i18n._({ id: 'uploader.error', message: 'Error' }),
    retry: i18n._({ id: 'uploader.retry', message: 'Retry' }),
    retryFile: (name) => i18n._({ id: 'uploader.retryFile', message: 'Retry {name}', values: { name } }),
    cancel: i18n._({ id: 'common.cancel', message: 'Cancel' }),
    remove: i18n._({ id: 'uploader.remove', message: 'Remove' }),
    cancelFile: (name) => i18n._({ id: 'uploader.cancelFile', message: 'Cancel {name}', values: { name } }),
    removeFile: (name) => i18n._({ id: 'uploader.removeFile', message: 'Remove {name}', values: { name } }),
    failureToast: i18n._({
      id: 'uploader.failed',
      message: 'There was a problem with your document upload. Please try again.',
    }),
    deleted: (name) => i18n._({ id: 'uploader.deleted', message: 'Deleted {name}', values: { name } }),
    undo: i18n._({ id: 'uploader.undo', message: 'Undo' }),
  };
}
