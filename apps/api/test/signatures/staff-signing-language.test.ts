import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, subjectOf } from '../email/local-smtp-server.ts';
import { startSigningTestApp, type SigningTestApp } from './signing-test-app.ts';
import { signingTestCalls } from './signing-test-calls.ts';

/** Staff choose the signing language when they send (docs/decisions.md, "Staff choose the signing language"). */
describe('staff choose the language of a signature request', () => {
  let app: SigningTestApp;
  let calls: ReturnType<typeof signingTestCalls>;

  const listed = async () => {
    const response = await fetch(`${app.server.url}/signature-requests?petitionId=${app.world.petitionId}`, {
      headers: { authorization: `Bearer ${app.staff}` },
    });
    return ((await response.json()) as { requests: { id: string; locale: string | null }[] }).requests;
  };

  beforeAll(async () => {
    app = await startSigningTestApp('ps-staff-signing-language-', 'Plymouth <no-reply@plymouth.test>');
    calls = signingTestCalls(app);
  });
  afterAll(() => app?.close());

  it('e-mails the link in the language staff chose, and lists the request with it', async () => {
    const email = `ines.${Date.now()}@signer.test`;
    const { requestId, mail } = await calls.sendLetter({
      name: 'Carta de Inés',
      signerName: 'Inés',
      signerEmail: email,
      locale: 'es',
    });
    expect(subjectOf(mail)).toBe('Plymouth: revise y firme “Carta de Inés”');
    expect(bodyOf(mail)).toContain('Hola, Inés:');
    // The link opens the page in the chosen language.
    expect(bodyOf(mail)).toMatch(/\/sign\?lang=es#[\w-]+/);
    expect((await listed()).find((request) => request.id === requestId)?.locale).toBe('es');

    // A reminder keeps the language staff chose (the signatory has no portal language of their own).
    expect((await calls.call(`/signature-requests/${requestId}/resend`, {}, app.staff)).status).toBe(200);
    await expect.poll(() => calls.mailsTo(email).length).toBe(2);
    expect(subjectOf(calls.mailsTo(email)[1]!)).toBe('Recordatorio de Plymouth: revise y firme “Carta de Inés”');
  });

  it('leaves the default to the signatory’s portal language, else English', async () => {
    const { requestId, mail } = await calls.sendLetter({
      name: 'Letter to someone new',
      signerName: 'Sam',
      signerEmail: `sam.${Date.now()}@signer.test`,
    });
    expect(subjectOf(mail)).toBe('Plymouth: please review and sign “Letter to someone new”');
    expect((await listed()).find((request) => request.id === requestId)?.locale).toBeNull();
  });

  it('refuses a language the portal does not have with a sentence, not a 500, and sends nothing', async () => {
    const saved = await calls.call(
      '/petition-letters',
      { petitionId: app.world.petitionId, name: 'Lettre', html: '<p>Bonjour.</p>' },
      app.staff,
    );
    const email = `fr.${Date.now()}@signer.test`;
    const refused = await calls.call(
      '/signature-requests',
      { letterId: saved.body.letterId, signerName: 'Fleur', signerEmail: email, locale: 'fr' },
      app.staff,
    );
    expect(refused).toEqual({ status: 400, body: { error: 'locale: Choose one of the portal languages' } });
    expect(calls.mailsTo(email)).toHaveLength(0);
  });

  it('holds the same list in the database', async () => {
    const { requestId } = await calls.sendLetter({
      name: 'Letter kept in English',
      signerName: 'Kim',
      signerEmail: `kim.${Date.now()}@signer.test`,
      locale: 'en',
    });
    await expect(
      app.server.pool.query(`update app_public.signature_requests set locale = 'fr' where id = $1`, [requestId]),
    ).rejects.toThrow(/signature_requests_locale_known/);
  });
});
