import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { it } from './support/fixtures.ts';

let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

/**
 * A petition of this test's own: one module ('Packet evidence') with an exhibit holding a demo PDF that is
 * in the app's file storage, and, when asked, a second exhibit without documents.
 */
async function petition(withEmptyExhibit: boolean): Promise<{ petitionId: string; emptyExhibitId: string | null }> {
  const { rows } = await db.query<{ petition_id: string; module_id: string }>(
    `
    with source as (
      select p.beneficiary_id, p.company_id, p.visa_class, ef.file_id
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
      insert into app_public.exhibits (module_id, name, order_index)
      select id, 'Packet award certificate', 0 from module returning id
    ), link as (
      insert into app_public.exhibit_files (exhibit_id, file_id) select exhibit.id, source.file_id from exhibit, source
    )
    select petition.id as petition_id, module.id as module_id from petition, module`,
  );
  expect(rows).toHaveLength(1);
  const { petition_id: petitionId, module_id: moduleId } = rows[0]!;
  if (!withEmptyExhibit) return { petitionId, emptyExhibitId: null };
  const empty = await db.query<{ id: string }>(
    `insert into app_public.exhibits (module_id, name, order_index) values ($1, 'Jury invitation', 1) returning id`,
    [moduleId],
  );
  return { petitionId, emptyExhibitId: empty.rows[0]!.id };
}

/** A petition built by staff by hand: one module added with no exhibit in it (no archetype, no exhibit types). */
async function petitionWithoutExhibits(): Promise<string> {
  const { rows } = await db.query<{ petition_id: string }>(
    `
    with source as (
      select beneficiary_id, company_id, visa_class from app_public.petitions order by created_at, id limit 1
    ), petition as (
      insert into app_public.petitions (beneficiary_id, company_id, visa_class)
      select beneficiary_id, company_id, visa_class from source returning id
    ), module as (
      insert into app_public.modules (petition_id, type, name)
      select petition.id, (select id from app_public.module_types order by id limit 1), 'Hand-made module' from petition
      returning petition_id
    )
    select petition_id from module`,
  );
  expect(rows).toHaveLength(1);
  return rows[0]!.petition_id;
}

async function compiles(petitionId: string) {
  const { rows } = await db.query<{ status: string; bates_prefix: string | null }>(
    'select status, bates_prefix from app_public.compiled_petitions where petition_id = $1',
    [petitionId],
  );
  return rows;
}

async function waitForCompleted(list: Locator, petitionId: string): Promise<void> {
  try {
    await list.getByText('Completed', { exact: true }).waitFor({ timeout: 60_000 });
  } catch (error) {
    throw new Error(`${(error as Error).message}\ncompiles: ${JSON.stringify(await compiles(petitionId))}`);
  }
}

async function openPanel(page: Page): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'Compiled packets' });
  await panel.getByText('No packets compiled yet.').waitFor();
  return panel;
}

describe('packet pre-flight (issue 28)', () => {
  it('an invalid prefix disables Compile with the reason; a valid one typed then one click compiles once with it', async ({
    signedInPage,
  }) => {
    const { petitionId } = await petition(false);
    const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    const panel = await openPanel(page);
    const compile = panel.getByRole('button', { name: 'Compile packet' });
    const prefix = panel.getByLabel('Bates prefix');

    await prefix.fill('PRI 7/');
    await expect.poll(() => compile.isDisabled()).toBe(true);
    // The reason is beside the button and is its description.
    await panel.getByText(/^Fix the Bates prefix first: Use at most 16 characters/).waitFor();
    expect(await compile.getAttribute('aria-describedby')).toBeTruthy();
    await screenshot(page, 'packet-preflight-invalid-prefix');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Typed and clicked at once, before the field's autosave: the packet is stamped with what is on screen. The
    // pre-flight lists the USCIS forms not generated for this new petition; compiling anyway compiles once.
    await prefix.fill('NEW-9');
    await compile.dblclick();
    const dialog = page.getByRole('dialog', { name: 'Before compiling' });
    await dialog
      .getByRole('region', { name: 'Forms not generated' })
      .locator('p', { hasText: /^Form G-28$/ })
      .waitFor();
    await dialog.getByRole('button', { name: 'Compile anyway' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The dialog gives the focus back to Compile packet, which stays focusable (busy) while the packet compiles.
    await expect.poll(() => compile.evaluate((button) => button === document.activeElement)).toBe(true);
    const list = panel.getByRole('list', { name: 'Compiled packets' });
    await waitForCompleted(list, petitionId);
    expect(await compile.evaluate((button) => button === document.activeElement)).toBe(true);
    await list.getByText(/Bates NEW-9000001/).waitFor();
    expect(await compiles(petitionId)).toEqual([{ status: 'COMPLETED', bates_prefix: 'NEW-9' }]);
    const saved = await db.query<{ bates_prefix: string }>('select bates_prefix from app_public.petitions where id = $1', [
      petitionId,
    ]);
    expect(saved.rows[0]!.bates_prefix).toBe('NEW-9');
    expect(consoleErrors).toEqual([]);
  });

  it('a petition without exhibits says how to add evidence, and the pre-flight lists "no exhibits" first', async ({
    signedInPage,
  }) => {
    const petitionId = await petitionWithoutExhibits();
    const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    const tree = page.getByRole('region', { name: 'Modules and exhibits' });
    await tree.getByText(/^This petition has no exhibits yet: .*choose an exhibit type and click Add exhibit/).waitFor();
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Compile packet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Before compiling' });
    const none = dialog.getByRole('region', { name: 'No evidence' });
    await none.getByText('The packet has no exhibits: add the evidence to the petition before compiling.').waitFor();
    expect(await dialog.getByRole('region').first().getAttribute('aria-label')).toBe('No evidence');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await compiles(petitionId)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('lists an empty exhibit before compiling; "Keep as to follow" keeps it; "Compile anyway" compiles', async ({
    signedInPage,
  }) => {
    const { petitionId, emptyExhibitId } = await petition(true);
    const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    const panel = await openPanel(page);
    const compile = panel.getByRole('button', { name: 'Compile packet' });

    await compile.click();
    const dialog = page.getByRole('dialog', { name: 'Before compiling' });
    await dialog.waitFor();
    const empty = dialog.getByRole('region', { name: 'Exhibits without documents' });
    await empty.locator('p', { hasText: /^Packet evidence › Jury invitation$/ }).waitFor();
    await empty.getByText('No documents. Left out of the packet and its index.').waitFor();
    // Names people read: no ids.
    expect(await dialog.textContent()).not.toContain(emptyExhibitId!);
    expect(await compiles(petitionId)).toEqual([]);
    await screenshot(page, 'packet-preflight-dialog');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Escape closes it without compiling, and focus returns to Compile.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => compile.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await compiles(petitionId)).toEqual([]);

    // From the keyboard: open again, keep the exhibit "to follow".
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    const toFollow = dialog.getByRole('checkbox', { name: 'Keep as to follow' });
    expect(await toFollow.getAttribute('aria-checked')).toBe('false');
    await toFollow.focus();
    await page.keyboard.press('Space');
    // The toggle shows what the server saved: a round trip, which takes more than the default second on a busy machine.
    await expect.poll(() => toFollow.getAttribute('aria-checked'), { timeout: 15_000 }).toBe('true');
    await expect
      .poll(
        async () => {
          const { rows } = await db.query<{ packet_to_follow: boolean }>(
            'select packet_to_follow from app_public.exhibits where id = $1',
            [emptyExhibitId],
          );
          return rows[0]!.packet_to_follow;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    // Kept, it goes into the packet after the exhibit with documents and is numbered like the tree numbers it.
    await empty.locator('p', { hasText: /^Exhibit A-2 · Packet evidence › Jury invitation$/ }).waitFor();
    await empty.getByText(/Kept in the packet as to follow/).waitFor();

    // A form not generated leads to the Forms panel, where it is generated.
    await dialog
      .getByRole('region', { name: 'Forms not generated' })
      .getByRole('button', { name: 'Open the Forms panel for Form G-28' })
      .click();
    await dialog.waitFor({ state: 'hidden' });
    const formsTab = page.getByRole('tab', { name: 'Forms' });
    await expect.poll(() => formsTab.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => formsTab.evaluate((tab) => tab === document.activeElement)).toBe(true);
    expect(page.url()).not.toContain('panel=');
    expect(await compiles(petitionId)).toEqual([]);

    await compile.click();
    await dialog.getByRole('button', { name: 'Compile anyway' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const list = panel.getByRole('list', { name: 'Compiled packets' });
    await waitForCompleted(list, petitionId);
    expect(await compiles(petitionId)).toEqual([{ status: 'COMPLETED', bates_prefix: 'PS-' }]);
    expect(consoleErrors).toEqual([]);
  });
});
