/**
 * npm run bench: the builder view's GraphQL read of one large petition, as a
 * staff admin and as the petition's beneficiary (row-level security filters),
 * against the real API server on a 20,000-petition database, compared with the
 * same read as one raw SQL statement. A report, never a pass/fail timing test:
 * it fails only when the answer is wrong. See bench/README.md.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { becomeUser, VISITOR_ROLE } from '@app/db';
import { DATABASE_SESSION_OPTIONS } from '../src/database/create-pool.ts';
import { startBenchServer } from './bench-server.ts';
import { DEFAULT_BENCH_DATABASE_URL, prepareBenchDatabase, preparePersonas, type Persona } from './bench-database.ts';
import {
  BUILDER_QUERY,
  BUILDER_SQL,
  EXPECTED_COUNTS_SQL,
  shapeOfGraphQL,
  shapeOfSql,
  type BuilderQueryData,
  type BuilderShape,
  type BuilderSqlRow,
} from './builder-query.ts';
import { explainStatement, type ExplainReport } from './explain.ts';
import { loadTest, timeSequential, type LatencySummary, type LoadSummary } from './measure.ts';

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

const settings = {
  databaseUrl: process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL,
  seedPetitions: positiveInt('LARGE_SEED_PETITIONS', 20_000),
  poolSize: 10,
  warmup: 20,
  runs: positiveInt('BENCH_RUNS', 200),
  connections: 8,
  loadSeconds: positiveInt('BENCH_LOAD_SECONDS', 15),
};

const benchStarted = performance.now();
/** 1-minute load average: other work on the machine shows here (the numbers are only comparable on a quiet one). */
const loadAverage = () => Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
const loadAtStart = loadAverage();
const log = (message: string) =>
  console.log(`[bench ${((performance.now() - benchStarted) / 1000).toFixed(1).padStart(6)} s] ${message}`);

interface PersonaResult {
  persona: Persona['key'];
  label: string;
  userId: string;
  response: { bytes: number; modules: number; exhibits: number; subExhibits: number; files: number };
  apiSequential: LatencySummary;
  apiLoad: LoadSummary;
  sqlOwner: LatencySummary;
  sqlRls: LatencySummary;
  ratios: {
    apiMedianToSqlOwnerMedian: number;
    apiMedianToSqlRlsMedian: number;
    sqlRlsMedianToSqlOwnerMedian: number;
    /** Minimums are steadier than medians on a busy machine. */
    apiMinToSqlOwnerMin: number;
    apiMinToSqlRlsMin: number;
    /** Under 8 concurrent editors (autocannon): the latency each one waits, against the raw statement. */
    loadP50ToSqlOwnerMedian: number;
    loadP50ToSqlRlsMedian: number;
  };
}

/** Closers run in reverse order however the run ends. */
const cleanups: (() => Promise<unknown>)[] = [];

function fail(message: string): never {
  throw new Error(`Benchmark check failed: ${message}`);
}

function assertSameShape(what: string, actual: BuilderShape, expected: BuilderShape): void {
  for (const key of ['modules', 'exhibits', 'subExhibits', 'files'] as const) {
    if (actual[key] !== expected[key]) fail(`${what}: ${key} ${actual[key]}, expected ${expected[key]}`);
  }
  const index = actual.outline.findIndex((line, i) => line !== expected.outline[i]);
  if (index >= 0 || actual.outline.length !== expected.outline.length) {
    fail(`${what}: rows or order differ at line ${index}: '${actual.outline[index]}' vs '${expected.outline[index]}'`);
  }
}

/** Runs `fn` in a transaction with the API's role and user claim, as PostGraphile does per request. */
async function withRls<T>(client: pg.ClientBase, userId: string, fn: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    await becomeUser(client, userId);
    return await fn();
  } finally {
    await client.query('rollback');
  }
}

async function main(): Promise<void> {
  log(`Database ${settings.databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}`);
  const database = await prepareBenchDatabase({
    databaseUrl: settings.databaseUrl,
    petitions: settings.seedPetitions,
    log,
  });
  const petitionId = database.benchmarkPetitionId;

  // The raw statements run with the API's session settings (JIT off), so both sides plan and run alike.
  const owner = new pg.Client({ connectionString: database.databaseUrl, options: DATABASE_SESSION_OPTIONS });
  await owner.connect();
  cleanups.push(() => owner.end());
  const rlsClient = new pg.Client({ connectionString: database.databaseUrl, options: DATABASE_SESSION_OPTIONS });
  await rlsClient.connect();
  cleanups.push(() => rlsClient.end());
  const versions = await owner.query<{ server_version: string }>('show server_version');

  const personas = await preparePersonas(owner, petitionId);

  const { issuer, graphqlUrl } = await startBenchServer(database.databaseUrl, settings.poolSize, cleanups, {
    // BUILDER_QUERY is the bench's own read of the builder's data, not one of the web app's documents.
    trustedDocuments: 'off',
  });
  log(`API server on ${graphqlUrl} (pool ${settings.poolSize}), issuer ${issuer.issuer}`);

  const body = JSON.stringify({ query: BUILDER_QUERY, variables: { id: petitionId } });
  const ownerSql = { name: 'bench-builder-owner', text: BUILDER_SQL, values: [petitionId] };
  const rlsSql = { name: 'bench-builder-rls', text: BUILDER_SQL, values: [petitionId] };

  const results: PersonaResult[] = [];
  for (const persona of personas) {
    log(`— ${persona.label}: user ${persona.userId}`);
    const token = await issuer.issueToken(
      { sub: persona.sub, email: persona.email, name: persona.name },
      { expiresInSeconds: 3600 },
    );
    const headers = {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      authorization: `Bearer ${token}`,
    };
    /** One request; the body is read in full (the time a client waits) and returned unparsed. */
    const request = async (): Promise<string> => {
      const response = await fetch(graphqlUrl, { method: 'POST', headers, body });
      const text = await response.text();
      if (response.status !== 200) fail(`${persona.label}: HTTP ${response.status}: ${text.slice(0, 300)}`);
      return text;
    };
    const parse = (text: string): BuilderQueryData => {
      const parsed = JSON.parse(text) as { data?: BuilderQueryData; errors?: { message: string }[] };
      if (parsed.errors?.length) fail(`${persona.label}: GraphQL errors: ${parsed.errors.map((e) => e.message).join('; ')}`);
      if (!parsed.data) fail(`${persona.label}: no data`);
      return parsed.data;
    };

    // Correctness first: the API's answer against SQL counts and the raw statement's rows.
    const first = await request();
    const apiShape = shapeOfGraphQL(parse(first));
    const isStaff = persona.key === 'staff';
    const counts = await owner.query<{ modules: number; exhibits: number; sub_exhibits: number; files: number }>(
      EXPECTED_COUNTS_SQL,
      [petitionId, isStaff],
    );
    const expected = counts.rows[0] ?? fail('no counts');
    const ownerRow = (await owner.query<{ petition: BuilderSqlRow }>(ownerSql)).rows[0] ?? fail('raw SQL found no petition');
    const rlsRow =
      (await withRls(rlsClient, persona.userId, () => rlsClient.query<{ petition: BuilderSqlRow }>(rlsSql))).rows[0] ??
      fail(`raw SQL with RLS as ${persona.label} found no petition`);
    const rlsShape = shapeOfSql(rlsRow.petition);
    if (apiShape.modules !== expected.modules)
      fail(`${persona.label}: ${apiShape.modules} modules, SQL counts ${expected.modules}`);
    if (apiShape.exhibits !== expected.exhibits)
      fail(`${persona.label}: ${apiShape.exhibits} exhibits, SQL counts ${expected.exhibits}`);
    if (apiShape.subExhibits !== expected.sub_exhibits)
      fail(`${persona.label}: ${apiShape.subExhibits} sub-exhibits, SQL counts ${expected.sub_exhibits}`);
    if (apiShape.files !== expected.files) fail(`${persona.label}: ${apiShape.files} files, SQL counts ${expected.files}`);
    if (apiShape.modules < 10 || apiShape.exhibits < 60 || apiShape.files < 60)
      fail(`${persona.label}: the petition is far smaller than the large seed's (${JSON.stringify(expected)})`);
    assertSameShape(`${persona.label}: API vs raw SQL with RLS`, apiShape, rlsShape);
    if (isStaff) assertSameShape('staff: API vs raw SQL as owner', apiShape, shapeOfSql(ownerRow.petition));
    else if (apiShape.exhibits >= shapeOfSql(ownerRow.petition).exhibits)
      fail('beneficiary sees as many exhibits as the owner: the policies did not filter');
    log(
      `  checked: ${apiShape.modules} modules, ${apiShape.exhibits} exhibits (${apiShape.subExhibits} sub-exhibits), ` +
        `${apiShape.files} files, ${Buffer.byteLength(first)} bytes; same rows and order as the raw SQL`,
    );

    log(`  API: ${settings.warmup} warm-up, then ${settings.runs} sequential requests`);
    const apiSequential = await timeSequential(settings.runs, settings.warmup, async () => {
      await request();
    });
    parse(await request());

    log(`  API: autocannon, ${settings.connections} connections for ${settings.loadSeconds} s`);
    const apiLoad = await loadTest({
      url: graphqlUrl,
      headers,
      body,
      connections: settings.connections,
      durationSeconds: settings.loadSeconds,
    });
    if (apiLoad.errors || apiLoad.timeouts || apiLoad.non2xx)
      fail(`${persona.label}: load test had ${apiLoad.errors} errors, ${apiLoad.timeouts} timeouts, ${apiLoad.non2xx} non-2xx`);
    if (shapeOfGraphQL(parse(await request())).exhibits !== apiShape.exhibits) fail('answer changed after the load test');

    log(`  raw SQL as owner (no RLS): ${settings.warmup} warm-up, ${settings.runs} runs`);
    const sqlOwner = await timeSequential(settings.runs, settings.warmup, async () => {
      await owner.query(ownerSql);
    });
    log(`  raw SQL with RLS as this user: ${settings.warmup} warm-up, ${settings.runs} runs (statement only)`);
    const sqlRls = await timeSequential(settings.runs, settings.warmup, () =>
      withRls(rlsClient, persona.userId, async () => {
        const started = performance.now();
        await rlsClient.query(rlsSql);
        return performance.now() - started;
      }),
    );

    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    results.push({
      persona: persona.key,
      label: persona.label,
      userId: persona.userId,
      response: {
        bytes: Buffer.byteLength(first),
        modules: apiShape.modules,
        exhibits: apiShape.exhibits,
        subExhibits: apiShape.subExhibits,
        files: apiShape.files,
      },
      apiSequential,
      apiLoad,
      sqlOwner,
      sqlRls,
      ratios: {
        apiMedianToSqlOwnerMedian: ratio(apiSequential.medianMs, sqlOwner.medianMs),
        apiMedianToSqlRlsMedian: ratio(apiSequential.medianMs, sqlRls.medianMs),
        sqlRlsMedianToSqlOwnerMedian: ratio(sqlRls.medianMs, sqlOwner.medianMs),
        apiMinToSqlOwnerMin: ratio(apiSequential.minMs, sqlOwner.minMs),
        apiMinToSqlRlsMin: ratio(apiSequential.minMs, sqlRls.minMs),
        loadP50ToSqlOwnerMedian: ratio(apiLoad.latencyP50Ms, sqlOwner.medianMs),
        loadP50ToSqlRlsMedian: ratio(apiLoad.latencyP50Ms, sqlRls.medianMs),
      },
    });
  }

  const memory = process.memoryUsage();
  const rss = { rssMb: mb(memory.rss), heapUsedMb: mb(memory.heapUsed), maxRssMb: mb(process.resourceUsage().maxRSS * 1024) };

  const beneficiary = personas.find((persona) => persona.key === 'beneficiary') ?? fail('no beneficiary persona');
  log('EXPLAIN ANALYZE of the raw statement with RLS as the beneficiary (with auto_explain for policy helpers)');
  const explain = await explainStatement(rlsClient, BUILDER_SQL, [petitionId], beneficiary.userId);
  const bigTables = new Set(['petitions', 'modules', 'exhibits', 'exhibit_files', 'files', 'users']);
  const bigSeqScans = explain.seqScans.filter((scan) => bigTables.has(scan.relation));

  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(new URL('./results/explain-beneficiary-rls.txt', import.meta.url), explain.text + '\n');
  const report = {
    finishedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      postgres: versions.rows[0]?.server_version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      totalMemoryGb: Math.round(os.totalmem() / 2 ** 30),
      platform: `${os.platform()} ${os.release()}`,
      loadAverage1m: { atStart: loadAtStart, atEnd: loadAverage() },
    },
    settings: { ...settings, databaseUrl: undefined, databaseName: database.databaseName },
    database: {
      name: database.databaseName,
      benchmarkPetitionId: petitionId,
      seedSeconds: database.seedSeconds === null ? null : Math.round(database.seedSeconds * 10) / 10,
      seededThisRun: database.seedSeconds !== null,
      tableRows: database.tableRows,
    },
    personas: results,
    memory: rss,
    explainBeneficiaryRls: {
      executionMs: Math.round(explain.executionMs * 100) / 100,
      seqScansOnBigTables: bigSeqScans,
      seqScansOnSmallTables: explain.seqScans.filter((scan) => !bigTables.has(scan.relation)),
      nestedStatements: explain.nestedStatements,
      planFile: 'results/explain-beneficiary-rls.txt',
    },
  };
  await writeFile(new URL('./results/latest.json', import.meta.url), JSON.stringify(report, null, 2) + '\n');
  console.log('\n' + markdown(report.database, results, rss, { ...explain, seqScans: bigSeqScans }));
  log(`Results in ${fileURLToPath(new URL('./results/latest.json', import.meta.url))}`);
}

function mb(bytes: number): number {
  return Math.round((bytes / 2 ** 20) * 10) / 10;
}

function markdown(
  database: { name: string; seedSeconds: number | null; tableRows: Record<string, number> },
  results: PersonaResult[],
  memory: { rssMb: number; heapUsedMb: number; maxRssMb: number },
  explain: ExplainReport,
): string {
  const rows = (database.tableRows.petitions ?? 0).toLocaleString('en-US');
  const lines = [
    `### Builder view query — ${rows} petitions (database \`${database.name}\`)`,
    '',
    '| Persona | Response | API min | API median | API p95 | API p99 | Load req/s | Load p50 | Load p97.5 | SQL owner min / median / p95 | SQL RLS min / median / p95 | API ÷ SQL owner | API ÷ SQL RLS | 8 editors p50 ÷ SQL RLS |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results
      .map((r) =>
        [
          r.label,
          `${r.response.modules} modules, ${r.response.exhibits} exhibits, ${r.response.files} files, ${Math.round(r.response.bytes / 1024)} KB`,
          `${r.apiSequential.minMs} ms`,
          `${r.apiSequential.medianMs} ms`,
          `${r.apiSequential.p95Ms} ms`,
          `${r.apiSequential.p99Ms} ms`,
          `${r.apiLoad.requestsPerSecond}`,
          `${r.apiLoad.latencyP50Ms} ms`,
          `${r.apiLoad.latencyP975Ms} ms`,
          `${r.sqlOwner.minMs} / ${r.sqlOwner.medianMs} / ${r.sqlOwner.p95Ms} ms`,
          `${r.sqlRls.minMs} / ${r.sqlRls.medianMs} / ${r.sqlRls.p95Ms} ms`,
          `${r.ratios.apiMedianToSqlOwnerMedian}×`,
          `${r.ratios.apiMedianToSqlRlsMedian}×`,
          `${r.ratios.loadP50ToSqlRlsMedian}×`,
        ].join(' | '),
      )
      .map((line) => `| ${line} |`),
    '',
    `API: ${settings.runs} sequential requests after ${settings.warmup} warm-up; load: autocannon, ${settings.connections} connections, ` +
      `${settings.loadSeconds} s; SQL: the same read as one statement, ${settings.runs} runs (RLS: statement time inside ` +
      `a transaction with role ${VISITOR_ROLE} and the user claim).`,
    `Machine: ${os.cpus().length} CPUs, 1-minute load average ${loadAtStart} at the start and ${loadAverage()} at the end ` +
      `(above the CPU count, other work was competing and the figures are noisy).`,
    `Seed: ${database.seedSeconds === null ? 'reused from an earlier run' : `${database.seedSeconds.toFixed(1)} s this run`}. ` +
      `Process RSS after the run: ${memory.rssMb} MB (peak ${memory.maxRssMb} MB, heap used ${memory.heapUsedMb} MB).`,
    `EXPLAIN ANALYZE, raw statement with RLS as the beneficiary: ${explain.executionMs.toFixed(1)} ms; ` +
      (explain.seqScans.length === 0
        ? 'no sequential scans on the big tables.'
        : `sequential scans on big tables: ${explain.seqScans
            .map(
              (scan) =>
                `${scan.relation} ×${scan.scans} (${scan.rowsRead.toLocaleString('en-US')} rows read) in \`${scan.statement.slice(0, 120)}\``,
            )
            .join('; ')}.`),
    `Most-run statements inside policy helpers (one instrumented run): ${explain.nestedStatements
      .slice(0, 3)
      .map((entry) => `${entry.runs.toLocaleString('en-US')}× \`${entry.statement.slice(0, 90)}\``)
      .join('; ')}.`,
  ];
  return lines.join('\n');
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
