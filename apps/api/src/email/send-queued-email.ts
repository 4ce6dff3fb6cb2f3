import type { JobHelpers } from 'graphile-worker';
import type pg from 'pg';
import { EmailNotSent, type OutgoingEmail, type SendEmail } from './mailer.ts';

/** The tables whose rows move through the outbox's states (queued, sent, kept, failed) as their e-mail is sent. */
export type SentEmailTable = 'email_outbox' | 'portal_invitations' | 'signed_copy_emails';

/** One queued e-mail's row as the job reads it: its id and where it stands. */
export interface QueuedEmailRow {
  id: string;
  status: string;
}

/** What a job that sends one queued e-mail does at each step; the transaction, states and retries are shared. */
export interface QueuedEmail<Row extends QueuedEmailRow, Prepared> {
  table: SentEmailTable;
  /** The configured mail server; undefined: nothing is sent and the row is marked kept. */
  sendEmail: SendEmail | undefined;
  /** Reads the row locked for the whole attempt (`… for update`), so a second run of the job finds it sent. */
  lock: (client: pg.PoolClient) => Promise<Row | undefined>;
  /**
   * Whatever must happen with or without a mail server (the outbox keeps the composed message for staff to read);
   * null: nothing to send any more (removed, withdrawn), the row already dealt with.
   */
  prepare: (client: pg.PoolClient, row: Row) => Promise<Prepared | null>;
  /** The e-mail itself, built only when a mail server will take it (a signed PDF is read only then). */
  email: (client: pg.PoolClient, prepared: Prepared, row: Row) => Promise<OutgoingEmail>;
}

/**
 * Sends one queued e-mail (the notification outbox, portal invitations, signed copies) and records the outcome on its
 * row, inside one transaction holding the row's lock: a row gone or already sent is left alone; without a mail server
 * it is marked kept; otherwise one attempt is recorded (sent with the time, or the refusal kept as last_error and the
 * row left queued, failed on the job's last attempt) and committed before the refusal is thrown, so graphile-worker
 * retries with its backoff and the record of the attempt is not rolled back with it.
 */
export async function sendQueuedEmail<Row extends QueuedEmailRow, Prepared>(
  helpers: JobHelpers,
  queued: QueuedEmail<Row, Prepared>,
): Promise<void> {
  await helpers.withPgClient(async (client) => {
    await client.query('begin');
    try {
      const row = await queued.lock(client);
      const prepared = row && row.status !== 'sent' ? await queued.prepare(client, row) : null;
      if (!row || prepared === null) {
        await client.query('commit');
        return;
      }
      if (!queued.sendEmail) {
        await client.query(`update app_public.${queued.table} set status = 'kept' where id = $1`, [row.id]);
        await client.query('commit');
        return;
      }
      const failure = await sendRecordingAttempt(client, {
        table: queued.table,
        rowId: row.id,
        sendEmail: queued.sendEmail,
        email: await queued.email(client, prepared, row),
        lastAttempt: helpers.job.attempts >= helpers.job.max_attempts,
      });
      await client.query('commit');
      if (failure) throw failure;
    } catch (error) {
      // Rolls back only what was not committed (a failed attempt has committed its record above).
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  });
}

/**
 * One attempt at sending, recorded on the row inside the caller's transaction: sent (with the time), or the mail
 * server's refusal kept as last_error, the row staying queued for the retry unless this was the job's last attempt
 * (then failed). Answers the refusal for the caller to throw after committing; any other error is not the mail
 * server's answer and is thrown as it is.
 */
async function sendRecordingAttempt(
  client: pg.ClientBase,
  attempt: { table: SentEmailTable; rowId: string; sendEmail: SendEmail; email: OutgoingEmail; lastAttempt: boolean },
): Promise<EmailNotSent | null> {
  let failure: EmailNotSent | null = null;
  try {
    await attempt.sendEmail(attempt.email);
  } catch (error) {
    if (!(error instanceof EmailNotSent)) throw error;
    failure = error;
  }
  await client.query(
    `update app_public.${attempt.table}
        set attempts = attempts + 1, last_error = $2,
            status = case when $2::text is null then 'sent' when $3 then 'failed' else 'queued' end,
            sent_at = case when $2::text is null then now() else sent_at end
      where id = $1`,
    [attempt.rowId, failure?.message ?? null, attempt.lastAttempt],
  );
  return failure;
}
