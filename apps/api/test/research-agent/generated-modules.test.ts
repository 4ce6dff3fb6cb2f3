import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.ts';
import { startJobWorker } from '../../src/jobs/run-worker.ts';
import { makeWriteGeneratedModuleTask, WRITE_GENERATED_MODULE } from '../../src/research-agent/write-generated-module-task.ts';
import { createServices } from '../../src/server/create-services.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { petitionPayload, post } from './research-agent-client.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const TEMPLATE_NOTE_START = '<p>Template draft — written by Petition Studio';

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('POST /modules/authorship, /modules/memo-starter, /modules/conclusion and autogen modules of POST /petition', () => {
  let server: TestServer;
  let world: World;
  let staff: string;
  let customer: string;
  let filesDir: string;

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-research-agent-'));
    staff = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
    customer = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
  });
  afterAll(async () => {
    await server?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const moduleRow = async (moduleId: string) =>
    (
      await server.pool.query(
        'select type, name, order_index, visible, autogen, data, description from app_public.modules where id = $1',
        [moduleId],
      )
    ).rows[0];

  it('memo starter (form): creates the module at the end, autogen and hidden, with the template draft as its description', async () => {
    const answer = await post(`${server.url}/modules/memo-starter`, staff, { petition_id: world.petitionId }, { form: true });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body['source']).toBe('template');
    const description = answer.body['description'] as string;
    expect(description.startsWith(TEMPLATE_NOTE_START)).toBe(true);
    expect(description).toContain(`Petition of Acme ${world.tag} on behalf of ${world.beneficiary.fullName}`);
    const moduleId = answer.body['moduleId'] as string;
    expect(await moduleRow(moduleId)).toEqual({
      type: 'memo-starter',
      name: 'Memo Starter',
      order_index: world.moduleIds.length,
      visible: false,
      autogen: true,
      data: {},
      description,
    });
    // Again: the same module is rewritten, not a second one made.
    const again = await post(`${server.url}/modules/memo-starter`, staff, { petition_id: world.petitionId }, { form: true });
    expect(again.body['moduleId']).toBe(moduleId);
  });

  it('conclusion (JSON) and authorship (form, with its inputs kept in the module data)', async () => {
    const conclusion = await post(`${server.url}/modules/conclusion`, staff, { petition_id: world.petitionId });
    expect(conclusion.status).toBe(200);
    expect(conclusion.body['description']).toContain('The petitioner respectfully requests that the petition be approved.');

    const authorship = await post(
      `${server.url}/modules/authorship`,
      staff,
      {
        petition_id: world.petitionId,
        name: 'Scholarly articles',
        google_scholar_url: 'https://scholar.example.test/u',
        num_articles: '4',
      },
      { form: true },
    );
    expect(authorship.status, JSON.stringify(authorship.body)).toBe(200);
    const row = await moduleRow(authorship.body['moduleId'] as string);
    expect(row).toMatchObject({
      type: 'authorship',
      name: 'Scholarly articles',
      visible: true,
      data: { google_scholar_url: 'https://scholar.example.test/u', num_articles: 4 },
    });
    expect(row.description).toBe(authorship.body['description']);
    expect(row.description.startsWith(TEMPLATE_NOTE_START)).toBe(true);
  });

  it('refuses bad input (400), unknown petitions (404) and customers (403)', async () => {
    const zero = await post(
      `${server.url}/modules/authorship`,
      staff,
      { petition_id: world.petitionId, google_scholar_url: 'https://scholar.example.test/u', num_articles: '0' },
      { form: true },
    );
    expect([zero.status, zero.body['error']]).toEqual([400, 'num_articles must be at least 1']);
    const unknown = await post(`${server.url}/modules/conclusion`, staff, { petition_id: UNKNOWN }, { form: true });
    expect([unknown.status, unknown.body['error']]).toEqual([404, 'Petition not found']);
    for (const route of ['memo-starter', 'conclusion', 'authorship']) {
      const refused = await post(`${server.url}/modules/${route}`, customer, { petition_id: world.petitionId }, { form: true });
      expect([refused.status, refused.body['error']]).toEqual([403, 'Only staff may use the research agent']);
    }
  });

  it('POST /petition queues the writing of its autogen generated modules; the job stores the template draft', async () => {
    const payload = petitionPayload(world);
    payload.modules[0]!.autogen = true;
    payload.modules.push({
      type: 'conclusion',
      name: 'Conclusion',
      autogen: true,
      visible: false,
      entities: [],
      data: {},
      exhibits: [],
    });
    const answer = await post(`${server.url}/petition`, staff, payload);
    expect(answer.status).toBe(201);
    const petitionId = answer.body['petitionId'] as string;
    const jobs = await server.pool.query<{ key: string }>(
      `select key from graphile_worker.jobs where task_identifier = $1 and key = any($2::text[])`,
      [
        WRITE_GENERATED_MODULE,
        (
          await server.pool.query<{ id: string }>('select id from app_public.modules where petition_id = $1 and autogen', [
            petitionId,
          ])
        ).rows.map((row) => `${WRITE_GENERATED_MODULE}:${row.id}`),
      ],
    );
    expect(jobs.rowCount).toBe(2);

    // A worker of our own runs the task here, with the services a worker process builds (server/create-services.ts).
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: testDatabaseUrl(), FILE_STORAGE_DIR: filesDir });
    const { writeModuleContent } = createServices(config, server.pool);
    const worker = await startJobWorker({
      pool: server.pool,
      taskList: { [WRITE_GENERATED_MODULE]: makeWriteGeneratedModuleTask({ pool: server.pool, writeModuleContent }) },
      pollIntervalMs: 200,
    });
    try {
      const modules = await waitFor(
        async () =>
          (
            await server.pool.query<{ type: string; description: string | null }>(
              'select type, description from app_public.modules where petition_id = $1 and autogen order by order_index',
              [petitionId],
            )
          ).rows,
        (rows) => rows.every((row) => row.description !== null),
      );
      expect(modules.map((row) => row.type)).toEqual(['memo-starter', 'conclusion']);
      for (const row of modules) expect(row.description?.startsWith(TEMPLATE_NOTE_START)).toBe(true);
      expect(modules[1]!.description).toContain('The petitioner respectfully requests that the petition be approved.');
    } finally {
      await worker.stop();
    }
  });
});
