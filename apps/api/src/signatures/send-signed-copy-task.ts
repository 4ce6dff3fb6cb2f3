import type { EmailBranding, Locale } from '@app/domain';
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { EMAIL_ATTACHMENTS_MAX_BYTES, type SendEmail } from '../email/mailer.ts';
import { sendQueuedEmail } from '../email/send-queued-email.ts';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { StoredObjectTooLargeError } from '../files/storage/file-storage.ts';
import { composeSignedCopy } from './signature-emails.ts';

/** The identifier migration 0080's trigger queues jobs under. */
export const SEND_SIGNED_COPY = 'send-signed-copy';

const payloadSchema = z.object({ signedCopyEmailId: z.uuid() });

interface SignedCopyRow {
  id: string;
  address: string;
  status: string;
  signer_name: string;
  letter_name: string;
  signed_at: Date | null;
  storage_key: string | null;
  sender_name: string | null;
  sender_email: string | null;
  /** The signatory's language (migration 0083): the e-mail is written in it; null: English. */
  locale: Locale | null;
}

export interface SignedCopySettings {
  /** The configured mail server; undefined: nothing is sent and the row is marked kept. */
  sendEmail: SendEmail | undefined;
  branding: EmailBranding;
  /** Where the signed PDF is stored. */
  storage: FileStorage;
}

/** The signed PDF when it fits in an e-mail; null when it is over the mail limit (the e-mail then links to it). */
async function attachablePdf(storage: FileStorage, key: string): Promise<Buffer | null> {
  const size = await storage.size(key);
  if (size === undefined) throw new Error('The signed copy is missing from the file storage');
  if (size > EMAIL_ATTACHMENTS_MAX_BYTES) return null;
  try {
    return (await storage.read(key, EMAIL_ATTACHMENTS_MAX_BYTES)) ?? null;
  } catch (error) {
    if (error instanceof StoredObjectTooLargeError) return null;
    throw error;
  }
}

/**
 * E-mails a signatory their signed copy (migration 0080) and records the outcome on its row, as the outbox's task does
 * (send-notification-email.ts): the row is locked for the attempt, so a second run finds it sent and the copy arrives
 * once; a refusal is recorded (attempts, last error) and thrown for graphile-worker to retry with its backoff, the
 * last one marks it failed; without a mail server the row is marked kept. The PDF is read at each attempt: one over
 * the mail limit goes as a link to the signing page instead (attached: false).
 */
export function makeSendSignedCopyTask(settings: SignedCopySettings): Task {
  return async (payload, helpers) => {
    const { signedCopyEmailId } = payloadSchema.parse(payload);
    await sendQueuedEmail(helpers, {
      table: 'signed_copy_emails',
      sendEmail: settings.sendEmail,
      lock: async (client) => {
        const { rows } = await client.query<SignedCopyRow>(
          `select c.id, c.address, c.status, r.signer_name, l.name as letter_name, r.signed_at, f.storage_key,
                  u.full_name as sender_name, u.email as sender_email, r.locale
             from app_public.signed_copy_emails c
             join app_public.signature_requests r on r.id = c.request_id
             join app_public.petition_letters l on l.id = r.letter_id
             left join app_public.files f on f.id = r.signed_file_id
             left join app_public.users u on u.id = r.sent_by
            where c.id = $1
              for update of c`,
          [signedCopyEmailId],
        );
        return rows[0];
      },
      prepare: async (_client, row) => row,
      // The PDF is read at each attempt, only when a mail server will take it.
      email: async (client, row) => {
        if (!row.storage_key || !row.signed_at) throw new Error('The signed copy is missing');
        const pdf = await attachablePdf(settings.storage, row.storage_key);
        const message = composeSignedCopy(
          settings.branding,
          { name: row.signer_name },
          { name: row.letter_name, signedAt: row.signed_at, pdf },
          { name: row.sender_name?.trim() || null, email: row.sender_email },
          row.locale ?? 'en',
        );
        await client.query(`update app_public.signed_copy_emails set attached = $2 where id = $1`, [row.id, pdf !== null]);
        return {
          to: row.address,
          subject: message.subject,
          text: message.text,
          html: message.html,
          replyTo: message.replyTo,
          attachments: message.attachments,
          messageId: `<signed-copy-${row.id}@petition-studio>`,
        };
      },
    });
  };
}
