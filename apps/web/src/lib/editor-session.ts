/**
 * This page's editor session: an id made once per page load, sent with an editing page's mutations (header) and its
 * live subscription (variable): the petition workspace's `builderPetition`, the Entities page's `companyUpdated`. The
 * server's live-update events carry the session of the request that made each change and answer `echo` when it is
 * this page's own (apps/api/src/graphql/request-context.ts and subscriptions-plugin.ts, migration 0055), so the page
 * skips refetching changes whose result it already has — while a second tab of the same person, with a session of its
 * own, still refetches.
 */
export const EDITOR_SESSION_HEADER = 'x-editor-session';

/** A v4 UUID from getRandomValues (crypto.randomUUID is missing on plain-http hosts). */
function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const EDITOR_SESSION = newSessionId();

/** Apollo operation context for a workspace mutation: its changes come back to this page marked as its echo. */
export const EDITOR_SESSION_CONTEXT = { headers: { [EDITOR_SESSION_HEADER]: EDITOR_SESSION } } as const;
