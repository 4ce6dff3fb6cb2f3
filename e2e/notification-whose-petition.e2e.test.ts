import type pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { withOwnAppSendingMail, type LocalMailServer } from './support/mail-server.ts';
import { demoAccount } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';

let mail: LocalMailServer;

/** Its own app, sending its e-mail to the local mail server. */
const it = withOwnAppSendingMail((server) => (mail = server));

/**
 * The employer's team can tell whose petition moved (21st session): staff change Priya's petition's status; her
 * bell says "Your petition’s status…", while Daniel (company admin) and Mei (viewer, in Portuguese) read that it
 * is Priya Sharma's petition, on their phones, and their e-mails say what their bells say.
 */
const priya = demoAccount('beneficiary');
const daniel = demoAccount('employerAdmin');
const mei = demoAccount('companyViewer');
/** The bell, in English or Portuguese (Mei's). */
const bell = (page: Page) => page.getByRole('button', { name: /^(Notifications|Notificações)/ });

/** Quoted-printable undone (the soft line breaks already are), read as UTF-8. */
const decoded = (raw: string) =>
  Buffer.from(
    raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

async function emailTo(address: string, text: string, timeoutMs = 20_000) {
  const start = Date.now();
  for (;;) {
    const found = mail.received.filter((message) => message.to.includes(address) && decoded(message.raw).includes(text));
    if (found.length > 0) return found;
    if (Date.now() - start > timeoutMs) throw new Error(`no e-mail to ${address} with "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function outboxSubject(db: pg.Client, email: string, status: string): Promise<string | null> {
  const { rows } = await db.query<{ subject: string | null }>(
    `select o.subject from app_public.email_outbox o
       join app_public.notifications n on n.id = o.notification_id
       join app_public.users u on u.id = o.user_id
      where lower(u.email) = lower($1) and n.kind = 'status-changed' and n.data->>'status' = $2 and o.status = 'sent'`,
    [email, status],
  );
  return rows[0]?.subject ?? null;
}

async function openBellOnPhone(page: Page, item: string) {
  await page
    .getByRole('button', { name: /^(Notifications, \d+ unread|Notificações, \d+ não lidas?)$/ })
    .waitFor({ timeout: 15_000 });
  await bell(page).click();
  const entry = page.getByRole('menuitem', { name: item });
  await entry.first().waitFor();
  return entry;
}

describe('whose petition a status notification is about', () => {
  it('staff change Priya’s petition’s status: her bell says “your petition”, Daniel’s and Mei’s name hers, and so do their e-mails', async ({
    signedInPage,
    db,
  }) => {
    const { rows } = await db.query<{ id: string; status: string; members: string[] }>(
      `select p.id, p.status,
              array(select lower(m.email) from app_public.company_members cm join app_public.users m on m.id = cm.user_id
                     where cm.company_id = p.company_id order by 1) as members
         from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
        where lower(u.email) = lower($1) order by p.created_at limit 1`,
      [priya.email],
    );
    const petition = rows[0]!;
    // Daniel and Mei are on the team of the company that petitions for Priya (the demo data).
    expect(petition.members).toEqual(expect.arrayContaining([daniel.email, mei.email]));

    const her = await signedInPage('beneficiary', '/', { viewport: PHONE });
    const his = await signedInPage('employerAdmin', '/', { viewport: PHONE });
    const hers = await signedInPage('companyViewer', '/', { viewport: PHONE });
    // Mei reads the portal in Portuguese (chosen after signing in: the sign-in waits for the English account menu).
    await db.query(`update app_public.users set locale = 'pt-BR' where lower(email) = lower($1)`, [mei.email]);
    await hers.page.reload();
    for (const opened of [her, his, hers]) await bell(opened.page).waitFor();

    const next = petition.status === 'SHIPPED' ? 'APPROVED' : 'SHIPPED';
    const label = { en: next === 'SHIPPED' ? 'Shipped' : 'Approved', pt: next === 'SHIPPED' ? 'Enviada' : 'Aprovada (Approved)' };
    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petition.id}`);
    await staff.page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
    await staff.page.getByLabel('Status', { exact: true }).selectOption(next);

    // Daniel's bell, on his phone: whose petition it is.
    const danielSays = `The status of ${priya.fullName}’s petition is now ${label.en}`;
    await openBellOnPhone(his.page, danielSays);
    expect(await his.page.getByRole('menuitem', { name: /^Your petition/ }).count()).toBe(0);
    await expectFitsPhone(his.page, 'notification-whose-petition-company');
    // His Home's case card shows the new status too, without a reload (live, as the staff's page is).
    const caseCard = (page: Page) => page.locator(`[aria-label$="case for ${priya.fullName}"]`).first();
    await caseCard(his.page).getByText(label.en, { exact: true }).waitFor({ timeout: 15_000 });

    // Priya's own: her wording, as before.
    await openBellOnPhone(her.page, `Your petition’s status is now ${label.en}`);
    expect(await her.page.getByRole('menuitem', { name: new RegExp(`${priya.fullName}’s petition`) }).count()).toBe(0);
    await expectFitsPhone(her.page, 'notification-whose-petition-beneficiary');
    await caseCard(her.page).getByText(label.en, { exact: true }).waitFor({ timeout: 15_000 });

    // Mei's, in her language.
    const meiSays = `O status da petição de ${priya.fullName} agora é: ${label.pt}`;
    await openBellOnPhone(hers.page, meiSays);
    await expectFitsPhone(hers.page, 'notification-whose-petition-viewer-pt');

    // Their e-mails say what their bells say.
    await emailTo(daniel.email, `${danielSays}.`);
    await emailTo(mei.email, `${meiSays}.`);
    await emailTo(priya.email, `Your petition’s status is now ${label.en}.`);
    await expect.poll(() => outboxSubject(db, daniel.email, next), { timeout: 15_000 }).toMatch(new RegExp(`: ${danielSays}$`));
    await expect.poll(() => outboxSubject(db, mei.email, next), { timeout: 15_000 }).toMatch(new RegExp(`: ${meiSays}$`));

    for (const opened of [her, his, hers, staff]) {
      expect(opened.consoleErrors).toEqual([]);
      await opened.page.context().close();
    }
  });
});
