/**
 * A pending task's link: an http(s) address, or a path inside the app ('/documents'), which Action Items opens
 * in place. Returns the trimmed link, null for blank, or an error text.
 */
export function parseTaskLink(input: string): { ok: true; link: string | null } | { ok: false; error: string } {
  const link = input.trim();
  if (link === '') return { ok: true, link: null };
  if (link.startsWith('/') && !link.startsWith('//') && !/\s/.test(link)) return { ok: true, link };
  try {
    const url = new URL(link);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname) return { ok: true, link: url.href };
  } catch {
    // falls through to the error below
  }
  return { ok: false, error: 'Enter a web address starting with https:// or a path in the app starting with /.' };
}
