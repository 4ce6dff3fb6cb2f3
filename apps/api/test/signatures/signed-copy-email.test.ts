import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { signedCopyEmailWords, type TSignatureRequestSummary } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_ATTACHMENTS_MAX_BYTES } from '../../src/email/mailer.ts';
import {
  attachmentsOf,
  bodyOf,
  htmlOf,
  linksOfHtml,
  mimeStructureOf,
  subjectOf,
  type LocalSmtpServer,
  type ReceivedMail,
} from '../email/local-smtp-server.ts';
import type { TestServer } from '../support/test-server.ts';
import type { World } from '../support/world.ts';
import { startSigningTestApp, type SigningTestApp } from './signing-test-app.ts';

interface CopyRow {
  status: string;
  attempts: number;
  last_error: string | null;
  attached: boolean | null;
  sent: boolean;
}

const HTML = '<p>Dear officer,</p><p>I support this petition.</p><p>Sincerely,</p>';
const SUBJECT = (letter: string) => `Plymouth: your signed copy of “${letter}”`;

/**
 * The signatory's copy goes through the job queue (migration 0080, signatures/send-signed-copy-task.ts): a mail server
 * that refuses it is tried again and the copy arrives once; a signed letter too large to attach goes as a link to the
 * signing page; staff read on the letter's signature whether and when it was e-mailed.
 */
describe('the signatory’s signed copy by e-mail', () => {
  let app: SigningTestApp;
  let server: TestServer;
  let smtp: LocalSmtpServer;
  let world: World;
  let staff: string;

  const call = async (route: string, body: object, token?: string) => {
    const response = await fetch(`${server.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
  const mailNumber = async (email: string, count: number): Promise<ReceivedMail> => {
    await expect.poll(() => mailsTo(email).length).toBeGreaterThanOrEqual(count);
    return mailsTo(email)[count - 1]!;
  };
  const copiesTo = (email: string, letter: string) => mailsTo(email).filter((mail) => subjectOf(mail) === SUBJECT(letter));
  /** Sends a letter, opens its link and enters the code: the signing session. */
  const signingSession = async (letter: string, email: string, signerName = 'Rae Kim') => {
    const saved = await call('/petition-letters', { petitionId: world.petitionId, name: letter, html: HTML }, staff);
    const sent = await call('/signature-requests', { letterId: saved.body.letterId, signerName, signerEmail: email }, staff);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const token = /\/sign#([\w-]+)/.exec(bodyOf(await mailNumber(email, 1)))![1]!;
    expect((await call('/signing/open', { token })).status).toBe(200);
    const code = /Your code is (\d{6})/.exec(bodyOf(await mailNumber(email, 2)))![1]!;
    const verified = await call('/signing/verify', { token, code });
    expect(verified.status).toBe(200);
    return { requestId: sent.body.requestId as string, session: verified.body.session as string };
  };
  const sign = (session: string) => call('/signing/sign', { session, consent: true, style: 'typed', typedName: 'Rae Kim' });
  const copyRow = async (requestId: string): Promise<CopyRow | undefined> =>
    (
      await server.pool.query<CopyRow>(
        `select status, attempts, last_error, attached, sent_at is not null as sent
           from app_public.signed_copy_emails where request_id = $1`,
        [requestId],
      )
    ).rows[0];
  /** The letter's signature as staff's Letters panel reads it. */
  const staffSummary = async (requestId: string): Promise<TSignatureRequestSummary> => {
    const response = await fetch(`${server.url}/signature-requests?petitionId=${world.petitionId}`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    const { requests } = (await response.json()) as { requests: TSignatureRequestSummary[] };
    return requests.find((request) => request.id === requestId)!;
  };

  beforeAll(async () => {
    app = await startSigningTestApp('ps-signed-copy-', 'Plymouth <no-reply@plymouth.test>');
    ({ server, smtp, world, staff } = app);
  });
  afterAll(() => app?.close());

  it('tries again when the mail server refuses the copy, and it arrives once', async () => {
    const { requestId, session } = await signingSession('Letter refused once', 'refused@signer.test');
    smtp.refuseNext(1);
    const signed = await sign(session);
    // The signature stands and the page says where the copy goes, whatever the mail server answers.
    expect(signed).toMatchObject({ status: 200, body: { status: 'signed', copyEmailedTo: 'r…@signer.test' } });

    await expect.poll(async () => (await copyRow(requestId))?.attempts, { timeout: 20_000 }).toBe(1);
    const refused = (await copyRow(requestId))!;
    expect(refused).toMatchObject({ status: 'queued', attempts: 1, sent: false });
    expect(refused.last_error).toMatch(/^Mail server did not take the e-mail \(451/);
    expect(signedCopyEmailWords((await staffSummary(requestId)).signedCopyEmail!, () => '')).toMatch(
      /^Signed copy not e-mailed yet: the mail server did not take it \(Mail server did not take the e-mail \(451.*\); trying again \(1 try so far\)$/,
    );

    // graphile-worker's first retry comes after about e¹ ≈ 2.7 s.
    await expect.poll(async () => (await copyRow(requestId))?.status, { timeout: 20_000 }).toBe('sent');
    expect(await copyRow(requestId)).toEqual({ status: 'sent', attempts: 2, last_error: null, attached: true, sent: true });
    const [copy, ...more] = copiesTo('refused@signer.test', 'Letter refused once');
    expect(more).toEqual([]);
    expect(attachmentsOf(copy!)).toEqual([
      expect.objectContaining({ filename: 'Letter refused once (signed).pdf', contentType: 'application/pdf' }),
    ]);

    // The job run again (a re-queue, a second worker) finds it sent: still one copy.
    const { rows } = await server.pool.query<{ id: string }>(
      'select id from app_public.signed_copy_emails where request_id = $1',
      [requestId],
    );
    await server.pool.query(
      `select graphile_worker.add_job('send-signed-copy', json_build_object('signedCopyEmailId', $1::uuid))`,
      [rows[0]!.id],
    );
    await expect
      .poll(
        async () =>
          (await server.pool.query(`select 1 from graphile_worker.jobs where task_identifier = 'send-signed-copy'`)).rowCount,
        { timeout: 20_000 },
      )
      .toBe(0);
    expect(copiesTo('refused@signer.test', 'Letter refused once')).toHaveLength(1);

    // Staff read that the signatory has their copy, and when it went.
    const summary = await staffSummary(requestId);
    expect(summary.signedCopyEmail).toMatchObject({ address: 'refused@signer.test', status: 'sent', attached: true });
    expect(signedCopyEmailWords(summary.signedCopyEmail!, (iso) => iso.slice(0, 4))).toBe(
      `Signed copy e-mailed to refused@signer.test on ${new Date().getUTCFullYear()}`,
    );
  });

  it('e-mails a signed letter too large to attach without it, saying where to download it', async () => {
    const { requestId, session } = await signingSession('Letter too large', 'large@signer.test');
    // The mail server is down when the letter is signed: the first attempt fails, and the copy is retried later.
    await smtp.stop();
    try {
      expect((await sign(session)).status).toBe(200);
      await expect.poll(async () => (await copyRow(requestId))?.attempts, { timeout: 20_000 }).toBe(1);
      // Meanwhile the signed PDF is over the mail limit (a letter with large scans can be).
      const { rows } = await server.pool.query<{ storage_key: string }>(
        `select f.storage_key from app_public.signature_requests r join app_public.files f on f.id = r.signed_file_id
          where r.id = $1`,
        [requestId],
      );
      await writeFile(path.join(app.filesDir, rows[0]!.storage_key), Buffer.alloc(EMAIL_ATTACHMENTS_MAX_BYTES + 1, 0x20));
    } finally {
      await smtp.start();
    }
    await expect.poll(async () => (await copyRow(requestId))?.status, { timeout: 20_000 }).toBe('sent');
    expect(await copyRow(requestId)).toMatchObject({ status: 'sent', attempts: 2, attached: false });
    const [copy, ...more] = copiesTo('large@signer.test', 'Letter too large');
    expect(more).toEqual([]);
    expect(attachmentsOf(copy!)).toEqual([]);
    const body = bodyOf(copy!);
    expect(body).toContain(
      `Your signed copy is too large to attach to an e-mail. Download it from the signing page (${server.url}/sign) ` +
        `while it is still open in your browser, or ask ${world.staff.fullName} at Plymouth (${world.staff.email}) for one.`,
    );
    expect(body).not.toContain('is attached');
    // The HTML part's button goes to the signing page the text names.
    expect(linksOfHtml(htmlOf(copy!)!)).toEqual([`${server.url}/sign`, `${server.url}/sign`]);
    expect(htmlOf(copy!)).toContain('>Open the signing page</a>');
    // The signing page's download still gives the copy while the session lasts.
    const download = await fetch(`${server.url}/signing/signed-copy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session }),
    });
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(EMAIL_ATTACHMENTS_MAX_BYTES + 1);
    expect(signedCopyEmailWords((await staffSummary(requestId)).signedCopyEmail!, () => 'today')).toBe(
      'Signed copy e-mailed to large@signer.test on today, without the PDF: too large to attach, the e-mail links to the signing page',
    );
  });

  it('sends the signing link, the code and the copy with an HTML part: the text’s link as its button, names escaped', async () => {
    const letter = '<script>alert(1)</script> Smith & Co';
    const escapedLetter = '“&lt;script&gt;alert(1)&lt;/script&gt; Smith &amp; Co”';
    const email = 'html@signer.test';
    const { session } = await signingSession(letter, email, 'Rae <b>Kim</b> & Co');
    expect((await sign(session)).status).toBe(200);
    await mailNumber(email, 3);
    const [request, code, copy] = mailsTo(email) as [ReceivedMail, ReceivedMail, ReceivedMail];
    expect(mimeStructureOf(request)).toEqual(['multipart/alternative', 'text/plain', 'text/html']);
    expect(mimeStructureOf(code)).toEqual(['multipart/alternative', 'text/plain', 'text/html']);
    expect(subjectOf(copy)).toBe(SUBJECT(letter));
    expect(mimeStructureOf(copy)).toEqual([
      'multipart/mixed',
      'multipart/alternative',
      'text/plain',
      'text/html',
      'application/pdf',
    ]);
    for (const mail of [request, code, copy]) {
      const html = htmlOf(mail)!;
      expect(html).toContain('<html lang="en" dir="ltr">');
      expect(html).toContain(escapedLetter);
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<b>');
      expect(html).toContain('— Plymouth');
    }

    // The signing request: its button and the address under it are the text's one link.
    const link = /^(http\S+\/sign#[\w-]+)$/m.exec(bodyOf(request))![1]!;
    const requestHtml = htmlOf(request)!;
    expect(linksOfHtml(requestHtml)).toEqual([link, link]);
    expect(requestHtml).toContain('>Review and sign the letter</a>');
    expect(requestHtml).toContain('Hello Rae &lt;b&gt;Kim&lt;/b&gt; &amp; Co,');
    // The code, first and large; no link to follow.
    const typed = /Your code is (\d{6})/.exec(bodyOf(code))![1]!;
    expect(htmlOf(code)).toContain(`>Your code is ${typed}</p>`);
    expect(linksOfHtml(htmlOf(code)!)).toEqual([]);
    // The copy: attached, so no link either.
    expect(htmlOf(copy)).toContain('Your signed copy is attached (PDF).');
    expect(linksOfHtml(htmlOf(copy)!)).toEqual([]);
  });
});
