import type { UploadResultCode } from '@app/domain';
import type { UploadedFile } from '@/lib/file-upload.ts';

/** One row of an uploader: a chosen file and how its upload went. */
export interface UploadItem {
  key: string;
  file: File;
  code: UploadResultCode;
  /** 0..1 of the bytes sent. */
  progress: number;
  /** The row's error text (the spec's, e.g. 'Error uploading to S3'). */
  message?: string;
  /** The server's reason, shown under the message. */
  detail?: string;
  uploaded?: UploadedFile;
}

export type UploadAction =
  | { type: 'add'; items: UploadItem[] }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'uploaded'; key: string; uploaded: UploadedFile }
  | { type: 'succeeded'; key: string }
  | { type: 'failed'; key: string; code: Extract<UploadResultCode, `Error${string}`>; message: string; detail?: string }
  | { type: 'retrying'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'clearFinished' };

function update(items: UploadItem[], key: string, change: (item: UploadItem) => UploadItem): UploadItem[] {
  return items.map((item) => (item.key === key ? change(item) : item));
}

/** State transitions: uploading → success or error (spec 3 §4.1); an error row can be retried or removed. */
export function uploadItemsReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'progress':
      return update(items, action.key, (item) => ({ ...item, progress: Math.max(item.progress, action.progress) }));
    case 'uploaded':
      return update(items, action.key, (item) => ({ ...item, progress: 1, uploaded: action.uploaded }));
    case 'succeeded':
      return update(items, action.key, ({ message: _m, detail: _d, ...item }) => ({ ...item, code: 'Success', progress: 1 }));
    case 'failed':
      return update(items, action.key, (item) => ({
        ...item,
        code: action.code,
        message: action.message,
        detail: action.detail,
      }));
    case 'retrying':
      return update(items, action.key, ({ message: _m, detail: _d, ...item }) => ({
        ...item,
        code: 'Uploading',
        progress: item.uploaded ? 1 : 0,
      }));
    case 'remove':
      return items.filter((item) => item.key !== action.key);
    case 'clearFinished':
      return items.filter((item) => item.code !== 'Success');
  }
}

/** Rows that hold, or will hold, a file of the target: they count towards the limit and the names. */
export function isActive(item: UploadItem): boolean {
  return item.code === 'Ready' || item.code === 'Uploading' || item.code === 'Success' || item.code === 'ErrorExhibitFetch';
}

/**
 * The size a row shows: once stored, the stored file's (the server re-encodes photos, so a 157 KB photo may be
 * kept as 49 KB, the size the Documents page lists); while it uploads, the picked file's.
 */
export function shownSizeBytes(item: Pick<UploadItem, 'file' | 'uploaded'>): number {
  return item.uploaded?.sizeBytes ?? item.file.size;
}
