/**
 * What the user is told about their edits (spec 3 §4: idle, loading, success, error). 'invalid' (issue 26)
 * is not the controller's: a form reports it while a field fails its rule, and that value is not saved.
 */
export type AutosaveStatus = 'idle' | 'loading' | 'success' | 'error' | 'invalid';

/** First retry after a failed save; each further one waits twice as long, up to the cap. */
export const AUTOSAVE_RETRY_BASE_MS = 1_000;
export const AUTOSAVE_RETRY_MAX_MS = 30_000;

/** The wait before retry number `attempt` (1, 2, …): 1 s, 2 s, 4 s, … capped at 30 s. */
export function retryDelayMs(attempt: number, baseMs = AUTOSAVE_RETRY_BASE_MS, maxMs = AUTOSAVE_RETRY_MAX_MS): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export interface AutosaveControllerOptions<T> {
  save: (value: T) => Promise<unknown>;
  debounceMs: number;
  onStatus?: (status: AutosaveStatus, error: unknown) => void;
  retryBaseMs?: number;
  retryMaxMs?: number;
}

/** The newest edit not saved yet (a box, so that a pending `undefined` is told apart from none). */
interface Pending<T> {
  value: T;
}

/**
 * Saves the newest value after a pause in editing, one save at a time: edits made while a save is in
 * flight are coalesced into one save that starts when it ends, so the last edit is always the last one
 * written. A failed save keeps its value pending and is retried with capped exponential backoff (and at
 * once by retryNow, e.g. when the browser comes back online); a newer edit replaces the failed value.
 * Framework-free so that its timing can be tested with fake timers; useAutosave wraps it for React.
 */
export class AutosaveController<T> {
  private pending: Pending<T> | null = null;
  /** The running save; resolves to whether it succeeded (it never rejects). */
  private inFlight: Promise<boolean> | null = null;
  private debounceTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failedAttempts = 0;
  private lastError: unknown = null;

  private readonly options: AutosaveControllerOptions<T>;

  constructor(options: AutosaveControllerOptions<T>) {
    this.options = options;
  }

  /** Whether an edit has not been saved yet (pending, being saved, or waiting for a retry). */
  get hasUnsavedChanges(): boolean {
    return this.pending !== null || this.inFlight !== null;
  }

  /** Uses this save function from now on (the component re-rendered with a new one). */
  setSave(save: (value: T) => Promise<unknown>): void {
    this.options.save = save;
  }

  /** Reports status changes to this listener (the component mounted). */
  attach(onStatus: (status: AutosaveStatus, error: unknown) => void): void {
    this.options.onStatus = onStatus;
  }

  /** Stops status reports (the component is gone); saves and retries go on so no edit is lost. */
  detach(): void {
    this.options.onStatus = undefined;
  }

  /** A new value to save after the debounce. While a retry is scheduled it waits for that instead. */
  update(value: T): void {
    this.pending = { value };
    if (this.retryTimer !== null) return;
    this.clearDebounce();
    this.debounceTimer = setTimeout(() => {
      this.debounceTimer = null;
      void this.run();
    }, this.options.debounceMs);
  }

  /**
   * Saves a pending edit now and waits until every edit is saved. Rejects with the save's error if the
   * newest edit could not be saved (it stays pending and is retried in the background).
   */
  async flush(): Promise<void> {
    this.clearDebounce();
    for (;;) {
      while (this.inFlight) await this.inFlight;
      if (!this.pending) return;
      this.clearRetry();
      const saved = await this.run();
      if (!saved && this.pending) throw this.lastError;
    }
  }

  /** Retries a failed save now instead of waiting for the backoff (the network is back). */
  retryNow(): void {
    if (this.retryTimer === null) return;
    this.clearRetry();
    void this.run();
  }

  private run(): Promise<boolean> {
    if (this.inFlight) return this.inFlight;
    const pending = this.pending;
    if (!pending) return Promise.resolve(true);
    this.clearDebounce();
    this.pending = null;
    this.report('loading', null);
    const attempt = this.options.save(pending.value).then(
      () => this.succeeded(),
      (error: unknown) => this.failed(pending, error),
    );
    this.inFlight = attempt;
    return attempt;
  }

  private succeeded(): boolean {
    this.inFlight = null;
    this.failedAttempts = 0;
    this.lastError = null;
    // Edits made during the save: save the newest now, unless its debounce is still running.
    if (this.pending && this.debounceTimer === null) void this.run();
    else if (!this.pending) this.report('success', null);
    return true;
  }

  private failed(attempted: Pending<T>, error: unknown): boolean {
    this.inFlight = null;
    this.failedAttempts += 1;
    this.lastError = error;
    // Keep the failed value unless the user has typed something newer since.
    this.pending ??= attempted;
    this.clearDebounce();
    this.report('error', error);
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = null;
        void this.run();
      },
      retryDelayMs(this.failedAttempts, this.options.retryBaseMs, this.options.retryMaxMs),
    );
    return false;
  }

  private report(status: AutosaveStatus, error: unknown): void {
    this.options.onStatus?.(status, error);
  }

  private clearDebounce(): void {
    if (this.debounceTimer !== null) clearTimeout(this.debounceTimer);
    this.debounceTimer = null;
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }
}
