import type pg from 'pg';
import { describe, expect } from 'vitest';
import { choose, pick } from './support/combobox.ts';
import { it } from './support/fixtures.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';

let db: pg.Client;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

const PETITION_PAGE = /\/admin\/petition-builder\/([0-9a-f-]{36})$/;
const MAKE_SELF_PETITION = 'Make it a self-petition (no petitioner company)';

/**
 * An EB-1A self-petition made where staff make petitions: the petition builder creates an EB-1A without a
 * petitioner company (the beneficiary files for herself), and the petition page names it a self-petition instead of
 * a petitioner "(Not found)" and an employer's worksite to add; nothing on it waits on a company (a task, an
 * employer's document, a description review for the petitioner) and its forms are an EB-1A's (no I-129).
 */
describe('an EB-1A self-petition from the petition builder', () => {
  it('staff create it without a petitioner company and the petition page names it a self-petition', async ({ signedInPage }) => {
    const { page, consoleErrors } = await signedInPage(
      'staffAdmin',
      '/admin/petition-builder/new?archetype=researcher-scientist',
    );
    await page.getByRole('heading', { name: 'New petition', level: 1 }).waitFor();
    await pick(page, 'Beneficiary', 'Priya', 'Priya Sharma');
    await pick(page, 'Petitioner', 'Cobalt', 'Cobalt Ridge Software');
    const blockers = page.getByRole('list', { name: 'What blocks creating the petition' });

    // An O-1A needs its company; an EB-1A may go without one, and the builder says so.
    await choose(page, 'Visa type', 'O-1A');
    expect(await page.getByRole('button', { name: MAKE_SELF_PETITION }).count()).toBe(0);
    await choose(page, 'Visa type', 'EB-1A');
    await page.getByRole('button', { name: MAKE_SELF_PETITION }).click();
    await page.getByRole('combobox', { name: 'Petitioner', exact: true }).filter({ hasText: 'None: a self-petition' }).waitFor();
    await page.getByText('leave the petitioner empty for a self-petition', { exact: false }).waitFor();
    expect(await blockers.count()).toBe(0);
    // The employer's documents: the beneficiary provides them, as the petitioner is nobody else (no company team). The
    // module added by hand starts with its usual exhibit types (docs/decisions.md, "A petition built by hand asks the
    // client for evidence"); staff remove one they do not need by its chip.
    await choose(page, 'Module to add', 'Employer Documents');
    await page.getByRole('button', { name: 'Add module', exact: true }).click();
    const builderModule = page.getByRole('group', { name: /^Module \d+: Employer Documents$/ });
    const fundingChip = builderModule.getByRole('button', { name: 'Funding document', exact: true });
    await expect.poll(() => fundingChip.getAttribute('aria-pressed')).toBe('true');
    await fundingChip.click();
    await expect.poll(() => fundingChip.getAttribute('aria-pressed')).toBe('false');
    const articlesChip = builderModule.getByRole('button', { name: 'Articles of incorporation', exact: true });
    expect(await articlesChip.getAttribute('aria-pressed')).toBe('true');
    const draftOwner = builderModule
      .getByRole('group', { name: 'Exhibit 1: Articles of incorporation' })
      .getByRole('combobox', { name: 'Owner' });
    await expect.poll(() => draftOwner.innerText()).toBe('Beneficiary');
    await draftOwner.click();
    expect(await page.getByRole('listbox').getByRole('option').allInnerTexts()).toEqual(['Beneficiary', 'Plymouth']);
    await page.keyboard.press('Escape');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create petition', exact: true }).click();
    await page.waitForURL(PETITION_PAGE, { timeout: 30_000 });
    const petitionId = PETITION_PAGE.exec(new URL(page.url()).pathname)![1]!;
    const { rows } = await db.query<{ visa_class: string; company_id: string | null; full_name: string }>(
      `select p.visa_class, p.company_id, u.full_name from app_public.petitions p
         join app_public.users u on u.id = p.beneficiary_id where p.id = $1`,
      [petitionId],
    );
    expect(rows[0]).toEqual({ visa_class: 'eb_1a', company_id: null, full_name: 'Priya Sharma' });

    // The petition page: the petitioner is nobody else, and there is no employer's worksite to add.
    await page.getByRole('heading', { level: 1, name: 'EB-1A petition' }).waitFor();
    await page.getByText(/^Beneficiary Priya Sharma · Petitioner None \(self-petition\)$/).waitFor();
    expect(await page.getByText('(Not found)').count()).toBe(0);
    await page.getByText('A self-petition has no petitioner company, so there is no employer’s worksite to choose').waitFor();
    expect(await page.getByText('add a worksite to the petitioner').count()).toBe(0);

    // A task cannot go to an employer nobody is: the beneficiary, or our team.
    await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Pending tasks', exact: true }).click();
    const taskFor = page.getByRole('form', { name: 'New pending task' }).getByRole('combobox', { name: 'For' });
    await taskFor.getByRole('option', { name: 'Beneficiary' }).waitFor({ state: 'attached' });
    await expect.poll(() => taskFor.getByRole('option').allInnerTexts()).toEqual(['Beneficiary', 'Our team (staff only)']);
    // Nor an RFE item's task (USCIS asked for more evidence; the RFE and its item entered behind the page's back).
    await db.query(
      `with rfe as (
         insert into app_public.rfe_responses (petition_id, due_date) values ($1, current_date + 60) returning id, petition_id
       )
       insert into app_public.rfe_deficiencies (rfe_response_id, petition_id, position, title)
       select id, petition_id, 1, 'Original contributions of major significance' from rfe`,
      [petitionId],
    );
    await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'RFE', exact: true }).click();
    const itemTaskFor = page.getByRole('form', { name: 'New task for item 1' }).getByLabel('For', { exact: true });
    await itemTaskFor.getByRole('option', { name: 'Beneficiary' }).waitFor({ state: 'attached' });
    expect(await itemTaskFor.getByRole('option').allInnerTexts()).toEqual(['Beneficiary', 'Our team (staff only)']);

    // The forms uploaded by hand: an EB-1A files the I-140, never the I-129.
    await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true }).click();
    const formType = page.getByLabel('Form type', { exact: true });
    await expect.poll(() => formType.getByRole('option').allInnerTexts()).toEqual(['Credit card', 'G-28', 'I-140', 'I-907']);

    // The employer's documents are the beneficiary's, those from the builder and those added here; staff may give
    // them to our team, never to a petitioner there is none of.
    const employerModule = page.getByRole('group', { name: /^Module \d+: Employer Documents$/ });
    await employerModule.getByLabel('New exhibit type for Employer Documents').selectOption({ label: 'Name change' });
    await employerModule.getByRole('button', { name: 'Add exhibit', exact: true }).click();
    for (const exhibit of ['Articles of incorporation', 'Tax ID (FEIN) document', 'Name change']) {
      const owner = employerModule.getByLabel(`Owner of ${exhibit}`, { exact: true });
      await expect.poll(() => owner.inputValue()).toBe('BENEFICIARY');
      expect(await owner.getByRole('option').allInnerTexts()).toEqual(['Beneficiary', 'Plymouth']);
    }
    const stored = await db.query<{ owned_by: string }>(
      `select e.owned_by from app_public.exhibits e join app_public.modules m on m.id = e.module_id
        where m.petition_id = $1 and m.type = 'employer-documents'`,
      [petitionId],
    );
    expect(stored.rows).toEqual([{ owned_by: 'BENEFICIARY' }, { owned_by: 'BENEFICIARY' }, { owned_by: 'BENEFICIARY' }]);
    // Its description review goes to the beneficiary; nobody asks a petitioner there is none of.
    await employerModule.getByRole('button', { name: 'Open exhibit Articles of incorporation' }).click();
    await employerModule.getByRole('button', { name: 'Ask the beneficiary to review', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /Ask the petitioner/ }).count()).toBe(0);

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
