import type pg from 'pg';

const CHANNEL = 'analytics_events';
const FORWARD_TIMEOUT_MS = 5_000;

interface AnalyticsEventRow {
  id: string;
  event: string;
  user_id: string | null;
  team_id: string | null;
  properties: Record<string, unknown>;
  created_at: Date;
}

/**
 * Forwards each new analytics event to the configured service. The database
 * announces inserts on a channel; the replica that claims an event (sets
 * forwarded_at first) sends it, so several replicas send it once. A failed
 * send releases the claim and is logged; the event stays in the database.
 */
export async function startAnalyticsForwarding(options: {
  pool: pg.Pool;
  forwardUrl: string;
  log?: (message: string) => void;
}): Promise<{ stop: () => Promise<void> }> {
  const { pool, forwardUrl, log = (m) => console.error(m) } = options;
  // One pooled connection is kept for LISTEN while forwarding runs.
  const listener = await pool.connect();
  const inFlight = new Set<Promise<void>>();

  const forward = async (eventId: string) => {
    const { rows } = await pool.query<AnalyticsEventRow>(
      `update app_public.analytics_events set forwarded_at = now()
       where id = $1 and forwarded_at is null
       returning id, event, user_id, team_id, properties, created_at`,
      [eventId],
    );
    const row = rows[0];
    if (!row) return; // another replica has it
    try {
      const response = await fetch(forwardUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          id: row.id,
          event: row.event,
          userId: row.user_id,
          teamId: row.team_id,
          properties: row.properties,
          createdAt: row.created_at.toISOString(),
        }),
        signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
    } catch (error) {
      await pool.query('update app_public.analytics_events set forwarded_at = null where id = $1', [row.id]);
      log(`Analytics event ${row.id} was not forwarded: ${(error as Error).message}`);
    }
  };

  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    const job = forward(message.payload).catch((error: unknown) => log(`Analytics forwarding failed: ${String(error)}`));
    inFlight.add(job);
    void job.finally(() => inFlight.delete(job));
  });
  listener.on('error', (error) => log(`Analytics listener error: ${error.message}`));
  await listener.query(`listen ${CHANNEL}`);

  return {
    stop: async () => {
      await listener.query(`unlisten ${CHANNEL}`).catch(() => {});
      listener.release();
      await Promise.all(inFlight);
    },
  };
}
