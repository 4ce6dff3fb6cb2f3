import type pg from 'pg';
import { describe, expect } from 'vitest';
import { withOwnApp } from './support/fixtures.ts';
import { priyasOnboarding, restoreOnboarding, type SavedOnboarding } from './support/onboarding-screens.ts';
import { PHONE } from './support/phone.ts';
import { pdfWithText } from './support/sample-files.ts';

/**
 * Deleting a file in the beneficiary checklist and uploading the same file straight away works every time. The
 * delete waits for the toast's Undo (6 s) before it reaches the server; the re-upload used to arrive first, and
 * the server, still holding the file, refused it as "already uploaded" (409). Now an upload carries out the
 * screen's waiting deletions first.
 */
// An app of its own: the test changes Priya's checklist and files, which other files read.
const it = withOwnApp({});
let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

const TIMEOUT = 20_000;

describe('delete, then upload the same file again', () => {
  it('is accepted at once in the checklist, and the deleted copy is gone', async ({ signedInPage }) => {
    const name = `reupload-${Date.now()}.pdf`;
    const saved: SavedOnboarding = await priyasOnboarding(db);
    const { rows } = await db.query<{ id: string }>(
      `select id from app_public.exhibits where petition_id = $1 and owned_by <> 'PLYMOUTH' and visible order by id limit 1`,
      [saved.petitionId],
    );
    const exhibitId = rows[0]!.id;
    const modules = [
      {
        id: 'reupload-awards',
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
      const { page, consoleErrors } = await signedInPage(
        'beneficiary',
        `/onboarding/beneficiary/awards?id=reupload-awards&exhibitId=${exhibitId}`,
        { viewport: PHONE },
      );
      await page.getByRole('heading', { level: 2, name: 'Award certificate', exact: true }).waitFor({ timeout: TIMEOUT });
      const input = page.getByRole('region', { name: 'Upload Award certificate' }).locator('input[type=file]');
      const file = { name, mimeType: 'application/pdf', buffer: await pdfWithText(name) };
      const uploaded = page.getByRole('list', { name: 'Uploaded files' });
      await input.setInputFiles(file);
      await uploaded.getByText(name).waitFor({ timeout: TIMEOUT });
      const first = await db.query<{ id: string }>('select id from app_public.files where name = $1', [name]);
      expect(first.rows).toHaveLength(1);

      await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
      await uploaded.getByText(name).waitFor({ state: 'detached', timeout: TIMEOUT });
      // Straight away, well inside the Undo window.
      await input.setInputFiles(file);
      await uploaded.getByText(name).waitFor({ timeout: TIMEOUT });
      expect(await page.getByText(/already uploaded/).count()).toBe(0);
      expect(await page.getByText('Uploaded', { exact: true }).count()).toBeGreaterThan(0);

      // One copy: the new one; the deleted one is gone (not brought back by its Undo window ending later).
      const after = await db.query<{ id: string }>('select id from app_public.files where name = $1', [name]);
      expect(after.rows).toHaveLength(1);
      expect(after.rows[0]!.id).not.toBe(first.rows[0]!.id);
      expect(consoleErrors.filter((text) => /409/.test(text))).toEqual([]);
    } finally {
      await restoreOnboarding(db, saved);
      await db.query('delete from app_public.files where name = $1', [name]);
    }
  });
});
