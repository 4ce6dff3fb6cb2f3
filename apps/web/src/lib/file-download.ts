import { authHeaders } from './apollo.ts';

export class FileServiceUnavailableError extends Error {}

/**
 * The signed address of a stored file: GET /db/download?id= answers {link} (spec 1 §7). Throws
 * FileServiceUnavailableError while the server has no such route.
 */
export async function fetchDownloadLink(fileId: string, token: string | undefined): Promise<string> {
  const response = await fetch(`/db/download?id=${encodeURIComponent(fileId)}`, {
    headers: { accept: 'application/json', ...authHeaders(token) },
  });
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 404 || response.status === 501 || !type.includes('json'))
    throw new FileServiceUnavailableError('File downloads are not available yet.');
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  const body = (await response.json()) as { link?: unknown };
  if (typeof body.link !== 'string') throw new Error('The file service did not answer with a link');
  return body.link;
}
