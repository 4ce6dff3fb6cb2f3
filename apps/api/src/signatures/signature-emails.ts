import { randomUUID } from 'node:crypto';
import { SIGNING_CODE_MINUTES } from '@app/domain';
import { EmailNotSent, type EmailAttachment, type OutgoingEmail, type SendEmail } from '../email/mailer.ts';
import { safeFileName } from '../files/content-disposition.ts';
import { HttpError } from '../http/http-error.ts';

/** How the signing routes send their two e-mails: the configured SMTP server, or (demo mode only) the server log. */
export interface SigningMail {
  sendEmail: SendEmail | undefined;
  /** Demo mode without SMTP_URL: the e-mail is written to the log so a demo can follow the link; never in production. */
  logWhenUnsent: boolean;
  providerName: string;
  publicUrl: string;
}

/** The staff member who sent the letter: whom the signatory's questions and replies go to. */
export interface SigningSender {
  name: string | null;
  email: string | null;
}

function emailOf(to: string, subject: string, text: string, sender: SigningSender) {
  const replyTo = sender.email ? { name: sender.name ?? '', address: sender.email } : undefined;
  return { to, subject, text, messageId: `<${randomUUID()}@petition-studio>`, replyTo };
}

async function deliver(mail: SigningMail, to: string, subject: string, text: string, sender: SigningSender): Promise<void> {
  const email = emailOf(to, subject, text, sender);
  if (!mail.sendEmail) {
    if (!mail.logWhenUnsent) {
      throw new HttpError(503, 'No mail server is configured (SMTP_URL), so the signatory cannot be e-mailed');
    }
    console.info(`[demo] signing e-mail (no SMTP_URL) to ${to}: ${subject}\n${text}`);
    return;
  }
  try {
    await mail.sendEmail(email);
  } catch (error) {
    if (error instanceof EmailNotSent) throw new HttpError(502, `${error.message}; nothing was sent, try again`);
    throw error;
  }
}

/** The link's address: the token after '#', so it never reaches a server log or a Referer header. */
export function signingLink(publicUrl: string, token: string): string {
  return `${publicUrl}/sign#${token}`;
}

/**
 * A moment as a signatory anywhere reads it, with its time zone: "December 19, 2026, 1:40 AM UTC". The server does
 * not know the signatory's zone, so it says UTC rather than print a bare hour that reads as local time.
 */
export function signingTime(date: Date): string {
  const words = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date);
  return `${words.replace(' at ', ', ')} UTC`;
}

/** Who to contact, in words: "Alex Morgan at Plymouth (alex@…)", or the provider alone when the sender is gone. */
export function senderInWords(providerName: string, sender: SigningSender): string {
  if (!sender.name) return providerName;
  return `${sender.name} at ${providerName}${sender.email ? ` (${sender.email})` : ''}`;
}

/** Why this e-mail: the first request, a reminder of the same version, or a new version after changes. */
export type SigningLinkOccasion = 'first' | 'reminder' | 'new-version';

/**
 * The signing link. It names who sent it and how to reach them (replies go to them, not to the no-reply sender),
 * says until when the link works, with its time zone, and for a reminder or a new version that the earlier
 * e-mail's link no longer does (each send replaces the link).
 */
export async function sendSigningLink(
  mail: SigningMail,
  to: { name: string; email: string },
  letter: { name: string; version: number; occasion: SigningLinkOccasion },
  link: { token: string; expiresAt: Date },
  sender: SigningSender,
): Promise<void> {
  const who = sender.name ? `${sender.name} at ${mail.providerName}` : mail.providerName;
  const subjects: Record<SigningLinkOccasion, string> = {
    first: `${mail.providerName}: please review and sign “${letter.name}”`,
    reminder: `Reminder from ${mail.providerName}: please review and sign “${letter.name}”`,
    'new-version': `${mail.providerName}: please review and sign the new version of “${letter.name}”`,
  };
  const asks: Record<SigningLinkOccasion, string> = {
    first: `${who} asks you to review and sign “${letter.name}”.`,
    reminder: `A reminder: ${who} is still waiting for you to review and sign “${letter.name}”.`,
    'new-version': `${who} has changed “${letter.name}” and asks you to review and sign the new version (version ${letter.version}).`,
  };
  await deliver(
    mail,
    to.email,
    subjects[letter.occasion],
    [
      `Hello ${to.name},`,
      '',
      asks[letter.occasion],
      'Open this link to read the letter, ask for changes or sign. You do not need an account: the page e-mails you a code to confirm it is you.',
      '',
      signingLink(mail.publicUrl, link.token),
      '',
      `The link works until ${signingTime(link.expiresAt)}.${letter.occasion === 'first' ? '' : ' The link in any earlier e-mail about this letter no longer works.'}`,
      sender.email
        ? `Questions, or would you rather sign on paper? Reply to this e-mail or write to ${senderInWords(mail.providerName, sender)}.`
        : `Questions, or would you rather sign on paper? Contact ${mail.providerName}, who sent you this letter.`,
    ].join('\n'),
    sender,
  );
}

export async function sendSigningCode(
  mail: SigningMail,
  to: string,
  letterName: string,
  code: string,
  sender: SigningSender,
): Promise<void> {
  await deliver(
    mail,
    to,
    `${mail.providerName}: your code to sign “${letterName}”`,
    [
      `Your code is ${code}`,
      '',
      `Enter it on the signing page to open “${letterName}”. It works for ${SIGNING_CODE_MINUTES} minutes; a newer code replaces it.`,
      `If you did not ask for it, ignore this e-mail, or tell ${senderInWords(mail.providerName, sender)}.`,
    ].join('\n'),
    sender,
  );
}

/** Where a signatory reads that a copy comes by e-mail, and whom to ask when it did not arrive. */
export function signedCopyPolicy(providerName: string, sender: SigningSender): string {
  return `We e-mail each signatory a copy of the signed letter when they sign; if yours did not arrive, write to ${senderInWords(providerName, sender)} for one.`;
}

/** The signatory's copy as the job queue sends it (send-signed-copy-task.ts). */
export interface SignedCopyEmail {
  subject: string;
  text: string;
  replyTo: OutgoingEmail['replyTo'];
  attachments: EmailAttachment[];
}

/**
 * The signatory's own copy, as signing services send it: the signed PDF attached (the audit certificate inside),
 * naming the letter, the provider and whom to write to. A PDF over the mail limit (EMAIL_ATTACHMENTS_MAX_BYTES) is
 * not attached (`pdf` null): the e-mail says so and where to download it, the signing page, and whom to ask.
 */
export function composeSignedCopy(
  brand: { providerName: string; publicUrl: string },
  to: { name: string },
  letter: { name: string; signedAt: Date; pdf: Buffer | null },
  sender: SigningSender,
): SignedCopyEmail {
  const text = [
    `Hello ${to.name},`,
    '',
    `You signed “${letter.name}” for ${sender.name ? `${sender.name} at ${brand.providerName}` : brand.providerName} on ${signingTime(letter.signedAt)}. Thank you: nothing more is needed from you.`,
    letter.pdf
      ? 'Your signed copy is attached (PDF). It ends with the audit certificate of the signing; keep it for your records.'
      : `Your signed copy is too large to attach to an e-mail. Download it from the signing page (${brand.publicUrl}/sign) while it is still open in your browser, or ask ${senderInWords(brand.providerName, sender)} for one.`,
    '',
    sender.email
      ? `Questions? Reply to this e-mail or write to ${senderInWords(brand.providerName, sender)}.`
      : `Questions? Contact ${brand.providerName}, who sent you this letter.`,
  ].join('\n');
  return {
    subject: `${brand.providerName}: your signed copy of “${letter.name}”`,
    text,
    replyTo: sender.email ? { name: sender.name ?? '', address: sender.email } : undefined,
    attachments: letter.pdf
      ? [
          {
            filename: `${safeFileName(letter.name).slice(0, 230)} (signed).pdf`,
            contentType: 'application/pdf',
            content: letter.pdf,
          },
        ]
      : [],
  };
}
