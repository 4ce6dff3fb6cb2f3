import { inject } from 'vitest';
import './provided-context.ts';

/**
 * The database of this test file's worker slot. Vitest numbers a project's worker slots 1…maxWorkers in
 * VITEST_POOL_ID; the global setup made one database per slot, so two files running side by side never
 * see each other's rows (tests count notifications, jobs and audit rows), as when files ran one at a time.
 */
export function testDatabaseUrl(): string {
  const urls = inject('databaseUrls');
  const slot = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(Number.isInteger(slot) && slot > 0 ? slot - 1 : 0) % urls.length];
  if (!url) throw new Error('The global setup provided no test database');
  return url;
}
