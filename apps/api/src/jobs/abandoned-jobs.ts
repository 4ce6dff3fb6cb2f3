import type pg from 'pg';
import { COMPILE_PETITION_PACKET } from '../packets/compile-task.ts';

/** A job whose worker died on its last attempt: it will never run again. */
export interface AbandonedJob {
  id: string;
  taskIdentifier: string;
  payload: unknown;
}

export const ABANDONED_JOB_REASON = 'The worker running it stopped on its last attempt (crash or out of memory)';

/** Jobs the given (stale) workers hold that used their last attempt: unlocked, they would never run again. */
export async function findAbandonedJobs(client: pg.PoolClient, workerIds: string[]): Promise<AbandonedJob[]> {
  const { rows } = await client.query<{ id: string; task_identifier: string; payload: unknown }>(
    // The public jobs view has no payload; its private table is only read here, changes go through the API.
    `select j.id::text, t.identifier as task_identifier, j.payload
       from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
      where j.locked_by = any($1::text[]) and j.attempts >= j.max_attempts`,
    [workerIds],
  );
  return rows.map((row) => ({ id: row.id, taskIdentifier: row.task_identifier, payload: row.payload }));
}

/**
 * Fails abandoned (already unlocked) jobs for good with graphile-worker's permanently_fail_jobs and tells what
 * they were doing that it will not finish: a packet turns FAILED instead of staying RUNNING, which would also
 * block the next compile of its petition.
 */
export async function failAbandonedJobs(client: pg.PoolClient, jobs: AbandonedJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await client.query('select graphile_worker.permanently_fail_jobs($1::bigint[], $2)', [
    jobs.map((job) => job.id),
    ABANDONED_JOB_REASON,
  ]);
  for (const job of jobs) await settleAbandonedJob(client, job);
}

async function settleAbandonedJob(client: pg.PoolClient, job: AbandonedJob): Promise<void> {
  if (job.taskIdentifier !== COMPILE_PETITION_PACKET) return;
  const compiledPetitionId = (job.payload as { compiledPetitionId?: unknown } | null)?.compiledPetitionId;
  if (typeof compiledPetitionId !== 'string') return;
  await client.query(
    `update app_public.compiled_petitions set status = 'FAILED', failure_reason = $2, finished_at = now()
      where id = $1 and status = 'RUNNING'`,
    [compiledPetitionId, `The packet could not be compiled: ${ABANDONED_JOB_REASON.toLowerCase()}`],
  );
}
