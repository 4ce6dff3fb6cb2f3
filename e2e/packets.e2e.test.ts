import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { demoAccount, screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { it } from './support/fixtures.ts';
import { waitForDocumentRows } from './support/documents-page.ts';

let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

/**
 * A petition of this test's own (of the given demo beneficiary, or of the one owning the first demo PDF,
 * with one module and one exhibit holding a demo PDF that is in the app's file storage), so no other
 * test's packets or edits meet this one.
 */
async function petitionWithOneExhibit(beneficiaryEmail?: string): Promise<string> {
  const { rows } = await db.query<{ petition_id: string }>(
    `
    with source as (
      select coalesce((select id from app_public.users where email = $1), p.beneficiary_id) as beneficiary_id,
             p.company_id, p.visa_class, ef.file_id
        from app_public.exhibit_files ef
        join app_public.files f on f.id = ef.file_id and f.mime_type = 'application/pdf' and not f.deleted
        join app_public.exhibits e on e.id = ef.exhibit_id
        join app_public.petitions p on p.id = e.petition_id
       order by f.created_at, f.id
       limit 1
    ), petition as (
      insert into app_public.petitions (beneficiary_id, company_id, visa_class)
      select beneficiary_id, company_id, visa_class from source returning id
    ), module as (
      insert into app_public.modules (petition_id, type, name)
      select petition.id, (select id from app_public.module_types order by id limit 1), 'Packet evidence' from petition
      returning id, petition_id
    ), exhibit as (
      insert into app_public.exhibits (module_id, name) select id, 'Packet award certificate' from module returning id
    ), link as (
      insert into app_public.exhibit_files (exhibit_id, file_id) select exhibit.id, source.file_id from exhibit, source
    )
    select id as petition_id from petition`,
    [beneficiaryEmail ?? null],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!.petition_id;
}

/**
 * Waits for the packet row to read Completed on the page. On timeout the error carries what the database
 * says about the compile and the queue, so a CI failure shows whether the job ran, failed or never started.
 */
async function waitForCompleted(list: Locator, petitionId: string): Promise<void> {
  try {
    await list.getByText('Completed', { exact: true }).waitFor({ timeout: 60_000 });
  } catch (error) {
    const compiles = await db.query(
      'select status, failure_reason, created_at, finished_at from app_public.compiled_petitions where petition_id = $1',
      [petitionId],
    );
    const jobs = await db.query(
      `select task_identifier, attempts, max_attempts, locked_by, locked_at, run_at, last_error
         from graphile_worker.jobs order by id desc limit 10`,
    );
    throw new Error(
      `${(error as Error).message}\ncompiles: ${JSON.stringify(compiles.rows)}\njobs: ${JSON.stringify(jobs.rows)}\nnow: ${new Date().toISOString()}`,
    );
  }
}

/** The pre-flight lists the USCIS forms this new petition never generated (issue 28); the packet compiles once confirmed. */
async function compileAnyway(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Before compiling' }).getByRole('button', { name: 'Compile anyway' }).click();
}

describe('compiled packets on the petition page', () => {
  it('compiles a packet, shows Running turn Completed live, and downloads the PDF', async ({ signedInPage }) => {
    const petitionId = await petitionWithOneExhibit();
    const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    const panel = page.getByRole('region', { name: 'Compiled packets' });
    await panel.getByText('No packets compiled yet.').waitFor();

    // A signed letter marked as the cover letter in the Letters panel goes into the packet after the forms.
    const { rows: letters } = await db.query<{ id: string }>(
      `insert into app_public.petition_letters (petition_id, name, final_file_id)
       select $1, 'Cover letter to USCIS', ef.file_id from app_public.exhibit_files ef
         join app_public.exhibits e on e.id = ef.exhibit_id where e.petition_id = $1 limit 1 returning id`,
      [petitionId],
    );
    await page.getByRole('tab', { name: 'Letters' }).click();
    await page
      .getByRole('article', { name: 'Letter Cover letter to USCIS' })
      .getByRole('checkbox', { name: 'Cover letter' })
      .click();
    await expect
      .poll(
        async () =>
          (await db.query('select 1 from app_public.petition_letters where id = $1 and is_cover_letter', [letters[0]!.id]))
            .rowCount,
      )
      .toBe(1);

    await panel.getByRole('button', { name: 'Compile packet' }).click();
    await compileAnyway(page);
    const list = panel.getByRole('list', { name: 'Compiled packets' });
    // The row appears as the compile starts and turns Completed when the job finishes, without a reload.
    await list
      .getByText(/^(Running|Completed)$/)
      .first()
      .waitFor();
    await waitForCompleted(list, petitionId);
    const { rows } = await db.query<{ status: string; page_count: number }>(
      'select status, page_count from app_public.compiled_petitions where petition_id = $1',
      [petitionId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('COMPLETED');
    expect(rows[0]!.page_count).toBeGreaterThanOrEqual(4);
    const { rows: sources } = await db.query<{ letter_id: string }>(
      `select s.sources->'coverLetter'->>'letterId' as letter_id from app_public.compiled_petition_sources s
         join app_public.compiled_petitions c on c.id = s.compiled_petition_id where c.petition_id = $1`,
      [petitionId],
    );
    expect(sources).toEqual([{ letter_id: letters[0]!.id }]);

    const downloading = page.waitForEvent('download');
    await list.getByRole('button', { name: /^Download / }).click();
    const download = await downloading;
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    await screenshot(page, 'packets-completed');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('stamps the Bates prefix staff set, and shows a packet to the beneficiary only once staff share it', async ({
    signedInPage,
  }) => {
    const beneficiary = demoAccount('beneficiary');
    const petitionId = await petitionWithOneExhibit(beneficiary.email);
    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    const panel = staff.page.getByRole('region', { name: 'Compiled packets' });
    await panel.getByText('No packets compiled yet.').waitFor();

    // A prefix the column check refuses is explained and never saved; a good one autosaves.
    const prefix = panel.getByLabel('Bates prefix');
    expect(await prefix.inputValue()).toBe('PS-');
    await prefix.fill('PRI 7/');
    await panel
      .getByRole('alert')
      .getByText(/only letters A–Z, digits, hyphens \(-\) and underscores \(_\)/)
      .waitFor();
    expect(await prefix.getAttribute('aria-invalid')).toBe('true');
    await prefix.fill('PRI-7_');
    await panel.getByText('All changes saved').waitFor();
    const saved = await db.query<{ bates_prefix: string }>('select bates_prefix from app_public.petitions where id = $1', [
      petitionId,
    ]);
    expect(saved.rows[0]!.bates_prefix).toBe('PRI-7_');

    await panel.getByRole('button', { name: 'Compile packet' }).click();
    await compileAnyway(staff.page);
    const list = panel.getByRole('list', { name: 'Compiled packets' });
    await waitForCompleted(list, petitionId);
    await list.getByText(/Bates PRI-7_000001/).waitFor();
    const { rows } = await db.query<{ id: string; name: string; bates_prefix: string }>(
      `select c.id, f.name, c.bates_prefix from app_public.compiled_petitions c join app_public.files f on f.id = c.file_id
        where c.petition_id = $1`,
      [petitionId],
    );
    expect(rows).toHaveLength(1);
    const packet = rows[0]!;
    expect(packet.bates_prefix).toBe('PRI-7_');

    // Not shared yet: the beneficiary's Documents page does not list it.
    const customer = await signedInPage('beneficiary', '/docs');
    await customer.page.getByText(/^Petition packets \(\d+\)$/).waitFor();
    await waitForDocumentRows(customer.page);
    expect(await customer.page.getByRole('button', { name: `Download ${packet.name}` }).count()).toBe(0);

    // Staff share it from the keyboard; the beneficiary then finds and downloads it.
    const share = list.getByRole('checkbox', { name: 'Share with customers' });
    expect(await share.getAttribute('aria-checked')).toBe('false');
    await share.focus();
    await staff.page.keyboard.press('Space');
    await expect.poll(async () => share.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
    await expect
      .poll(async () => {
        const shared = await db.query<{ shared: boolean }>(
          'select shared_with_customers as shared from app_public.compiled_petitions where id = $1',
          [packet.id],
        );
        return shared.rows[0]!.shared;
      })
      .toBe(true);
    await screenshot(staff.page, 'packets-shared');
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);

    await customer.page.reload();
    const download = customer.page.getByRole('button', { name: `Download ${packet.name}` });
    await download.waitFor();
    const downloading = customer.page.waitForEvent('download');
    await download.click();
    const bytes = await readFile((await (await downloading).path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(customer.page, 'packets-customer-documents');
    expect(await seriousAccessibilityViolations(customer.page)).toEqual([]);

    // Unshared again: gone from the beneficiary's page.
    await share.focus();
    await staff.page.keyboard.press('Space');
    await expect.poll(async () => share.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('false');
    await customer.page.reload();
    await customer.page.getByText(/^Petition packets \(\d+\)$/).waitFor();
    await waitForDocumentRows(customer.page);
    expect(await customer.page.getByRole('button', { name: `Download ${packet.name}` }).count()).toBe(0);
    expect(staff.consoleErrors).toEqual([]);
    expect(customer.consoleErrors).toEqual([]);
  });
});
