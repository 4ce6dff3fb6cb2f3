import { authHeaders } from './apollo.ts';

export interface DownloadLinkOptions {
  /** 'preview': the JPEG rendition the server keeps of a HEIC photo. */
  variant?: 'preview';
  signal?: AbortSignal;
}

/**
 * The signed address of a stored file: GET /db/download?id=[&variant=preview] answers {link} (spec 1 §7).
 * Throws with the server's reason (e.g. 'File not found' for a file the caller may not read).
 */
export async function fetchDownloadLink(
  fileId: string,
  token: string | undefined,
  options: DownloadLinkOptions = {},
): Promise<string> {
  const query = new URLSearchParams({ id: fileId });
  if (options.variant) query.set('variant', options.variant);
  const response = await fetch(`/db/download?${query.toString()}`, {
    headers: { accept: 'application/json', ...authHeaders(token) },
    signal: options.signal,
  });
  const body = (await response.json().catch(() => ({}))) as { link?: unknown; error?: unknown };
  if (!response.ok) throw new Error(typeof body.error === 'string' ? body.error : `Download failed (${response.status})`);
  if (typeof body.link !== 'string') throw new Error('The file service did not answer with a link');
  return body.link;
}

/** Saves `href` under `name` through a temporary link (same-origin and blob: URLs honour `download`). */
export function saveFromLink(href: string, name: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.rel = 'noopener';
  anchor.click();
}
