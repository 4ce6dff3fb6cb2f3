import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@app/domain';
import { createEmptyDatabase, dropTestDatabase } from '@app/db/testing';
import { loadConfig } from '../../src/config/index.ts';
import { prepareDatabase } from '../../src/database/prepare-database.ts';
import { createStorage } from '../../src/files/storage/create-storage.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { callJson } from './file-service-client.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface StoredFileRow {
  id: string;
  storage_key: string;
  sha256: string;
  size_bytes: string;
  mime_type: string;
}

describe('demo seed with FILE_STORAGE_DRIVER=s3', () => {
  let database: { name: string; url: string };
  let s3: S3TestServer;
  let server: TestServer | undefined;
  let client: pg.Client;

  beforeAll(async () => {
    database = await createEmptyDatabase('ps_seed_s3');
    s3 = await startS3TestServer();
    // What `SEED=demo FILE_STORAGE_DRIVER=s3 npm start` does before the server starts.
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, SEED: 'demo', ...s3.env });
    await prepareDatabase({ databaseUrl: database.url, seedDemo: true, embeddedPort: 0, storage: config, log: () => {} });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await client?.end();
    await s3?.close();
    if (database) await dropTestDatabase(database.name);
  });

  it('puts every demo file in the bucket under files/<id>, with the bytes the rows describe', async () => {
    const { rows } = await client.query<StoredFileRow>(
      'select id, storage_key, sha256, size_bytes::text, mime_type from app_public.files order by id',
    );
    expect(rows.length).toBeGreaterThan(1000);
    const { storage } = createStorage(loadConfig({ NODE_ENV: 'test', ...s3.env }));
    // Every 25th file, read back through the app's own S3 driver.
    for (const row of rows.filter((_, index) => index % 25 === 0)) {
      expect(row.storage_key).toBe(`files/${row.id}`);
      const bytes = await storage.read(row.storage_key, 10_000_000);
      expect(bytes, row.storage_key).toBeDefined();
      expect(bytes?.length).toBe(Number(row.size_bytes));
      expect(sha256(bytes ?? Buffer.alloc(0))).toBe(row.sha256);
    }
  });

  it('serves a demo beneficiary her seeded passport through GET /db/download', async () => {
    server = await startTestServer(database.url, s3.env);
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === 'beneficiary');
    if (!account) throw new Error('No beneficiary demo account');
    const { rows } = await client.query<StoredFileRow>(
      `select f.id, f.storage_key, f.sha256, f.size_bytes::text, f.mime_type
       from app_public.immigration_documents d
       join app_public.files f on f.id = d.file_id
       join app_public.users u on u.id = d.owner_id
       where u.auth0_sub = $1 and d.type = 'PASSPORT' and not d.deleted`,
      [account.sub],
    );
    const passport = rows[0];
    if (!passport) throw new Error('The demo beneficiary has no passport');
    const token = await server.issuer.issueToken({ sub: account.sub, email: account.email, name: account.fullName });

    const answer = await callJson<{ link: string }>(`${server.url}/db/download?id=${passport.id}`, token);
    expect(answer.status).toBe(200);
    expect(answer.body.link.startsWith(s3.env.S3_ENDPOINT ?? '-')).toBe(true);
    const download = await fetch(answer.body.link);
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(sha256(bytes)).toBe(passport.sha256);
    expect(passport.mime_type).toBe('image/jpeg');
  });
});
