import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asUser } from '@app/db';
import { createTestDatabase, dropTestDatabase } from '@app/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareJobQueue } from '../../src/jobs/run-worker.ts';
import { createWorld, type World } from '../support/world.ts';
import { startJobWorkerProcess, type JobWorkerProcess } from './api-replica.ts';

/**
 * A crashed worker's job is retried promptly (issue 12): worker A takes a compile job and is SIGKILLed
 * while it holds the lock; worker B, started with short heartbeat settings, finds A's heartbeat stale,
 * unlocks the job through graphile-worker's force_unlock_workers and completes the packet, long before
 * graphile-worker's own four-hour lock expiry. Own database: no other test's worker may take the job.
 */
let database: { name: string; url: string };
let pool: pg.Pool;
let filesDir: string;
let world: World;
const workers: JobWorkerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase('ps_crash');
  pool = new pg.Pool({ connectionString: database.url, max: 3 });
  pool.on('error', () => undefined);
  await prepareJobQueue(pool);
  world = await createWorld(pool);
  // The world's file has no stored bytes; without it, its exhibit is left out and the packet compiles.
  await pool.query('delete from app_public.exhibit_files where exhibit_id = $1', [world.exhibitId]);
  filesDir = await mkdtemp(path.join(tmpdir(), 'ps-crash-'));
}, 120_000);

afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await pool?.end();
  if (database) await dropTestDatabase(database.name);
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${what}:\n${workers.map((w) => w.output()).join('\n---\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a job whose worker was killed', () => {
  it('runs again on another worker once the dead worker’s heartbeat is stale', async () => {
    const env = {
      DATABASE_URL: database.url,
      APP_SECRET: randomBytes(32).toString('hex'),
      FILE_STORAGE_DIR: filesDir,
      OIDC_ISSUER: 'http://127.0.0.1:9/issuer',
      JOB_HEARTBEAT_INTERVAL_SECONDS: '1',
      JOB_WORKER_STALE_AFTER_SECONDS: '3',
      JOB_SWEEP_INTERVAL_SECONDS: '1',
    };
    const compiled = await asUser(pool, world.staff.id, (client) =>
      client.query<{ id: string }>('select id from app_public.compile_petition($1)', [world.petitionId]),
    );
    const compiledId = compiled.rows[0]!.id;

    // Holds the compile deterministically: the task's first read of compiled_petitions waits for this lock.
    const holder = await pool.connect();
    await holder.query('begin');
    await holder.query('lock table app_public.compiled_petitions in access exclusive mode');
    try {
      const workerA = await startJobWorkerProcess(env);
      workers.push(workerA);
      const lockedBy = await until(
        'worker A to lock the compile job',
        async () => {
          const { rows } = await pool.query<{ locked_by: string | null }>(
            "select locked_by from graphile_worker.jobs where task_identifier = 'compile-petition-packet'",
          );
          return rows[0]?.locked_by ?? undefined;
        },
        30_000,
      );
      const { rows: beats } = await pool.query<{ worker_id: string }>(
        'select worker_id from app_private.job_worker_heartbeats where worker_id = $1',
        [lockedBy],
      );
      expect(beats).toHaveLength(1);
      await workerA.kill();
      workers.splice(workers.indexOf(workerA), 1);
    } finally {
      await holder.query('commit');
      holder.release();
    }

    const started = Date.now();
    workers.push(await startJobWorkerProcess(env));
    const status = await until(
      'the packet to complete',
      async () => {
        const { rows } = await pool.query<{ status: string }>('select status from app_public.compiled_petitions where id = $1', [
          compiledId,
        ]);
        return rows[0]!.status === 'RUNNING' ? undefined : rows[0]!.status;
      },
      60_000,
    );
    const { rows: reason } = await pool.query('select failure_reason from app_public.compiled_petitions where id = $1', [
      compiledId,
    ]);
    expect(status, JSON.stringify(reason)).toBe('COMPLETED');
    expect(Date.now() - started).toBeLessThan(60_000);
    // The task commits the packet before graphile-worker deletes the finished job in its own statement.
    await until(
      'the finished job to leave the queue',
      async () => {
        const { rows } = await pool.query('select id from graphile_worker.jobs');
        return rows.length === 0 ? true : undefined;
      },
      15_000,
    );
    const { rows: packets } = await pool.query<{ status: string; file_id: string | null }>(
      'select status, file_id from app_public.compiled_petitions where petition_id = $1',
      [world.petitionId],
    );
    expect(packets).toEqual([{ status: 'COMPLETED', file_id: expect.any(String) }]);
  }, 150_000);
});
