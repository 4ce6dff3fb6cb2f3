import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, type OpenedPage, type SignedInPage } from './support/fixtures.ts';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { pdfWithText } from './support/sample-files.ts';
import { waitForDocumentRows } from './support/documents-page.ts';

/** The workspace's Forms, Letters and Provider documents panels (issue 11, side panels). */

let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

/** The demo beneficiary's (Priya's) first petition. */
async function priyasPetition(): Promise<{ petitionId: string; beneficiaryId: string }> {
  const { rows } = await db.query<{ petition_id: string; beneficiary_id: string }>(`
    select p.id as petition_id, p.beneficiary_id from app_public.petitions p
    join app_public.users u on u.id = p.beneficiary_id
    where u.email = 'priya@demo.petition.studio' order by p.created_at limit 1`);
  expect(rows).toHaveLength(1);
  return { petitionId: rows[0]!.petition_id, beneficiaryId: rows[0]!.beneficiary_id };
}

async function openPanel(signedInPage: SignedInPage, petitionId: string, tab: string): Promise<OpenedPage> {
  const opened = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
  const { page } = opened;
  await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
  await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: tab, exact: true }).click();
  await page.getByRole('heading', { level: 2, name: tab, exact: true }).waitFor();
  return opened;
}

/** Clicks a download button and answers the saved file's name and first bytes. */
async function download(page: Page, buttonName: string): Promise<{ name: string; head: string }> {
  const [saved] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: buttonName }).click()]);
  const bytes = await readFile((await saved.path())!);
  return { name: saved.suggestedFilename(), head: bytes.subarray(0, 4).toString('latin1') };
}

async function confirmDelete(page: Page, trashButton: string) {
  await page.getByRole('button', { name: trashButton }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
}

describe('petition workspace documents', () => {
  it('adds a form, uploads, downloads, previews and replaces its file, then deletes it', async ({ signedInPage }) => {
    const { petitionId } = await priyasPetition();
    // The demo may have given the petition a credit-card form already; the test wants to find only its own.
    await db.query(`delete from app_public.petition_forms where petition_id = $1 and type = 'CREDIT_CARD'`, [petitionId]);
    const savedForms = async () =>
      (
        await db.query<{ name: string | null }>(
          `select f.name from app_public.petition_forms pf left join app_public.files f on f.id = pf.file_id
            where pf.petition_id = $1 and pf.type = 'CREDIT_CARD'`,
          [petitionId],
        )
      ).rows.map((row) => row.name);

    const { page, consoleErrors } = await openPanel(signedInPage, petitionId, 'Forms');
    await page.getByLabel('Form type').selectOption({ label: 'Credit card' });
    const addForm = page.getByRole('button', { name: 'Add form' });
    await addForm.click();
    const form = page.getByRole('list', { name: 'Forms' }).getByRole('article', { name: 'Form Credit card' });
    await form.getByText('No file yet.').waitFor();
    // Add form keeps the focus (disabled while it saved, it dropped the focus to the page's body).
    const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
    expect(await focused(addForm)).toBe(true);
    await expect.poll(savedForms, { timeout: 10_000 }).toEqual([null]);

    await form
      .getByLabel('Upload the file of form Credit card')
      .setInputFiles({ name: 'credit-card.pdf', mimeType: 'application/pdf', buffer: await pdfWithText('Card payment') });
    await form.getByText('credit-card.pdf', { exact: true }).waitFor();
    await expect.poll(savedForms, { timeout: 10_000 }).toEqual(['credit-card.pdf']);
    expect(await download(page, 'Download credit-card.pdf')).toEqual({ name: 'credit-card.pdf', head: '%PDF' });

    await page.getByRole('button', { name: 'Preview credit-card.pdf' }).click();
    const preview = page.getByRole('dialog');
    await preview.waitFor();
    expect(await preview.textContent()).toContain('credit-card.pdf');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    // Closed, the preview gives the focus back to its Preview button (it has no dialog trigger: it went to the body).
    expect(await focused(page.getByRole('button', { name: 'Preview credit-card.pdf' }))).toBe(true);

    // The form holds one file: a new upload replaces it.
    await form
      .getByLabel('Replace the file of form Credit card')
      .setInputFiles({ name: 'credit-card-signed.pdf', mimeType: 'application/pdf', buffer: await pdfWithText('Signed') });
    await form.getByText('credit-card-signed.pdf', { exact: true }).waitFor();
    await expect.poll(savedForms, { timeout: 10_000 }).toEqual(['credit-card-signed.pdf']);

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'petition-workspace-forms');

    await confirmDelete(page, 'Delete form Credit card');
    await form.waitFor({ state: 'detached' });
    await expect.poll(savedForms, { timeout: 10_000 }).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('lists a letter saved to the petition, live, with its final file', async ({ signedInPage }) => {
    const { petitionId } = await priyasPetition();
    const { page, consoleErrors } = await openPanel(signedInPage, petitionId, 'Letters');
    await page.getByRole('list', { name: 'Letters' }).or(page.getByText('No letters yet.')).first().waitFor();

    // A letter saved elsewhere (e.g. on /admin/draft) while the panel is open appears without a reload.
    const name = `Expert letter ${Date.now()}`;
    const file = await db.query<{ id: string }>(
      `insert into app_public.files (name, mime_type, storage_key) values ($1, 'application/pdf', $2) returning id`,
      [`${name}.pdf`, `e2e/${name}.pdf`],
    );
    await db.query(`insert into app_public.petition_letters (petition_id, name, final_file_id) values ($1, $2, $3)`, [
      petitionId,
      name,
      file.rows[0]!.id,
    ]);
    const letter = page.getByRole('list', { name: 'Letters' }).getByRole('article', { name: `Letter ${name}` });
    await letter.waitFor({ timeout: 15_000 });
    expect(await letter.textContent()).toMatch(/Version 1 · Updated \d{2}\/\d{2}\/\d{4}/);
    await letter.getByRole('button', { name: `Download ${name}.pdf` }).waitFor();

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await db.query('delete from app_public.petition_letters where petition_id = $1 and name = $2', [petitionId, name]);
    await letter.waitFor({ state: 'detached', timeout: 15_000 });
    await db.query('delete from app_public.files where id = $1', [file.rows[0]!.id]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('uploads a provider document that the beneficiary sees on Documents only while it is visible', async ({ signedInPage }) => {
    const { petitionId, beneficiaryId } = await priyasPetition();
    const name = `wage-analysis-e2e-${Date.now()}.pdf`;
    const saved = async () =>
      (
        await db.query<{ visible_to_customer: boolean; owner_id: string }>(
          `select d.visible_to_customer, d.owner_id from app_public.provider_documents d
             join app_public.files f on f.id = d.file_id where d.petition_id = $1 and f.name = $2`,
          [petitionId, name],
        )
      ).rows;

    const staff = await openPanel(signedInPage, petitionId, 'Provider documents');
    await staff.page
      .getByLabel('Upload provider documents')
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: await pdfWithText('Prevailing wage analysis') });
    const row = staff.page
      .getByRole('list', { name: 'Provider documents' })
      .getByRole('article', { name: `Provider document ${name}` });
    await row.waitFor();
    const visibleSwitch = row.getByRole('switch', { name: 'Visible to customer' });
    expect(await visibleSwitch.getAttribute('aria-checked')).toBe('false');
    // Filed for the petition's beneficiary, hidden until staff share it (migration 0031's default).
    await expect.poll(saved, { timeout: 10_000 }).toEqual([{ visible_to_customer: false, owner_id: beneficiaryId }]);
    expect(await download(staff.page, `Download ${name}`)).toEqual({ name, head: '%PDF' });
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);

    const beneficiary = await signedInPage('beneficiary', '/docs');
    const providerCard = beneficiary.page.getByText(/^Provider documents \(\d+\)$/);
    await providerCard.waitFor();
    await waitForDocumentRows(beneficiary.page);
    expect(await beneficiary.page.getByText(name, { exact: true }).count()).toBe(0);

    await visibleSwitch.click();
    await expect.poll(() => visibleSwitch.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
    await expect.poll(saved, { timeout: 10_000 }).toEqual([{ visible_to_customer: true, owner_id: beneficiaryId }]);

    await beneficiary.page.reload();
    await beneficiary.page.getByText(name, { exact: true }).waitFor();
    expect(await download(beneficiary.page, `Download ${name}`)).toEqual({ name, head: '%PDF' });
    expect(await seriousAccessibilityViolations(beneficiary.page)).toEqual([]);
    await screenshot(beneficiary.page, 'documents-provider-document');

    // Hidden again: gone from her page.
    await visibleSwitch.click();
    await expect.poll(saved, { timeout: 10_000 }).toEqual([{ visible_to_customer: false, owner_id: beneficiaryId }]);
    await beneficiary.page.reload();
    await providerCard.waitFor();
    await waitForDocumentRows(beneficiary.page);
    expect(await beneficiary.page.getByText(name, { exact: true }).count()).toBe(0);

    await screenshot(staff.page, 'petition-workspace-provider-documents');
    await confirmDelete(staff.page, `Delete provider document ${name}`);
    await row.waitFor({ state: 'detached' });
    await expect.poll(saved, { timeout: 10_000 }).toEqual([]);
    expect(staff.consoleErrors).toEqual([]);
    expect(beneficiary.consoleErrors).toEqual([]);
    await beneficiary.page.context().close();
    await staff.page.context().close();
  });
});
