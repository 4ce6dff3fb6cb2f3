import type pg from 'pg';
import { EmailNotSent, type OutgoingEmail, type SendEmail } from './mailer.ts';

/** The tables whose rows move through the outbox's states (queued, sent, kept, failed) as their e-mail is sent. */
export type SentEmailTable = 'email_outbox' | 'portal_invitations' | 'signed_copy_emails';

/**
 * One attempt at sending a queued e-mail, recorded on its row inside the caller's transaction: sent (with the time),
 * or the mail server's refusal kept as last_error, the row staying queued for graphile-worker's retry unless this was
 * the job's last attempt (then failed). Answers the refusal for the caller to throw after committing the record,
 * so the retry happens and the attempt is not rolled back with it. Any other error is not the mail server's answer:
 * it is thrown as it is.
 */
export async function sendRecordingAttempt(
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
