import { describe, expect } from 'vitest';
import { withOwnAppSendingMail, type LocalMailServer } from './support/mail-server.ts';
import { demoAccount } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';

let mail: LocalMailServer;

/** Its own app, sending its e-mail to the local mail server. */
const it = withOwnAppSendingMail((server) => (mail = server));

const priya = demoAccount('beneficiary');

async function waitForMail(text: string, timeoutMs = 20_000) {
  const start = Date.now();
  for (;;) {
    const found = mail.received.find((message) => message.raw.includes(text));
    if (found) return found;
    if (Date.now() - start > timeoutMs) throw new Error(`no e-mail with "${text}" (${mail.received.length} received)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The address of the HTML part's "Stop these e-mails" link (quoted-printable undone: the soft breaks already are). */
function stopLinkOf(raw: string): string {
  const decoded = raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = /<a href="([^"]+)"[^>]*>Stop these e-mails<\/a>/.exec(decoded)?.[1];
  if (!link) throw new Error('the e-mail has no "Stop these e-mails" link');
  return link.replace(/&amp;/g, '&');
}

describe('stopping notification e-mails from the e-mail', () => {
  it('Priya follows "Stop these e-mails" on her phone, confirms, and her settings show support replies in the app only', async ({
    app,
    db,
    newPage,
    signedInPage,
  }) => {
    const reply = `Your documents look complete. ${Date.now()}`;
    const { rows } = await db.query<{ id: string }>(
      `insert into app_public.support_messages (user_id, screen, message)
       select id, '/', 'Is anything missing?' from app_public.users where lower(email) = lower($1) returning id`,
      [priya.email],
    );
    await db.query(
      `insert into app_public.support_replies (support_message_id, author_id, body)
       values ($1, (select user_id from app_public.admins order by user_id limit 1), $2)`,
      [rows[0]!.id, reply],
    );
    const received = await waitForMail(reply);
    const link = stopLinkOf(received.raw);
    // The mail client's one-click unsubscribe goes to the same address (RFC 8058).
    const head = (received.raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
    expect(head, head).toContain(`List-Unsubscribe: <${link}>`);
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const preferences = () =>
      db.query(
        `select p.kind, p.delivery from app_public.notification_preferences p join app_public.users u on u.id = p.user_id
          where lower(u.email) = lower($1) order by p.kind`,
        [priya.email],
      );
    const before = (await preferences()).rows;

    // Signed out, as from a mail app: the page asks first and changes nothing until she confirms.
    const { page, consoleErrors } = await newPage({ viewport: PHONE });
    await page.goto(link);
    await page.getByRole('heading', { name: 'Stop e-mails about “Replies from support”?' }).waitFor();
    await expectFitsPhone(page, 'unsubscribe-confirm');
    expect((await preferences()).rows).toEqual(before);
    await page.getByRole('button', { name: 'Stop these e-mails' }).click();
    await page.getByRole('heading', { name: 'Done. You will no longer get e-mails about “Replies from support”.' }).waitFor();
    await expectFitsPhone(page, 'unsubscribe-done');
    const settingsLink = page.getByRole('link', { name: 'Open your notification settings' });
    expect(await settingsLink.getAttribute('href')).toBe(`${app.url}/notifications/settings`);
    expect(consoleErrors).toEqual([]);

    // Signed in at the settings' address: the dialog is open over her home page, support replies in the app only.
    // Signed in on Home first: the fixture waits for the account menu, which the open dialog hides from the
    // accessibility tree when it opens first (a race the fresh-clone run lost).
    const customer = await signedInPage('beneficiary', '/', { viewport: PHONE });
    await customer.page.goto(`${app.url}/notifications/settings`);
    const settings = customer.page.getByRole('dialog', { name: 'Notification settings' });
    await settings.waitFor();
    const supportChoice = settings.getByRole('combobox', { name: 'Replies from support' });
    await expect.poll(() => supportChoice.inputValue()).toBe('in-app');
    expect(await settings.getByRole('combobox', { name: 'Changes of your petition’s status' }).inputValue()).toBe('email');
    await expectFitsPhone(customer.page, 'notification-settings-address');
    // Closing it leaves the address for the home page under it.
    await customer.page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(customer.page.url()).pathname).toBe('/');
    expect(customer.consoleErrors).toEqual([]);
  });
});
