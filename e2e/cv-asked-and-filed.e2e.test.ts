import { readFile } from 'node:fs/promises';
import { onboardingModuleSlug } from '@app/domain';
import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { choose, pick } from './support/combobox.ts';
import { it } from './support/fixtures.ts';
import { ONBOARDING_TIMEOUT, pressNext, screenTitle } from './support/onboarding-screens.ts';
import { packetIndex, packetIndexHeadings } from './support/packet-pdf.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { openExhibitWithContribution, openPetitionAsStaff } from './support/petition-page.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { deleteCase, PRIYA } from './support/priyas-case.ts';
import { pdfWithText } from './support/sample-files.ts';

/**
 * The beneficiary's CV on an EB-1A self-petition (migration 0116; docs/decisions.md, "The beneficiary's CV is asked for
 * and filed; …"). The archetype template kept the CV in the hidden Memo Starter, which her checklist never shows and
 * the packet leaves out, and gave the EB-1A an advisory opinion letter only O petitions need. Now staff make the
 * petition in the builder, her checklist asks her for the CV beside her employment history, she uploads it on her
 * phone, staff read it on the petition's Beneficiary CV exhibit, and the compiled packet files it first.
 */
let db: pg.Client;
let petitionId: string | undefined;
const CV_FILE = `Priya Sharma – CV (2026) ${Date.now()}.pdf`;
const CV_TEXT = `Curriculum vitae of Priya Sharma ${Date.now()}`;
const PETITION_PAGE = /\/admin\/petition-builder\/([0-9a-f-]{36})$/;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});
// The petition and her CV are gone again, so other files find her petitions and documents as they were.
afterAll(async () => {
  if (!db) return;
  await deleteCase(db, petitionId);
  const files = `select f.id from app_public.files f join app_public.users u on u.id = f.owner_id
                  where lower(u.email) = lower($1) and f.name = $2`;
  await db.query(`delete from app_public.user_documents where file_id in (${files})`, [PRIYA.email, CV_FILE]);
  await db.query(`delete from app_public.files where id in (${files})`, [PRIYA.email, CV_FILE]);
});

async function download(page: Page, button: Locator): Promise<Buffer> {
  const downloading = page.waitForEvent('download');
  await button.click();
  return readFile((await (await downloading).path())!);
}

/** Every page's text of a PDF, read with pdf.js as packet-pdf.ts does. */
async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const document = await task.promise;
    const texts: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return texts.join(' ').replace(/\s+/g, ' ');
  } finally {
    await task.destroy();
  }
}

/** The petition's exhibit types by module type, in order. */
async function exhibitTypesByModule(id: string): Promise<Record<string, string[]>> {
  const { rows } = await db.query<{ module_type: string; types: string[] }>(
    `select m.type as module_type, coalesce(array_agg(e.exhibit_type order by e.order_index) filter (where e.id is not null), '{}') as types
       from app_public.modules m left join app_public.exhibits e on e.module_id = m.id
      where m.petition_id = $1 group by m.type, m.order_index order by m.order_index`,
    [id],
  );
  return Object.fromEntries(rows.map((row) => [row.module_type, row.types]));
}

describe("the beneficiary's CV on an EB-1A self-petition", () => {
  it('is asked of her on her phone, lands on the filed exhibit staff read, and the compiled packet holds it', async ({
    signedInPage,
  }) => {
    // Staff make the petition in the builder: an O-1A's template has the advisory opinion letter, an EB-1A's not.
    const staff = await signedInPage('staffAdmin', '/admin/petition-builder/new?archetype=researcher-scientist', {
      viewport: { width: 1280, height: 900 },
    });
    const { page } = staff;
    await page.getByRole('heading', { name: 'New petition', level: 1 }).waitFor();
    await pick(page, 'Beneficiary', 'Priya', 'Priya Sharma');
    await pick(page, 'Petitioner', 'Cobalt', 'Cobalt Ridge Software');
    await choose(page, 'Visa type', 'O-1A');
    await choose(page, 'Visa type', 'EB-1A');
    await page.getByRole('button', { name: 'Make it a self-petition (no petitioner company)' }).click();
    await page.getByRole('group', { name: /^Module \d+: Beneficiary Background$/ }).waitFor();
    await page.getByRole('button', { name: 'Create petition', exact: true }).click();
    await page.waitForURL(PETITION_PAGE, { timeout: 30_000 });
    petitionId = PETITION_PAGE.exec(new URL(page.url()).pathname)![1]!;
    const layout = await exhibitTypesByModule(petitionId);
    expect(layout['memo-starter']).toEqual([]);
    expect(layout['beneficiary-background']).toEqual(['beneficiary-cv']);
    expect(Object.values(layout).flat()).not.toContain('ao-letter');

    // Staff start her checklist from the petition page.
    await page.getByRole('heading', { level: 1, name: 'EB-1A petition' }).waitFor();
    await page.getByRole('button', { name: 'Start onboarding', exact: true }).click();
    await expect
      .poll(async () => (await db.query('select 1 from app_public.onboardings where petition_id = $1', [petitionId])).rowCount, {
        timeout: 15_000,
      })
      .toBe(1);
    const { rows } = await db.query<{ module_id: string; item_id: string }>(
      `select m ->> 'id' as module_id, x ->> 'id' as item_id
         from app_public.onboardings o, jsonb_array_elements(o.modules) m, jsonb_array_elements(m -> 'exhibits') x
        where o.petition_id = $1 and x ->> 'type' = 'BENEFICIARY_CV'`,
      [petitionId],
    );
    expect(rows).toHaveLength(1);
    const { module_id: moduleId, item_id: itemId } = rows[0]!;

    // Priya, on her phone: Professional Details asks for her CV after her employment history.
    const customer = await signedInPage(
      'beneficiary',
      `/onboarding/beneficiary/${onboardingModuleSlug('EMPLOYMENT')}?id=${moduleId}&exhibitId=${itemId}`,
      { viewport: PHONE },
    );
    const phone = customer.page;
    await screenTitle(phone, 'CV (résumé)');
    await phone.getByText('Your current CV or résumé: your education, positions, publications and honors.').waitFor();

    // Without a CV at hand she is not stuck: by keyboard alone, "I don't have a CV" and Next complete the step, and
    // staff read her answer on the CV exhibit.
    const noCv = phone.getByRole('checkbox', { name: 'I don’t have a CV' });
    await noCv.focus();
    await phone.keyboard.press('Space');
    expect(await noCv.getAttribute('aria-checked')).toBe('true');
    await pressNext(phone);
    await phone
      .getByRole('heading', { level: 2, name: 'CV (résumé)', exact: true })
      .waitFor({ state: 'detached', timeout: ONBOARDING_TIMEOUT });
    const answered = async () =>
      (
        await db.query<{ status: string; answers: unknown }>(
          `select c.checklist_status as status, c.answers from app_public.exhibit_contributions c where c.exhibit_id = $1`,
          [itemId],
        )
      ).rows[0];
    await expect.poll(answered, { timeout: 15_000 }).toEqual({ status: 'completed', answers: { hasNoCv: true } });
    const early = await openPetitionAsStaff(signedInPage, petitionId, '', { viewport: { width: 1280, height: 900 } });
    const said = await openExhibitWithContribution(early.page, 'Beneficiary CV', ONBOARDING_TIMEOUT);
    await said.provided.getByText('Has no CV (said so on the checklist)').waitFor();
    await early.page.close();

    // She finds her CV after all and uploads it on the same step: the file replaces her "none".
    await phone.goto(
      `${new URL(phone.url()).origin}/onboarding/beneficiary/${onboardingModuleSlug('EMPLOYMENT')}?id=${moduleId}&exhibitId=${itemId}`,
    );
    await screenTitle(phone, 'CV (résumé)');
    await phone
      .getByRole('region', { name: 'Upload CV (résumé)' })
      .locator('input[type=file]')
      .setInputFiles({ name: CV_FILE, mimeType: 'application/pdf', buffer: await pdfWithText(CV_TEXT) });
    await phone.getByRole('list', { name: 'Uploaded files' }).getByText(CV_FILE).waitFor({ timeout: ONBOARDING_TIMEOUT });
    expect(await seriousAccessibilityViolations(phone)).toEqual([]);
    await expectFitsPhone(phone, 'cv-asked-and-filed-upload');
    expect(customer.consoleErrors).toEqual([]);

    // Staff read it on the petition's CV exhibit, in the Beneficiary Background module.
    const petition = await openPetitionAsStaff(signedInPage, petitionId, '', { viewport: { width: 1280, height: 900 } });
    const cv = await openExhibitWithContribution(petition.page, 'Beneficiary CV', ONBOARDING_TIMEOUT);
    await cv.provided.getByText(CV_FILE).waitFor();
    expect(await cv.provided.getByText('Has no CV (said so on the checklist)').count()).toBe(0);

    // The compiled packet files it first: the Beneficiary Background module's A-1, with her CV's pages.
    const packets = petition.page.getByRole('region', { name: 'Compiled packets' });
    await packets.getByRole('button', { name: 'Compile packet' }).click();
    await petition.page.getByRole('dialog', { name: 'Before compiling' }).getByRole('button', { name: 'Compile anyway' }).click();
    const list = packets.getByRole('list', { name: 'Compiled packets' });
    await list.getByText('Completed', { exact: true }).waitFor({ timeout: 90_000 });
    const pdf = await download(petition.page, list.getByRole('button', { name: /^Download / }).first());
    const index = await packetIndex(pdf);
    expect(index[0], JSON.stringify(index)).toMatchObject({ label: 'A-1', title: 'Beneficiary CV' });
    expect((await packetIndexHeadings(pdf))[0]).toMatchObject({ label: 'A', title: 'Beneficiary Background' });
    expect(await pdfText(pdf)).toContain(CV_TEXT);
    expect(staff.consoleErrors).toEqual([]);
    expect(petition.consoleErrors).toEqual([]);
  }, 240_000);
});
