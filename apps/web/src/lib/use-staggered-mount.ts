import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Parts of a long page that mount one per task, in the order they asked (issue 35).
 *
 * React can slice a render but not a commit: a page that commits fifty rows at once (their DOM, attributes,
 * listeners and effects) holds a phone's main thread for one long task, which Lighthouse counts as blocking
 * time. A part that waits its turn here renders in a commit of its own, so the work is the same but no task
 * is long and input is answered between them. Each turn is a macrotask (a new task, not a microtask), and a
 * turn given to a part that has since unmounted is passed on.
 */
const waiting: Array<() => void> = [];
/** The part whose turn it is, until it has committed (or unmounted): the next turn waits for that. */
let turnHolder: (() => void) | null = null;
let turnScheduled = false;
const pendingListeners = new Set<() => void>();

function isPending(): boolean {
  return turnHolder !== null || waiting.length > 0;
}

function notifyPending() {
  for (const listener of pendingListeners) listener();
}

function scheduleTurn() {
  if (turnScheduled || turnHolder || waiting.length === 0) return;
  turnScheduled = true;
  setTimeout(giveTurn, 0);
}

function giveTurn() {
  turnScheduled = false;
  turnHolder = waiting.shift() ?? null;
  // A transition, so React renders the part in short slices too; only its commit is one task.
  const holder = turnHolder;
  if (holder) startTransition(holder);
}

function endTurn(holder: () => void) {
  if (turnHolder !== holder) return;
  turnHolder = null;
  scheduleTurn();
}

/**
 * Whether the part may mount now: at once when `immediate` (what the first screen shows), else from its turn
 * on. Once mounted it stays mounted; the next part's turn comes in a new task after this one has committed.
 */
export function useStaggeredMount(immediate: boolean): boolean {
  const [mounted, setMounted] = useState(immediate);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    waiting.push(mount);
    scheduleTurn();
    notifyPending();
    // Runs once the mounted part has committed, or when the part leaves before its turn.
    return () => {
      const place = waiting.indexOf(mount);
      if (place >= 0) waiting.splice(place, 1);
      endTurn(mount);
      notifyPending();
    };
  }, [mounted]);
  return mounted;
}

/**
 * Whether some part is still waiting for its turn or mounting: what a page shows as `aria-busy` (and what browser
 * tests wait on) until everything it holds has rendered.
 */
export function useStaggeredMountsPending(): boolean {
  return useSyncExternalStore(
    (listener) => {
      pendingListeners.add(listener);
      return () => pendingListeners.delete(listener);
    },
    isPending,
    () => false,
  );
}
