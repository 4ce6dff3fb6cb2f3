import { composePortalInvitationEmail, type EmailBranding } from '@app/domain';
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { SendEmail } from '../email/mailer.ts';
import { sendQueuedEmail } from '../email/send-queued-email.ts';

/** The identifier migration 0077's trigger queues jobs under. */
export const SEND_PORTAL_INVITATION = 'send-portal-invitation';

const payloadSchema = z.object({ invitationId: z.uuid() });

interface InvitationRow {
  id: string;
  address: string;
  status: string;
  full_name: string | null;
  locale: string | null;
  is_beneficiary: boolean | null;
  /** Null when the invitation names no case (migration 0079). */
  visa_class: string | null;
  petitioner_name: string | null;
  beneficiary_name: string | null;
}

/** The notification e-mails' mail server and branding (the job worker passes its own). */
export interface InvitationEmailSettings {
  /** The configured mail server; undefined: nothing is sent and the invitation is marked kept. */
  sendEmail: SendEmail | undefined;
  branding: EmailBranding;
}

/**
 * Sends one portal invitation (migration 0077) through the notification e-mails' mail server and records the outcome
 * on its row, as the outbox's task does (send-notification-email.ts): the row is locked for the attempt so a second
 * run finds it sent; a failure is recorded and thrown for graphile-worker to retry, the last one marks it failed;
 * without a mail server the row is marked kept and staff read that nothing was sent.
 */
export function makeSendPortalInvitationTask(settings: InvitationEmailSettings): Task {
  return async (payload, helpers) => {
    const { invitationId } = payloadSchema.parse(payload);
    await sendQueuedEmail(helpers, {
      table: 'portal_invitations',
      sendEmail: settings.sendEmail,
      lock: async (client) => {
        const { rows } = await client.query<InvitationRow>(
          `select i.id, i.address, i.status, u.full_name, u.locale,
                  p.beneficiary_id = u.id as is_beneficiary,
                  case when p.id is not null then app_public.petitions_visa_class_label(p) end as visa_class,
                  coalesce(nullif(btrim(c.dba_name), ''), c.legal_name) as petitioner_name,
                  b.full_name as beneficiary_name
             from app_public.portal_invitations i
             join app_public.users u on u.id = i.user_id
             left join app_public.petitions p on p.id = i.petition_id
             left join app_public.companies c on c.id = p.company_id
             left join app_public.users b on b.id = p.beneficiary_id
            where i.id = $1
              for update of i`,
          [invitationId],
        );
        return rows[0];
      },
      // Withdrawn because the person's address changed before it was sent (migration 0079): never sent.
      prepare: async (_client, row) => (row.status === 'withdrawn' ? null : row),
      email: async (_client, row) => {
        const message = composePortalInvitationEmail(
          {
            fullName: row.full_name,
            email: row.address,
            locale: row.locale,
            visaClass: row.visa_class,
            petitionerName: row.petitioner_name,
            beneficiaryName: row.is_beneficiary ? null : row.beneficiary_name,
          },
          settings.branding,
        );
        return {
          to: row.address,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: `<invitation-${row.id}@petition-studio>`,
        };
      },
    });
  };
}
