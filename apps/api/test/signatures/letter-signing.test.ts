import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCoverLetter } from '../../src/packets/cover-letter.ts';
import { bodyOf, type LocalSmtpServer } from '../email/local-smtp-server.ts';
import type { TestServer } from '../support/test-server.ts';
import type { World } from '../support/world.ts';
import { startSigningTestApp, type SigningTestApp } from './signing-test-app.ts';
import { pdfsig, signedAttributeTypes, tamper } from './pdfsig.ts';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

const letterHtml = (extra: string) =>
  `<p>To whom it may concern,</p><p>Bea Lin leads our robotics research.${extra}</p><p>Sincerely,</p><p>__________________</p><p>Dana Cole</p>`;

describe('letters sent for signature: link and code, changes, signing, the sealed PDF (issue 32)', () => {
  let server: TestServer;
  let smtp: LocalSmtpServer;
  let app: SigningTestApp;
  let world: World;
  let staff: string;
  let customer: string;

  const call = async (route: string, token: string | null, body?: object, method: 'GET' | 'POST' = 'POST'): Promise<Answer> => {
    const response = await fetch(`${server.url}${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        'user-agent': 'SigningTest/1.0',
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : { text } };
  };
  /** The newest e-mail to `to` once it has arrived. */
  const mailTo = async (to: string, count: number) => {
    for (let i = 0; i < 100 && smtp.received.filter((mail) => mail.to.includes(to)).length < count; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const mails = smtp.received.filter((mail) => mail.to.includes(to));
    expect(mails.length).toBe(count);
    return bodyOf(mails.at(-1)!);
  };
  const linkToken = (body: string) => /\/sign#([\w-]+)/.exec(body)![1]!;
  const codeOf = (body: string) => /Your code is (\d{6})/.exec(body)![1]!;
  /** Opens the link, reads the e-mailed code and enters it: the signing session. */
  const signIn = async (token: string, email: string, mailsBefore: number) => {
    const opened = await call('/signing/open', null, { token });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const code = codeOf(await mailTo(email, mailsBefore + 1));
    const verified = await call('/signing/verify', null, { token, code });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return verified.body.session as string;
  };

  beforeAll(async () => {
    app = await startSigningTestApp('ps-signing-', 'Plymouth <no-reply@plymouth.test>');
    ({ server, smtp, world, staff } = app);
    customer = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
  });
  afterAll(() => app?.close());

  it('sends, takes changes, sends the new version, signs; the sealed PDF verifies and breaks when changed', async () => {
    const saved = await call('/petition-letters', staff, {
      petitionId: world.petitionId,
      name: 'Support letter',
      html: letterHtml(''),
    });
    expect(saved.status).toBe(201);
    const letterId = saved.body.letterId as string;
    const signer = { signerName: 'Dana Cole', signerEmail: 'dana@acme.test' };

    expect((await call('/signature-requests', customer, { letterId, ...signer })).status).toBe(403);
    expect(
      (await call('/signature-requests', staff, { letterId, signerName: 'Dana', signerEmail: 'not-an-address' })).status,
    ).toBe(400);
    const sent = await call('/signature-requests', staff, { letterId, ...signer });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect((await call('/signature-requests', staff, { letterId, ...signer })).status).toBe(409);
    const firstToken = linkToken(await mailTo('dana@acme.test', 1));

    // A made-up link and a wrong code are refused with sentences; the link is stored only as a hash.
    const unknown = await call('/signing/open', null, { token: 'made-up-link' });
    expect(unknown).toMatchObject({ status: 404, body: { error: expect.stringContaining('not valid') } });
    const { rows: secrets } = await server.pool.query('select link_hash from app_private.signature_secrets');
    expect(JSON.stringify(secrets)).not.toContain(firstToken);
    expect((await call('/signing/open', null, { token: firstToken })).status).toBe(200);
    const wrong = await call('/signing/verify', null, {
      token: firstToken,
      code: '000000' === codeOf(await mailTo('dana@acme.test', 2)) ? '111111' : '000000',
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: expect.stringContaining('not right') } });
    const session = await signIn(firstToken, 'dana@acme.test', 2);
    // The link opens again after the code (each time with a new code), until the request closes or is replaced.
    expect((await call('/signing/open', null, { token: firstToken })).status).toBe(200);
    await mailTo('dana@acme.test', 4);

    const document = await call('/signing/document', null, { session });
    expect(document.body).toMatchObject({ letterName: 'Support letter', letterVersion: 1, status: 'viewed' });
    expect(document.body.html).toContain('robotics research');
    expect((document.body.consent as string[]).join(' ')).toMatch(/paper copy/);
    const changes = await call('/signing/request-changes', null, { session, comment: 'Please add the lab name.' });
    expect(changes).toMatchObject({ status: 200, body: { status: 'changes-requested' } });
    expect((await call('/signing/sign', null, { session, consent: true, style: 'typed', typedName: 'Dana Cole' })).status).toBe(
      409,
    );

    // Staff are told, save a new version and send it.
    const { rows: told } = await server.pool.query(
      `select kind from app_public.notifications where user_id = $1 and kind like 'signature-%'`,
      [world.staff.id],
    );
    expect(told).toEqual([{ kind: 'signature-changes-requested' }]);
    const v2 = await call('/petition-letters', staff, {
      petitionId: world.petitionId,
      letterId,
      name: 'Support letter',
      html: letterHtml(' in the Lin Lab.'),
    });
    expect(v2.body.version).toBe(2);
    // The unsigned draft filed as an exhibit's file, to see it replaced by the signed copy.
    await server.pool.query('insert into app_public.exhibit_files (exhibit_id, file_id, order_index) values ($1, $2, 5)', [
      world.exhibitId,
      v2.body.pdfFileId,
    ]);
    const resent = await call(`/signature-requests/${sent.body.requestId as string}/resend`, staff, {});
    expect(resent).toMatchObject({ status: 200, body: { letterVersion: 2 } });
    const secondToken = linkToken(await mailTo('dana@acme.test', 5));
    expect(secondToken).not.toBe(firstToken);
    const session2 = await signIn(secondToken, 'dana@acme.test', 5);
    expect((await call('/signing/document', null, { session: session2 })).body.html).toContain('Lin Lab');
    expect(
      (await call('/signing/sign', null, { session: session2, consent: false, style: 'typed', typedName: 'Dana Cole' })).status,
    ).toBe(400);
    const signed = await call('/signing/sign', null, {
      session: session2,
      consent: true,
      style: 'typed',
      typedName: 'Dana Cole',
    });
    expect(signed, JSON.stringify(signed.body)).toMatchObject({ status: 200, body: { status: 'signed' } });

    const copy = await fetch(`${server.url}/signing/signed-copy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: session2 }),
    });
    expect(copy.headers.get('content-type')).toContain('application/pdf');
    const bytes = Buffer.from(await copy.arrayBuffer());
    const report = await pdfsig(bytes);
    expect(report).toContain('Signature is Valid');
    expect(report).toContain('Total document signed');
    // PAdES baseline B-B: a CAdES signature binding the signer's certificate (signing-certificate-v2), no signing-time.
    expect(report).toContain('ETSI.CAdES.detached');
    const cms = signedAttributeTypes(bytes);
    expect(cms).toContain('1.2.840.113549.1.9.16.2.47');
    expect(cms).not.toContain('1.2.840.113549.1.9.5');
    const broken = await pdfsig(tamper(bytes));
    expect(broken).not.toContain('Signature is Valid');

    // The signed copy is the letter's final file, the exhibit's file and the packet's cover letter.
    const { rows } = await server.pool.query<{ signed_file_id: string; final_file_id: string; status: string }>(
      `select r.signed_file_id, l.final_file_id, r.status from app_public.signature_requests r
         join app_public.petition_letters l on l.id = r.letter_id where r.id = $1`,
      [sent.body.requestId],
    );
    expect(rows[0]!.final_file_id).toBe(rows[0]!.signed_file_id);
    const exhibitFiles = await server.pool.query(
      'select 1 from app_public.exhibit_files where exhibit_id = $1 and file_id = $2',
      [world.exhibitId, rows[0]!.signed_file_id],
    );
    expect(exhibitFiles.rowCount).toBe(1);
    await server.pool.query('update app_public.petition_letters set is_cover_letter = true where id = $1', [letterId]);
    const client = await server.pool.connect();
    try {
      expect((await loadCoverLetter(client, world.petitionId))!.files[0]!.id).toBe(rows[0]!.signed_file_id);
    } finally {
      client.release();
    }

    const listed = await call(`/signature-requests?petitionId=${world.petitionId}`, staff, undefined, 'GET');
    const request = (listed.body.requests as { status: string; events: { kind: string }[] }[])[0]!;
    expect(request.status).toBe('signed');
    expect(request.events.map((event) => event.kind)).toEqual(
      expect.arrayContaining([
        'sent',
        'code-sent',
        'code-failed',
        'email-verified',
        'viewed',
        'changes-requested',
        'new-version-sent',
        'consented',
        'signed',
      ]),
    );
    // Signed: the session no longer acts.
    expect((await call('/signing/request-changes', null, { session: session2, comment: 'x' })).status).toBe(410);
  });

  it('voids a request: its link is refused with a clear sentence', async () => {
    const saved = await call('/petition-letters', staff, {
      petitionId: world.petitionId,
      name: 'Expert letter',
      html: letterHtml(''),
    });
    const sent = await call('/signature-requests', staff, {
      letterId: saved.body.letterId,
      signerName: 'Eli Park',
      signerEmail: 'eli@uni.test',
    });
    const token = linkToken(await mailTo('eli@uni.test', 1));
    expect((await call(`/signature-requests/${sent.body.requestId as string}/void`, customer, {})).status).toBe(403);
    expect((await call(`/signature-requests/${sent.body.requestId as string}/void`, staff, {})).status).toBe(200);
    const opened = await call('/signing/open', null, { token });
    expect(opened).toMatchObject({ status: 410, body: { error: expect.stringContaining('withdrew') } });
  });
});
