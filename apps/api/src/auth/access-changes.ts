import type pg from 'pg';

/** The channel migration 0041's triggers notify; the payload is the sign-in subject whose access changed. */
export const ACCESS_CHANGED_CHANNEL = 'user_access_changed';
const LISTEN = `listen ${ACCESS_CHANGED_CHANNEL}`;

/**
 * `sub`: that person was deleted, disabled, enabled, relinked or made or unmade staff.
 * `null`: changes may have been missed (this process stopped or started listening): forget everything.
 */
export type AccessChangeListener = (sub: string | null) => void;

export interface AccessChanges {
  /** True while this process LISTENs: no change can be missed, so what is known about a subject may be cached. */
  readonly listening: boolean;
  /** Returns the unsubscribe function. */
  subscribe(listener: AccessChangeListener): () => void;
  close(): Promise<void>;
}

export interface AccessChangeOptions {
  /** Wait before connecting again after the listening connection was lost. */
  retryDelayMs?: number;
  /**
   * How often the listening connection proves it is alive. A connection cut without a TCP reset (a frozen
   * database, a dropped route) raises no error by itself; until the check fails, this process would trust
   * a cache that no longer hears about changes.
   */
  heartbeatIntervalMs?: number;
  heartbeatTimeoutMs?: number;
}

const DEFAULTS = { retryDelayMs: 1_000, heartbeatIntervalMs: 15_000, heartbeatTimeoutMs: 5_000 };

/**
 * LISTENs for user access changes on one connection of the pool, for the whole life of the process, and
 * connects again after losing it. Each replica of the API listens for itself, so a user disabled through
 * one replica is refused by all of them at once (issue 29).
 */
export function listenForAccessChanges(pool: pg.Pool, options: AccessChangeOptions = {}): AccessChanges {
  const { retryDelayMs, heartbeatIntervalMs, heartbeatTimeoutMs } = { ...DEFAULTS, ...options };
  const listeners = new Set<AccessChangeListener>();
  let client: pg.PoolClient | undefined;
  /** Removes the listening connection's event handlers (before it goes back to the pool). */
  let detach = () => {};
  let listening = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;

  const emit = (sub: string | null) => {
    for (const listener of listeners) listener(sub);
  };
  const onNotification = (message: pg.Notification) => {
    if (message.channel === ACCESS_CHANGED_CHANNEL && message.payload) emit(message.payload);
  };

  const lose = (lost: pg.PoolClient, error: Error) => {
    if (client !== lost) return;
    client = undefined;
    const wasListening = listening;
    listening = false;
    clearInterval(heartbeatTimer);
    detach();
    // Passing the error makes the pool destroy the connection instead of reusing it.
    lost.release(error);
    if (wasListening) emit(null);
    if (!closed) retryTimer = setTimeout(connect, retryDelayMs);
  };

  const heartbeat = (current: pg.PoolClient) => {
    // LISTEN again rather than `select 1`: a no-op on a live connection that also proves the channel is still heard.
    current.query({ text: LISTEN, query_timeout: heartbeatTimeoutMs } as pg.QueryConfig).catch((error: unknown) => {
      lose(current, error instanceof Error ? error : new Error(String(error)));
    });
  };

  async function connect(): Promise<void> {
    retryTimer = undefined;
    if (closed) return;
    let current: pg.PoolClient;
    try {
      current = await pool.connect();
    } catch {
      if (!closed) retryTimer = setTimeout(connect, retryDelayMs);
      return;
    }
    if (closed) {
      current.release();
      return;
    }
    client = current;
    const onError = (error: Error) => lose(current, error);
    const onEnd = () => lose(current, new Error('The connection ended'));
    current.on('notification', onNotification);
    current.on('error', onError);
    current.on('end', onEnd);
    detach = () => {
      current.off('notification', onNotification);
      current.off('error', onError);
      current.off('end', onEnd);
    };
    try {
      await current.query(LISTEN);
    } catch (error) {
      lose(current, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (client !== current) return;
    listening = true;
    heartbeatTimer = setInterval(() => heartbeat(current), heartbeatIntervalMs);
    heartbeatTimer.unref();
    // Whatever was learnt before LISTEN took effect may already be out of date.
    emit(null);
  }

  void connect();

  return {
    get listening() {
      return listening;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeatTimer);
      const current = client;
      client = undefined;
      listening = false;
      listeners.clear();
      if (!current) return;
      detach();
      try {
        await current.query(`unlisten ${ACCESS_CHANGED_CHANNEL}`);
        current.release();
      } catch (error) {
        current.release(error instanceof Error ? error : true);
      }
    },
  };
}
