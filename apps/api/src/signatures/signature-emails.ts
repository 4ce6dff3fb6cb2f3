import { randomUUID } from 'node:crypto';
import { renderEmailHtml, SIGNING_CODE_MINUTES, type EmailBlock } from '@app/domain';
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

/** A signing e-mail's words: its plain text, and the HTML part (email-html.ts) built from the same sentences. */
interface SigningMessage {
  subject: string;
  text: string;
  html: string;
}

/**
 * The HTML part of a signing e-mail: the signing e-mails are English (the signatory has no portal language), and their
 * small print says whom to ask.
 */
function signingHtml(providerName: string, subject: string, blocks: EmailBlock[], footer: string[]): string {
  return renderEmailHtml({ lang: 'en', providerName, subject, blocks, footer });
}

function emailOf(to: string, message: SigningMessage, sender: SigningSender): OutgoingEmail {
  const replyTo = sender.email ? { name: sender.name ?? '', address: sender.email } : undefined;
  return { to, ...message, messageId: `<${randomUUID()}@petition-studio>`, replyTo };
}

async function deliver(mail: SigningMail, to: string, message: SigningMessage, sender: SigningSender): Promise<void> {
  const email = emailOf(to, message, sender);
  if (!mail.sendEmail) {
    if (!mail.logWhenUnsent) {
      throw new HttpError(503, 'No mail server is configured (SMTP_URL), so the signatory cannot be e-mailed');
    }
    console.info(`[demo] signing e-mail (no SMTP_URL) to ${to}: ${message.subject}\n${message.text}`);
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
  const hello = `Hello ${to.name},`;
  const openThis =
    'Open this link to read the letter, ask for changes or sign. You do not need an account: the page e-mails you a code to confirm it is you.';
  const url = signingLink(mail.publicUrl, link.token);
  const until = `The link works until ${signingTime(link.expiresAt)}.${letter.occasion === 'first' ? '' : ' The link in any earlier e-mail about this letter no longer works.'}`;
  const questions = sender.email
    ? `Questions, or would you rather sign on paper? Reply to this e-mail or write to ${senderInWords(mail.providerName, sender)}.`
    : `Questions, or would you rather sign on paper? Contact ${mail.providerName}, who sent you this letter.`;
  const subject = subjects[letter.occasion];
  await deliver(
    mail,
    to.email,
    {
      subject,
      text: [hello, '', asks[letter.occasion], openThis, '', url, '', until, questions].join('\n'),
      html: signingHtml(
        mail.providerName,
        subject,
        [
          { kind: 'paragraph', lines: [hello] },
          { kind: 'paragraph', lines: [asks[letter.occasion], openThis] },
          { kind: 'button', label: SIGNING_BUTTON, url },
          { kind: 'paragraph', lines: [until] },
        ],
        [questions],
      ),
    },
    sender,
  );
}

/** The signing link's button (the text part gives the bare link under "Open this link to read the letter…"). */
export const SIGNING_BUTTON = 'Review and sign the letter';

export async function sendSigningCode(
  mail: SigningMail,
  to: string,
  letterName: string,
  code: string,
  sender: SigningSender,
): Promise<void> {
  const subject = `${mail.providerName}: your code to sign “${letterName}”`;
  const yourCode = `Your code is ${code}`;
  const enterIt = `Enter it on the signing page to open “${letterName}”. It works for ${SIGNING_CODE_MINUTES} minutes; a newer code replaces it.`;
  const notYou = `If you did not ask for it, ignore this e-mail, or tell ${senderInWords(mail.providerName, sender)}.`;
  await deliver(
    mail,
    to,
    {
      subject,
      text: [yourCode, '', enterIt, notYou].join('\n'),
      html: signingHtml(
        mail.providerName,
        subject,
        [
          { kind: 'paragraph', lines: [yourCode], large: true },
          { kind: 'paragraph', lines: [enterIt] },
        ],
        [notYou],
      ),
    },
    sender,
  );
}

/** The signed copy's button when the PDF is too large to attach. */
export const SIGNING_PAGE_BUTTON = 'Open the signing page';

/** Where a signatory reads that a copy comes by e-mail, and whom to ask when it did not arrive. */
export function signedCopyPolicy(providerName: string, sender: SigningSender): string {
  return `We e-mail each signatory a copy of the signed letter when they sign; if yours did not arrive, write to ${senderInWords(providerName, sender)} for one.`;
}

/** The signatory's copy as the job queue sends it (send-signed-copy-task.ts). */
export interface SignedCopyEmail {
  subject: string;
  text: string;
  html: string;
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
  const hello = `Hello ${to.name},`;
  const signed = `You signed “${letter.name}” for ${sender.name ? `${sender.name} at ${brand.providerName}` : brand.providerName} on ${signingTime(letter.signedAt)}. Thank you: nothing more is needed from you.`;
  const signingPage = `${brand.publicUrl}/sign`;
  const copy = letter.pdf
    ? 'Your signed copy is attached (PDF). It ends with the audit certificate of the signing; keep it for your records.'
    : `Your signed copy is too large to attach to an e-mail. Download it from the signing page (${signingPage}) while it is still open in your browser, or ask ${senderInWords(brand.providerName, sender)} for one.`;
  const questions = sender.email
    ? `Questions? Reply to this e-mail or write to ${senderInWords(brand.providerName, sender)}.`
    : `Questions? Contact ${brand.providerName}, who sent you this letter.`;
  const subject = `${brand.providerName}: your signed copy of “${letter.name}”`;
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', lines: [hello] },
    { kind: 'paragraph', lines: [signed] },
    { kind: 'paragraph', lines: [copy] },
  ];
  // Too large to attach: the signing page, where it can still be downloaded, is the e-mail's one link.
  if (!letter.pdf) blocks.push({ kind: 'button', label: SIGNING_PAGE_BUTTON, url: signingPage });
  return {
    subject,
    text: [hello, '', signed, copy, '', questions].join('\n'),
    html: signingHtml(brand.providerName, subject, blocks, [questions]),
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
