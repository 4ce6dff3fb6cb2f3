/**
 * `npx tsx bench/case-list.bench.ts` (in apps/api): the staff case list (issue 30, migration 0050) at
 * LARGE_SEED_PETITIONS petitions (default 100,000). For the common filters and sorts it times the first page and a
 * later page (after 2,000 rows, reached by keyset) of 25 rows: through the real API server (GraphQL caseList, as the
 * page asks), and the same function in SQL as the signed-in staff member (its own guard, migration 0056). Before timing, both paths
 * must return the same rows. A report, never a pass/fail timing test (issue 30 asks for p95 ≤ 50 ms a page).
 * Data: its own database (CASE_LIST_BENCH_DATABASE_URL), seeded once by case-list-seed.ts and reused.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { print } from 'postgraphile/graphql';
import pg from 'pg';
import { becomeUser, migrateDatabase } from '@app/db';
import { seedReferenceData } from '@app/db/seed';
import { createDatabasePool } from '../src/database/create-pool.ts';
import { loadWebOperations } from '../src/graphql/trusted-documents.ts';
import { startBenchServer } from './bench-server.ts';
import { CASE_LIST_BENCH_MARKER, CASE_LIST_BENCH_STAFF_SUB, seedCaseListData } from './case-list-seed.ts';
import { timeSequential, type LatencySummary } from './measure.ts';

const positiveInt = (name: string, fallback: number) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const settings = {
  databaseUrl: process.env.CASE_LIST_BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/petition_studio_case_list_bench',
  petitions: positiveInt('LARGE_SEED_PETITIONS', 100_000),
  pageSize: 25,
  laterPageAfterRows: 2_000,
  runs: positiveInt('BENCH_RUNS', 200),
  warmup: 20,
};

interface Case {
  label: string;
  args: Record<string, unknown>;
}
const CASES: Case[] = [
  { label: 'all, next deadline', args: { sort: 'next-deadline' } },
  { label: 'overdue only, next deadline', args: { overdueOnly: true, sort: 'next-deadline' } },
  { label: 'mine, next deadline', args: { mine: true, sort: 'next-deadline' } },
  { label: 'Pending Documents + O-1A, target date', args: { status: 'PENDING_DOCS', visaClass: 'o_1a', sort: 'target-date' } },
  { label: 'all, last customer activity', args: { sort: 'last-activity' } },
  { label: 'all, last updated', args: { sort: 'updated' } },
  { label: 'search "priya patel 4" (92 matches), next deadline', args: { search: 'priya patel 4', sort: 'next-deadline' } },
  { label: 'search "patel" (8,339 matches), next deadline', args: { search: 'patel', sort: 'next-deadline' } },
];

/** The page's own operation (production servers run only the web app's documents), read from its source. */
async function webCaseListQuery(): Promise<string> {
  const operations = await loadWebOperations(fileURLToPath(new URL('../../web/src', import.meta.url)));
  const operation = operations.find((candidate) => candidate.name === 'CaseList') ?? fail('the web app has no CaseList query');
  return print(operation.document);
}
const SQL = `select petition_id, sort_key from app_public.case_list(mine => $1, overdue_only => $2, status => $3::app_public.petition_status,
  visa_class => $4, search => $5, sort => $6, cursor_key => $7, cursor_id => $8, page_size => $9)`;

const started = performance.now();
const log = (message: string) =>
  console.log(`[case-list bench ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);
const cleanups: (() => Promise<unknown>)[] = [];
const fail = (message: string): never => {
  throw new Error(`Case-list bench check failed: ${message}`);
};

async function prepareDatabase(): Promise<{ seedSeconds: number | null; petitions: number }> {
  const url = new URL(settings.databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const maintenance = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await maintenance.connect();
  if ((await maintenance.query('select 1 from pg_database where datname = $1', [name])).rowCount === 0) {
    await maintenance.query(`create database ${pg.escapeIdentifier(name)}`);
  }
  await maintenance.end();
  await migrateDatabase(settings.databaseUrl, () => {});
  const client = new pg.Client({ connectionString: settings.databaseUrl });
  await client.connect();
  cleanups.push(() => client.end());
  await seedReferenceData(client);
  const count = async () =>
    Number(
      (
        await client.query(`select count(*) from app_public.petitions where metadata ->> 'benchmark' = $1`, [
          CASE_LIST_BENCH_MARKER,
        ])
      ).rows[0].count,
    );
  let seedSeconds: number | null = null;
  if ((await count()) === 0) {
    log(`Seeding ${settings.petitions.toLocaleString('en-US')} petitions (once; later runs reuse them)`);
    const seedStarted = performance.now();
    await seedCaseListData(client, settings.petitions);
    seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    log(`Seeded in ${seedSeconds} s`);
  }
  return { seedSeconds, petitions: await count() };
}

interface Row {
  petitionId: string;
  sortKey: string;
}

async function main(): Promise<void> {
  const { seedSeconds, petitions } = await prepareDatabase();
  const owner = new pg.Client({ connectionString: settings.databaseUrl });
  await owner.connect();
  cleanups.push(() => owner.end());
  const staff =
    (
      await owner.query<{ id: string; email: string }>('select id, email from app_public.users where auth0_sub = $1', [
        CASE_LIST_BENCH_STAFF_SUB,
      ])
    ).rows[0] ?? fail('no staff user');
  const { issuer, graphqlUrl } = await startBenchServer(settings.databaseUrl, 10, cleanups);
  const sqlPool = createDatabasePool(settings.databaseUrl, 2);
  cleanups.push(() => sqlPool.end());
  const token = await issuer.issueToken(
    { sub: CASE_LIST_BENCH_STAFF_SUB, email: staff.email, name: 'Staff Member 1' },
    { expiresInSeconds: 3600 },
  );
  const GRAPHQL = await webCaseListQuery();
  const headers = { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` };

  const apiPage = async (args: Record<string, unknown>, cursor: Row | null, pageSize = settings.pageSize): Promise<Row[]> => {
    const variables = {
      ...args,
      backward: false,
      pageSize,
      cursorKey: cursor?.sortKey ?? null,
      cursorId: cursor?.petitionId ?? null,
    };
    const response = await fetch(graphqlUrl, { method: 'POST', headers, body: JSON.stringify({ query: GRAPHQL, variables }) });
    const body = (await response.json()) as { data?: { caseList: { nodes: Row[] } }; errors?: unknown[] };
    if (response.status !== 200 || body.errors || !body.data) fail(`HTTP ${response.status} ${JSON.stringify(body.errors)}`);
    return body.data!.caseList.nodes;
  };
  const sqlPage = async (args: Record<string, unknown>, cursor: Row | null): Promise<{ rows: Row[]; ms: number }> => {
    const client = await sqlPool.connect();
    try {
      await client.query('begin');
      await becomeUser(client, staff.id);
      const began = performance.now();
      const { rows } = await client.query<{ petition_id: string; sort_key: string }>(SQL, [
        args.mine ?? false,
        args.overdueOnly ?? false,
        args.status ?? null,
        args.visaClass ?? null,
        args.search ?? null,
        args.sort,
        cursor?.sortKey ?? null,
        cursor?.petitionId ?? null,
        settings.pageSize,
      ]);
      const ms = performance.now() - began;
      await client.query('rollback');
      return { rows: rows.map((row) => ({ petitionId: row.petition_id, sortKey: row.sort_key })), ms };
    } finally {
      client.release();
    }
  };

  const results: { label: string; page: string; rows: number; api: LatencySummary; sql: LatencySummary }[] = [];
  for (const { label, args } of CASES) {
    // The later page's cursor: walk 20 pages of 100 by keyset (what "Next page" does, in bigger steps).
    let cursor: Row | null = null;
    for (let walked = 0; walked < settings.laterPageAfterRows; walked += 100) {
      const page = await apiPage(args, cursor, 100);
      if (page.length === 0) break;
      cursor = page.at(-1)!;
    }
    for (const [page, from] of [
      ['first', null],
      [`after ${settings.laterPageAfterRows.toLocaleString('en-US')} rows`, cursor],
    ] as const) {
      const api = await apiPage(args, from);
      const sql = (await sqlPage(args, from)).rows;
      if (api.map((r) => r.petitionId).join() !== sql.map((r) => r.petitionId).join())
        fail(`${label} (${page}): API and SQL differ`);
      const apiTimes = await timeSequential(settings.runs, settings.warmup, async () => {
        await apiPage(args, from);
      });
      const sqlTimes = await timeSequential(settings.runs, settings.warmup, async () => (await sqlPage(args, from)).ms);
      results.push({ label, page, rows: api.length, api: apiTimes, sql: sqlTimes });
      log(
        `${label}, ${page}: ${api.length} rows, API p50 ${apiTimes.medianMs} / p95 ${apiTimes.p95Ms} ms; SQL p50 ${sqlTimes.medianMs} / p95 ${sqlTimes.p95Ms} ms`,
      );
    }
  }
  console.log(
    [
      '',
      `### Case list, staff — ${petitions.toLocaleString('en-US')} petitions (seed ${seedSeconds === null ? 'reused' : `${seedSeconds} s`})`,
      '',
      '| Filter, sort | Page | Rows | API p50 | API p95 | SQL p50 | SQL p95 |',
      '|---|---|---:|---:|---:|---:|---:|',
      ...results.map(
        (r) =>
          `| ${r.label} | ${r.page} | ${r.rows} | ${r.api.medianMs} ms | ${r.api.p95Ms} ms | ${r.sql.medianMs} ms | ${r.sql.p95Ms} ms |`,
      ),
      '',
      `${settings.runs} sequential requests after ${settings.warmup} warm-up, page size ${settings.pageSize}. API: GraphQL over HTTP ` +
        `to the real server (production mode) including reading the body; SQL: the function alone, in a transaction as the ` +
        `signed-in staff member. ${os.cpus().length} CPUs, 1-minute load average ${Math.round(os.loadavg()[0]! * 100) / 100} at the end.`,
    ].join('\n'),
  );
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error('Cleanup failed:', error));
}
