import type pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { withOwnAppSendingMail, type LocalMailServer } from './support/mail-server.ts';
import type { SignedInPage } from './support/fixtures.ts';
import { demoAccount, screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';

let mail: LocalMailServer;

/** Its own app, sending its e-mail to the local mail server. */
const it = withOwnAppSendingMail((server) => (mail = server));

const priya = demoAccount('beneficiary');
/** A colleague of the staff admin in the demo data (staff who never sign in here, but get e-mail). */
const colleague = { fullName: 'Hannah Lee', email: 'hannah.lee@staff.petition-studio.example' };
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

/** Tomorrow as the date input takes it and as the app shows it (due soon: within the reminders' two days). */
function tomorrow() {
  const soon = new Date(Date.now() + 86_400_000);
  const iso = `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, '0')}-${String(soon.getDate()).padStart(2, '0')}`;
  return { iso, shown: `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` };
}

async function priyasPetitionId(db: pg.Client): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `select p.id from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
      where lower(u.email) = lower($1) order by p.created_at limit 1`,
    [priya.email],
  );
  return rows[0]!.id;
}

/** Runs the hourly reminder job now, twice (a second replica, a retried tick), and waits until both ran. */
async function runReminderJobTwice(db: pg.Client) {
  for (let run = 0; run < 2; run++) {
    await db.query(`select graphile_worker.add_job('send_task_reminders')`);
    await expect
      .poll(
        async () => (await db.query(`select 1 from graphile_worker.jobs where task_identifier = 'send_task_reminders'`)).rowCount,
        {
          timeout: 15_000,
        },
      )
      .toBe(0);
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
  it('staff give Priya a dated task: her bell and Action Items show it with its date, one e-mail arrives, the reminder e-mails once', async ({
    signedInPage,
    db,
  }) => {
    const petitionId = await priyasPetitionId(db);
    const content = `Upload your signed offer letter ${Date.now()}`;
    const due = tomorrow();

    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    await staff.page.getByRole('tab', { name: 'Pending tasks' }).click();
    const form = staff.page.getByRole('form', { name: 'New pending task' });
    await form.getByLabel('For').selectOption('BENEFICIARY');
    await form.getByLabel('Task', { exact: true }).fill(content);
    await form.getByLabel('Due date').fill(due.iso);
    await form.getByLabel('Priority').selectOption('high');
    await form.getByRole('button', { name: 'Add task' }).click();
    const item = staff.page.getByRole('article', { name: `Task ${content}` });
    await item.getByText(`Due soon · due ${due.shown}`).waitFor();
    await item.getByText('High priority').waitFor();
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);

    // The e-mail: once, to Priya, linking to her Action Items.
    const [assigned, ...moreAssigned] = await waitForMail(`New task: ${content}`);
    expect(moreAssigned).toEqual([]);
    expect(assigned!.to).toEqual([priya.email.toLowerCase()]);
    expect(assigned!.raw).toContain('/actions');
    expect(assigned!.raw).toContain(`Due ${due.shown}`);

    // Priya, on her phone: the notification, then the task with its date on Action Items and Home.
    const customer = await signedInPage('beneficiary', '/', { viewport: PHONE });
    const { page } = customer;
    await bell(page).click();
    await page
      .getByRole('menuitem', { name: new RegExp(`New task: ${content}`) })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Action Items' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: content }).getByText(`Due soon · due ${due.shown}`).waitFor();
    await expectFitsPhone(page, 'action-items-due-date');
    await page.goto(new URL('/', page.url()).toString());
    await page.getByRole('region', { name: 'Next steps' }).getByText(`Due soon · due ${due.shown}`).first().waitFor();

    // The reminder job (run now rather than at the hour), twice: one "Due soon" notification and one e-mail.
    await runReminderJobTwice(db);
    const reminders = await db.query(
      `select 1 from app_public.notifications n join app_public.users u on u.id = n.user_id
        where lower(u.email) = lower($1) and n.kind = 'task-due' and n.data->>'task' = $2`,
      [priya.email, content],
    );
    expect(reminders.rowCount).toBe(1);
    const [reminder, ...moreReminders] = await waitForMail(`Due soon: ${content}`);
    expect(moreReminders).toEqual([]);
    expect(reminder!.to).toEqual([priya.email.toLowerCase()]);
    await bell(page).click();
    await page
      .getByRole('menuitem', { name: new RegExp(`Due soon: ${content}`) })
      .first()
      .waitFor();
    expect(customer.consoleErrors).toEqual([]);
    expect(staff.consoleErrors).toEqual([]);
  });

  it('staff plan a checklist item for a colleague: dated and assigned, the colleague is e-mailed a link to the checklist and reminded once', async ({
    signedInPage,
    db,
  }) => {
    const petitionId = await priyasPetitionId(db);
    const { rows } = await db.query<{ label: string }>(
      `select t.label from app_public.checklist_tasks t join app_public.checklist_sections s on s.id = t.section_id
         join app_public.petitions p on p.id = $1
        where not exists (select 1 from app_public.petition_checklist_items i where i.task_id = t.id and i.petition_id = $1)
          -- A task of her checklist (migration 0135's border tasks come last and are not an O-1A's).
          and app_private.checklist_task_applies(t.code, p.visa_class, p.company_id is not null, p.filing_type)
        order by s.position desc, t.position desc limit 1`,
      [petitionId],
    );
    const label = rows[0]!.label;
    const due = tomorrow();

    const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    await page.getByRole('tab', { name: 'Checklist' }).click();
    const plan = page.getByRole('group', { name: `Plan of checklist item ${label}` });
    const row = page.getByRole('listitem').filter({ has: plan });
    await plan.getByLabel('Due date').fill(due.iso);
    await plan.getByLabel('Priority').focus();
    await row.getByText(`Due soon · due ${due.shown}`).waitFor();
    await plan.getByLabel('Assigned to').selectOption({ label: colleague.fullName });
    await row.getByText(`Assigned to ${colleague.fullName}`).waitFor();
    await plan.getByLabel('Priority').selectOption('high');
    await row.getByText('High priority').waitFor();
    // The plan is stored, not only shown.
    await expect
      .poll(async () => {
        const stored = await db.query<{ due: string; priority: string; assignee: string }>(
          `select to_char(i.due_date, 'YYYY-MM-DD') as due, i.priority, u.full_name as assignee
             from app_public.petition_checklist_items i join app_public.checklist_tasks t on t.id = i.task_id
             join app_public.users u on u.id = i.assignee_id
            where i.petition_id = $1 and t.label = $2 and i.module_id is null`,
          [petitionId, label],
        );
        return stored.rows[0];
      })
      .toEqual({ due: due.iso, priority: 'high', assignee: colleague.fullName });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const [assigned, ...more] = await waitForMail(`New task: ${label}`);
    expect(more).toEqual([]);
    expect(assigned!.to).toEqual([colleague.email]);
    const link = /https?:\/\/[^\s]+\?panel=(?:3D)?checklist/.exec(assigned!.raw)?.[0];
    expect(link).toBeDefined();

    await runReminderJobTwice(db);
    const reminders = await waitForMail(`Due soon: ${label}`);
    expect(reminders.map((message) => message.to)).toEqual([[colleague.email]]);

    // The e-mail's link opens the petition on its Checklist.
    await page.goto(new URL(new URL(link!.replace('=3D', '=')).pathname + '?panel=checklist', page.url()).toString());
    await page.getByRole('tab', { name: 'Checklist', selected: true }).waitFor();
    await plan.waitFor();

    // Staff's settings have an address too (the e-mails' settings link): the dialog opens over the dashboard, with
    // staff's own kinds, and closing it leaves them on the dashboard.
    await page.goto(new URL('/admin/notifications/settings', page.url()).toString());
    await settings(page).waitFor();
    await settings(page).getByRole('combobox', { name: 'Files customers upload' }).waitFor();
    expect(await settings(page).getByRole('combobox', { name: 'Replies from support' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await settings(page).waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
    expect(consoleErrors).toEqual([]);
  });

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
    // End: the menu's last item, the settings (however many notifications are above it).
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Notification settings');
    await page.keyboard.press('Enter');
    await settings(page).waitFor();
    const supportChoice = settings(page).getByRole('combobox', { name: 'Replies from support' });
    await expect.poll(() => supportChoice.inputValue()).toBe('email');
    expect(await settings(page).getByRole('combobox', { name: 'Changes of your petition’s status' }).inputValue()).toBe('email');
    await supportChoice.focus();
    await supportChoice.selectOption({ label: 'In the app only' });
    await settings(page).getByText('Saved.').waitFor();
    await expectFitsPhone(page, 'notification-settings-phone');
    await page.keyboard.press('Escape');
    await settings(page).waitFor({ state: 'detached' });
    // Focus is back on the bell (Radix moves it there in a task after the dialog unmounts: waited for, not read at once).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''), { timeout: 5_000 })
      .toMatch(/^Notifications/);

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
