import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dropTestDatabase } from '../src/testing/test-database.ts';

/**
 * PostGraphile reads smart tags (`@behavior`, `@omit`, `@name`, …) only from the first lines of a comment;
 * a tag written after the description is silently ignored and the API exposes what it meant to hide.
 */
describe('smart tags in database comments', () => {
  let database: { name: string; url: string };
  let client: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase('ps_tags');
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });

  afterAll(async () => {
    await client.end();
    await dropTestDatabase(database.name);
  });

  it('stand at the start of every comment of app_public, before the description', async () => {
    const { rows } = await client.query<{ object: string; comment: string }>(
      `select d.objoid::regclass::text || coalesce('.' || a.attname, '') as object, d.description as comment
         from pg_description d
         join pg_class c on c.oid = d.objoid and d.classoid = 'pg_class'::regclass
         join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'app_public'
         left join pg_attribute a on a.attrelid = d.objoid and a.attnum = d.objsubid and d.objsubid > 0
        where d.description ~ '(^|\\n)@[a-zA-Z]'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const misplaced = rows.filter(({ comment }) => {
      const lines = comment.split('\n');
      const firstText = lines.findIndex((line) => !line.startsWith('@'));
      return firstText !== -1 && lines.slice(firstText).some((line) => line.startsWith('@'));
    });
    expect(misplaced.map((row) => row.object)).toEqual([]);
  });
});
