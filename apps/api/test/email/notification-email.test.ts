import { asUser } from '@app/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../support-panel/webhook-server.ts';
import type { TestServer } from '../support/test-server.ts';
import type { World } from '../support/world.ts';
import { useEmailTestWorld } from './email-test-world.ts';
import { bodyOf, htmlOf, linksOfHtml, mimeStructureOf, subjectOf, type LocalSmtpServer } from './local-smtp-server.ts';

const PASSPORT_NUMBER = 'X98765432';

interface OutboxState {
  status: string;
  attempts: number;
  last_error: string | null;
}

/**
 * Notification e-mail through a real local SMTP server (migration 0049, jobs/send-notification-email.ts). A
 * database of its own: workers of other test files (configured without SMTP) must not take these jobs.
 */
describe('notification e-mail', () => {
  const fixture = useEmailTestWorld('ps_email');
  let smtp: LocalSmtpServer;
  let server: TestServer;
  let world: World;
  beforeAll(async () => {
    ({ smtp, server, world } = fixture);
    // Passport data the beneficiary's e-mails must never carry.
    await server.pool.query(`insert into app_public.user_data (user_id, passport_number) values ($1, $2)`, [
      world.beneficiary.id,
      PASSPORT_NUMBER,
    ]);
  });

  const staffReplies = async (body: string) => {
    const { rows } = await server.pool.query<{ id: string }>(
      `insert into app_public.support_messages (user_id, screen, message) values ($1, '/docs', 'Where is my I-94?') returning id`,
      [world.beneficiary.id],
    );
    await server.pool.query(`insert into app_public.support_replies (support_message_id, author_id, body) values ($1, $2, $3)`, [
      rows[0]!.id,
      world.staff.id,
      body,
    ]);
    return rows[0]!.id;
  };
  const outboxOf = async (supportMessageId: string) =>
    (
      await server.pool.query<OutboxState & { id: string }>(
        `select o.id, o.status, o.attempts, o.last_error from app_public.email_outbox o
           join app_public.notifications n on n.id = o.notification_id where n.support_message_id = $1`,
        [supportMessageId],
      )
    ).rows;
  const mailsWith = (text: string) => smtp.received.filter((mail) => bodyOf(mail).includes(text));

  it('e-mails a support reply once: branded subject, the words, a link into the portal, no passport data', async () => {
    const messageId = await staffReplies('Your I-94 goes under Travel history.');
    await waitFor(() => mailsWith('Your I-94 goes under Travel history.').length > 0);
    const [mail] = mailsWith('Your I-94 goes under Travel history.');
    expect(mail!.to).toEqual([world.beneficiary.email]);
    expect(subjectOf(mail!)).toBe('Harbor Visas: Support replied to your message');
    const body = bodyOf(mail!);
    expect(body).toContain(`Hello ${world.beneficiary.fullName},`);
    expect(body).toContain('Support replied to your message.');
    expect(body).toContain(`Open it in the Harbor Visas portal: ${server.url}/?support=open`);
    expect(body).toContain('— Harbor Visas');
    expect(mail!.raw).not.toContain(PASSPORT_NUMBER);
    await waitFor(async () => (await outboxOf(messageId))[0]?.status === 'sent');
    expect(await outboxOf(messageId)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1, last_error: null })]);
  });

  it('e-mails a status change to the beneficiary without passport data, linking to their home page', async () => {
    // As a staff member (a change made by nobody in particular tells nobody, migration 0047).
    await asUser(server.pool, world.staff.id, (client) =>
      client.query(`update app_public.petitions set status = 'SUBMITTED' where id = $1`, [world.petitionId]),
    );
    const forBeneficiary = () =>
      smtp.received.filter((mail) => mail.to.includes(world.beneficiary.email) && subjectOf(mail).includes('status'));
    await waitFor(() => forBeneficiary().length > 0);
    const mail = forBeneficiary()[0]!;
    expect(subjectOf(mail)).toMatch(/^Harbor Visas: Your petition’s status is now /);
    expect(bodyOf(mail)).toContain(`${server.url}/`);
    expect(mail.raw).not.toContain(PASSPORT_NUMBER);
  });

  it('sends an HTML part beside the text: the same link, every typed value escaped', async () => {
    const hostileName = '<script>alert(1)</script> Vera & Co';
    await server.pool.query(`update app_public.users set full_name = $2 where id = $1`, [world.companyViewer.id, hostileName]);
    const { rows } = await server.pool.query<{ id: string }>(
      `insert into app_public.support_messages (user_id, screen, message) values ($1, '/', 'Hi') returning id`,
      [world.companyViewer.id],
    );
    await server.pool.query(`insert into app_public.support_replies (support_message_id, author_id, body) values ($1, $2, $3)`, [
      rows[0]!.id,
      world.staff.id,
      'Use <b>Travel</b> & upload',
    ]);
    const received = () => mailsWith('Use <b>Travel</b> & upload').filter((mail) => mail.to.includes(world.companyViewer.email));
    await waitFor(() => received().length > 0);
    const mail = received()[0]!;
    expect(mimeStructureOf(mail)).toEqual(['multipart/alternative', 'text/plain', 'text/html']);
    const text = bodyOf(mail);
    expect(text).toContain(`Hello ${hostileName},`);
    expect(text).toContain('“Use <b>Travel</b> & upload”');
    const html = htmlOf(mail)!;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; Vera &amp; Co,');
    expect(html).toContain('“Use &lt;b&gt;Travel&lt;/b&gt; &amp; upload”');
    expect(html).not.toContain('<script>');
    // The button and the address under it go where the text's link goes.
    const link = `${server.url}/?support=open`;
    expect(text).toContain(`Open it in the Harbor Visas portal: ${link}`);
    // Then the small print's: the notification settings and the one-click unsubscribe (notification-unsubscribe.test.ts).
    expect(linksOfHtml(html).slice(0, 2)).toEqual([link, link]);
    expect(linksOfHtml(html)[2]).toBe(`${server.url}/notifications/settings`);
    expect(html).toContain('>Open it in the Harbor Visas portal</a>');
  });

  it('sends once even when the job runs twice, also at the same time', async () => {
    const messageId = await staffReplies('Sent exactly once, please.');
    await waitFor(async () => (await outboxOf(messageId))[0]?.status === 'sent');
    const [row] = await outboxOf(messageId);
    // Two more runs of the same e-mail's job, queued together (without the key that would merge them).
    await server.pool.query(
      `select graphile_worker.add_job('send-notification-email', json_build_object('outboxId', $1::uuid)),
              graphile_worker.add_job('send-notification-email', json_build_object('outboxId', $1::uuid))`,
      [row!.id],
    );
    await waitFor(
      async () =>
        (await server.pool.query(`select 1 from graphile_worker.jobs where task_identifier = 'send-notification-email'`))
          .rowCount === 0,
    );
    expect(mailsWith('Sent exactly once, please.')).toHaveLength(1);
    expect(await outboxOf(messageId)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
  });

  it('records a failed attempt while the mail server is down and delivers it on a retry', async () => {
    await smtp.stop();
    const messageId = await staffReplies('Delivered after the outage.');
    try {
      await waitFor(async () => (await outboxOf(messageId))[0]?.attempts === 1, 20_000);
      const [failed] = await outboxOf(messageId);
      expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
      expect(failed!.last_error).toMatch(/^Mail server did not take the e-mail \(/);
      expect(failed!.last_error).not.toContain('smtp://');
    } finally {
      await smtp.start();
    }
    // graphile-worker's first retry comes after about e¹ ≈ 2.7 s, found by its 2 s poll.
    await waitFor(async () => (await outboxOf(messageId))[0]?.status === 'sent', 20_000);
    expect(await outboxOf(messageId)).toEqual([expect.objectContaining({ status: 'sent', attempts: 2, last_error: null })]);
    expect(mailsWith('Delivered after the outage.')).toHaveLength(1);
    // The retry sends the text the first attempt stored, and the HTML part composed again from the same words.
    expect(htmlOf(mailsWith('Delivered after the outage.')[0]!)).toContain('“Delivered after the outage.”');
  });

  it('gives an e-mail written before the job queue existed its job again, and sends it', async () => {
    const messageId = await staffReplies('Written while the queue was away.');
    await waitFor(async () => (await outboxOf(messageId))[0]?.status === 'sent');
    const [sent] = await outboxOf(messageId);
    // The same e-mail again, as a seed or restore leaves it: an outbox row ten minutes old whose job was never queued.
    const client = await server.pool.connect();
    let orphanId: string;
    try {
      await client.query('begin');
      await client.query(`set local session_replication_role = replica`);
      const { rows } = await client.query<{ id: string }>(
        `insert into app_public.email_outbox (user_id, address, digest_on, subject, body, created_at)
         select user_id, address, current_date - 1000, subject || ' (again)', body, now() - interval '10 minutes'
           from app_public.email_outbox where id = $1 returning id`,
        [sent!.id],
      );
      orphanId = rows[0]!.id;
      await client.query('commit');
    } finally {
      client.release();
    }
    await server.pool.query(`select graphile_worker.add_job('requeue-notification-emails', '{}'::json)`);
    await waitFor(
      async () =>
        (await server.pool.query(`select status from app_public.email_outbox where id = $1`, [orphanId])).rows[0]?.status ===
        'sent',
      20_000,
    );
    expect(smtp.received.filter((mail) => subjectOf(mail).endsWith('(again)'))).toHaveLength(1);
  });

  it('sends a daily digest of digest-preference notifications once per person and day', async () => {
    await server.pool.query(
      `insert into app_public.notification_preferences (user_id, kind, delivery) values ($1, 'support-reply', 'digest')`,
      [world.otherBeneficiary.id],
    );
    for (const body of ['First digest item', 'Second digest item']) {
      const { rows } = await server.pool.query<{ id: string }>(
        `insert into app_public.support_messages (user_id, screen, message) values ($1, '/', 'Hi') returning id`,
        [world.otherBeneficiary.id],
      );
      await server.pool.query(
        `insert into app_public.support_replies (support_message_id, author_id, body) values ($1, $2, $3)`,
        [rows[0]!.id, world.staff.id, body],
      );
    }
    // Digest kinds are not e-mailed one by one.
    expect(
      (await server.pool.query(`select 1 from app_public.email_outbox where user_id = $1`, [world.otherBeneficiary.id])).rowCount,
    ).toBe(0);
    // The crontab's task, run twice (two replicas, or a rerun the same day).
    await server.pool.query(`select graphile_worker.add_job('send-notification-digests', '{}'::json)`);
    await server.pool.query(`select graphile_worker.add_job('send-notification-digests', '{}'::json)`);
    const digests = () => smtp.received.filter((mail) => mail.to.includes(world.otherBeneficiary.email));
    await waitFor(() => digests().length > 0, 20_000);
    await waitFor(
      async () =>
        (await server.pool.query(`select 1 from graphile_worker.jobs where task_identifier like 'send-notification-%'`))
          .rowCount === 0,
    );
    expect(digests()).toHaveLength(1);
    expect(subjectOf(digests()[0]!)).toBe('Harbor Visas: your daily summary (2 updates)');
    const body = bodyOf(digests()[0]!);
    expect(body).toContain('First digest item');
    expect(body).toContain('Second digest item');
    expect(body).toContain(`${server.url}/?support=open`);
  });
});
