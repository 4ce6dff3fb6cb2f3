import type { Locale } from '@app/domain';
import { expect } from 'vitest';
import { bodyOf, type ReceivedMail } from '../email/local-smtp-server.ts';
import type { SigningTestApp } from './signing-test-app.ts';

/** A route's answer: its status and its JSON body (a body that is no JSON object is kept as `{text}`). */
export interface SigningAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** A letter saved and sent for signature: the request's id, the e-mailed link's token and that e-mail. */
export interface SentLetter {
  requestId: string;
  token: string;
  mail: ReceivedMail;
}

/**
 * The calls the signing tests make against a `startSigningTestApp` app: a POST as staff (`token`), as the signatory
 * (none) or from a page in a language (`language`, its Accept-Language), and a letter saved and sent for signature.
 */
export function signingTestCalls(app: SigningTestApp) {
  const call = async (route: string, body: object, token?: string, language?: string): Promise<SigningAnswer> => {
    const response = await fetch(`${app.server.url}${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : { text } };
  };
  const mailsTo = (email: string) => app.smtp.received.filter((mail) => mail.to.includes(email));

  /** Saves a letter (`html`) and staff send it to the signatory (in `locale` when given); waits for the link's e-mail. */
  const sendLetter = async (letter: {
    name: string;
    signerName: string;
    signerEmail: string;
    html?: string;
    locale?: Locale;
  }): Promise<SentLetter> => {
    const before = mailsTo(letter.signerEmail).length;
    const html = letter.html ?? '<p>I support this petition.</p>';
    const saved = await call('/petition-letters', { petitionId: app.world.petitionId, name: letter.name, html }, app.staff);
    const sent = await call(
      '/signature-requests',
      {
        letterId: saved.body.letterId,
        signerName: letter.signerName,
        signerEmail: letter.signerEmail,
        ...(letter.locale ? { locale: letter.locale } : {}),
      },
      app.staff,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    await expect.poll(() => mailsTo(letter.signerEmail).length).toBeGreaterThan(before);
    const mail = mailsTo(letter.signerEmail).at(-1)!;
    const token = /\/sign(?:\?lang=[\w-]+)?#([\w-]+)/.exec(bodyOf(mail))![1]!;
    return { requestId: sent.body.requestId as string, token, mail };
  };

  return { call, mailsTo, sendLetter };
}
