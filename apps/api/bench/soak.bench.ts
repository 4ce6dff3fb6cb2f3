/**
 * npm run bench: the soak. The API server, started as production starts it in a process of its own on a fresh
 * demo-seeded database, serves the customer Home query to 100 concurrent clients signed in as the demo
 * beneficiary for 60 s, then idles for 20 s. It reports the server's RSS (from /proc) and heap
 * (process.memoryUsage()) before, right after and after the idle time, with requests/s and latency p50/p95:
 * memory that grows under load and is not handed back shows as "after idle" staying near "after".
 * A report, never a pass/fail timing test: it fails only when the answers are wrong or the server cannot
 * start. See bench/README.md.
 *
 * Settings: SOAK_SECONDS (default 60; 15 for a quick run), SOAK_CONNECTIONS (100), SOAK_IDLE_SECONDS (20),
 * SOAK_NODE_FLAGS (node flags instead of the start script's heap bounds; `none` for node's defaults) and
 * SOAK_SERVER_ENV (extra server variables, e.g. `MALLOC_ARENA_MAX=2`), to compare settings.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createEmptyDatabase, dropTestDatabase } from '@app/db/testing';
import { DEMO_ACCOUNTS } from '@app/domain';
import { findFreePort } from '../../../e2e/support/free-port.ts';
import { startTestIssuer } from '../test/support/test-issuer.ts';
import { closedLoopLoad, type ClosedLoopResult } from './closed-loop-load.ts';
import { homeVariablesFor, readHomeQuery } from './home-query.ts';
import { productionNodeFlags, startSoakServer, type HeapFigures, type SoakServer } from './soak-server.ts';

const RESULTS_FILE = fileURLToPath(new URL('./results/soak.json', import.meta.url));
const WARMUP_REQUESTS = 50;

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

/** `A=1 B=2` → { A: '1', B: '2' }: server variables to compare settings without editing the bench. */
function serverEnvironment(raw: string | undefined): Record<string, string> {
  const pairs = (raw ?? '').split(/\s+/).filter(Boolean);
  return Object.fromEntries(
    pairs.map((pair) => {
      const [name, ...value] = pair.split('=');
      if (!name || value.length === 0) throw new Error(`SOAK_SERVER_ENV must be NAME=value pairs, got '${pair}'`);
      return [name, value.join('=')];
    }),
  );
}

/** SOAK_NODE_FLAGS replaces the start script's node flags (`none` for node's defaults), to compare settings. */
async function nodeFlags(): Promise<string[]> {
  const raw = process.env.SOAK_NODE_FLAGS;
  if (raw === undefined || raw === '') return productionNodeFlags();
  return raw === 'none' ? [] : raw.split(/\s+/).filter(Boolean);
}

const settings = {
  soakSeconds: positiveInt('SOAK_SECONDS', 60),
  connections: positiveInt('SOAK_CONNECTIONS', 100),
  idleSeconds: positiveInt('SOAK_IDLE_SECONDS', 20),
  serverEnv: serverEnvironment(process.env.SOAK_SERVER_ENV),
};

const benchStarted = performance.now();
const loadAverage = () => Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
const log = (message: string) =>
  console.log(`[soak ${((performance.now() - benchStarted) / 1000).toFixed(1).padStart(6)} s] ${message}`);
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
const cleanups: (() => Promise<unknown>)[] = [];

/** One moment's memory: the kernel's RSS and the server's own heap figures, in MB. */
interface MemoryPoint {
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  loadAverage1m: number;
}

async function memoryPoint(server: SoakServer, collectFirst = false): Promise<MemoryPoint> {
  // Heap first: a forced collection changes RSS, which should then be read after it.
  const heap: HeapFigures = await server.heap(collectFirst);
  const { rss } = await server.processMemory();
  return {
    rssMb: megabytes(rss),
    heapUsedMb: megabytes(heap.heapUsed),
    heapTotalMb: megabytes(heap.heapTotal),
    externalMb: megabytes(heap.external),
    arrayBuffersMb: megabytes(heap.arrayBuffers),
    loadAverage1m: loadAverage(),
  };
}

async function demoBeneficiary(databaseUrl: string) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === 'beneficiary');
  if (!account) throw new Error('No demo beneficiary account in @app/domain');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from app_public.users where auth0_sub = $1', [account.sub]);
    const userId = rows[0]?.id;
    if (!userId) throw new Error(`The demo seed has no user with sub ${account.sub}`);
    return { account, userId };
  } finally {
    await client.end();
  }
}

interface HomeAnswer {
  data?: { allPetitions?: { nodes?: unknown[] } };
  errors?: { message: string }[];
}

async function main(): Promise<void> {
  log(
    `${settings.connections} connections for ${settings.soakSeconds} s, then ${settings.idleSeconds} s idle` +
      (Object.keys(settings.serverEnv).length ? `; server env ${JSON.stringify(settings.serverEnv)}` : ''),
  );
  const database = await createEmptyDatabase('ps_soak');
  cleanups.push(() => dropTestDatabase(database.name));
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'ps-soak-files-'));
  cleanups.push(() => rm(filesDir, { recursive: true, force: true }));
  const issuer = await startTestIssuer();
  cleanups.push(() => issuer.close());

  const server = await startSoakServer({
    databaseUrl: database.url,
    port: await findFreePort(),
    filesDir,
    oidc: { issuer: issuer.issuer, audience: issuer.audience },
    nodeFlags: await nodeFlags(),
    env: settings.serverEnv,
  });
  cleanups.push(() => server.stop());
  log(
    `server pid ${server.pid} on ${server.graphqlUrl} (demo seed, production mode), node flags: ` +
      (server.nodeFlags.join(' ') || "node's defaults"),
  );
  const started = await memoryPoint(server);

  const { account, userId } = await demoBeneficiary(database.url);
  const token = await issuer.issueToken(
    { sub: account.sub, email: account.email, name: account.fullName },
    { expiresInSeconds: 3600 },
  );
  const headers = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    authorization: `Bearer ${token}`,
  };
  const body = JSON.stringify({ query: await readHomeQuery(), variables: homeVariablesFor(userId) });

  // Correctness first: the beneficiary's Home answer, with their petitions.
  const check = await fetch(server.graphqlUrl, { method: 'POST', headers, body });
  const checkText = await check.text();
  const answer = JSON.parse(checkText) as HomeAnswer;
  if (check.status !== 200 || answer.errors?.length) throw new Error(`Home query failed: HTTP ${check.status}: ${checkText}`);
  const petitions = answer.data?.allPetitions?.nodes?.length ?? 0;
  if (petitions < 1) throw new Error(`The demo beneficiary's Home query found no petitions: ${checkText}`);
  log(`Home query as ${account.email}: ${petitions} petition(s), ${Buffer.byteLength(checkText)} bytes`);
  for (let i = 0; i < WARMUP_REQUESTS; i++) await (await fetch(server.graphqlUrl, { method: 'POST', headers, body })).text();
  const before = await memoryPoint(server);
  log(`before: RSS ${before.rssMb} MB, heap used ${before.heapUsedMb} MB (load average ${before.loadAverage1m})`);

  // RSS once a second during the soak, to show whether it levels off or keeps climbing.
  const rssTimeline: number[] = [];
  const sampler = setInterval(() => {
    server.processMemory().then(
      (memory) => rssTimeline.push(megabytes(memory.rss)),
      () => {},
    );
  }, 1000);
  log(`soak: ${settings.connections} connections for ${settings.soakSeconds} s`);
  const cpuBefore = (await server.processMemory()).cpuMs;
  let load: ClosedLoopResult;
  try {
    load = await closedLoopLoad({
      url: server.graphqlUrl,
      headers,
      body,
      connections: settings.connections,
      durationSeconds: settings.soakSeconds,
      isGoodBody: (text) => !text.includes('"errors"'),
    });
  } finally {
    clearInterval(sampler);
  }
  const afterLoad = await server.processMemory();
  const cpuMsPerRequest = Math.round(((afterLoad.cpuMs - cpuBefore) / Math.max(1, load.requests)) * 100) / 100;
  const after = await memoryPoint(server);
  const peakRssMb = megabytes(afterLoad.peakRss);
  log(`after: RSS ${after.rssMb} MB (peak ${peakRssMb} MB), heap used ${after.heapUsedMb} MB; ${load.requestsPerSecond} req/s`);
  if (load.failures > 0 || load.errors > 0) {
    throw new Error(
      `${load.failures} failed answers and ${load.errors} connection errors under load: ${load.firstFailure ?? ''}`,
    );
  }

  log(`idle for ${settings.idleSeconds} s`);
  await new Promise((resolve) => setTimeout(resolve, settings.idleSeconds * 1000));
  const afterIdle = await memoryPoint(server);
  // Diagnostic, after the figures above: what a full collection frees shows garbage not yet collected,
  // and what stays is live (a leak or a cache); RSS left far above the heap is native memory.
  const afterGc = await memoryPoint(server, true);
  log(
    `after idle: RSS ${afterIdle.rssMb} MB, heap used ${afterIdle.heapUsedMb} MB; after a forced GC ${afterGc.rssMb} / ${afterGc.heapUsedMb} MB`,
  );

  const report = {
    finishedAt: new Date().toISOString(),
    settings: { ...settings, nodeFlags: server.nodeFlags },
    environment: { node: process.version, cpus: os.cpus().length, totalMemoryMb: megabytes(os.totalmem()) },
    homeQuery: { petitions, bytes: Buffer.byteLength(checkText) },
    load: { ...load, serverCpuMsPerRequest: cpuMsPerRequest },
    memory: { started, before, after, afterIdle, afterGc, peakRssMb, rssTimelineMb: rssTimeline },
  };
  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await writeFile(RESULTS_FILE, JSON.stringify(report, null, 2) + '\n');
  const row = (label: string, point: MemoryPoint) =>
    `| ${label} | ${point.rssMb} | ${point.heapUsedMb} | ${point.heapTotalMb} | ${point.externalMb} | ${point.arrayBuffersMb} | ${point.loadAverage1m} |`;
  console.log(
    [
      '',
      `### Soak: Home query, ${settings.connections} connections × ${settings.soakSeconds} s, then ${settings.idleSeconds} s idle`,
      '',
      `Server node flags: ${server.nodeFlags.join(' ') || "node's defaults"}.`,
      '',
      `${load.requests} requests, ${load.requestsPerSecond} req/s, latency p50 ${load.latency.medianMs} ms, ` +
        `p95 ${load.latency.p95Ms} ms, p99 ${load.latency.p99Ms} ms, max ${load.latency.maxMs} ms; ` +
        `server CPU ${cpuMsPerRequest} ms per request. Peak RSS ${peakRssMb} MB.`,
      '',
      '| Moment | RSS MB | heapUsed MB | heapTotal MB | external MB | arrayBuffers MB | load avg 1m |',
      '|---|---:|---:|---:|---:|---:|---:|',
      row('started', started),
      row(`before (after ${WARMUP_REQUESTS} warm-up requests)`, before),
      row('after the soak', after),
      row(`after ${settings.idleSeconds} s idle`, afterIdle),
      row('after a forced GC (diagnostic)', afterGc),
      '',
      `RSS each second: ${rssTimeline.join(' ')}`,
    ].join('\n'),
  );
  log(`results in ${RESULTS_FILE}`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) {
    await cleanup().catch((error: unknown) => console.error('Cleanup failed:', error));
  }
}
