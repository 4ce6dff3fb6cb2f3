import { DEFAULT_DEBOUNCE_MS } from '@app/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AutosaveController, type AutosaveStatus } from './autosave-controller.ts';

export interface UseAutosaveOptions<T> {
  /** The value being edited. Every change (by Object.is: memoise objects) is saved after the debounce. */
  value: T;
  save: (value: T) => Promise<unknown>;
  debounceMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
}

export interface UseAutosaveResult {
  status: AutosaveStatus;
  /** The last save's error while status is 'error'. */
  error: unknown;
  /** Saves a pending edit now and resolves once everything is saved; a submit awaits it. */
  flush: () => Promise<void>;
}

/**
 * Saves `value` whenever it changes, after a pause in editing (see AutosaveController: one save at a
 * time, the newest edit wins, retries with backoff). The value it starts with is not saved. Edits are
 * flushed when the component unmounts and when the page is hidden or unloaded (best effort), and a failed
 * save is retried at once when the browser comes back online.
 */
export function useAutosave<T>({
  value,
  save,
  debounceMs = DEFAULT_DEBOUNCE_MS,
  retryBaseMs,
  retryMaxMs,
}: UseAutosaveOptions<T>): UseAutosaveResult {
  const [state, setState] = useState<{ status: AutosaveStatus; error: unknown }>({ status: 'idle', error: null });
  const [controller] = useState(() => new AutosaveController<T>({ save, debounceMs, retryBaseMs, retryMaxMs }));
  const lastSeenValue = useRef(value);

  useEffect(() => controller.setSave(save), [controller, save]);

  useEffect(() => {
    if (Object.is(lastSeenValue.current, value)) return;
    lastSeenValue.current = value;
    controller.update(value);
  }, [controller, value]);

  useEffect(() => {
    controller.attach((status, error) => setState({ status, error }));
    const flushInBackground = () => {
      // A failure here is retried by the controller; nobody is waiting for the answer.
      controller.flush().catch(() => {});
    };
    const retryNow = () => controller.retryNow();
    window.addEventListener('online', retryNow);
    window.addEventListener('pagehide', flushInBackground);
    window.addEventListener('beforeunload', flushInBackground);
    return () => {
      window.removeEventListener('online', retryNow);
      window.removeEventListener('pagehide', flushInBackground);
      window.removeEventListener('beforeunload', flushInBackground);
      controller.detach();
      flushInBackground();
    };
  }, [controller]);

  const flush = useCallback(() => controller.flush(), [controller]);
  return { status: state.status, error: state.error, flush };
}
