import type { TestProject } from 'vitest/node';
import './provided-context.ts';
import { cloneTestDatabase, createTestDatabase, dropTestDatabase } from './test-database.ts';

/**
 * Fresh databases on the real PostgreSQL for one test run, one per worker slot (`testDatabaseUrl()` picks
 * the file's), dropped afterwards. The first is migrated and seeded; the others are copies of it, which
 * takes a fraction of a second against the migrations' several.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const slots = Math.max(1, project.config.maxWorkers);
  const first = await createTestDatabase();
  const databases = [first];
  for (let slot = 2; slot <= slots; slot++) databases.push(await cloneTestDatabase(first.name));
  project.provide(
    'databaseUrls',
    databases.map((database) => database.url),
  );
  return async () => {
    if (process.env.KEEP_TEST_DATABASE) return;
    for (const database of databases) await dropTestDatabase(database.name);
  };
}
