import type pg from 'pg';

/** How long /healthz waits for the database: a load balancer's probe must get an answer, not a hung request. */
export const DATABASE_HEALTH_TIMEOUT_MS = 1_000;
/**
 * A query still pending after this long is given up on and a new one is started: a connection attempt
 * (which the query timeout does not cover) may hang for good, and /healthz must notice the recovery.
 */
const ABANDON_AFTER_MS = 30_000;

/**
 * Whether the database answers `select 1` within `timeoutMs`. A frozen database (or a full pool) makes the
 * query hang rather than fail, so the answer is false once the time is up, whatever the query does.
 *
 * One query at a time: while a probe's query is still pending, later probes wait on that same query (each
 * with its own deadline), so probes every few seconds against a hung database do not take every connection
 * of the pool. The query's own client-side timeout makes the pool drop a connection that stopped answering.
 */
export function createDatabaseHealthProbe(pool: Pick<pg.Pool, 'query'>, timeoutMs = DATABASE_HEALTH_TIMEOUT_MS) {
  let pending: { answer: Promise<boolean>; startedAt: number } | undefined;

  const query = () => {
    if (pending && Date.now() - pending.startedAt < ABANDON_AFTER_MS) return pending.answer;
    const current = {
      startedAt: Date.now(),
      answer: pool.query({ text: 'select 1', query_timeout: timeoutMs } as pg.QueryConfig).then(
        () => true,
        () => false,
      ),
    };
    pending = current;
    void current.answer.finally(() => {
      if (pending === current) pending = undefined;
    });
    return current.answer;
  };

  return async function databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([query(), deadline]);
    } finally {
      clearTimeout(timer);
    }
  };
}
