import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import './provided-context.ts';
import { startEmbeddedPostgres } from '../embedded-postgres.ts';
import { migrateDatabase } from '../migrate.ts';
import { seedReferenceData } from '../seed/reference.ts';

/**
 * The same API tests against the embedded default: a real PostgreSQL from the
 * embedded-postgres package in a throw-away data directory, set up exactly as
 * the server sets it up when DATABASE_URL is unset.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ps-embedded-'));
  // As root the server runs as the 'postgres' system user, which must reach the directory (os.tmpdir()
  // lets everyone through; mkdtemp's own mode 700 would not). Binaries it cannot reach in a private
  // checkout are run from a copy (see embedded-postgres.ts).
  await chmod(dataDir, 0o755);
  const port = Number(process.env.EMBEDDED_TEST_PG_PORT ?? 54339);
  // relocate: false — throw-away data must stay where the teardown removes it.
  const database = await startEmbeddedPostgres({ dataDir, port, relocate: false });
  try {
    await migrateDatabase(database.databaseUrl);
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    await seedReferenceData(client).finally(() => client.end());
  } catch (error) {
    await database.stop();
    throw error;
  }
  // One database: this project runs its few files one at a time (vitest.config.ts).
  project.provide('databaseUrls', [database.databaseUrl]);
  return async () => {
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
