import pg from 'pg';
import { migrateDatabase } from '@app/db';
import { LARGE_BENCH_PETITION_MARKER, seedLargeData, seedReferenceData } from '@app/db/seed';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/petition_studio_bench';

export interface PreparedBenchDatabase {
  databaseUrl: string;
  databaseName: string;
  benchmarkPetitionId: string;
  /** Seconds the large seed took in this run; null when an earlier run's data was reused. */
  seedSeconds: number | null;
  /** Rows in the big tables, for the report. */
  tableRows: Record<string, number>;
}

/** The same server, its `postgres` maintenance database. */
function maintenanceUrl(databaseUrl: string): { url: string; name: string } {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name) throw new Error(`BENCH_DATABASE_URL has no database name: ${databaseUrl}`);
  url.pathname = '/postgres';
  return { url: url.toString(), name };
}

async function createDatabaseIfMissing(databaseUrl: string, log: (message: string) => void): Promise<string> {
  const { url, name } = maintenanceUrl(databaseUrl);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      log(`Creating database ${name}`);
      await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    }
  } finally {
    await admin.end();
  }
  return name;
}

/**
 * Creates, migrates and seeds the benchmark database: reference data always,
 * the large data set only when no petition carries the benchmark marker (so
 * later runs reuse the ~2.5 minute seed).
 */
export async function prepareBenchDatabase(options: {
  databaseUrl: string;
  petitions: number;
  log: (message: string) => void;
}): Promise<PreparedBenchDatabase> {
  const { databaseUrl, log } = options;
  const databaseName = await createDatabaseIfMissing(databaseUrl, log);
  await migrateDatabase(databaseUrl, () => {});
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await seedReferenceData(client);
    let benchmarkPetitionId = await findBenchmarkPetition(client);
    let seedSeconds: number | null = null;
    if (!benchmarkPetitionId) {
      log(`No benchmark petition in ${databaseName}: seeding ${options.petitions} petitions (a few minutes, once)`);
      const started = performance.now();
      const result = await seedLargeData(client, { petitions: options.petitions, log: (message) => log(message) });
      seedSeconds = (performance.now() - started) / 1000;
      benchmarkPetitionId = result.benchmarkPetitionId;
    } else {
      log(`Reusing the seeded data in ${databaseName} (benchmark petition ${benchmarkPetitionId})`);
    }
    const counts = await client.query<{ table_name: string; n: string }>(
      `select 'petitions' as table_name, count(*) as n from app_public.petitions
       union all select 'modules', count(*) from app_public.modules
       union all select 'exhibits', count(*) from app_public.exhibits
       union all select 'exhibit_files', count(*) from app_public.exhibit_files
       union all select 'files', count(*) from app_public.files
       union all select 'users', count(*) from app_public.users`,
    );
    const tableRows = Object.fromEntries(counts.rows.map((row) => [row.table_name, Number(row.n)]));
    return { databaseUrl, databaseName, benchmarkPetitionId, seedSeconds, tableRows };
  } finally {
    await client.end();
  }
}

async function findBenchmarkPetition(client: pg.ClientBase): Promise<string | undefined> {
  const { rows } = await client.query<{ id: string }>(
    'select id from app_public.petitions where metadata ->> $1 = $2 order by created_at limit 1',
    [LARGE_BENCH_PETITION_MARKER.key, LARGE_BENCH_PETITION_MARKER.value],
  );
  return rows[0]?.id;
}

export interface Persona {
  key: 'staff' | 'beneficiary';
  label: string;
  userId: string;
  sub: string;
  email: string;
  name: string;
}

const STAFF_SUB = 'bench|staff-admin';
const STAFF_EMAIL = 'bench-staff@petition-studio.bench';

/**
 * The two people who open the builder: a staff admin (created once, with an
 * admins row), and the petition's beneficiary, whose auth0_sub is set to a
 * bench subject if it has none. Both are matched by sub at sign-in.
 */
export async function preparePersonas(client: pg.ClientBase, petitionId: string): Promise<Persona[]> {
  const staff = await client.query<{ id: string }>(
    `insert into app_public.users (email, full_name, first_name, last_name, auth0_sub)
     values ($1, 'Bench Staff', 'Bench', 'Staff', $2)
     on conflict (auth0_sub) do update set email = excluded.email
     returning id`,
    [STAFF_EMAIL, STAFF_SUB],
  );
  const staffId = staff.rows[0]?.id;
  if (!staffId) throw new Error('Could not create the staff user');
  await client.query('insert into app_public.admins (user_id) values ($1) on conflict do nothing', [staffId]);

  const beneficiary = await client.query<{ id: string; email: string | null; full_name: string; auth0_sub: string | null }>(
    `select u.id, u.email, u.full_name, u.auth0_sub
     from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
     where p.id = $1`,
    [petitionId],
  );
  const row = beneficiary.rows[0];
  if (!row) throw new Error(`Benchmark petition ${petitionId} has no beneficiary`);
  let sub = row.auth0_sub;
  if (!sub) {
    sub = `bench|beneficiary-${row.id}`;
    await client.query('update app_public.users set auth0_sub = $2 where id = $1', [row.id, sub]);
  }
  const isAdmin = await client.query('select 1 from app_public.admins where user_id = $1', [row.id]);
  if (isAdmin.rowCount) throw new Error('The benchmark beneficiary is a staff admin; the RLS persona would not be filtered');
  return [
    { key: 'staff', label: 'staff admin', userId: staffId, sub: STAFF_SUB, email: STAFF_EMAIL, name: 'Bench Staff' },
    {
      key: 'beneficiary',
      label: 'beneficiary (RLS filters)',
      userId: row.id,
      sub,
      email: row.email ?? `${row.id}@scale.example`,
      name: row.full_name,
    },
  ];
}
