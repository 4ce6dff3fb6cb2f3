import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  documentSection,
  EMPLOYER_WIZARD,
  expectStep,
  northwindId,
  STEP_TIMEOUT_MS,
  uploadPdf,
} from './support/employer-wizard.ts';
import { withOwnApp } from './support/fixtures.ts';
import { openExhibit, openPetitionAsStaff } from './support/petition-page.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { pdfWithText } from './support/sample-files.ts';

/**
 * The employer's corporate documents reach the petition through staff (23rd session): Daniel uploads one in the
 * onboarding wizard, Alex sees it in the petition page's Company documents panel and adds it to an exhibit.
 */

// An app of its own: the test moves Northwind's documents and an exhibit of Priya's petition.
const it = withOwnApp({});

let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

/** Priya's latest petition filed by Northwind, and its first top-level exhibit that the packet compiles (petitioner's first). */
async function priyasNorthwindPetition(): Promise<{ petitionId: string; exhibitId: string; exhibitName: string }> {
  const { rows } = await db.query<{ petition_id: string; exhibit_id: string; exhibit_name: string }>(
    `select p.id as petition_id, e.id as exhibit_id, e.name as exhibit_name
       from app_public.petitions p
       join app_public.users u on u.id = p.beneficiary_id
       join app_public.exhibits e on e.petition_id = p.id and e.parent_exhibit_id is null and e.visible and e.name <> ''
       join app_public.modules m on m.id = e.module_id and m.visible
      where u.email = 'priya@demo.petition.studio' and p.company_id = $1
      order by p.created_at desc, (e.owned_by = 'PETITIONER') desc, m.order_index, e.order_index
      limit 1`,
    [await northwindId(db)],
  );
  expect(rows).toHaveLength(1);
  return { petitionId: rows[0]!.petition_id, exhibitId: rows[0]!.exhibit_id, exhibitName: rows[0]!.exhibit_name };
}

/** Every word printed in a PDF, page after page (pdf.js text items). */
async function pdfText(bytes: Buffer): Promise<string> {
  const task = getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const pdf = await task.promise;
    const words: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      for (const item of (await (await pdf.getPage(number)).getTextContent()).items) if ('str' in item) words.push(item.str);
    }
    return words.join(' ');
  } finally {
    await task.destroy();
  }
}

/**
 * Compiles the petition's packet from its page, past the pre-flight list, and answers the PDF. Priya's demo
 * petition always has exhibits without documents, so the list always asks; waiting for it with the test's own
 * timeout (not a short optional wait) keeps a slow host from skipping "Compile anyway" and then waiting for a
 * packet that was never asked for.
 */
async function compilePacket(page: Page): Promise<Buffer> {
  const panel = page.getByRole('region', { name: 'Compiled packets' });
  await panel.getByRole('button', { name: 'Compile packet' }).click();
  await page.getByRole('dialog', { name: 'Before compiling' }).getByRole('button', { name: 'Compile anyway' }).click();
  const row = panel
    .getByRole('list', { name: 'Compiled packets' })
    .getByRole('listitem')
    .filter({ hasText: 'COMPLETED' })
    .first();
  await row.waitFor({ timeout: 90_000 });
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download / }).click();
  return readFile((await (await downloading).path())!);
}

describe('company documents on the petition page', () => {
  it("Daniel's wizard upload is listed for Alex, who adds it to an exhibit of Priya's petition", async ({ signedInPage }) => {
    const stamp = Date.now();
    const name = `articles-${stamp}.pdf`;
    // Printed on the file's page, so the compiled packet can be searched for it.
    const printed = `Northwind articles ${stamp}`;
    const employer = await signedInPage('employerAdmin', `${EMPLOYER_WIZARD}/corporate-docs`);
    await expectStep(employer.page, 'corporate-docs', 'Corporate Documents');
    const section = documentSection(employer.page, 'Articles of Incorporation');
    await section
      .locator('input[type=file]')
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: await pdfWithText(printed) });
    await section.getByRole('button', { name: `Delete ${name}`, exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(employer.consoleErrors).toEqual([]);
    await employer.page.context().close();

    const { petitionId, exhibitId, exhibitName } = await priyasNorthwindPetition();
    const { page, consoleErrors } = await openPetitionAsStaff(signedInPage, petitionId);
    await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Company documents', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Company documents', exact: true });
    const document = panel.getByRole('article', { name: `Articles of Incorporation ${name}`, exact: true });
    await document.waitFor();
    // The type and the date in words, not the stored enum value or an ISO timestamp.
    expect(await document.textContent()).toMatch(/Articles of Incorporation.*Uploaded \d{2}\/\d{2}\/\d{4}/);
    expect(await document.textContent()).not.toContain('ARTICLES_OF_INCORPORATION');

    // Nothing put it on an exhibit by itself (the beneficiary reads every exhibit file): staff do, on purpose.
    const onExhibit = async () =>
      (
        await db.query<{ exhibit_id: string }>(
          `select ef.exhibit_id from app_public.exhibit_files ef join app_public.files f on f.id = ef.file_id
            where f.name = $1`,
          [name],
        )
      ).rows.map((row) => row.exhibit_id);
    expect(await onExhibit()).toEqual([]);
    await document.getByLabel(`Exhibit for ${name}`).selectOption(exhibitId);
    await document.getByRole('button', { name: `Add to exhibit: ${name}` }).click();
    await expect.poll(onExhibit, { timeout: 10_000 }).toEqual([exhibitId]);
    await document.getByText(new RegExp(`^On .*${exhibitName}`)).waitFor();

    // On the exhibit, like an upload: listed among its files, last in its order (so in the compiled packet).
    const exhibit = await openExhibit(page, exhibitName);
    await exhibit.getByText(name, { exact: true }).waitFor();
    const { rows: order } = await db.query<{ name: string }>(
      `select f.name from app_public.exhibit_files ef join app_public.files f on f.id = ef.file_id
        where ef.exhibit_id = $1 order by ef.order_index desc, ef.created_at desc limit 1`,
      [exhibitId],
    );
    expect(order.map((row) => row.name)).toEqual([name]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    expect(await pdfText(await compilePacket(page))).toContain(printed);
    expect(consoleErrors).toEqual([]);
  });

  it("a document Daniel uploads while Alex has the tab open appears there live, Alex's choice kept", async ({ signedInPage }) => {
    const stamp = Date.now();
    const first = `name-change-${stamp}.pdf`;
    const second = `articles-live-${stamp}.pdf`;
    const employer = await signedInPage('employerAdmin', `${EMPLOYER_WIZARD}/corporate-docs`);
    await expectStep(employer.page, 'corporate-docs', 'Corporate Documents');
    await uploadPdf(employer.page, 'Name Change', first);

    const { petitionId, exhibitId } = await priyasNorthwindPetition();
    const { page, consoleErrors } = await openPetitionAsStaff(signedInPage, petitionId);
    await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Company documents', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Company documents', exact: true });
    await panel.getByRole('article', { name: `Name Change ${first}`, exact: true }).waitFor();
    // Alex is choosing an exhibit for the first document when the second arrives.
    const choice = panel.getByLabel(`Exhibit for ${first}`);
    await choice.selectOption(exhibitId);
    await choice.focus();
    // Gone if the page reloads: the new row must come from a refetch, not a reload.
    await page.evaluate(() => Object.assign(window, { companyDocumentsMarker: 'kept' }));

    await uploadPdf(employer.page, 'Articles of Incorporation', second);
    await panel.getByRole('article', { name: `Articles of Incorporation ${second}`, exact: true }).waitFor({ timeout: 15_000 });

    expect(await page.evaluate(() => (window as unknown as { companyDocumentsMarker?: string }).companyDocumentsMarker)).toBe(
      'kept',
    );
    expect(await choice.inputValue()).toBe(exhibitId);
    expect(await choice.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(employer.consoleErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await employer.page.context().close();
  });
});
