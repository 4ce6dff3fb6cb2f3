import nodemailer from 'nodemailer';
import type { EmailConfig } from '../config/index.ts';

/** A file sent with an e-mail, e.g. the signatory's signed letter. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The most an e-mail's attachments may weigh together. Base64 makes them a third larger on the wire, and many mail
 * servers refuse a message over 10 MB: 7 MB of files stays under that. A sender with more links to it instead.
 */
export const EMAIL_ATTACHMENTS_MAX_BYTES = 7 * 1024 * 1024;

/**
 * One e-mail: its plain text, and the same message as HTML when the sender has one (both go as multipart/alternative,
 * the text first, so a client shows the HTML and a text-only one the text), with files attached when it has some.
 */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part (@app/domain email-html.ts); without it the e-mail is plain text only. */
  html?: string | undefined;
  /** A Message-ID that stays the same on every attempt, so a receiving server can spot a resend. */
  messageId: string;
  /** Where a reply goes when the sender (MAIL_FROM) is a no-reply address, e.g. the staff member who sent a letter. */
  replyTo?: { name: string; address: string } | undefined;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (one-click unsubscribe, RFC 8058). */
  headers?: Record<string, string> | undefined;
  /** At most EMAIL_ATTACHMENTS_MAX_BYTES together; more is refused before connecting (EmailNotSent). */
  attachments?: EmailAttachment[] | undefined;
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
    const attached = (email.attachments ?? []).reduce((total, file) => total + file.content.length, 0);
    if (attached > EMAIL_ATTACHMENTS_MAX_BYTES) {
      throw new EmailNotSent(`The attachments (${attached} bytes) are over the ${EMAIL_ATTACHMENTS_MAX_BYTES}-byte limit`);
    }
    try {
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        messageId: email.messageId,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        ...(email.headers ? { headers: email.headers } : {}),
        ...(email.attachments?.length ? { attachments: email.attachments } : {}),
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
