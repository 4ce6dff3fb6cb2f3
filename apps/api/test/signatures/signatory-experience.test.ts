import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_ATTACHMENTS_MAX_BYTES, EmailNotSent, createMailer } from '../../src/email/mailer.ts';
import { attachmentsOf, bodyOf, subjectOf, type LocalSmtpServer, type ReceivedMail } from '../email/local-smtp-server.ts';
import type { TestServer } from '../support/test-server.ts';
import type { World } from '../support/world.ts';
import { startSigningTestApp, type SigningTestApp } from './signing-test-app.ts';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

const HTML = '<p>Dear officer,</p><p>I support this petition.</p><p>Sincerely,</p>';

/** The signing flow as the signatory meets it: what the e-mails say, a link opened again, the signed PDF's words. */
describe('the signatory’s e-mails, a link opened again, and the signed letter’s names (issue 32)', () => {
  let server: TestServer;
  let smtp: LocalSmtpServer;
  let app: SigningTestApp;
  let world: World;
  let staff: string;

  const call = async (route: string, body: object, token?: string): Promise<Answer> => {
    const response = await fetch(`${server.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : { text } };
  };
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
  const mailNumber = async (email: string, count: number): Promise<ReceivedMail> => {
    await expect.poll(() => mailsTo(email).length).toBeGreaterThanOrEqual(count);
    return mailsTo(email)[count - 1]!;
  };
  const headerOf = (mail: ReceivedMail, name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(mail.raw.split(/\r?\n\r?\n/)[0] ?? '')?.[1]?.trim() ?? null;
  const tokenIn = (mail: ReceivedMail) => /\/sign#([\w-]+)/.exec(bodyOf(mail))![1]!;
  const codeIn = (mail: ReceivedMail) => /Your code is (\d{6})/.exec(bodyOf(mail))![1]!;
  /** Opens the link (a code is e-mailed as mail number `count`) and enters the code: the session. */
  const enter = async (token: string, email: string, count: number): Promise<string> => {
    const opened = await call('/signing/open', { token });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const verified = await call('/signing/verify', { token, code: codeIn(await mailNumber(email, count)) });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return verified.body.session as string;
  };
  const sendLetter = async (name: string, email: string) => {
    const saved = await call('/petition-letters', { petitionId: world.petitionId, name, html: HTML }, staff);
    const sent = await call(
      '/signature-requests',
      { letterId: saved.body.letterId, signerName: 'Rae Kim', signerEmail: email },
      staff,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    return sent.body.requestId as string;
  };

  beforeAll(async () => {
    app = await startSigningTestApp('ps-signatory-', 'Plymouth <no-reply@plymouth.test>');
    ({ server, smtp, world, staff } = app);
  });
  afterAll(() => app?.close());

  it('names who sent the letter, lets replies reach them and says until when the link works, with its time zone', async () => {
    const requestId = await sendLetter('Letter from Rae Kim', 'rae@signer.test');
    const first = await mailNumber('rae@signer.test', 1);
    const { rows } = await server.pool.query<{ expires_at: Date }>(
      'select expires_at from app_public.signature_requests where id = $1',
      [requestId],
    );
    const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(rows[0]!.expires_at);
    const body = bodyOf(first);
    expect(subjectOf(first)).toBe('Plymouth: please review and sign “Letter from Rae Kim”');
    expect(body).toContain(`${world.staff.fullName} at Plymouth asks you to review and sign “Letter from Rae Kim”.`);
    expect(body).toMatch(new RegExp(`The link works until ${until}, \\d{1,2}:\\d{2} [AP]M UTC\\.`));
    expect(body).toContain(`write to ${world.staff.fullName} at Plymouth (${world.staff.email})`);
    expect(body).not.toMatch(/works once|version 1/);
    // The sender is a no-reply address: a reply goes to the staff member who sent the letter.
    expect(headerOf(first, 'from')).toContain('no-reply@plymouth.test');
    expect(headerOf(first, 'reply-to')).toContain(world.staff.email);

    // The code's e-mail names the letter and whom to tell about a code nobody asked for.
    expect((await call('/signing/open', { token: tokenIn(first) })).status).toBe(200);
    const code = bodyOf(await mailNumber('rae@signer.test', 2));
    expect(code).toMatch(/^Your code is \d{6}$/m);
    expect(code).toContain(`tell ${world.staff.fullName} at Plymouth (${world.staff.email})`);

    // A reminder says it is one, and that the earlier e-mail's link no longer works.
    expect((await call(`/signature-requests/${requestId}/resend`, {}, staff)).status).toBe(200);
    const reminder = await mailNumber('rae@signer.test', 3);
    expect(subjectOf(reminder)).toBe('Reminder from Plymouth: please review and sign “Letter from Rae Kim”');
    expect(bodyOf(reminder)).toContain(`A reminder: ${world.staff.fullName} at Plymouth is still waiting for you`);
    expect(bodyOf(reminder)).toContain('The link in any earlier e-mail about this letter no longer works.');
    expect((await call('/signing/open', { token: tokenIn(first) })).body.error).toMatch(/not valid/);
  });

  it('opens the link again after the code was entered (a reloaded phone, another device, a session that ended)', async () => {
    const requestId = await sendLetter('Letter opened twice', 'twice@signer.test');
    const token = tokenIn(await mailNumber('twice@signer.test', 1));
    const session = await enter(token, 'twice@signer.test', 2);
    const document = await call('/signing/document', { session });
    expect(document.body).toMatchObject({
      status: 'viewed',
      contact: `${world.staff.fullName} at Plymouth (${world.staff.email})`,
    });

    // A reminder to someone who has read the letter keeps 'viewed' for staff waiting on them.
    expect((await call(`/signature-requests/${requestId}/resend`, {}, staff)).status).toBe(200);
    const { rows } = await server.pool.query<{ status: string }>(
      'select status from app_public.signature_requests where id = $1',
      [requestId],
    );
    expect(rows[0]!.status).toBe('viewed');

    // The reminder's link, used once, opens again with a new code; the earlier session gives way to the new one.
    const reminded = tokenIn(await mailNumber('twice@signer.test', 3));
    const firstSession = await enter(reminded, 'twice@signer.test', 4);
    const again = await call('/signing/open', { token: reminded });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const secondSession = await enter(reminded, 'twice@signer.test', 6);
    expect((await call('/signing/document', { session: firstSession })).status).toBe(401);
    expect((await call('/signing/document', { session: secondSession })).status).toBe(200);

    // Asked for changes, then opened again: the page is told, and signing stays refused.
    expect((await call('/signing/request-changes', { session: secondSession, comment: 'Add my title.' })).status).toBe(200);
    const third = await enter(reminded, 'twice@signer.test', 7);
    expect((await call('/signing/document', { session: third })).body.status).toBe('changes-requested');
    expect((await call('/signing/sign', { session: third, consent: true, style: 'typed', typedName: 'Rae Kim' })).status).toBe(
      409,
    );
  });

  it('e-mails the signatory their signed copy, attached, and a link opened after signing says where the copy is', async () => {
    await sendLetter('Letter to copy', 'copy@signer.test');
    const token = tokenIn(await mailNumber('copy@signer.test', 1));
    const session = await enter(token, 'copy@signer.test', 2);
    const signed = await call('/signing/sign', { session, consent: true, style: 'typed', typedName: 'Rae Kim' });
    expect(signed).toMatchObject({ status: 200, body: { status: 'signed', copyEmailedTo: 'c…@signer.test' } });

    const confirmation = await mailNumber('copy@signer.test', 3);
    expect(subjectOf(confirmation)).toBe('Plymouth: your signed copy of “Letter to copy”');
    const body = bodyOf(confirmation);
    expect(body).toContain(`You signed “Letter to copy” for ${world.staff.fullName} at Plymouth on `);
    expect(body).toContain('Your signed copy is attached (PDF).');
    expect(body).toContain(`write to ${world.staff.fullName} at Plymouth (${world.staff.email})`);
    expect(headerOf(confirmation, 'reply-to')).toContain(world.staff.email);
    // The attachment is the sealed letter itself, byte for byte the copy the page offers.
    const [attachment, ...more] = attachmentsOf(confirmation);
    expect(more).toEqual([]);
    expect(attachment).toMatchObject({ filename: 'Letter to copy (signed).pdf', contentType: 'application/pdf' });
    const copy = await fetch(`${server.url}/signing/signed-copy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session }),
    });
    expect(attachment!.content.equals(Buffer.from(await copy.arrayBuffer()))).toBe(true);

    // Opened again, the link names whom to write to for a copy instead of "the sender".
    const reopened = await call('/signing/open', { token });
    expect(reopened.status).toBe(410);
    expect(reopened.body.error).toBe(
      'This letter has already been signed. Nothing more is needed from you. We e-mail each signatory a copy of the ' +
        `signed letter when they sign; if yours did not arrive, write to ${world.staff.fullName} at Plymouth ` +
        `(${world.staff.email}) for one.`,
    );
  });

  it('refuses attachments over the size bound before the mail server sees them', async () => {
    const send = createMailer({ smtpUrl: smtp.url, from: 'Plymouth <no-reply@plymouth.test>' })!;
    const before = smtp.received.length;
    const email = { to: 'big@signer.test', subject: 'Big', text: 'Big', messageId: '<big@petition-studio>' };
    const sending = send({
      ...email,
      attachments: [
        { filename: 'big.pdf', contentType: 'application/pdf', content: Buffer.alloc(EMAIL_ATTACHMENTS_MAX_BYTES + 1) },
      ],
    });
    await expect(sending).rejects.toBeInstanceOf(EmailNotSent);
    await send({
      ...email,
      attachments: [{ filename: 'small.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') }],
    });
    await expect.poll(() => smtp.received.length).toBe(before + 1);
    expect(subjectOf(smtp.received.at(-1)!)).toBe('Big');
  });

  it('prints the signer under the signature and who sent the letter on the audit certificate', async () => {
    await sendLetter('Letter to print', 'print@signer.test');
    const session = await enter(tokenIn(await mailNumber('print@signer.test', 1)), 'print@signer.test', 2);
    expect((await call('/signing/sign', { session, consent: true, style: 'typed', typedName: 'Rae Kim' })).status).toBe(200);
    const copy = await fetch(`${server.url}/signing/signed-copy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session }),
    });
    const dir = await mkdtemp(path.join(tmpdir(), 'ps-signed-text-'));
    try {
      await writeFile(path.join(dir, 'signed.pdf'), Buffer.from(await copy.arrayBuffer()));
      const { stdout } = await promisify(execFile)('pdftotext', ['-layout', path.join(dir, 'signed.pdf'), '-']);
      const text = stdout.replace(/\s+/g, ' ');
      expect(text).toContain('Signed electronically by Rae Kim');
      expect(text).toContain(`Sent by ${world.staff.fullName} at Plymouth (${world.staff.email})`);
      expect(text).toMatch(new RegExp(`Sent for signature \\(version 1\\) by ${world.staff.fullName}`));
      expect(text).not.toContain('not recorded');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
