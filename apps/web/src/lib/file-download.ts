import { downloadLinkContract } from '@app/domain';
import { callRest } from './rest-client.ts';

export interface DownloadLinkOptions {
  /** 'preview': the JPEG rendition the server keeps of a HEIC photo. */
  variant?: 'preview';
  signal?: AbortSignal;
}

/**
 * The signed address of a stored file (GET /db/download, spec 1 §7). Throws a RestError with the
 * server's reason (e.g. 'File not found' for a file the caller may not read).
 */
export async function fetchDownloadLink(fileId: string, options: DownloadLinkOptions = {}): Promise<string> {
  const { link } = await callRest(downloadLinkContract, {
    request: { id: fileId, ...(options.variant ? { variant: options.variant } : {}) },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return link;
}

/** Saves `href` under `name` through a temporary link (same-origin and blob: URLs honour `download`). */
export function saveFromLink(href: string, name: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.rel = 'noopener';
  anchor.click();
}
