/**
 * Read-only mode (spec 1 §2, spec 3 §2.1): the query parameter readOnly=true is kept by every link,
 * redirect and navigate. All in-app navigation goes through `withReadOnly`.
 */
export const READ_ONLY_PARAM = 'readOnly';

export function isReadOnlySearch(search: string): boolean {
  return new URLSearchParams(search).get(READ_ONLY_PARAM) === 'true';
}

/**
 * The target with readOnly=true added when the current page is read-only. External addresses
 * (another origin) are returned unchanged.
 */
export function withReadOnly(to: string, readOnly: boolean): string {
  if (!readOnly || !to.startsWith('/') || to.startsWith('//')) return to;
  const hashIndex = to.indexOf('#');
  const hash = hashIndex >= 0 ? to.slice(hashIndex) : '';
  const withoutHash = hashIndex >= 0 ? to.slice(0, hashIndex) : to;
  const queryIndex = withoutHash.indexOf('?');
  const pathname = queryIndex >= 0 ? withoutHash.slice(0, queryIndex) : withoutHash;
  const params = new URLSearchParams(queryIndex >= 0 ? withoutHash.slice(queryIndex + 1) : '');
  params.set(READ_ONLY_PARAM, 'true');
  return `${pathname}?${params.toString()}${hash}`;
}
