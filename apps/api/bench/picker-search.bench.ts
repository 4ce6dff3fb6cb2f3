/**
 * npm run bench: the admin petition picker's read — the first page of `petitionPicker` (50 rows, as the
 * picker asks, with the names and the capped count) — as a staff admin, for the list ("") and the
 * searches "smith" (no match on the large seed) and "robot", against the real API server on the large
 * seed database (bench-database.ts, shared with the builder bench). Beside each: the same SQL through a
 * direct pool, in a transaction as the same user under row-level security, as PostGraphile runs it.
 * A report, never a pass/fail timing test: it fails only when the API's answer differs from the SQL's.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { print } from 'postgraphile/graphql';
import { becomeUser } from '@app/db';
import { createDatabasePool } from '../src/database/create-pool.ts';
import { loadWebOperations } from '../src/graphql/trusted-documents.ts';
import { startBenchServer } from './bench-server.ts';
import { DEFAULT_BENCH_DATABASE_URL, prepareBenchDatabase, preparePersonas } from './bench-database.ts';
import { loadTest, summarize, timeSequential, type LatencySummary, type LoadSummary } from './measure.ts';

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

const settings = {
  databaseUrl: process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL,
  seedPetitions: positiveInt('LARGE_SEED_PETITIONS', 20_000),
  pageSize: 50,
  poolSize: 10,
  warmup: 20,
  runs: positiveInt('BENCH_RUNS', 200),
  connections: 8,
  loadSeconds: positiveInt('BENCH_LOAD_SECONDS', 10),
};

/** The list and the three searches of issue 17 (all with "Show only active petitions", the picker's default). */
const SEARCHES = [
  { label: 'picker list (no search)', search: '' },
  { label: 'search "smith" (no match)', search: 'smith' },
  { label: 'search "robot"', search: 'robot' },
];

/** What the picker sends (one query since issue 35): the web app's own operation (production runs no other). */
async function webPickerQuery(): Promise<string> {
  const operations = await loadWebOperations(fileURLToPath(new URL('../../web/src', import.meta.url)));
  const operation =
    operations.find((candidate) => candidate.name === 'PetitionPicker') ?? fail('the web app has no PetitionPicker query');
  return print(operation.document);
}

/** The same read in SQL: one statement, the page with its names and the capped count on every row. */
const PICKER_SQL = `select petition_id, updated_at, status, visa_class, beneficiary_name, petitioner_name, matching_count
  from app_public.petition_picker($1, $2, null, null, $3)`;

const benchStarted = performance.now();
const log = (message: string) =>
  console.log(`[picker bench ${((performance.now() - benchStarted) / 1000).toFixed(1).padStart(6)} s] ${message}`);
const loadAverage = () => Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
const cleanups: (() => Promise<unknown>)[] = [];

function fail(message: string): never {
  throw new Error(`Picker bench check failed: ${message}`);
}

interface Answer {
  ids: string[];
  count: number;
}

interface SqlLoadSummary {
  requestsPerSecond: number;
  latency: LatencySummary;
}

/**
 * One picker read in SQL, as the user under row-level security (role and claim set in the transaction).
 * A named (prepared) statement, as @dataplan/pg sends its queries; the function plans its own statements
 * with the actual search text (dynamic SQL), so a generic plan of the outer call changes nothing.
 */
async function sqlRead(pool: pg.Pool, userId: string, search: string): Promise<Answer> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await becomeUser(client, userId);
    const page = await client.query<{ petition_id: string; matching_count: number }>({
      name: 'picker_bench_page',
      text: PICKER_SQL,
      values: [search, true, settings.pageSize],
    });
    await client.query('commit');
    return { ids: page.rows.map((row) => row.petition_id), count: page.rows[0]?.matching_count ?? 0 };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** `connections` callers in a loop for `seconds`, each on its own pooled connection: the SQL's throughput. */
async function sqlLoad(
  pool: pg.Pool,
  connections: number,
  seconds: number,
  read: () => Promise<unknown>,
): Promise<SqlLoadSummary> {
  const samples: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const caller = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      await read();
      samples.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, caller));
  const elapsedSeconds = (performance.now() - started) / 1000;
  return { requestsPerSecond: Math.round((samples.length / elapsedSeconds) * 10) / 10, latency: summarize(samples) };
}

interface CaseResult {
  label: string;
  rows: number;
  count: number;
  apiSequential: LatencySummary;
  apiLoad: LoadSummary;
  sqlSequential: LatencySummary;
  sqlLoad: SqlLoadSummary;
}

async function main(): Promise<void> {
  const database = await prepareBenchDatabase({ databaseUrl: settings.databaseUrl, petitions: settings.seedPetitions, log });
  const owner = new pg.Client({ connectionString: database.databaseUrl });
  await owner.connect();
  cleanups.push(() => owner.end());
  const staff = (await preparePersonas(owner, database.benchmarkPetitionId)).find((persona) => persona.key === 'staff');
  if (!staff) fail('no staff persona');

  const { issuer, graphqlUrl } = await startBenchServer(database.databaseUrl, settings.poolSize, cleanups);
  // With the API's session settings (JIT off), so both sides plan and run alike.
  const sqlPool = createDatabasePool(database.databaseUrl, settings.connections);
  cleanups.push(() => sqlPool.end());
  log(`API server on ${graphqlUrl}; ${database.tableRows.petitions ?? '?'} petitions in ${database.databaseName}`);

  const token = await issuer.issueToken({ sub: staff.sub, email: staff.email, name: staff.name }, { expiresInSeconds: 3600 });
  const headers = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    authorization: `Bearer ${token}`,
  };

  const pickerQuery = await webPickerQuery();
  const results: CaseResult[] = [];
  for (const { label, search } of SEARCHES) {
    const body = JSON.stringify({ query: pickerQuery, variables: { search, activeOnly: true, pageSize: settings.pageSize } });
    const apiRead = async (): Promise<Answer> => {
      const response = await fetch(graphqlUrl, { method: 'POST', headers, body });
      const text = await response.text();
      if (response.status !== 200) fail(`${label}: HTTP ${response.status}: ${text.slice(0, 300)}`);
      const parsed = JSON.parse(text) as {
        data?: { petitionPicker: { nodes: { petitionId: string; matchingCount: number }[] } };
        errors?: { message: string }[];
      };
      if (parsed.errors?.length || !parsed.data) fail(`${label}: ${JSON.stringify(parsed.errors)}`);
      const nodes = parsed.data.petitionPicker.nodes;
      return { ids: nodes.map((node) => node.petitionId), count: nodes[0]?.matchingCount ?? 0 };
    };

    // Correctness first: the same rows in the same order, and the same count, through both paths.
    const api = await apiRead();
    const sql = await sqlRead(sqlPool, staff.userId, search);
    if (api.count !== sql.count) fail(`${label}: API count ${api.count}, SQL ${sql.count}`);
    if (api.ids.join() !== sql.ids.join()) fail(`${label}: the API's rows or order differ from the SQL's`);
    log(`— ${label}: ${api.ids.length} rows, count ${api.count}; API and SQL agree`);

    const apiSequential = await timeSequential(settings.runs, settings.warmup, async () => {
      await apiRead();
    });
    const apiLoad = await loadTest({
      url: graphqlUrl,
      headers,
      body,
      connections: settings.connections,
      durationSeconds: settings.loadSeconds,
    });
    if (apiLoad.errors || apiLoad.timeouts || apiLoad.non2xx) fail(`${label}: load test had errors (${JSON.stringify(apiLoad)})`);
    const sqlSequential = await timeSequential(settings.runs, settings.warmup, async () => {
      await sqlRead(sqlPool, staff.userId, search);
    });
    const sqlUnderLoad = await sqlLoad(sqlPool, settings.connections, settings.loadSeconds, () =>
      sqlRead(sqlPool, staff.userId, search),
    );
    results.push({ label, rows: api.ids.length, count: api.count, apiSequential, apiLoad, sqlSequential, sqlLoad: sqlUnderLoad });
  }
  console.log('\n' + markdown(database.tableRows.petitions ?? 0, results));
}

function markdown(petitions: number, results: CaseResult[]): string {
  const ratio = (a: number, b: number) => `${Math.round((a / b) * 100) / 100}×`;
  return [
    `### Petition picker, staff — ${petitions.toLocaleString('en-US')} petitions`,
    '',
    '| Read | Rows / count | API median | API p95 | API req/s (8 conn.) | API p50 / p97.5 under load | SQL median | SQL p95 | SQL req/s (8 clients) | API ÷ SQL median | API ÷ SQL req/s |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results
      .map((r) =>
        [
          r.label,
          `${r.rows} / ${r.count}`,
          `${r.apiSequential.medianMs} ms`,
          `${r.apiSequential.p95Ms} ms`,
          `${r.apiLoad.requestsPerSecond}`,
          `${r.apiLoad.latencyP50Ms} / ${r.apiLoad.latencyP975Ms} ms`,
          `${r.sqlSequential.medianMs} ms`,
          `${r.sqlSequential.p95Ms} ms`,
          `${r.sqlLoad.requestsPerSecond}`,
          ratio(r.apiSequential.medianMs, r.sqlSequential.medianMs),
          ratio(r.apiLoad.requestsPerSecond, r.sqlLoad.requestsPerSecond),
        ].join(' | '),
      )
      .map((line) => `| ${line} |`),
    '',
    `Median and p95: ${settings.runs} sequential requests after ${settings.warmup} warm-up. Load: autocannon, ` +
      `${settings.connections} connections, ${settings.loadSeconds} s; SQL: ${settings.connections} callers on a direct pool ` +
      `for as long, each read a transaction as the staff user under row-level security (page of ${settings.pageSize} and ` +
      `capped count). Machine: ${os.cpus().length} CPUs, 1-minute load average ${loadAverage()} at the end.`,
  ].join('\n');
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
