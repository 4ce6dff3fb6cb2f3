/**
 * Writes apps/web/schema.graphql from the migrations, with no running server or sign-in
 * (npm run schema:print -w apps/api): migrates a scratch database, builds the API's schema, writes the
 * file, drops the database. apps/api/test/graphql/schema-file.test.ts fails while the file is stale.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, dropTestDatabase } from '@app/db/testing';
import pg from 'pg';
import { printApiSchema } from '../src/graphql/print-schema.ts';

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../web/schema.graphql');
const database = await createTestDatabase('ps_schema');
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
try {
  await writeFile(target, await printApiSchema(pool));
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
} finally {
  await pool.end();
  await dropTestDatabase(database.name);
}
