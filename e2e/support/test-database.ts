import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** An empty database on the local PostgreSQL; the server migrates and seeds it. */
export async function createEmptyDatabase(): Promise<{ name: string; url: string }> {
  const name = `ps_e2e_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(name: string): Promise<void> {
  if (!/^ps_e2e_[0-9a-f]+$/.test(name)) throw new Error(`Refusing to drop '${name}': not an e2e database`);
  await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
