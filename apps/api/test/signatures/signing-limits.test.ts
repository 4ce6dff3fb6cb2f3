import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSignatureReminders } from '../../src/signatures/signature-reminders-job.ts';
import { bodyOf, type LocalSmtpServer } from '../email/local-smtp-server.ts';
import type { TestServer } from '../support/test-server.ts';
import type { World } from '../support/world.ts';
import { startSigningTestApp, type SigningTestApp } from './signing-test-app.ts';
import { signingTestCalls } from './signing-test-calls.ts';

/** A 1×1 PNG, as a canvas would hand over a (very small) drawing. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const HTML = '<p>Dear officer,</p><p>A letter to sign.</p><p>__________</p><p>Rae Kim</p>';

describe('signing links: code limits, expiry, reminders, address rate limit (issue 32)', () => {
  let server: TestServer;
  let smtp: LocalSmtpServer;
  let app: SigningTestApp;
  let world: World;
  let staff: string;

  let call: ReturnType<typeof signingTestCalls>['call'];
  const sendLetter = (name: string, email: string) =>
    signingTestCalls(app).sendLetter({ name, signerName: 'Rae Kim', signerEmail: email, html: HTML });

  beforeAll(async () => {
    app = await startSigningTestApp('ps-signing-limits-', 'no-reply@plymouth.test');
    ({ server, smtp, world, staff } = app);
    ({ call } = signingTestCalls(app));
  });
  afterAll(() => app?.close());

  it('e-mails at most five codes an hour, and five wrong codes spend the link', async () => {
    const { token } = await sendLetter('Letter A', 'a@signer.test');
    for (let i = 0; i < 5; i++) expect((await call('/signing/open', { token })).status).toBe(200);
    expect(await call('/signing/open', { token })).toMatchObject({
      status: 429,
      body: { error: expect.stringContaining('several codes') },
    });
    for (let i = 0; i < 4; i++) expect((await call('/signing/verify', { token, code: '999999' })).status).toBe(400);
    expect(await call('/signing/verify', { token, code: '999999' })).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('Too many') },
    });
    expect(await call('/signing/open', { token })).toMatchObject({
      status: 410,
      body: { error: expect.stringContaining('Too many wrong codes were entered with this link') },
    });
  });

  it('refuses an expired link, shows the request expired, and a reminder sends a new link', async () => {
    const { requestId, token } = await sendLetter('Letter B', 'b@signer.test');
    await server.pool.query(`update app_public.signature_requests set expires_at = now() - interval '1 minute' where id = $1`, [
      requestId,
    ]);
    expect(await call('/signing/open', { token })).toMatchObject({
      status: 410,
      body: { error: expect.stringContaining('expired') },
    });
    const listed = await fetch(`${server.url}/signature-requests?petitionId=${world.petitionId}`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    const requests = ((await listed.json()) as { requests: { id: string; status: string }[] }).requests;
    expect(requests.find((request) => request.id === requestId)?.status).toBe('expired');
    expect((await call(`/signature-requests/${requestId}/resend`, {}, staff)).status).toBe(200);
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes('b@signer.test')).length).toBe(2);
    const fresh = /\/sign#([\w-]+)/.exec(bodyOf(smtp.received.filter((mail) => mail.to.includes('b@signer.test')).at(-1)!))![1]!;
    expect((await call('/signing/open', { token: fresh })).status).toBe(200);
  });

  it('tells the sender once when the signatory has been quiet for three days', async () => {
    const { requestId } = await sendLetter('Letter C', 'c@signer.test');
    await server.pool.query(
      `update app_public.signature_events set occurred_at = now() - interval '4 days' where request_id = $1`,
      [requestId],
    );
    await server.pool.query(`update app_public.signature_requests set created_at = now() - interval '4 days' where id = $1`, [
      requestId,
    ]);
    expect(await sendSignatureReminders(server.pool)).toBeGreaterThanOrEqual(1);
    expect(await sendSignatureReminders(server.pool)).toBe(0);
    const { rows } = await server.pool.query(
      `select data->>'letter' as letter from app_public.notifications where user_id = $1 and kind = 'signature-waiting'`,
      [world.staff.id],
    );
    expect(rows).toContainEqual({ letter: 'Letter C' });
  });

  it('signs with a drawn signature, and refuses a drawing that is no image', async () => {
    const { token } = await sendLetter('Letter D', 'd@signer.test');
    expect((await call('/signing/open', { token })).status).toBe(200);
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes('d@signer.test')).length).toBe(2);
    const code = /Your code is (\d{6})/.exec(
      bodyOf(smtp.received.filter((mail) => mail.to.includes('d@signer.test')).at(-1)!),
    )![1]!;
    const { session } = (await call('/signing/verify', { token, code })).body as { session: string };
    const broken = await call('/signing/sign', {
      session,
      consent: true,
      style: 'drawn',
      drawnSignature: 'data:image/png;base64,iVBORw0KGgoAAAA',
    });
    expect(broken).toMatchObject({ status: 400, body: { error: 'drawnSignature must be a drawn signature' } });
    const signed = await call('/signing/sign', {
      session,
      consent: true,
      style: 'drawn',
      drawnSignature: `data:image/png;base64,${ONE_PIXEL_PNG}`,
    });
    expect(signed).toMatchObject({ status: 200, body: { status: 'signed' } });
  });

  it('limits the signing routes per client address', async () => {
    const answers = [];
    for (let i = 0; i < 35; i++) answers.push((await call('/signing/open', { token: `guess-${i}` })).status);
    expect(answers).toContain(429);
    // The count is per address and minute, shared with the tests above: some guesses get their 404 first, the rest 429.
    expect(answers[0]).toBe(404);
    expect(answers.at(-1)).toBe(429);
    // The refusal is worded in the page's language (its Accept-Language), like the page's other refusals.
    expect(await call('/signing/open', { token: 'guess-es' }, undefined, 'es')).toEqual({
      status: 429,
      body: { error: 'Demasiados intentos desde esta dirección. Espere un minuto e inténtelo de nuevo.' },
    });
    expect(await call('/signing/open', { token: 'guess-en' })).toEqual({
      status: 429,
      body: { error: 'Too many attempts from this address. Wait a minute and try again.' },
    });
  });
});
