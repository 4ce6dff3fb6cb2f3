import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect } from 'vitest';
import { demoAccount, signInAs } from './support/pages.ts';
import { it } from './support/fixtures.ts';
import type { RunningApp } from './support/start-app.ts';
import { waitForDocumentRows } from './support/documents-page.ts';

let app: RunningApp;

it.beforeAll(({ app: fileApp }) => {
  app = fileApp;
});

/** Adds an immigration document (a VISA) for the user straight in the database, as another client would. */
async function insertImmigrationDocument(email: string, fileName: string): Promise<void> {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    const user = await client.query<{ id: string }>('select id from app_public.users where email = $1', [email]);
    const ownerId = user.rows[0]?.id;
    if (!ownerId) throw new Error(`no user ${email}`);
    await client.query('begin');
    const file = await client.query<{ id: string }>(
      `insert into app_public.files (name, mime_type, size_bytes, storage_key, owner_id)
       values ($1, 'application/pdf', 1024, $2, $3) returning id`,
      [fileName, `files/${randomUUID()}`, ownerId],
    );
    await client.query(`insert into app_public.immigration_documents (owner_id, file_id, type) values ($1, $2, 'VISA')`, [
      ownerId,
      file.rows[0]?.id,
    ]);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

describe('live updates', () => {
  it('shows an immigration document added elsewhere on /docs without a reload', async ({ newPage }) => {
    const { page, consoleErrors } = await newPage();
    // The Documents page subscribes over graphql-ws; note when its subscription goes out.
    const subscribed = new Promise<void>((resolve, reject) => {
      setTimeout(() => reject(new Error('the Documents page never subscribed to immigrationDocuments')), 20_000).unref();
      page.on('websocket', (socket) => {
        socket.on('framesent', (frame) => {
          if (typeof frame.payload === 'string' && frame.payload.includes('ImmigrationDocumentsChanged')) resolve();
        });
      });
    });
    subscribed.catch(() => undefined);
    await signInAs(page, app.url, 'beneficiary', '/docs');
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    await page.getByText('passport-sharma.jpg').waitFor();
    await waitForDocumentRows(page);
    await subscribed;
    // Give the server a moment to start listening for the subscription's topic.
    await page.waitForTimeout(1_000);
    await page.evaluate(() => {
      (window as unknown as { notReloaded?: boolean }).notReloaded = true;
    });
    expect(await page.getByText('new-visa.pdf').count()).toBe(0);
    // She is on a row's button when the change arrives: the refetch must not unmount the lists under her.
    const download = page.getByRole('button', { name: 'Download passport-sharma.jpg' });
    await download.focus();

    await insertImmigrationDocument(demoAccount('beneficiary').email, 'new-visa.pdf');

    await page.getByText('new-visa.pdf').waitFor({ timeout: 5_000 });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await download.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
