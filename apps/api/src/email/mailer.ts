import nodemailer from 'nodemailer';
import type { EmailConfig } from '../config/index.ts';

/** One plain-text e-mail. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** A Message-ID that stays the same on every attempt, so a receiving server can spot a resend. */
  messageId: string;
  /** Where a reply goes when the sender (MAIL_FROM) is a no-reply address, e.g. the staff member who sent a letter. */
  replyTo?: { name: string; address: string } | undefined;
}

/** Sends an e-mail through the configured SMTP server; rejects when the server is down or refuses it. */
export type SendEmail = (email: OutgoingEmail) => Promise<void>;

/** Thrown for an attempt the queue should retry; its message is what `last_error` records. */
export class EmailNotSent extends Error {}

/** Longest a connection, greeting or silence may last: a hanging server fails the attempt, the queue retries it. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * The mail sender of the configuration, or undefined without SMTP_URL (e-mails are then kept in the outbox).
 * One transport per process, built once (server/create-services.ts).
 */
export function createMailer(config: EmailConfig): SendEmail | undefined {
  if (!config.smtpUrl || !config.from) return undefined;
  // Nodemailer reads user, password, host, port and TLS from the URL; the timeouts are ours.
  const url = new URL(config.smtpUrl);
  url.searchParams.set('connectionTimeout', String(SMTP_TIMEOUT_MS));
  url.searchParams.set('greetingTimeout', String(SMTP_TIMEOUT_MS));
  url.searchParams.set('socketTimeout', String(SMTP_TIMEOUT_MS));
  const transport = nodemailer.createTransport(url.toString());
  const from = config.from;
  return async (email) => {
    try {
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        messageId: email.messageId,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      });
    } catch (error) {
      // The URL holds the password: name the failure (code and server answer), never the address.
      const failure = error as { code?: string; responseCode?: number; response?: string; message?: string };
      const detail = failure.responseCode
        ? `${failure.responseCode} ${failure.response ?? ''}`.trim()
        : [failure.code, failure.message?.replace(/\S+:\/\/\S+/g, '…')].filter(Boolean).join(': ');
      throw new EmailNotSent(`Mail server did not take the e-mail (${detail.slice(0, 200)})`);
    }
  };
}
