import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { catalogue, text } from './support/catalogues.ts';
import { waitForDocumentRows } from './support/documents-page.ts';
import { withOwnApp } from './support/fixtures.ts';
import { expectFitsPhone, MIN_TARGET_PX, PHONE } from './support/phone.ts';

/**
 * A phone walk as Priya (390 × 844): in Spanish, her Documents rows name the exhibit a file is on in Spanish, the word
 * "Exhibit" and the exhibit's catalogue name both ("Anexo: Pasaporte", never "Exhibit: Passport"), while a name staff
 * wrote themselves stays as written; the bell menu's one-line items and the Action Items page's checkboxes (a
 * hand-closed item's too) are fingertip-sized, at least 44 × 44 px. Its own app: the language, task and notification
 * set up here are this file's only.
 */
const it = withOwnApp({});

const PRIYA = 'priya@demo.petition.studio';

async function boxOf(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.waitFor();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

describe('Priya on a phone: exhibit names in her language, fingertip-sized targets', () => {
  it('reads the Documents rows’ exhibit word and names in Spanish; a staff-written name stays', async ({ signedInPage, db }) => {
    // Signed in first (the sign-in waits for English words), then switched to Spanish, as she would on her profile.
    const { page, consoleErrors } = await signedInPage('beneficiary', '/', { viewport: PHONE });
    await db.query('update app_public.users set locale = $2 where email = $1', [PRIYA, 'es']);
    await page.goto(new URL('/docs', page.url()).href);
    const messages = catalogue('es');
    await page.getByRole('heading', { level: 1, name: text(messages, 'documents.heading') }).waitFor();
    await waitForDocumentRows(page);

    const rowOf = async (fileName: string) =>
      ((await page.getByRole('listitem').filter({ hasText: fileName }).first().textContent()) ?? '').replace(/\s+/g, ' ');
    const i94 = await rowOf('i-94-record-sharma-1.pdf');
    expect(i94).toContain(`Anexo: ${text(messages, 'exhibitType.i-94')}`);
    expect(i94).not.toContain('Exhibit');
    expect(i94).not.toContain('I-94 record');
    const cv = await rowOf('beneficiary-cv-sharma-1.pdf');
    // Her CV by the name her checklist gives it (customerExhibitTypeMessage), not staff's "Beneficiary CV".
    expect(cv).toContain(`Anexo: ${text(messages, 'checklist.name.beneficiary-cv')}`);
    // The seed's expert letter exhibit is of a known type but named by staff: its name stays as they wrote it.
    const letter = await rowOf('expert-letter-sharma.pdf');
    expect(letter).toContain('Anexo: Expert letter: Prof. Ethan Caldwell');
    const shown = (await page.getByRole('main').textContent()) ?? '';
    expect(shown).not.toMatch(/Exhibits?:/);
    expect(consoleErrors).toEqual([]);
  });

  it('gives the bell menu’s items and every Action Items checkbox, a hand-closed one’s too, 44 × 44 px', async ({
    signedInPage,
    db,
  }) => {
    await db.query('update app_public.users set locale = $2 where email = $1', [PRIYA, 'en']);
    const content = `Send us your latest employment letter ${Date.now()}`;
    await db.query(
      `insert into app_public.pending_petition_tasks (petition_id, content, party, completed_at, completed_by)
       select p.id, $2, 'BENEFICIARY', now(), p.beneficiary_id
         from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
        where u.email = $1 order by p.created_at desc limit 1`,
      [PRIYA, content],
    );
    // One unread notification, so the menu also offers "Mark all as read".
    await db.query(
      `insert into app_public.notifications (user_id, kind, data, petition_id)
       select p.beneficiary_id, 'status-changed', jsonb_build_object('status', 'IN_ATTORNEY_REVIEW'), p.id
         from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
        where u.email = $1 order by p.created_at desc limit 1`,
      [PRIYA],
    );
    const { page, consoleErrors } = await signedInPage('beneficiary', '/actions', { viewport: PHONE });
    await page.getByRole('heading', { level: 1, name: 'Action Items' }).waitFor();

    // The hand-closed item's checkbox: the control itself is the 44 px square, and a tap near its corner reaches it.
    const closed = page.getByRole('checkbox', { name: content });
    // The last item of a list longer than the phone's screen: brought on screen first, since a tap only reaches
    // what the screen shows (the mouse click at its measured corner found nothing below the fold).
    await closed.scrollIntoViewIfNeeded();
    const closedBox = await boxOf(page, closed);
    expect(closedBox.width).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(closedBox.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(await closed.getAttribute('aria-checked')).toBe('true');
    await page.mouse.click(closedBox.x + 3, closedBox.y + 3);
    await expect.poll(() => closed.getAttribute('aria-checked')).toBe('false');
    await page.mouse.click(closedBox.x + 3, closedBox.y + 3);
    await expect.poll(() => closed.getAttribute('aria-checked')).toBe('true');
    // Every other checkbox of the list too (open items and the other hand-closed ones).
    const sizes = await page
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.getBoundingClientRect()).map(({ width, height }) => [width, height]));
    expect(sizes.length).toBeGreaterThan(1);
    for (const [width, height] of sizes) {
      expect(width).toBeGreaterThanOrEqual(MIN_TARGET_PX);
      expect(height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    }

    // The larger squares cover nothing else and the page still fits the phone.
    await expectFitsPhone(page, 'action-items-targets');

    // The bell's menu: its settings item, "Mark all as read" and each notification are fingertip-tall.
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const settings = await boxOf(page, page.getByRole('menuitem', { name: 'Notification settings' }));
    expect(settings.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    const markAll = await boxOf(page, page.getByRole('menuitem', { name: 'Mark all as read' }));
    expect(markAll.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    const heights = await page
      .getByRole('menu')
      .getByRole('menuitem')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(2);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(consoleErrors).toEqual([]);
  });
});
