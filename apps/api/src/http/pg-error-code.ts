/** The PostgreSQL error code (e.g. '42501') of a failed query, which routes turn into answers. */
export function pgErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}
