import type pg from 'pg';
import { describe, expect } from 'vitest';
import { withOwnApp } from './support/fixtures.ts';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { pdfWithText } from './support/sample-files.ts';
import { javascriptPdf } from '../apps/api/test/files/sample-files.ts';

/**
 * Replace on the Documents page, on a phone, for a file of an "Original code" exhibit that holds its 4 files
 * (BEN-051): the new file takes the old one's place on the exhibit in one step (the upload used to be refused, or,
 * filed as a personal document only, the exhibit lost the file); a refused file keeps the old one and says why.
 */
// An app of its own: the test gives Priya's petition an exhibit and replaces her files on it.
const it = withOwnApp({});
let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

const TIMEOUT = 30_000;
const PHONE = { width: 390, height: 844 };

describe('Documents: Replace on a full original code exhibit', () => {
  it('Priya replaces one of her 4 screenshots; a refused PDF keeps the old one', async ({ signedInPage }) => {
    const stamp = Date.now();
    const { rows: petitions } = await db.query<{ id: string; exhibit_id: string; priya: string }>(`
      select p.id, e.id as exhibit_id, u.id as priya from app_public.petitions p
        join app_public.users u on u.id = p.beneficiary_id
        join app_public.exhibits e on e.petition_id = p.id
       where u.email = 'priya@demo.petition.studio'
       order by p.created_at desc, e.order_index limit 1`);
    const { exhibit_id: someExhibitId, priya } = petitions[0]!;
    const created = await db.query<{ id: string }>(
      `insert into app_public.exhibits (module_id, petition_id, name, exhibit_type, owned_by, visible, order_index)
       select module_id, petition_id, 'Original code', 'original-code', 'BENEFICIARY', true, 999
         from app_public.exhibits where id = $1 returning id`,
      [someExhibitId],
    );
    const exhibitId = created.rows[0]!.id;
    const names = [1, 2, 3, 4].map((n) => `code-${n}-${stamp}.pdf`);
    // Her 4 screenshots as the checklist files them: on the exhibit and as her "Original code" documents.
    for (const [index, name] of names.entries()) {
      const { rows } = await db.query<{ id: string }>(
        `insert into app_public.files (name, mime_type, size_bytes, storage_key, sha256, owner_id)
         values ($1, 'application/pdf', 1000, 'files/e2e-' || gen_random_uuid(), repeat('a', 64), $2) returning id`,
        [name, priya],
      );
      await db.query('insert into app_public.exhibit_files (exhibit_id, file_id, order_index) values ($1, $2, $3)', [
        exhibitId,
        rows[0]!.id,
        index,
      ]);
      await db.query(`insert into app_public.user_documents (user_id, file_id, document_type) values ($1, $2, 'original-code')`, [
        priya,
        rows[0]!.id,
      ]);
    }
    const onExhibit = async () =>
      (
        await db.query<{ name: string }>(
          `select f.name from app_public.exhibit_files ef join app_public.files f on f.id = ef.file_id
            where ef.exhibit_id = $1 and not f.deleted order by f.name`,
          [exhibitId],
        )
      ).rows.map((row) => row.name);
    try {
      const { page } = await signedInPage('beneficiary', '/docs', { viewport: PHONE });
      const replaceButton = (name: string) => page.getByRole('button', { name: `Replace ${name}`, exact: true });
      await replaceButton(names[1]!).waitFor({ timeout: TIMEOUT });

      // At the limit: the new file takes the old one's place on the exhibit.
      const fresh = `code-2-new-${stamp}.pdf`;
      let chooser = page.waitForEvent('filechooser', { timeout: TIMEOUT });
      await replaceButton(names[1]!).click();
      await (await chooser).setFiles({ name: fresh, mimeType: 'application/pdf', buffer: await pdfWithText('code 2 new') });
      await page.getByText(`Replaced ${names[1]} with ${fresh}`).waitFor({ timeout: TIMEOUT });
      await replaceButton(fresh).waitFor({ timeout: TIMEOUT });
      expect(await replaceButton(names[1]!).count()).toBe(0);
      expect(await onExhibit()).toEqual([names[0], fresh, names[2], names[3]].sort());
      // Still her "Original code" document too (listed once).
      expect(await page.getByRole('button', { name: `Delete ${fresh}`, exact: true }).count()).toBe(1);

      // A PDF the server refuses: the old file stays, on the page and on the exhibit, and the toast says why.
      chooser = page.waitForEvent('filechooser', { timeout: TIMEOUT });
      await replaceButton(names[2]!).click();
      await (await chooser).setFiles({ name: `bad-${stamp}.pdf`, mimeType: 'application/pdf', buffer: await javascriptPdf() });
      await page
        .getByText(/contains JavaScript/)
        .first()
        .waitFor({ timeout: TIMEOUT });
      await replaceButton(names[2]!).waitFor();
      expect(await onExhibit()).toEqual([names[0], fresh, names[2], names[3]].sort());

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'documents-replace-at-limit-390');
    } finally {
      await db.query(
        `delete from app_public.files where id in (select file_id from app_public.exhibit_files where exhibit_id = $1)`,
        [exhibitId],
      );
      await db.query('delete from app_public.exhibits where id = $1', [exhibitId]);
    }
  });
});
