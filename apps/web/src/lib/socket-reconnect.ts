/**
 * What the subscription socket does when it drops (issue 11, "a lost websocket reconnects and refetches").
 *
 * graphql-ws reconnects by itself and sends every active subscription again, but the events published
 * while the socket was down are gone: a subscription only hears changes made after it is back. So after
 * a reconnect the caller refetches its active queries, and what changed meanwhile shows without a reload.
 */

/** graphql-ws closes an idle lazy socket (and the app closes it on sign-out) with this code: not a loss. */
const NORMAL_CLOSURE = 1000;

/** The longest pause between two reconnection attempts, so a long outage is noticed soon after it ends. */
export const MAX_RECONNECT_DELAY_MS = 30_000;

/** Anything with a close code: the browser's CloseEvent, or graphql-ws's close-event-like objects. */
function closeCode(event: unknown): number | null {
  if (typeof event !== 'object' || event === null || !('code' in event)) return null;
  const { code } = event as { code: unknown };
  return typeof code === 'number' ? code : null;
}

/** The spec's websocket log texts (spec 1 §7). A drop that is retried is a warning, not an error. */
export function logSocketProblem(event: unknown): void {
  const code = closeCode(event);
  if (code !== null) console.warn(`Socket closed with event ${code}`);
  else if (typeof Event !== 'undefined' && event instanceof Event) console.warn('No websocket connection');
  else console.error('Unknown error occurred in the websocket client.', event);
}

/**
 * Randomised exponential backoff (1 s, 2 s, 4 s, … plus 0.3–3 s so that many browsers do not return at the
 * same instant), capped at MAX_RECONNECT_DELAY_MS: graphql-ws's own wait grows without bound.
 */
export function reconnectDelayMs(retries: number, random: () => number = Math.random): number {
  const backoff = Math.min(1000 * 2 ** Math.max(0, retries), MAX_RECONNECT_DELAY_MS);
  return backoff + Math.floor(300 + random() * 2700);
}

export interface SocketLifecycle {
  /** graphql-ws `closed`: logs an unexpected close and remembers it. */
  closed: (event: unknown) => void;
  /** graphql-ws `connected`: after an unexpected close, this connection is a reconnect. */
  connected: () => void;
}

/**
 * Calls `onReconnected` on the first connection after an unexpected close: not on the first connection,
 * and not when the socket comes back after a normal close (the lazy socket closing while nothing listens).
 */
export function trackSocketLifecycle(onReconnected: () => void): SocketLifecycle {
  let lost = false;
  return {
    closed(event) {
      const code = closeCode(event);
      if (code === NORMAL_CLOSURE) return;
      lost = true;
      logSocketProblem(event);
    },
    connected() {
      if (!lost) return;
      lost = false;
      onReconnected();
    },
  };
}
