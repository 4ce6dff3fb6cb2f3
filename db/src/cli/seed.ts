import pg from 'pg';
import { seedDemoData } from '../seed/demo/seed-demo.ts';
import { localDiskFileWriter } from '../seed/file-writer.ts';
import { seedReferenceData } from '../seed/reference.ts';
import { filesDir, requireDatabaseUrl } from './paths.ts';

/**
 * npm run seed -w db: upserts the reference data into DATABASE_URL, then the
 * demo data if the database has no users yet. Demo files are written to
 * FILE_STORAGE_DIR (default <repo>/.data/files), where the server's local
 * driver reads them; for S3, let the server seed (`SEED=demo`): it writes
 * through its configured FileStorage.
 */
const databaseUrl = requireDatabaseUrl();
const client = new pg.Client({ connectionString: databaseUrl });
try {
  await client.connect();
  const started = Date.now();
  await seedReferenceData(client);
  console.log(`Reference data upserted (${Date.now() - started} ms)`);
  const before = await client.query<{ n: number }>('select count(*)::int as n from app_public.users');
  const root = filesDir();
  await seedDemoData(client, { files: localDiskFileWriter(root) });
  if ((before.rows[0]?.n ?? 0) > 0) console.log('Demo data skipped: the database already has users.');
  else console.log(`Demo data seeded, files in ${root} (${Date.now() - started} ms)`);
} catch (error) {
  console.error('Seeding failed:', error);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
}
