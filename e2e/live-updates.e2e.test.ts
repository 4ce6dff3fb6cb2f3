import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect } from 'vitest';
import { demoAccount, signInAs } from './support/pages.ts';
import { it } from './support/fixtures.ts';
import type { RunningApp } from './support/start-app.ts';
import { waitForDocumentRows } from './support/documents-page.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { nextSubscription } from './support/subscriptions.ts';

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
    const subscribed = nextSubscription(page, 'ImmigrationDocumentsChanged');
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

  it("a case staff create for Priya shows on her Home on her phone without a reload, and so does its onboarding's state", async ({
    signedInPage,
    db,
  }) => {
    const priya = await signedInPage('beneficiary', '/', { viewport: PHONE });
    // Loaded again with an eye on its websocket, to know when it listens to her account's cases.
    const subscribed = nextSubscription(priya.page, 'CustomerPetitionsChanged');
    await priya.page.reload();
    await priya.page.getByRole('heading', { name: 'Cases', level: 2 }).waitFor();
    await subscribed;
    // Give the server a moment to start listening for the subscription's topic.
    await priya.page.waitForTimeout(1_000);
    await priya.page.evaluate(() => {
      (window as unknown as { notReloaded?: boolean }).notReloaded = true;
    });
    const newCase = priya.page.getByLabel('O-1B case for Priya Sharma', { exact: true });
    expect(await newCase.count()).toBe(0);

    // Staff create an O-1B case for her (in the database, as another client would), Northwind filing it.
    const { rows } = await db.query<{ id: string }>(
      `insert into app_public.petitions (beneficiary_id, company_id, visa_class)
       select u.id, c.id, 'o_1b' from app_public.users u, app_public.companies c
        where u.email = $1 and c.dba_name = 'Northwind Robotics'
       returning id`,
      [demoAccount('beneficiary').email],
    );
    expect(rows).toHaveLength(1);
    const petitionId = rows[0]!.id;
    try {
      await newCase.waitFor({ timeout: 10_000 });
      await newCase.getByText('Onboarding: Not started').waitFor();

      // Staff start her checklist and mark it for follow-up: the onboarding record alone changes.
      await db.query(`insert into app_public.onboardings (petition_id, status) values ($1, 'followup')`, [petitionId]);
      await newCase.getByText('Onboarding: Follow-up').waitFor({ timeout: 10_000 });

      expect(await priya.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      await expectFitsPhone(priya.page, 'home-new-case-live');
      expect(priya.consoleErrors).toEqual([]);
    } finally {
      // Gone again for the file's other tests (the onboarding goes with it).
      await db.query('delete from app_public.petitions where id = $1', [petitionId]);
    }
  });

  it('shows a file added to an exhibit of her case elsewhere on her Documents on her phone without a reload', async ({
    signedInPage,
    db,
  }) => {
    const { page, consoleErrors } = await signedInPage('beneficiary', '/', { viewport: PHONE });
    // Loaded again with an eye on its websocket, to know when Documents listens.
    const subscribed = nextSubscription(page, 'ImmigrationDocumentsChanged');
    await page.goto(`${app.url}/docs`);
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    await waitForDocumentRows(page);
    await subscribed;
    // Give the page a moment to subscribe to her cases too, and the server to listen.
    await page.waitForTimeout(1_500);
    await page.evaluate(() => {
      (window as unknown as { notReloaded?: boolean }).notReloaded = true;
    });
    const fileName = 'award-certificate-from-laptop.pdf';
    expect(await page.getByText(fileName).count()).toBe(0);

    // She uploads it for an exhibit of her current case on her laptop (in the database, as another client would).
    const { rows } = await db.query<{ id: string }>(
      `with exhibit as (
         select e.id from app_public.exhibits e join app_public.petitions p on p.id = e.petition_id
           join app_public.users u on u.id = p.beneficiary_id
          where u.email = $1 and p.latest_petition and e.visible and e.owned_by = 'BENEFICIARY'
          order by p.updated_at desc, e.order_index limit 1),
       file as (
         insert into app_public.files (name, mime_type, size_bytes, storage_key, owner_id)
         select $2, 'application/pdf', 2048, $3, u.id from app_public.users u where u.email = $1 returning id)
       insert into app_public.exhibit_files (exhibit_id, file_id) select exhibit.id, file.id from exhibit, file
       returning file_id as id`,
      [demoAccount('beneficiary').email, fileName, `files/${randomUUID()}`],
    );
    expect(rows).toHaveLength(1);
    try {
      await page.getByText(fileName).waitFor({ timeout: 10_000 });
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      expect(consoleErrors).toEqual([]);
    } finally {
      await db.query('delete from app_public.files where id = $1', [rows[0]!.id]);
    }
  });
});
