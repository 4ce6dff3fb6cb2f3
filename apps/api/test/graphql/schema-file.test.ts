import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { printApiSchema } from '../../src/graphql/print-schema.ts';
import { testDatabaseUrl } from '../support/database.ts';

const pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
afterAll(() => pool.end());

describe('apps/web/schema.graphql', () => {
  it('is the schema the API serves over the migrated database (refresh: npm run schema:print -w apps/api)', async () => {
    const committed = await readFile(new URL('../../../web/schema.graphql', import.meta.url), 'utf8');
    const served = await printApiSchema(pool);
    if (committed !== served) {
      const committedLines = committed.split('\n');
      const servedLines = served.split('\n');
      const first = servedLines.findIndex((line, index) => line !== committedLines[index]);
      console.error(
        `First difference at line ${first + 1}:\n  committed: ${committedLines[first]}\n  served:    ${servedLines[first]}`,
      );
    }
    // The web app's operations are typed from the committed file: a stale one types them against a schema that no longer exists.
    expect(committed === served, 'apps/web/schema.graphql is stale: run npm run schema:print -w apps/api').toBe(true);
  }, 60_000);
});
