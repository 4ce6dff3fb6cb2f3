import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect } from 'vitest';
import { withOwnApp, type SignedInPage } from './support/fixtures.ts';
import { demoAccount, screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';

/** A real local mail server (the smtp-server package) keeping the raw messages it receives. */
async function startMailServer() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: raw.replace(/=\r?\n/g, '') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let mail: Awaited<ReturnType<typeof startMailServer>>;

/** Its own app, sending notification e-mail to the local mail server (started first). */
const it = withOwnApp(async () => {
  mail = await startMailServer();
  return { env: { SMTP_URL: mail.url, MAIL_FROM: 'Plymouth <no-reply@plymouth.example>' } };
});

afterAll(async () => {
  await mail?.close();
});

const priya = demoAccount('beneficiary');
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const helpPanel = (page: Page) => page.getByRole('dialog', { name: 'Help and support' });
const settings = (page: Page) => page.getByRole('dialog', { name: 'Notification settings' });

async function waitForMail(text: string, timeoutMs = 20_000) {
  const start = Date.now();
  for (;;) {
    const found = mail.received.filter((message) => message.raw.includes(text));
    if (found.length > 0) return found;
    if (Date.now() - start > timeoutMs) throw new Error(`no e-mail with "${text}" (${mail.received.length} received)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function staffReply(signedInPage: SignedInPage, question: string, answer: string) {
  const staff = await signedInPage('staffAdmin', '/admin');
  const thread = staff.page.getByRole('region', { name: 'Support messages' }).getByRole('listitem').filter({ hasText: question });
  await thread.getByRole('button', { name: `Reply to ${priya.fullName}` }).click();
  await thread.getByRole('textbox', { name: `Reply to ${priya.fullName}` }).fill(answer);
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await thread.getByText('Reply sent.').waitFor();
  return staff;
}

describe('notification e-mail', () => {
  it('a staff reply reaches Priya by e-mail once; she turns support e-mail off from the bell on her phone', async ({
    signedInPage,
    db,
  }) => {
    const question = `Do you need my old passport too? ${Date.now()}`;
    const customer = await signedInPage('beneficiary', '/', { viewport: PHONE });
    const { page } = customer;
    await page.getByRole('button', { name: 'Help and support' }).click();
    await helpPanel(page)
      .getByRole('textbox', { name: /Message/ })
      .fill(question);
    await helpPanel(page).getByRole('button', { name: 'Send' }).click();
    await helpPanel(page).getByText('Thank you for your feedback!').waitFor();
    await page.keyboard.press('Escape');

    const answer = 'Only the current one, thank you.';
    const staff = await staffReply(signedInPage, question, answer);
    const [received, ...more] = await waitForMail(answer);
    expect(more).toEqual([]);
    expect(received!.to).toEqual([priya.email.toLowerCase()]);
    expect(received!.raw).toContain('Subject: Plymouth: Support replied to your message');
    expect(received!.raw).toMatch(/\/\?support=3Dopen|\/\?support=open/);

    // Staff see it in the outbox on /admin, sent.
    await staff.page.reload();
    const outbox = staff.page.getByRole('region', { name: 'E-mail outbox' });
    const row = outbox.getByRole('listitem').filter({ hasText: priya.fullName }).first();
    await row.getByText('Sent', { exact: true }).waitFor();
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);
    await screenshot(staff.page, 'admin-email-outbox');

    // Priya, by keyboard: the bell's menu, its last item, the settings dialog.
    await bell(page).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Notification settings' }).waitFor();
    // Down the list to its last item, the settings.
    for (let step = 0; step < 30; step++) {
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
      if (focused === 'Notification settings') break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await settings(page).waitFor();
    const supportChoice = settings(page).getByRole('combobox', { name: 'Replies from support' });
    await expect.poll(() => supportChoice.inputValue()).toBe('email');
    expect(await settings(page).getByRole('combobox', { name: 'Changes of your petition’s status' }).inputValue()).toBe('email');
    await supportChoice.focus();
    await supportChoice.selectOption({ label: 'In the app only' });
    await settings(page).getByText('Saved.').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await expectFitsPhone(page, 'notification-settings-phone');
    await page.keyboard.press('Escape');
    await settings(page).waitFor({ state: 'detached' });
    // Focus is back on the bell.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Notifications/);

    const { rows } = await db.query<{ delivery: string }>(
      `select p.delivery from app_public.notification_preferences p join app_public.users u on u.id = p.user_id
        where lower(u.email) = lower($1) and p.kind = 'support-reply'`,
      [priya.email],
    );
    expect(rows).toEqual([{ delivery: 'in-app' }]);

    // The next reply shows in her bell but is not e-mailed.
    const second = 'One more note, in the app only.';
    await staffReply(signedInPage, question, second);
    await expect.poll(() => bell(page).getAttribute('aria-label'), { timeout: 15_000 }).toMatch(/unread/);
    const { rows: outboxRows } = await db.query(
      `select 1 from app_public.email_outbox o join app_public.users u on u.id = o.user_id
        where lower(u.email) = lower($1) and o.body like $2`,
      [priya.email, `%${second}%`],
    );
    expect(outboxRows).toEqual([]);
    expect(mail.received.filter((message) => message.raw.includes(answer))).toHaveLength(1);
    expect(customer.consoleErrors).toEqual([]);
  });
});
