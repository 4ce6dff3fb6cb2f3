import { randomUUID } from 'node:crypto';
import { renderEmailHtml, SIGNING_CODE_MINUTES, type EmailBlock, type Locale } from '@app/domain';
import { EmailNotSent, type EmailAttachment, type OutgoingEmail, type SendEmail } from '../email/mailer.ts';
import { safeFileName } from '../files/content-disposition.ts';
import { HttpError } from '../http/http-error.ts';
import { SIGNING_EMAIL_WORDS } from './signing-email-words.ts';

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
 * The HTML part of a signing e-mail, in the signatory's language (signature_requests.locale, migration 0083;
 * English when not known): the html element's lang and dir follow it, and its small print says whom to ask.
 */
function signingHtml(locale: Locale, providerName: string, subject: string, blocks: EmailBlock[], footer: string[]): string {
  return renderEmailHtml({ lang: locale, providerName, subject, blocks, footer });
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

/**
 * The link's address: the token after '#', so it never reaches a server log or a Referer header. A known language
 * goes in the query (?lang=es): the page opens in the e-mail's language; without it the page follows the browser.
 */
export function signingLink(publicUrl: string, token: string, locale: Locale | null = null): string {
  return `${publicUrl}/sign${locale ? `?lang=${encodeURIComponent(locale)}` : ''}#${token}`;
}

/**
 * A moment as a signatory anywhere reads it, with its time zone: "December 19, 2026, 1:40 AM UTC" ("19 de
 * diciembre de 2026, 1:40 UTC" in Spanish). The server does not know the signatory's zone, so it says UTC rather
 * than print a bare hour that reads as local time.
 */
export function signingTime(date: Date, locale: Locale = 'en'): string {
  const words = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
  return `${locale === 'en' ? words.replace(' at ', ', ') : words} UTC`;
}

/** Who to contact, in words: "Alex Morgan at Plymouth (alex@…)", or the provider alone when the sender is gone. */
export function senderInWords(providerName: string, sender: SigningSender, locale: Locale = 'en'): string {
  if (!sender.name) return providerName;
  return `${SIGNING_EMAIL_WORDS[locale].who(sender.name, providerName)}${sender.email ? ` (${sender.email})` : ''}`;
}

/** Why this e-mail: the first request, a reminder of the same version, or a new version after changes. */
export type SigningLinkOccasion = 'first' | 'reminder' | 'new-version';

/**
 * The signing link, in the signatory's language (`locale`; null: not known, English). It names who sent it and how
 * to reach them (replies go to them, not to the no-reply sender), says until when the link works, with its time
 * zone, and for a reminder or a new version that the earlier e-mail's link no longer does (each send replaces the link).
 */
export async function sendSigningLink(
  mail: SigningMail,
  to: { name: string; email: string },
  letter: { name: string; version: number; occasion: SigningLinkOccasion },
  link: { token: string; expiresAt: Date; locale?: Locale | null },
  sender: SigningSender,
): Promise<void> {
  const language = link.locale ?? 'en';
  const words = SIGNING_EMAIL_WORDS[language];
  const provider = mail.providerName;
  const who = sender.name ? words.who(sender.name, provider) : provider;
  const occasion = letter.occasion === 'new-version' ? 'newVersion' : letter.occasion;
  const ask = words.asks[occasion](who, letter.name, letter.version);
  const hello = words.hello(to.name);
  const url = signingLink(mail.publicUrl, link.token, link.locale ?? null);
  const until = `${words.until(signingTime(link.expiresAt, language))}${letter.occasion === 'first' ? '' : words.earlierLinkDead}`;
  const questions = sender.email ? words.askReply(senderInWords(provider, sender, language)) : words.askProvider(provider);
  const subject = words.linkSubject[occasion](provider, letter.name);
  await deliver(
    mail,
    to.email,
    {
      subject,
      text: [hello, '', ask, words.openThis, '', url, '', until, questions].join('\n'),
      html: signingHtml(
        language,
        provider,
        subject,
        [
          { kind: 'paragraph', lines: [hello] },
          { kind: 'paragraph', lines: [ask, words.openThis] },
          { kind: 'button', label: words.signButton, url },
          { kind: 'paragraph', lines: [until] },
        ],
        [questions],
      ),
    },
    sender,
  );
}

/** The signing link's button (the text part gives the bare link under "Open this link to read the letter…"). */
export const SIGNING_BUTTON = SIGNING_EMAIL_WORDS.en.signButton;

/** The one-time code, in the language the signing page shows (`locale`). */
export async function sendSigningCode(
  mail: SigningMail,
  to: string,
  letterName: string,
  code: string,
  sender: SigningSender,
  locale: Locale = 'en',
): Promise<void> {
  const words = SIGNING_EMAIL_WORDS[locale];
  const subject = words.codeSubject(mail.providerName, letterName);
  const yourCode = words.yourCode(code);
  const enterIt = words.enterIt(letterName, SIGNING_CODE_MINUTES);
  const notYou = words.notYou(senderInWords(mail.providerName, sender, locale));
  await deliver(
    mail,
    to,
    {
      subject,
      text: [yourCode, '', enterIt, notYou].join('\n'),
      html: signingHtml(
        locale,
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
export const SIGNING_PAGE_BUTTON = SIGNING_EMAIL_WORDS.en.pageButton;

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
  locale: Locale = 'en',
): SignedCopyEmail {
  const words = SIGNING_EMAIL_WORDS[locale];
  const provider = brand.providerName;
  const hello = words.hello(to.name);
  const forWhom = sender.name ? words.who(sender.name, provider) : provider;
  const signed = words.signed(letter.name, forWhom, signingTime(letter.signedAt, locale));
  const signingPage = `${brand.publicUrl}/sign${locale === 'en' ? '' : `?lang=${encodeURIComponent(locale)}`}`;
  const copy = letter.pdf ? words.attached : words.tooLarge(signingPage, senderInWords(provider, sender, locale));
  const questions = sender.email
    ? words.questionsReply(senderInWords(provider, sender, locale))
    : words.questionsProvider(provider);
  const subject = words.copySubject(provider, letter.name);
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', lines: [hello] },
    { kind: 'paragraph', lines: [signed] },
    { kind: 'paragraph', lines: [copy] },
  ];
  // Too large to attach: the signing page, where it can still be downloaded, is the e-mail's one link.
  if (!letter.pdf) blocks.push({ kind: 'button', label: words.pageButton, url: signingPage });
  return {
    subject,
    text: [hello, '', signed, copy, '', questions].join('\n'),
    html: signingHtml(locale, provider, subject, blocks, [questions]),
    replyTo: sender.email ? { name: sender.name ?? '', address: sender.email } : undefined,
    attachments: letter.pdf
      ? [
          {
            filename: `${safeFileName(letter.name).slice(0, 230)} (${words.signedSuffix}).pdf`,
            contentType: 'application/pdf',
            content: letter.pdf,
          },
        ]
      : [],
  };
}
