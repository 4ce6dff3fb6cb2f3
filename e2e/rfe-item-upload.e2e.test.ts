import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { packetIndex } from './support/packet-pdf.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { createPriyasCase, deleteCase, isoDay as day, openRfe } from './support/priyas-case.ts';
import { pdfWithText } from './support/sample-files.ts';

/**
 * An RFE item not mapped to a criterion (USCIS asks for an article no criterion holds): staff give Priya a task on it
 * that waits for a file on the exhibit added for it after filing. Before, such an item offered no "Upload to", and
 * Priya could only tick the task done: the file had nowhere to go. Now she uploads it from her phone on Action
 * Items, the task closes by itself, staff read the file under the item's task, and the response packet holds it.
 */
let db: pg.Client;
let petitionId: string | undefined;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});
// The petition is Priya's: gone again, so other files find her petitions as they were.
afterAll(() => deleteCase(db, petitionId));

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

describe('an RFE item without a criterion', () => {
  it("takes the customer's file from Action Items to the item and the response packet", async ({ signedInPage }) => {
    // A petition of Priya's with one criterion whose exhibit holds a demo PDF (the filed packet's A-1).
    petitionId = await createPriyasCase(db, {
      receiptNumber: 'WAC2690054399',
      criteria: [{ name: 'RFE upload awards', exhibits: ['Design award certificate'] }],
    });
    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`, {
      viewport: { width: 1280, height: 900 },
    });
    const { page } = staff;

    // The filed packet, which the response packet continues.
    const packets = page.getByRole('region', { name: 'Compiled packets' });
    await packets.getByRole('button', { name: 'Compile packet' }).click();
    await page.getByRole('dialog', { name: 'Before compiling' }).getByRole('button', { name: 'Compile anyway' }).click();
    await packets
      .getByRole('list', { name: 'Compiled packets' })
      .getByText('Completed', { exact: true })
      .waitFor({ timeout: 60_000 });

    // After filing, staff add an exhibit for what USCIS asks (empty until Priya sends it); the RFE is open.
    await db.query(
      `insert into app_public.exhibits (module_id, name)
       select id, 'Design Weekly article, full text' from app_public.modules where petition_id = $1`,
      [petitionId],
    );
    await openRfe(db, petitionId, { received: day(-10), due: day(70) });
    const rfeTab = `${new URL(page.url()).origin}/admin/petition-builder/${petitionId}?panel=rfe`;
    await page.goto(rfeTab);
    const panel = page.getByRole('region', { name: 'Request for Evidence' });

    // An item left unmapped: no criterion holds the article.
    const addItem = panel.getByRole('form', { name: 'Add an RFE item' });
    const title = 'The full text of the Design Weekly article';
    await addItem.getByLabel('Title', { exact: true }).fill(title);
    await addItem.getByRole('button', { name: 'Add item' }).click();
    const item = panel.getByRole('listitem', { name: `Item 1: ${title}` });
    await item.waitFor();
    expect(await item.getByLabel('Criterion', { exact: true }).inputValue()).toBe('');

    // Her task waits for a file on the new exhibit, offered with its criterion's name.
    const task = `Send us the article about your award in Design Weekly ${Date.now()}`;
    const tasks = item.getByRole('form', { name: 'New task for item 1' });
    await tasks.getByLabel('For', { exact: true }).selectOption({ label: 'Beneficiary' });
    await tasks.getByLabel('Task', { exact: true }).fill(task);
    // Offered as new, beside the filed A-1, which the response packet would not hold (migration 0113).
    const uploadTo = tasks.getByLabel('Upload to (optional)');
    expect(await uploadTo.locator('option').allTextContents()).toEqual([
      'Nothing: they mark it done',
      'RFE upload awards: Design award certificate (filed as Exhibit A-1: not in the response)',
      'RFE upload awards: Design Weekly article, full text (new: goes in the response)',
    ]);
    await uploadTo.selectOption({ label: 'RFE upload awards: Design Weekly article, full text (new: goes in the response)' });
    await tasks.getByRole('button', { name: 'Add task' }).click();
    await item.getByText('closes when a file reaches Design Weekly article, full text', { exact: false }).waitFor();

    // Priya, on her phone: the task takes the file right on Action Items.
    const customer = await signedInPage('beneficiary', '/actions', { viewport: PHONE });
    const herTask = customer.page.getByRole('listitem').filter({ hasText: task }).first();
    await herTask.getByText('Closes by itself when the document is uploaded.').waitFor();
    expect(await herTask.getByRole('checkbox').count()).toBe(0);
    expect(await seriousAccessibilityViolations(customer.page)).toEqual([]);
    await expectFitsPhone(customer.page, 'rfe-item-upload-actions');
    const articleText = `Design Weekly full text ${Date.now()}`;
    await herTask
      .getByLabel(`Upload the file for “${task}”`)
      .setInputFiles({ name: 'design-weekly-article.pdf', mimeType: 'application/pdf', buffer: await pdfWithText(articleText) });
    // Closed by itself once the file reached the exhibit: done, with nothing left to upload.
    await customer.page
      .getByRole('listitem')
      .filter({ hasText: task })
      .first()
      .getByText(/^Completed /)
      .waitFor({ timeout: 30_000 });
    await expect.poll(() => customer.page.getByLabel(`Upload the file for “${task}”`).count()).toBe(0);
    await expectFitsPhone(customer.page, 'rfe-item-upload-done');
    expect(customer.consoleErrors).toEqual([]);

    // Staff read it under the item's task, done (the RFE tab opened again: its address names it only once).
    await page.goto(rfeTab);
    await item
      .getByRole('list', { name: `Received for: ${task}` })
      .getByText('Received design-weekly-article.pdf')
      .waitFor();
    await item.getByRole('list', { name: 'Tasks for item 1' }).getByText('· done', { exact: false }).waitFor();

    // The response packet holds it: the new exhibit, labelled after the filed A-1, with her file's pages.
    const responsePackets = panel.getByRole('region', { name: 'Response packet' });
    await responsePackets.getByRole('button', { name: 'Compile response packet' }).click();
    const responseList = responsePackets.getByRole('list', { name: 'Response packets' });
    await responseList.getByText('Completed', { exact: true }).waitFor({ timeout: 60_000 });
    const responsePdf = await download(page, responseList.getByRole('button', { name: /^Download / }));
    const index = await packetIndex(responsePdf);
    expect(index.map((row) => [row.label, row.title])).toEqual([['A-2', 'Design Weekly article, full text']]);
    expect(await pdfText(responsePdf)).toContain(articleText);
    expect(staff.consoleErrors).toEqual([]);
  }, 180_000);
});
