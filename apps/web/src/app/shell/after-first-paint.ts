/**
 * Runs `task` once the browser has painted and is idle (or after 2 s at the latest), for code the first
 * screen does not need; returns a cancel function for an effect's clean-up.
 */
export function afterFirstPaint(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
