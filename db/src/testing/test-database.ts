import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase } from '../migrate.ts';
import { seedReferenceData } from '../seed/reference.ts';

/** Server-level URL tests create their databases on (the machine's PostgreSQL). */
export const TEST_PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

async function createDatabase(name: string, template?: string): Promise<{ name: string; url: string }> {
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  return { name, url: withDatabase(TEST_PG_ADMIN_URL, name) };
}

/** Creates an empty database with a unique name; returns its name and URL. */
export async function createEmptyDatabase(prefix = 'ps_test'): Promise<{ name: string; url: string }> {
  return createDatabase(uniqueName(prefix));
}

/** A copy of a test database nobody is connected to (its schema, reference data and rows). */
export async function cloneTestDatabase(source: string, prefix = 'ps_test'): Promise<{ name: string; url: string }> {
  return createDatabase(uniqueName(prefix), source);
}

/** Creates a fresh, migrated database with the reference data; returns its URL. */
export async function createTestDatabase(prefix = 'ps_test'): Promise<{ name: string; url: string }> {
  const { name, url } = await createEmptyDatabase(prefix);
  await migrateDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await seedReferenceData(client);
  } finally {
    await client.end();
  }
  return { name, url };
}

export async function dropTestDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
