import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { waitForDocumentRows } from './support/documents-page.ts';
import { withOwnApp } from './support/fixtures.ts';
import { priyasOnboarding, restoreOnboarding, type SavedOnboarding } from './support/onboarding-screens.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { horizontalOverflow, MIN_TARGET_PX, PHONE } from './support/phone.ts';
import { pdfWithText } from './support/sample-files.ts';

/**
 * Undo after a delete gives the keyboard focus back to the restored file's Delete button on the Documents page and
 * in the beneficiary checklist's files (as in the employer wizard's worksites and signatories), on a phone: a
 * keyboard or screen reader user who deletes the wrong file and presses Undo is back where they were, not at the
 * top of the page or on the file next to it.
 */
// An app of its own: the tests upload and delete Priya's files and change her checklist, which other files read.
const it = withOwnApp({});
let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

const TIMEOUT = 20_000;

/** Presses a control from the keyboard (focus, then Enter), as a keyboard user does. */
async function pressWithKeyboard(page: Page, control: Locator): Promise<void> {
  await control.focus();
  await page.keyboard.press('Enter');
}

/** Deletes with the keyboard, presses the toast's Undo with the keyboard; the restored file's Delete has the focus. */
async function deleteUndoAndExpectFocusBack(page: Page, del: Locator, row: Locator, name: string): Promise<void> {
  await pressWithKeyboard(page, del);
  await row.waitFor({ state: 'detached', timeout: TIMEOUT });
  const toast = page.locator('[data-sonner-toast]', { hasText: `Deleted ${name}` });
  await toast.waitFor({ timeout: TIMEOUT });
  // Fingertip-sized on a phone: the toast's Undo and its close button.
  const undo = toast.getByRole('button', { name: 'Undo' });
  for (const target of [undo, toast.locator('[data-close-button]')]) {
    const box = (await target.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(MIN_TARGET_PX);
  }
  await pressWithKeyboard(page, undo);
  await row.waitFor({ timeout: TIMEOUT });
  const delFocused = () => del.evaluate((button) => button === document.activeElement);
  await expect.poll(delFocused, { timeout: TIMEOUT }).toBe(true);
  // Still there once the toast has closed (it gives the focus back to where it came from as it goes).
  await toast.waitFor({ state: 'detached', timeout: TIMEOUT });
  expect(await delFocused()).toBe(true);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

describe('Undo gives the focus back to the restored file', () => {
  it('on Documents: Priya deletes an I-94 with the keyboard, presses Undo, and is on its Delete button', async ({
    signedInPage,
  }) => {
    const stamp = Date.now();
    const names = [`undo-focus-kept-${stamp}.pdf`, `undo-focus-${stamp}.pdf`];
    try {
      const { page } = await signedInPage('beneficiary', '/docs', { viewport: PHONE });
      await page.getByRole('heading', { name: 'Add documents' }).waitFor({ timeout: TIMEOUT });
      for (const name of names) {
        await page.getByLabel('Document type').selectOption({ label: 'I-94' });
        await page
          .getByLabel('Upload I-94')
          .setInputFiles({ name, mimeType: 'application/pdf', buffer: await pdfWithText(name) });
        await page.getByRole('button', { name: `Delete ${name}`, exact: true }).waitFor({ timeout: TIMEOUT });
      }
      await waitForDocumentRows(page);
      const name = names[1]!;
      const del = page.getByRole('button', { name: `Delete ${name}`, exact: true });
      const row = page.getByRole('listitem').filter({ has: del });
      await deleteUndoAndExpectFocusBack(page, del, row, name);
    } finally {
      await db.query('delete from app_public.files where name = any($1)', [names]);
    }
  });

  it('in the checklist: Priya deletes an uploaded file with the keyboard, presses Undo, and is on its Delete button', async ({
    signedInPage,
  }) => {
    const stamp = Date.now();
    const names = [`award-kept-${stamp}.pdf`, `award-undo-${stamp}.pdf`];
    const saved: SavedOnboarding = await priyasOnboarding(db);
    const { rows } = await db.query<{ id: string }>(
      `select id from app_public.exhibits where petition_id = $1 and owned_by <> 'PLYMOUTH' and visible order by id limit 1`,
      [saved.petitionId],
    );
    const exhibitId = rows[0]!.id;
    // A checklist of one upload step, linked to a real exhibit of her petition (beneficiary-onboarding.e2e.test.ts).
    const modules = [
      {
        id: 'undo-awards',
        type: 'AWARDS',
        title: 'Awards',
        subtitle: 'Prizes and awards.',
        name: 'Awards',
        status: 'pending',
        exhibits: [
          {
            id: exhibitId,
            exhibitId,
            type: 'AWARD_EVIDENCE',
            name: 'Award certificate',
            description: 'Award certificate description',
            required: true,
            hidden: false,
            status: 'pending',
            data: {},
            moduleType: 'AWARDS',
          },
        ],
      },
    ];
    await db.query(
      `update app_public.onboardings set modules = $2, status = 'not_started', flow_state = null where petition_id = $1`,
      [saved.petitionId, JSON.stringify(modules)],
    );
    try {
      const { page } = await signedInPage('beneficiary', `/onboarding/beneficiary/awards?id=undo-awards&exhibitId=${exhibitId}`, {
        viewport: PHONE,
      });
      await page.getByRole('heading', { level: 2, name: 'Award certificate', exact: true }).waitFor({ timeout: TIMEOUT });
      const uploaded = page.getByRole('list', { name: 'Uploaded files' });
      for (const name of names) {
        await page
          .getByRole('region', { name: 'Upload Award certificate' })
          .locator('input[type=file]')
          .setInputFiles({ name, mimeType: 'application/pdf', buffer: await pdfWithText(name) });
        await uploaded.getByText(name).waitFor({ timeout: TIMEOUT });
      }
      const name = names[1]!;
      const del = page.getByRole('button', { name: `Delete ${name}`, exact: true });
      const row = uploaded.getByRole('listitem').filter({ hasText: name });
      await deleteUndoAndExpectFocusBack(page, del, row, name);
    } finally {
      await restoreOnboarding(db, saved);
      await db.query('delete from app_public.files where name = any($1)', [names]);
    }
  });
});
