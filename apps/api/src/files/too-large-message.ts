/** '"name" is larger than 25 MB' (KB below one megabyte, so small test limits read sensibly). */
export function tooLargeMessage(name: string, maxBytes: number): string {
  const megabytes = maxBytes / (1024 * 1024);
  const limit = megabytes >= 1 ? `${Math.floor(megabytes)} MB` : `${Math.floor(maxBytes / 1024)} KB`;
  return `"${name}" is larger than ${limit}`;
}
