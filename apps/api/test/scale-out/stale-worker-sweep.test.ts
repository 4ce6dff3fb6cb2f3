import { becomeVisitor } from '@app/db';
import { insertRow, makePetition, makeUser } from '@app/db/seed';
import { createTestDatabase, dropTestDatabase } from '@app/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDONED_JOB_REASON } from '../../src/jobs/abandoned-jobs.ts';
import { prepareJobQueue } from '../../src/jobs/run-worker.ts';
import { sweepStaleWorkers } from '../../src/jobs/stale-worker-sweep.ts';

/** The sweep's decision (issue 12): only workers whose heartbeat is stale lose their jobs. Own database. */
let database: { name: string; url: string };
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase('ps_sweep');
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  await prepareJobQueue(pool);
}, 120_000);

afterAll(async () => {
  await pool?.end();
  if (database) await dropTestDatabase(database.name);
});

/** A job as a worker holding it leaves it: locked by `workerId`, its attempt counted (test fixture only). */
async function lockedJob(workerId: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    "select id from graphile_worker.add_job('sweep-test', json_build_object('who', $1::text))",
    [workerId],
  );
  await pool.query(`update graphile_worker._private_jobs set locked_by = $2, locked_at = now(), attempts = 1 where id = $1`, [
    rows[0]!.id,
    workerId,
  ]);
  return rows[0]!.id;
}

async function lockerOf(jobId: string): Promise<string | null> {
  const { rows } = await pool.query<{ locked_by: string | null }>('select locked_by from graphile_worker.jobs where id = $1', [
    jobId,
  ]);
  return rows[0]!.locked_by;
}

describe('sweepStaleWorkers', () => {
  it('unlocks the jobs of stale workers only and deletes their heartbeats', async () => {
    await pool.query(
      `insert into app_private.job_worker_heartbeats (worker_id, last_seen_at) values
         ('pool-dead', now() - interval '61 seconds'), ('pool-alive', now() - interval '10 seconds')`,
    );
    const deadJob = await lockedJob('pool-dead');
    const aliveJob = await lockedJob('pool-alive');
    // No heartbeat row at all: maybe a worker of a version without heartbeats, still running its job.
    const unknownJob = await lockedJob('pool-unknown');

    expect(await sweepStaleWorkers(pool, 60)).toEqual(['pool-dead']);

    expect(await lockerOf(deadJob)).toBeNull();
    expect(await lockerOf(aliveJob)).toBe('pool-alive');
    expect(await lockerOf(unknownJob)).toBe('pool-unknown');
    const { rows } = await pool.query<{ worker_id: string }>('select worker_id from app_private.job_worker_heartbeats');
    expect(rows.map((row) => row.worker_id)).toEqual(['pool-alive']);
    // The unlocked job keeps its attempt count, so a job that keeps crashing its workers still runs out of attempts.
    const { rows: dead } = await pool.query<{ attempts: number }>('select attempts from graphile_worker.jobs where id = $1', [
      deadJob,
    ]);
    expect(dead[0]!.attempts).toBe(1);
    expect(await sweepStaleWorkers(pool, 60)).toEqual([]);
  });

  it('fails for good a job that used its last attempt, and turns its packet FAILED so the next compile can start', async () => {
    const user = makeUser({});
    await insertRow(pool, 'users', user);
    const petition = makePetition({ beneficiary_id: user.id, company_id: null });
    await insertRow(pool, 'petitions', petition);
    const { rows: packets } = await pool.query<{ id: string }>(
      `insert into app_public.compiled_petitions (petition_id, display_name, status, creator_id)
       values ($1, 'Crashing packet', 'RUNNING', $2) returning id`,
      [petition.id, user.id],
    );
    const { rows: jobs } = await pool.query<{ id: string }>(
      `select id from graphile_worker.add_job('compile-petition-packet', json_build_object('compiledPetitionId', $1::text),
         max_attempts => 3)`,
      [packets[0]!.id],
    );
    await pool.query(
      `update graphile_worker._private_jobs set locked_by = 'pool-oom', locked_at = now(), attempts = 3 where id = $1`,
      [jobs[0]!.id],
    );
    await pool.query(
      `insert into app_private.job_worker_heartbeats (worker_id, last_seen_at) values ('pool-oom', now() - interval '2 minutes')`,
    );

    expect(await sweepStaleWorkers(pool, 60)).toEqual(['pool-oom']);

    const { rows: job } = await pool.query<{
      locked_by: string | null;
      attempts: number;
      max_attempts: number;
      last_error: string;
    }>('select locked_by, attempts, max_attempts, last_error from graphile_worker.jobs where id = $1', [jobs[0]!.id]);
    expect(job[0]).toMatchObject({ locked_by: null, last_error: ABANDONED_JOB_REASON });
    expect(job[0]!.attempts).toBeGreaterThanOrEqual(job[0]!.max_attempts);
    const { rows: packet } = await pool.query<{ status: string; failure_reason: string }>(
      'select status, failure_reason from app_public.compiled_petitions where id = $1',
      [packets[0]!.id],
    );
    expect(packet[0]!.status).toBe('FAILED');
    expect(packet[0]!.failure_reason).toMatch(/stopped on its last attempt/);
  });

  it('is out of the visitor role’s reach', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await becomeVisitor(client);
      await expect(client.query('select * from app_private.job_worker_heartbeats')).rejects.toThrow(/permission denied/);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
