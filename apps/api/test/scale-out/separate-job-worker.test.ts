import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeChatWebhook, type FakeChatWebhook } from '../support-panel/webhook-server.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer.ts';
import { createWorld, type World } from '../support/world.ts';
import { startApiReplica, startJobWorkerProcess, type ApiReplica, type JobWorkerProcess } from './api-replica.ts';

/**
 * Background jobs in a separate worker process (issue 12): an API started with JOB_WORKER=off queues jobs
 * but runs none; `npm run worker -w apps/api` (apps/api/src/worker.ts) takes them from the same queue.
 */
let issuer: TestIssuer;
let webhook: FakeChatWebhook;
let filesDir: string;
let api: ApiReplica;
let worker: JobWorkerProcess | undefined;
let pool: pg.Pool;
let world: World;
let env: Record<string, string>;

beforeAll(async () => {
  issuer = await startTestIssuer();
  webhook = await startFakeChatWebhook();
  filesDir = await mkdtemp(path.join(tmpdir(), 'ps-worker-'));
  env = {
    DATABASE_URL: testDatabaseUrl(),
    OIDC_ISSUER: issuer.issuer,
    OIDC_AUDIENCE: issuer.audience,
    OIDC_CLIENT_ID: 'petition-studio-worker',
    APP_SECRET: randomBytes(32).toString('hex'),
    FILE_STORAGE_DIR: filesDir,
    SUPPORT_WEBHOOK_URL: webhook.url,
  };
  api = await startApiReplica({ ...env, JOB_WORKER: 'off' });
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  world = await createWorld(pool);
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await api?.stop();
  await pool?.end();
  await webhook?.close();
  await issuer?.close();
  await rm(filesDir, { recursive: true, force: true });
});

async function pendingJobs(messageId: string): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(
    "select count(*)::int as count from graphile_worker.jobs where key = 'forward-support-message:' || $1",
    [messageId],
  );
  return rows[0]!.count;
}

describe('a separate job worker process', () => {
  it('runs the jobs an API with JOB_WORKER=off queued but left alone', async () => {
    const text = `Where do I upload my diploma? (${world.tag})`;
    const { rows } = await pool.query<{ id: string }>(
      `insert into app_public.support_messages (user_id, screen, message) values ($1, '/docs', $2) returning id`,
      [world.beneficiary.id, text],
    );
    const messageId = rows[0]!.id;
    // Queued by the database; nobody takes it while only the API (jobs off) is running.
    expect(await pendingJobs(messageId)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(webhook.calls(), api.output()).toBe(0);

    worker = await startJobWorkerProcess(env);
    const deadline = Date.now() + 30_000;
    while (!webhook.received.some((body) => JSON.stringify(body).includes(world.tag))) {
      if (Date.now() > deadline) throw new Error(`the worker did not forward the message:\n${worker.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // The webhook hears the message before the task returns; the job row goes and forwarded_at is set
    // only once it has: wait for both rather than read them the moment the webhook is called.
    await expect.poll(() => pendingJobs(messageId), { timeout: 10_000 }).toBe(0);
    const forwardedAt = async () => {
      const { rows: forwarded } = await pool.query<{ forwarded_at: Date | null }>(
        'select forwarded_at from app_public.support_messages where id = $1',
        [messageId],
      );
      return forwarded[0]!.forwarded_at;
    };
    await expect.poll(forwardedAt, { timeout: 10_000 }).not.toBeNull();
  });
});
