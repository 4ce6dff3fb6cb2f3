/**
 * Where the API's time goes on the builder read beyond the SQL (one client, staff persona): the statements
 * each request sends to PostgreSQL, and a CPU profile of the process (server and client share it) over
 * `PROFILE_RUNS` sequential requests, summed by package. Not part of `npm run bench`: a diagnostic for
 * bench/README.md. Run `npx tsx apps/api/bench/builder-profile.ts` after the builder bench has seeded.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { startBenchServer } from './bench-server.ts';
import { DEFAULT_BENCH_DATABASE_URL, prepareBenchDatabase, preparePersonas } from './bench-database.ts';
import { BUILDER_QUERY } from './builder-query.ts';
import { summarize } from './measure.ts';

const runs = Number(process.env.PROFILE_RUNS ?? 300);
const databaseUrl = process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL;
const cleanups: (() => Promise<unknown>)[] = [];

/** Every query a pg client sends while `recording` is set, by its first words. */
const sent: string[] = [];
let recording = false;
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (recording) {
    const config = args[0] as string | { text?: string; name?: string };
    const text = typeof config === 'string' ? config : (config.text ?? `(prepared ${config.name})`);
    sent.push(text.replace(/\s+/g, ' ').slice(0, 70));
  }
  return originalQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  hitCount?: number;
  children?: number[];
}

/** Self time by package (node_modules/<name>, node: internals, the project's own files, GC/idle). */
function byPackage(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }) {
  const totals = new Map<string, number>();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)?.callFrame;
    const url = frame?.url ?? '';
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    const key =
      match?.[1] ?? (url.startsWith('node:') ? 'node internals' : url ? 'project' : `(${frame?.functionName || 'native'})`);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]).map(([key, ms]) => ({ key, ms: Math.round(ms) }));
}

async function main(): Promise<void> {
  const database = await prepareBenchDatabase({ databaseUrl, petitions: 20_000, log: console.log });
  const owner = new pg.Client({ connectionString: database.databaseUrl });
  await owner.connect();
  cleanups.push(() => owner.end());
  const staff = (await preparePersonas(owner, database.benchmarkPetitionId)).find((p) => p.key === 'staff');
  if (!staff) throw new Error('no staff persona');
  const { issuer, graphqlUrl } = await startBenchServer(database.databaseUrl, 10, cleanups, {
    // BUILDER_QUERY is the bench's own read of the builder's data, not one of the web app's documents.
    trustedDocuments: 'off',
  });
  const token = await issuer.issueToken({ sub: staff.sub, email: staff.email, name: staff.name }, { expiresInSeconds: 3600 });
  const body = JSON.stringify({ query: BUILDER_QUERY, variables: { id: database.benchmarkPetitionId } });
  const request = async () => {
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    const text = await response.text();
    if (response.status !== 200 || text.includes('"errors"')) throw new Error(text.slice(0, 300));
  };
  for (let i = 0; i < 30; i += 1) await request();

  recording = true;
  await request();
  recording = false;
  console.log(`Statements sent for one request (${sent.length}):\n  ${sent.join('\n  ')}`);

  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    await request();
    samples.push(performance.now() - t);
  }
  const wall = performance.now() - started;
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  await writeFile(new URL('./results/builder-staff.cpuprofile', import.meta.url), JSON.stringify(profile));
  const totals = byPackage(profile as never);
  console.log(`${runs} requests in ${Math.round(wall)} ms; latency ${JSON.stringify(summarize(samples))}`);
  console.log('Self time per request by package (ms):');
  for (const { key, ms } of totals.slice(0, 20)) console.log(`  ${key.padEnd(28)} ${(ms / runs).toFixed(2)}`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
}
