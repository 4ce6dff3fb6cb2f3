import {
  composeDigestEmail,
  composeNotificationEmail,
  DAILY_SUMMARY_TOPIC,
  unsubscribeHeaders,
  unsubscribeLink,
  type EmailBranding,
  type NotificationFacts,
} from '@app/domain';
import type { Task } from 'graphile-worker';
import type pg from 'pg';
import { z } from 'zod';
import type { SendEmail } from '../email/mailer.ts';
import { sendQueuedEmail } from '../email/send-queued-email.ts';
import { appWordsIn } from '../notifications/app-words.ts';
import type { UnsubscribeTokens } from '../notifications/unsubscribe-token.ts';

/** The identifier migration 0049's outbox trigger queues jobs under. */
export const SEND_NOTIFICATION_EMAIL = 'send-notification-email';

const payloadSchema = z.object({ outboxId: z.uuid() });

interface OutboxRow {
  id: string;
  user_id: string;
  address: string;
  notification_id: string | null;
  digest_on: string | null;
  /** The notification's kind (null for a digest): what the e-mail's unsubscribe link stops. */
  kind: string | null;
  subject: string | null;
  body: string | null;
  status: string;
  created_at: Date;
  full_name: string | null;
  is_staff: boolean;
  /** The person's portal language (users.locale, issue 36): a customer's e-mails are written in it. */
  locale: string | null;
}

interface FactsRow {
  kind: string;
  data: unknown;
  petition_id: string | null;
  beneficiary_name: string | null;
  /** Whether the notification's person is its petition's beneficiary (null without a petition). */
  reader_is_beneficiary: boolean | null;
}

export interface NotificationEmailSettings {
  /** The configured mail server; undefined: e-mails are composed and kept in the outbox (status kept). */
  sendEmail: SendEmail | undefined;
  branding: EmailBranding;
  /** Signs each e-mail's one-click unsubscribe link (its person and kind, or the daily summary). */
  unsubscribeTokens: UnsubscribeTokens;
}

const FACTS_SELECT = `
  select n.kind, n.data, n.petition_id, b.full_name as beneficiary_name,
         n.user_id = p.beneficiary_id as reader_is_beneficiary
    from app_public.notifications n
    left join app_public.petitions p on p.id = n.petition_id
    left join app_public.users b on b.id = p.beneficiary_id`;

const toFacts = (row: FactsRow): NotificationFacts => ({
  kind: row.kind,
  data: row.data,
  petitionId: row.petition_id,
  beneficiaryName: row.beneficiary_name,
  // The same test as the bell's (NotificationMenuItems): the company's team read whose petition it is.
  readerIsBeneficiary: row.reader_is_beneficiary,
});

/**
 * The one-click unsubscribe address of an outbox row's e-mail: its person and its notification's kind, or the daily
 * summary. The same on every attempt (the token is a signature, nothing random), so a retry's text still matches.
 */
function unsubscribeUrlOf(row: OutboxRow, settings: NotificationEmailSettings): string {
  const token = settings.unsubscribeTokens.sign({ u: row.user_id, k: row.kind ?? DAILY_SUMMARY_TOPIC });
  return unsubscribeLink(settings.branding.publicUrl, token);
}

/** The message of an outbox row from the domain's words: its notification, or its digest's notifications. */
async function compose(client: pg.PoolClient, row: OutboxRow, settings: NotificationEmailSettings) {
  const { branding } = settings;
  const recipient = {
    fullName: row.full_name,
    isStaff: row.is_staff,
    locale: row.locale,
    unsubscribeUrl: unsubscribeUrlOf(row, settings),
  };
  // The portal's words in her language: an app-written task title, a USCIS status (staff's stay English).
  const appWords = row.is_staff ? null : await appWordsIn(row.locale);
  if (row.notification_id) {
    const { rows } = await client.query<FactsRow>(`${FACTS_SELECT} where n.id = $1`, [row.notification_id]);
    return rows[0] ? composeNotificationEmail(toFacts(rows[0]), recipient, branding, appWords) : null;
  }
  const { rows } = await client.query<FactsRow>(
    `${FACTS_SELECT}
      where n.user_id = $1
        and n.created_at > app_private.digest_window_start($1, $2) and n.created_at <= $2
        and app_private.notification_delivery($1, n.kind) = 'digest'
      order by n.created_at`,
    [row.user_id, row.created_at],
  );
  return rows.length ? composeDigestEmail(rows.map(toFacts), recipient, branding, appWords) : null;
}

/**
 * The message to send: a retry sends the subject and text the first attempt stored (what staff read in the outbox),
 * with the HTML part composed again from the same words, which only goes when it still says the same (the outbox
 * keeps no HTML); a first attempt composes both.
 */
async function messageOf(client: pg.PoolClient, row: OutboxRow, settings: NotificationEmailSettings) {
  const composed = await compose(client, row, settings);
  if (row.subject === null || row.body === null) return composed;
  const same = composed?.subject === row.subject && composed.text === row.body;
  return { subject: row.subject, text: row.body, html: same ? composed.html : undefined };
}

/**
 * Sends one outbox e-mail (migration 0049) and records the outcome on its row. The row is locked for the whole
 * attempt, so two runs of the job (a re-queue, two workers) send it once: the second finds it sent. A failure
 * is recorded (attempts, last error) and thrown, so graphile-worker retries with its exponential backoff (25
 * attempts over about three days); the last failure marks the row failed. Without a mail server the composed
 * message is kept in the outbox for staff to read.
 */
export function makeSendNotificationEmailTask(settings: NotificationEmailSettings): Task {
  return async (payload, helpers) => {
    const { outboxId } = payloadSchema.parse(payload);
    await sendQueuedEmail(helpers, {
      table: 'email_outbox',
      sendEmail: settings.sendEmail,
      lock: async (client) => {
        const { rows } = await client.query<OutboxRow>(
          `select o.id, o.user_id, o.address, o.notification_id, o.digest_on::text, o.subject, o.body, o.status,
                  o.created_at, u.full_name, u.locale, exists (select 1 from app_public.admins a where a.user_id = o.user_id) as is_staff,
                  n.kind
             from app_public.email_outbox o join app_public.users u on u.id = o.user_id
             left join app_public.notifications n on n.id = o.notification_id
            where o.id = $1
              for update of o`,
          [outboxId],
        );
        return rows[0];
      },
      // Composed and kept on the row with or without a mail server: staff read it in the outbox.
      prepare: async (client, row) => {
        const message = await messageOf(client, row, settings);
        if (!message) {
          // Nothing left to tell (the notifications were removed): not an e-mail anybody waits for.
          await client.query(`delete from app_public.email_outbox where id = $1`, [row.id]);
          return null;
        }
        await client.query(`update app_public.email_outbox set subject = $2, body = $3 where id = $1`, [
          row.id,
          message.subject,
          message.text,
        ]);
        return message;
      },
      email: async (_client, message, row) => ({
        to: row.address,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: `<${row.id}@petition-studio>`,
        // One-click unsubscribe (RFC 2369, RFC 8058), as Gmail and Yahoo require of bulk senders.
        headers: unsubscribeHeaders(unsubscribeUrlOf(row, settings)),
      }),
    });
  };
}
