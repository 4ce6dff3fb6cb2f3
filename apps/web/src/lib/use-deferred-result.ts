import { useDeferredValue } from 'react';

/**
 * A query's result whose new answers render in the background (issue 35).
 *
 * Apollo delivers an answer through useSyncExternalStore, and React renders such an update at once, in one
 * task: a page that lays out dozens of rows then holds a phone's main thread for hundreds of milliseconds
 * (Lighthouse counts it as blocking time). With the answer passed through useDeferredValue, the urgent render
 * keeps what was shown (the skeleton on a first load) and React renders the new answer as a transition, which
 * it splits into slices and interrupts for input. `loading` stays true until the first answer has rendered,
 * so the page never shows an empty state in between; a later answer replaces the shown one without a skeleton.
 */
export function useDeferredResult<Result extends { data?: unknown; loading: boolean }>(result: Result): Result {
  const data = useDeferredValue(result.data) as Result['data'];
  if (data === result.data) return result;
  return { ...result, data, loading: result.loading || data === undefined };
}
