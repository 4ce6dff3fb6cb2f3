import { useMemo } from 'react';

/**
 * Longest a refetch holds the runner: a request Apollo abandons (the page moved on, a newer fetch
 * superseded it) must not stop every later live event from refetching.
 */
export const LIVE_REFETCH_STUCK_MS = 30_000;

/**
 * Turns a stream of live events into refetches, one at a time: an event that arrives while a refetch is
 * on the wire asks for exactly one more after it. A refetch started before the change it is told about
 * may answer with the older state, so joining it (what Apollo's in-flight deduplication would do) can
 * leave the page stale until the next event — a packet showing RUNNING after it finished.
 */
export function createLiveRefetch(
  refetch: () => Promise<unknown>,
  onError: (error: unknown) => void,
  stuckMs: number = LIVE_REFETCH_STUCK_MS,
): LiveRefetch {
  let running = false;
  let again = false;
  // Another editor's event since the page's last own echo: its refetch may have read the record before that change.
  let othersSinceOwnEcho = false;
  const run = () => {
    running = true;
    again = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stuck = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, stuckMs);
    });
    Promise.race([refetch().catch(onError), stuck]).finally(() => {
      clearTimeout(timer);
      running = false;
      if (again) run();
    });
  };
  const onEvent = () => {
    othersSinceOwnEcho = true;
    if (running) again = true;
    else run();
  };
  // The page's own change, whose answer is in the cache: no refetch, unless another editor's refetch read the record
  // before this change and may land (or landed) after that answer, putting the older value back on screen where the
  // next keystroke would save it (a lost edit).
  const ownEcho = () => {
    const stale = othersSinceOwnEcho;
    othersSinceOwnEcho = false;
    if (!stale) return;
    if (running) again = true;
    else run();
  };
  return Object.assign(onEvent, { ownEcho });
}

/** A live event handler (any change: refetch), with `ownEcho` for a change the page's own mutation made. */
export type LiveRefetch = (() => void) & { ownEcho: () => void };

/** Reports a failed live refetch, except the abort of one in flight when the page is left. */
export function reportLiveRefetchError(what: string) {
  return (error: unknown) => {
    if (error instanceof Error && error.name === 'AbortError') return;
    console.error(`refetching ${what} failed:`, error);
  };
}

/**
 * A callback for a subscription's onData that refetches through createLiveRefetch, the same as long as
 * `refetch` is (Apollo's is stable per query). The query it refetches should turn off Apollo's in-flight
 * deduplication (`LIVE_QUERY_CONTEXT`), so the extra refetch is a request of its own.
 */
export function useLiveRefetch(refetch: () => Promise<unknown>, what: string): LiveRefetch {
  return useMemo(() => createLiveRefetch(refetch, reportLiveRefetchError(what)), [refetch, what]);
}

/**
 * useQuery context for a query live events refetch: each refetch asks the server, never joins an older request, and
 * its answer never predates one of the page's saves answered meanwhile (own-save-order-link.ts).
 */
export const LIVE_QUERY_CONTEXT = { queryDeduplication: false, readAfterOwnSaves: true } as const;
