import type { TestProject } from 'vitest/node';
import './provided-context.ts';
import { createTestDatabase, dropTestDatabase } from './test-database.ts';

/** One fresh database per test run on the real PostgreSQL, dropped afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { name, url } = await createTestDatabase();
  project.provide('databaseUrl', url);
  return async () => {
    if (process.env.KEEP_TEST_DATABASE) return;
    await dropTestDatabase(name);
  };
}
