import { englishFormatName, type UploadFormat } from '@app/domain';
import { createContext } from 'react';

/**
 * The uploader's own words. English by default (staff, spec 1 §4); the customer shell provides them in the
 * person's language (issue 36). What the checks and the server answer about a file (`item.message`) is not here.
 */
export interface UploaderTexts {
  dropHint: (single: boolean) => string;
  accepted: (types: string, maxSize: string, single: boolean, limit: number) => string;
  /** A file format's name in the hint's list ("text" is a word to translate; PNG, PDF are names). */
  formatName: (format: UploadFormat) => string;
  choose: (single: boolean) => string;
  takePhoto: string;
  uploads: string;
  clearFinished: string;
  uploadingFile: (name: string) => string;
  uploadingPercent: (percent: number) => string;
  uploaded: string;
  error: string;
  retry: string;
  retryFile: (name: string) => string;
  cancel: string;
  remove: string;
  cancelFile: (name: string) => string;
  removeFile: (name: string) => string;
  failureToast: string;
  /** The undoable delete's toast (use-undoable-delete.ts). */
  deleted: (name: string) => string;
  undo: string;
}

export const ENGLISH_UPLOADER_TEXTS: UploaderTexts = {
  dropHint: (single) => `Drag and drop ${single ? 'a file' : 'files'} here, or choose ${single ? 'one' : 'them'}.`,
  accepted: (types, maxSize, single, limit) =>
    `Accepted: ${types} · up to ${maxSize} each · ${single ? 'one file' : `at most ${limit} files`}`,
  formatName: englishFormatName,
  choose: (single) => `Choose ${single ? 'a file' : 'files'}`,
  takePhoto: 'Take a photo',
  uploads: 'Uploads',
  clearFinished: 'Clear finished',
  uploadingFile: (name) => `Uploading ${name}`,
  uploadingPercent: (percent) => `Uploading… ${percent}%`,
  uploaded: 'Uploaded',
  error: 'Error',
  retry: 'Retry',
  retryFile: (name) => `Retry ${name}`,
  cancel: 'Cancel',
  remove: 'Remove',
  cancelFile: (name) => `Cancel ${name}`,
  removeFile: (name) => `Remove ${name}`,
  failureToast: 'There was a problem with your document upload. Please try again.',
  deleted: (name) => `Deleted ${name}`,
  undo: 'Undo',
};

export const UploaderTextsContext = createContext<UploaderTexts>(ENGLISH_UPLOADER_TEXTS);
