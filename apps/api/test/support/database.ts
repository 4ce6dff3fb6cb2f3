import '@app/db/testing';
import { inject } from 'vitest';

/** The fresh, migrated database the api test project created for this run. */
export function testDatabaseUrl(): string {
  return inject('databaseUrl');
}
