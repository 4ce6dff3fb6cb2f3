import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../embedded-postgres.ts';
import { migrateDatabase } from '../migrate.ts';
import { seedDemoData } from '../seed/demo/seed-demo.ts';
import { localDiskFileWriter } from '../seed/file-writer.ts';
import { seedLargeData } from '../seed/large.ts';
import { seedReferenceData } from '../seed/reference.ts';
import { filesDir, REPO_ROOT } from './paths.ts';

/**
 * npm run seed:large: adds LARGE_SEED_PETITIONS (default 20,000) petitions with
 * full trees for scale tests. Uses DATABASE_URL, or else starts the embedded
 * PostgreSQL exactly as the server does (<repo>/.data, port EMBEDDED_PG_PORT,
 * default 54329) — stop the server first, they share the data directory.
 * The reference and demo data come first (the demo seed does nothing when the
 * database has users), so the demo accounts exist next to the scale data.
 */
const petitions = Number(process.env.LARGE_SEED_PETITIONS ?? 20_000);
if (!Number.isInteger(petitions) || petitions < 1) {
  console.error(`LARGE_SEED_PETITIONS must be a positive integer, got '${process.env.LARGE_SEED_PETITIONS}'`);
  process.exit(2);
}

const started = Date.now();
let stopEmbedded = async () => {};
let databaseUrl = process.env.DATABASE_URL || undefined;
try {
  if (!databaseUrl) {
    const dataDir = path.join(REPO_ROOT, '.data');
    const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
    console.log(`Starting embedded PostgreSQL (data in ${dataDir}, port ${port})`);
    const embedded = await startEmbeddedPostgres({ dataDir, port });
    databaseUrl = embedded.databaseUrl;
    stopEmbedded = embedded.stop;
  }
  await migrateDatabase(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await seedReferenceData(client);
    await seedDemoData(client, { files: localDiskFileWriter(filesDir()) });
    const result = await seedLargeData(client, { petitions, log: (message) => console.log(message) });
    console.log(
      `Added ${result.petitions} petitions, ${result.modules} modules, ${result.exhibits} exhibits, ${result.files} files ` +
        `(${result.companies} companies, ${result.beneficiaries} beneficiaries).`,
    );
    console.log(`Benchmark petition (metadata.benchmark = 'builder'): ${result.benchmarkPetitionId}`);
  } finally {
    await client.end().catch(() => {});
  }
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error('Large seed failed:', error);
  process.exitCode = 1;
} finally {
  await stopEmbedded();
}
