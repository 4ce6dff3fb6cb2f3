import { useEffect, useState } from 'react';
import { fetchDownloadLink } from '@/lib/file-download.ts';
import { blobTypeOf, previewKind, type PreviewKind } from './preview-kind.ts';

export interface PreviewFile {
  id: string;
  name: string;
  mimeType: string;
}

/** DLG-015: the file's link could not be fetched. */
export const FAILED_TO_LOAD_FILE = 'Failed to load file';
/** DLG-016: the link was got, but the content could not be read. */
export const FAILED_TO_LOAD_FILE_CONTENTS = 'Failed to load file contents';

/** Text longer than this is cut in the preview (the download has all of it). */
export const MAX_PREVIEW_TEXT_LENGTH = 500_000;

export type FilePreviewState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** pdf, image and heic: the fetched bytes behind a blob: URL; `original` is null for HEIC (a rendition). */
  | { status: 'ready'; kind: 'pdf' | 'image' | 'heic'; objectUrl: string; original: Blob | null }
  | { status: 'ready'; kind: 'text'; text: string; truncated: boolean; original: Blob }
  | { status: 'ready'; kind: 'other'; link: string };

class ContentError extends Error {}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

async function fetchContent(link: string, signal: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    // The link is signed: no bearer token goes with it (it may point at S3).
    response = await fetch(link, { signal });
    if (!response.ok) throw new ContentError(`Reading the file failed (${response.status})`);
    return await response.blob();
  } catch (error) {
    if (isAbort(error) || error instanceof ContentError) throw error;
    throw new ContentError('Reading the file failed', { cause: error });
  }
}

/**
 * Loads what the preview of `file` shows while `open`: the signed link (GET /db/download, through the
 * typed REST client, which sends the current token), then,
 * except for types shown as a download link, the bytes, turned into a Blob whose type is fixed by
 * the kind (so a frame only ever shows a PDF) and shown through a blob: URL, or read as text. The
 * link's own response carries `Content-Security-Policy: sandbox`, under which Chrome refuses to
 * show a PDF in a frame; a blob: URL has no such header. Object URLs are revoked when the file
 * changes, the dialog closes or the component unmounts; requests in flight are aborted.
 */
export function useFilePreview(
  file: PreviewFile | null,
  open: boolean,
): { state: FilePreviewState; kind: PreviewKind | null; reportContentError: () => void } {
  const [result, setResult] = useState<{ fileId: string; state: FilePreviewState } | null>(null);
  const fileId = file?.id;
  const name = file?.name;
  const mimeType = file?.mimeType;

  useEffect(() => {
    if (!open || fileId === undefined || name === undefined || mimeType === undefined) return;
    const kind = previewKind({ name, mimeType });
    const controller = new AbortController();
    const { signal } = controller;
    let objectUrl: string | undefined;
    const settle = (state: FilePreviewState) => {
      if (!signal.aborted) setResult({ fileId, state });
    };

    void (async () => {
      let link: string;
      try {
        link = await fetchDownloadLink(fileId, {
          signal,
          ...(kind === 'heic' ? { variant: 'preview' as const } : {}),
        });
      } catch (error) {
        if (!isAbort(error)) {
          console.error('file preview: no link', error);
          settle({ status: 'error', message: FAILED_TO_LOAD_FILE });
        }
        return;
      }
      if (kind === 'other') {
        settle({ status: 'ready', kind, link });
        return;
      }
      try {
        const original = await fetchContent(link, signal);
        if (kind === 'text') {
          const text = await original.text();
          const truncated = text.length > MAX_PREVIEW_TEXT_LENGTH;
          settle({
            status: 'ready',
            kind,
            text: truncated ? text.slice(0, MAX_PREVIEW_TEXT_LENGTH) : text,
            truncated,
            original,
          });
          return;
        }
        if (signal.aborted) return;
        objectUrl = URL.createObjectURL(new Blob([original], { type: blobTypeOf(kind, mimeType) }));
        settle({ status: 'ready', kind, objectUrl, original: kind === 'heic' ? null : original });
      } catch (error) {
        if (!isAbort(error)) {
          console.error('file preview: no content', error);
          settle({ status: 'error', message: FAILED_TO_LOAD_FILE_CONTENTS });
        }
      }
    })();

    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setResult(null);
    };
  }, [open, fileId, name, mimeType]);

  const state: FilePreviewState = result && file && result.fileId === file.id ? result.state : { status: 'loading' };
  return {
    state,
    kind: file ? previewKind(file) : null,
    reportContentError: () => {
      if (fileId !== undefined) setResult({ fileId, state: { status: 'error', message: FAILED_TO_LOAD_FILE_CONTENTS } });
    },
  };
}
