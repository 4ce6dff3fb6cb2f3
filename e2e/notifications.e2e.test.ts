import type pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { demoAccount, screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';

/**
 * Two-way support and the notification centre (issue 30): Priya writes to support from her phone, staff reply
 * from the admin portal, Priya's bell shows the reply live and opens the thread, she answers, staff read it;
 * staff change her petition's status and her bell says so in words. (Dated tasks and their e-mail:
 * notification-email.e2e.test.ts.)
 */
let db: pg.Client;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

const priya = demoAccount('beneficiary');
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Help and support' });

async function priyasPetition(): Promise<{ id: string; status: string }> {
  const { rows } = await db.query<{ id: string; status: string }>(
    `select p.id, p.status from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
      where lower(u.email) = lower($1) order by p.created_at limit 1`,
    [priya.email],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('notifications and two-way support', () => {
  it('staff reply to Priya’s support message; her bell shows it live, opens the thread, and her answer reaches staff', async ({
    signedInPage,
  }) => {
    const question = `Which translation do you need for my diploma? ${Date.now()}`;
    const customer = await signedInPage('beneficiary', '/docs', { viewport: PHONE });
    const { page } = customer;
    await page.getByRole('button', { name: 'Help and support' }).click();
    await panel(page)
      .getByRole('textbox', { name: /Message/ })
      .fill(question);
    await panel(page).getByRole('button', { name: 'Send' }).click();
    await panel(page).getByText('Thank you for your feedback!').waitFor();
    // The message is in her own thread list at once.
    await panel(page).getByRole('region', { name: 'Your messages' }).getByText(question).waitFor();
    await page.keyboard.press('Escape');
    await bell(page).waitFor();

    // Staff answer from the admin portal.
    const staff = await signedInPage('staffAdmin', '/admin');
    const card = staff.page.getByRole('region', { name: 'Support messages' });
    const thread = card.getByRole('listitem').filter({ hasText: question });
    await thread.getByRole('button', { name: `Reply to ${priya.fullName}` }).click();
    const answer = 'A certified English translation, please. Upload it under Education.';
    await thread.getByRole('textbox', { name: `Reply to ${priya.fullName}` }).fill(answer);
    await thread.getByRole('button', { name: 'Send reply' }).click();
    await thread.getByText('Reply sent.').waitFor();
    await thread.getByText(answer).waitFor();
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);

    // Priya's bell shows it without a reload, in words, and leads to the thread.
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor({ timeout: 15_000 });
    await bell(page).click();
    const item = page.getByRole('menuitem').filter({ hasText: 'Support replied to your message' }).first();
    await item.waitFor();
    expect(await item.innerText()).toContain('A certified English translation');
    await expectFitsPhone(page, 'notifications-menu');
    await item.click();
    const threads = panel(page).getByRole('region', { name: 'Your messages' });
    await threads.getByText(answer).waitFor();
    expect(page.url()).not.toContain('support=open');
    await expectFitsPhone(page, 'support-thread');

    // She answers in the thread; staff read it.
    await threads.getByRole('textbox', { name: 'Your reply' }).first().fill('Thank you, uploading it tonight.');
    await threads.getByRole('button', { name: 'Send reply' }).first().click();
    await threads.getByText('Reply sent.').waitFor();
    await staff.page.reload();
    await card.getByRole('listitem').filter({ hasText: question }).getByText('Thank you, uploading it tonight.').waitFor();
    await screenshot(staff.page, 'admin-support-thread');

    // Read: the unread count went down and stays down after a reload.
    const { rows } = await db.query<{ unread: number }>(
      `select count(*)::int as unread from app_public.notifications n join app_public.users u on u.id = n.user_id
        where lower(u.email) = lower($1) and n.kind = 'support-reply' and n.read_at is null`,
      [priya.email],
    );
    expect(rows[0]!.unread).toBe(0);
    expect(customer.consoleErrors).toEqual([]);
    expect(staff.consoleErrors).toEqual([]);
    await page.context().close();
    await staff.page.context().close();
  });

  it('staff change the petition’s status; Priya’s bell says so in words and marks all read on her phone', async ({
    signedInPage,
  }) => {
    const petition = await priyasPetition();
    // A full bell (twenty older, read notifications): on a phone the list is taller than the screen, and its last
    // items ("Mark all as read", "Settings") must still be reachable by scrolling the menu.
    await db.query(
      `insert into app_public.notifications (user_id, kind, data, petition_id, created_at, read_at)
       select p.beneficiary_id, 'status-changed', jsonb_build_object('status', 'IN_ATTORNEY_REVIEW'), p.id,
              now() - make_interval(days => 1, mins => n), now() - interval '1 day'
         from app_public.petitions p, generate_series(1, 20) n where p.id = $1`,
      [petition.id],
    );
    const customer = await signedInPage('beneficiary', '/', { viewport: PHONE });
    const { page } = customer;
    await bell(page).waitFor();

    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petition.id}`);
    await staff.page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
    const next = petition.status === 'IN_ATTORNEY_REVIEW' ? 'SUBMITTED' : 'IN_ATTORNEY_REVIEW';
    const nextLabel = next === 'SUBMITTED' ? 'Submitted' : 'In Attorney Review';
    await staff.page.getByLabel('Status', { exact: true }).selectOption(next);
    await expect.poll(async () => (await priyasPetition()).status, { timeout: 10_000 }).toBe(next);

    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor({ timeout: 15_000 });
    await bell(page).click();
    await page
      .getByRole('menuitem', { name: new RegExp(`status is now ${nextLabel}`) })
      .first()
      .waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('menuitem', { name: 'Mark all as read' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(customer.consoleErrors).toEqual([]);
    await page.context().close();
    await staff.page.context().close();
  });

  it('opening the bell shows a notification whose live event never reached the page', async ({ signedInPage }) => {
    const petition = await priyasPetition();
    const customer = await signedInPage('beneficiary', '/', { viewport: PHONE });
    const { page } = customer;
    // The page's socket passes everything except the notifications subscription's events while `muted`: what a page
    // misses when an event is published before its subscription listens (the bell loads after the first paint).
    let muted = true;
    let swallowed = 0;
    await page.routeWebSocket(/\/graphql$/, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        if (muted && typeof message === 'string' && message.includes('"notifications"')) swallowed += 1;
        else socket.send(message);
      });
    });
    await page.reload();
    await bell(page).waitFor();
    await bell(page).click();
    await page.getByRole('menuitem', { name: 'Notification settings' }).waitFor();
    await page.keyboard.press('Escape');

    // A read notification (the unread count stays as it was): only reading the list again can show it.
    const inserted = await db.query(
      `insert into app_public.notifications (user_id, kind, data, petition_id, read_at)
       select p.beneficiary_id, 'status-changed', jsonb_build_object('status', 'APPROVED'), p.id, now()
         from app_public.petitions p where p.id = $1`,
      [petition.id],
    );
    expect(inserted.rowCount).toBe(1);
    await expect.poll(() => swallowed, { timeout: 15_000 }).toBeGreaterThan(0);
    muted = false;

    await bell(page).click();
    await page
      .getByRole('menuitem', { name: /status is now Approved/ })
      .first()
      .waitFor();
    expect(customer.consoleErrors).toEqual([]);
    await page.context().close();
  });
});
