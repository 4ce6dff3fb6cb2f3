import type pg from 'pg';
import { failAbandonedJobs, findAbandonedJobs } from './abandoned-jobs.ts';

/**
 * Hands the jobs of crashed workers back to the queue (issue 12). A worker whose heartbeat row in
 * app_private.job_worker_heartbeats (migration 0033) is older than `staleAfterSeconds` by the database's
 * clock is taken for dead: graphile-worker's own force_unlock_workers releases its jobs (attempts and
 * run_at untouched, so they run again at once, up to their max_attempts; a job that had used its last
 * attempt is failed for good, see abandoned-jobs.ts), and its row is deleted. Workers
 * with no heartbeat row are left alone: they may be a version without heartbeats still running its jobs,
 * and graphile-worker's four-hour lock expiry still covers them.
 *
 * One transaction, rows claimed with SKIP LOCKED: replicas sweeping at the same moment split the work
 * instead of doing it twice. Returns the worker ids it unlocked.
 */
export async function sweepStaleWorkers(pool: pg.Pool, staleAfterSeconds: number): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ worker_id: string }>(
      `select worker_id from app_private.job_worker_heartbeats
        where last_seen_at < now() - make_interval(secs => $1)
        for update skip locked`,
      [staleAfterSeconds],
    );
    const workerIds = rows.map((row) => row.worker_id);
    if (workerIds.length > 0) {
      // Jobs on their last attempt would be unlocked but never run again: failed for good once unlocked.
      const abandoned = await findAbandonedJobs(client, workerIds);
      await client.query('select graphile_worker.force_unlock_workers($1::text[])', [workerIds]);
      await failAbandonedJobs(client, abandoned);
      await client.query('delete from app_private.job_worker_heartbeats where worker_id = any($1::text[])', [workerIds]);
    }
    await client.query('commit');
    return workerIds;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
