/**
 * The server no longer accepts the signed-in person's token although the browser still holds it (the identity
 * provider rotated its signing keys, the demo provider restarted on new ones, staff disabled the account, the
 * token expired while the laptop slept). Every way the app talks to the API (GraphQL over HTTP, the REST
 * client, the graphql-ws socket) reports that here, and one listener (SessionRejectionHandler) ends the
 * session cleanly: forget it, go to sign-in with the page to come back to, say why there.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Called by SessionRejectionHandler; returns the unsubscribe. */
export function onSessionRejected(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server refused the token this browser sent. */
export function reportSessionRejected(): void {
  for (const listener of listeners) listener();
}

/**
 * An HTTP answer of the API: a 401 to a request that carried a bearer token is the server refusing the
 * session (a request without one is a bug of the caller, not an ended session).
 */
export function noticeRejectedSession(response: Pick<Response, 'status'>, sentAuthorization: boolean): void {
  if (response.status === 401 && sentAuthorization) reportSessionRejected();
}

/** Where the notice for /login waits (sessionStorage: this tab only); written by features/auth/session-ended. */
export const SESSION_ENDED_NOTICE_KEY = 'petition-studio.session-ended';

/** A session ended in this tab and the sign-in it leads to has not started yet: /login says why first. */
export function hasSessionEndedNotice(): boolean {
  try {
    return window.sessionStorage.getItem(SESSION_ENDED_NOTICE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Forgets the notice once the sign-in starts (a later visit to /login is an ordinary sign-in). Not when it is
 * read: /login is reached twice after an ended session (the guard's navigation, then the handler's page load).
 */
export function clearSessionEndedNotice(): void {
  try {
    window.sessionStorage.removeItem(SESSION_ENDED_NOTICE_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
