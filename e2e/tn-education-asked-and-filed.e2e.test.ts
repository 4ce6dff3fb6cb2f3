import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { onboardingModuleSlug } from '@app/domain';
import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { choose, pick } from './support/combobox.ts';
import { it } from './support/fixtures.ts';
import { ONBOARDING_TIMEOUT, screenTitle } from './support/onboarding-screens.ts';
import { packetIndex } from './support/packet-pdf.ts';
import { seriousAccessibilityViolations, SIGN_IN_PAGE } from './support/pages.ts';
import { openExhibitWithContribution, openPetitionAsStaff } from './support/petition-page.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { deleteCase } from './support/priyas-case.ts';
import { pdfWithText } from './support/sample-files.ts';

/**
 * A TN beneficiary is asked for her degree (migration 0122; docs/decisions.md, "A TN case walked from nothing"). The
 * checklist left the TN preset's modules out, so a Canadian professional was never asked for her degree, transcripts
 * or CV, the evidence the officer at the port of entry decides on. Now staff make a TN petition for Émile Dubois (a
 * Canadian software engineer of the demo seed), his checklist asks for his degree certificate under "Education and
 * Qualifications", he uploads it on his phone, staff read it on the petition's Degree certificate exhibit, and the
 * compiled packet files it.
 */
const EMILE = { name: 'Émile Dubois', email: 'emile.dubois@mail.example' };
const PETITION_PAGE = /\/admin\/petition-builder\/([0-9a-f-]{36})$/;
const tag = randomUUID().slice(0, 8);
const DEGREE_FILE = `Dubois – B.Sc. Computer Science ${tag}.pdf`;
const DEGREE_TEXT = `Bachelor of Science in Computer Science, University of Waterloo, 2017 ${tag}`;

let db: pg.Client;
let petitionId: string | undefined;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});
// The petition, his invitation and his upload are gone again, so other files find his case as the seed made it.
afterAll(async () => {
  if (!db) return;
  await deleteCase(db, petitionId);
  const files = `select f.id from app_public.files f where f.name = $1`;
  await db.query(`delete from app_public.user_documents where file_id in (${files})`, [DEGREE_FILE]);
  await db.query(`delete from app_public.files where id in (${files})`, [DEGREE_FILE]);
  await db.query(`delete from app_public.portal_invitations where lower(address) = $1`, [EMILE.email]);
});

async function download(page: Page, button: Locator): Promise<Buffer> {
  const downloading = page.waitForEvent('download');
  await button.click();
  return readFile((await (await downloading).path())!);
}

describe('a TN beneficiary’s degree', () => {
  it('is asked of him on his phone, lands on the Degree certificate exhibit staff read, and the packet files it', async ({
    signedInPage,
    newPage,
  }) => {
    // Staff make the TN petition in the builder: the preset's education module holds the degree certificate.
    const staff = await signedInPage('staffAdmin', '/admin/petition-builder/new', { viewport: { width: 1280, height: 900 } });
    const { page } = staff;
    await page.getByRole('heading', { name: 'New petition', level: 1 }).waitFor();
    await pick(page, 'Beneficiary', 'Émile', EMILE.name);
    await pick(page, 'Petitioner', 'Saffron', 'Saffron & Sage Learning');
    await choose(page, 'Visa type', 'TN');
    await page.getByRole('group', { name: 'Module 3: TN Beneficiary Education Documents' }).waitFor();
    await page.getByRole('button', { name: 'Create petition', exact: true }).click();
    await page.waitForURL(PETITION_PAGE, { timeout: 30_000 });
    petitionId = PETITION_PAGE.exec(new URL(page.url()).pathname)![1]!;

    await page.getByRole('heading', { level: 1, name: 'TN petition' }).waitFor();
    await page.getByRole('button', { name: 'Start onboarding', exact: true }).click();
    await expect
      .poll(async () => (await db.query('select 1 from app_public.onboardings where petition_id = $1', [petitionId])).rowCount, {
        timeout: 15_000,
      })
      .toBe(1);
    const { rows } = await db.query<{ module_id: string; item_id: string; module_title: string }>(
      `select m ->> 'id' as module_id, x ->> 'id' as item_id, m ->> 'title' as module_title
         from app_public.onboardings o, jsonb_array_elements(o.modules) m, jsonb_array_elements(m -> 'exhibits') x
        where o.petition_id = $1 and x ->> 'type' = 'DEGREE_CERTIFICATE'`,
      [petitionId],
    );
    expect(rows).toEqual([expect.objectContaining({ module_title: 'Education and Qualifications' })]);
    const { module_id: moduleId, item_id: itemId } = rows[0]!;

    // He is invited to the portal (the invitation e-mail is portal-invitations.e2e.test.ts's) and signs in on his phone.
    await db.query(
      `insert into app_public.portal_invitations (user_id, petition_id, address, status, sent_at)
       select u.id, $1, $2, 'sent', now() from app_public.users u where lower(u.email) = $2`,
      [petitionId, EMILE.email],
    );
    const customer = await newPage({ viewport: PHONE });
    const phone = customer.page;
    await phone.goto(
      `${new URL(page.url()).origin}/onboarding/beneficiary/${onboardingModuleSlug('TN_BENEFICIARY_EDUCATION_DOCS')}?id=${moduleId}&exhibitId=${itemId}`,
    );
    await phone.waitForURL(SIGN_IN_PAGE);
    await phone.getByRole('textbox', { name: 'Invited e-mail address' }).fill(EMILE.email);
    await phone.getByRole('button', { name: 'Sign in as the invited person' }).click();
    await screenTitle(phone, 'Degree certificate');
    await phone.getByText('Your diploma or degree certificate.').waitFor();
    await phone
      .getByRole('region', { name: 'Upload Degree certificate' })
      .locator('input[type=file]')
      .setInputFiles({ name: DEGREE_FILE, mimeType: 'application/pdf', buffer: await pdfWithText(DEGREE_TEXT) });
    await phone.getByRole('list', { name: 'Uploaded files' }).getByText(DEGREE_FILE).waitFor({ timeout: ONBOARDING_TIMEOUT });
    expect(await seriousAccessibilityViolations(phone)).toEqual([]);
    await expectFitsPhone(phone, 'tn-education-asked-and-filed-upload');
    expect(customer.consoleErrors).toEqual([]);

    // Staff read it on the petition's Degree certificate exhibit.
    const petition = await openPetitionAsStaff(signedInPage, petitionId, '', { viewport: { width: 1280, height: 900 } });
    const degree = await openExhibitWithContribution(petition.page, 'Degree certificate', ONBOARDING_TIMEOUT);
    await degree.provided.getByText(DEGREE_FILE).waitFor();

    // The compiled packet files it under the education module.
    const packets = petition.page.getByRole('region', { name: 'Compiled packets' });
    await packets.getByRole('button', { name: 'Compile packet' }).click();
    await petition.page.getByRole('dialog', { name: 'Before compiling' }).getByRole('button', { name: 'Compile anyway' }).click();
    const list = packets.getByRole('list', { name: 'Compiled packets' });
    await list.getByText('Completed', { exact: true }).waitFor({ timeout: 90_000 });
    const pdf = await download(petition.page, list.getByRole('button', { name: /^Download / }).first());
    expect((await packetIndex(pdf)).map((entry) => entry.title)).toContain('Degree certificate');
    expect(staff.consoleErrors).toEqual([]);
    expect(petition.consoleErrors).toEqual([]);
  }, 240_000);
});
