/**
 * Tries `attempt` on each animation frame until it says it is done (returns true) or `timeoutMs` has passed. For
 * what must wait for the page to render something first: focusing a row a refetch is about to show, a panel whose
 * code and query are still loading, or noticing that a removed control has left the page. One place for the
 * frame loop and its deadline, so no caller can forget to stop.
 */
export function eachFrameUntil(attempt: () => boolean, timeoutMs: number): void {
  const deadline = Date.now() + timeoutMs;
  const tick = () => {
    if (attempt()) return;
    if (Date.now() < deadline) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}
