import { randomUUID } from 'node:crypto';
import { SIGNING_CODE_MINUTES, SIGNING_LINK_DAYS } from '@app/domain';
import type { SendEmail } from '../email/mailer.ts';
import { EmailNotSent } from '../email/mailer.ts';
import { HttpError } from '../http/http-error.ts';

/** How the signing routes send their two e-mails: the configured SMTP server, or (demo mode only) the server log. */
export interface SigningMail {
  sendEmail: SendEmail | undefined;
  /** Demo mode without SMTP_URL: the e-mail is written to the log so a demo can follow the link; never in production. */
  logWhenUnsent: boolean;
  providerName: string;
  publicUrl: string;
}

async function deliver(mail: SigningMail, to: string, subject: string, text: string): Promise<void> {
  const email = { to, subject, text, messageId: `<${randomUUID()}@petition-studio>` };
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

export async function sendSigningLink(
  mail: SigningMail,
  to: { name: string; email: string },
  letter: { name: string; version: number; isNewVersion: boolean },
  token: string,
): Promise<void> {
  const what = letter.isNewVersion ? `a new version of "${letter.name}"` : `"${letter.name}"`;
  await deliver(
    mail,
    to.email,
    `${mail.providerName}: please review and sign ${letter.isNewVersion ? 'the new version of ' : ''}${letter.name}`,
    [
      `Hello ${to.name},`,
      '',
      `${mail.providerName} asks you to review and sign ${what} (version ${letter.version}).`,
      'Open this link to read it, ask for changes or sign. You do not need an account: we will e-mail you a code to confirm it is you.',
      '',
      signingLink(mail.publicUrl, token),
      '',
      `The link works once and for ${SIGNING_LINK_DAYS} days. If you would rather sign on paper, tell the person who sent you this letter.`,
    ].join('\n'),
  );
}

export async function sendSigningCode(mail: SigningMail, to: string, letterName: string, code: string): Promise<void> {
  await deliver(
    mail,
    to,
    `${mail.providerName}: your code to sign ${letterName}`,
    [
      `Your code is ${code}`,
      '',
      `Enter it on the signing page to open "${letterName}". It works for ${SIGNING_CODE_MINUTES} minutes.`,
      'If you did not ask for it, ignore this e-mail.',
    ].join('\n'),
  );
}
