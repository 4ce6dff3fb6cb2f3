import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachmentsOf,
  bodyOf,
  htmlOf,
  linksOfHtml,
  subjectOf,
  type LocalSmtpServer,
  type ReceivedMail,
} from '../email/local-smtp-server.ts';
import type { TestServer } from '../support/test-server.ts';
import type { World } from '../support/world.ts';
import { startSigningTestApp, type SigningTestApp } from './signing-test-app.ts';
import { signingTestCalls } from './signing-test-calls.ts';

/** The signing e-mails in the signatory's language (migration 0083, docs/decisions.md). */
describe('the signing e-mails speak the signatory’s language', () => {
  let server: TestServer;
  let smtp: LocalSmtpServer;
  let app: SigningTestApp;
  let world: World;

  let call: ReturnType<typeof signingTestCalls>['call'];
  const mailNumber = async (email: string, count: number): Promise<ReceivedMail> => {
    const to = () => smtp.received.filter((mail) => mail.to.includes(email));
    await expect.poll(() => to().length).toBeGreaterThanOrEqual(count);
    return to()[count - 1]!;
  };
  const sendLetter = (name: string, signerName: string, signerEmail: string) =>
    signingTestCalls(app).sendLetter({ name, signerName, signerEmail });

  beforeAll(async () => {
    app = await startSigningTestApp('ps-signing-language-', 'Plymouth <no-reply@plymouth.test>');
    ({ server, smtp, world } = app);
    ({ call } = signingTestCalls(app));
  });
  afterAll(() => app?.close());

  it('writes the link, the code and the signed copy in Spanish to a portal person who reads Spanish', async () => {
    const email = world.beneficiary.email;
    await server.pool.query(`update app_public.users set locale = 'es' where id = $1`, [world.beneficiary.id]);
    await sendLetter('Carta de apoyo', 'Bea', email);

    const link = await mailNumber(email, 1);
    expect(subjectOf(link)).toBe('Plymouth: revise y firme “Carta de apoyo”');
    const text = bodyOf(link);
    expect(text).toContain('Hola, Bea:');
    expect(text).toContain(`${world.staff.fullName}, de Plymouth le pide que revise y firme “Carta de apoyo”.`);
    expect(text).toMatch(/El enlace funciona hasta el \d{1,2} de [a-z]+ de \d{4},? (a las )?\d{1,2}:\d{2} UTC\./);
    expect(text).not.toMatch(/review and sign|Hello/);
    const html = htmlOf(link)!;
    expect(html).toContain('<html lang="es" dir="ltr">');
    expect(html).toContain('Revisar y firmar la carta');
    expect(html).not.toContain('Review and sign');
    // The link carries the e-mail's language: the signing page opens in Spanish.
    const url = linksOfHtml(html).find((href) => href.includes('/sign'))!;
    expect(url).toMatch(/\/sign\?lang=es#[\w-]+$/);
    const token = /#([\w-]+)$/.exec(url)![1]!;

    // The page asked in English (a browser in English), but the signatory chose Spanish in the portal: it wins.
    const opened = await call('/signing/open', { token, locale: 'en' });
    expect(opened).toMatchObject({ status: 200, body: { portalLocale: 'es' } });
    const codeMail = await mailNumber(email, 2);
    expect(subjectOf(codeMail)).toBe('Plymouth: su código para firmar “Carta de apoyo”');
    const code = /^Su código es (\d{6})$/m.exec(bodyOf(codeMail))![1]!;
    expect(bodyOf(codeMail)).toContain('Es válido durante 15 minutos');
    expect(htmlOf(codeMail)).toContain('<html lang="es" dir="ltr">');
    expect(htmlOf(codeMail)).toContain(`Su código es ${code}`);

    // The page's refusals and the letter's page are in the page's language (its Accept-Language).
    const wrong = await call('/signing/verify', { token, code: code === '000000' ? '111111' : '000000' }, undefined, 'es');
    expect(wrong).toMatchObject({
      status: 400,
      body: { error: 'Ese código no es correcto. Revise el correo más reciente e inténtelo de nuevo.' },
    });
    const session = (await call('/signing/verify', { token, code })).body.session as string;
    const page = await call('/signing/document', { session }, undefined, 'es');
    expect(page.body.contact).toBe(`${world.staff.fullName}, de Plymouth (${world.staff.email})`);
    expect((page.body.consent as string[])[0]).toMatch(/^Acepta usar registros y firmas electrónicos con Plymouth/);
    const signed = await call('/signing/sign', { session, consent: true, style: 'typed', typedName: 'Bea', locale: 'es' });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const copy = await mailNumber(email, 3);
    expect(subjectOf(copy)).toBe('Plymouth: su copia firmada de “Carta de apoyo”');
    expect(bodyOf(copy)).toContain('Su copia firmada va adjunta (PDF).');
    // The attached copy is named in the e-mail's language too (its contents, the audit certificate, stay English).
    expect(attachmentsOf(copy).map((attachment) => attachment.filename)).toEqual(['Carta de apoyo (firmado).pdf']);
    expect(htmlOf(copy)).toContain('<html lang="es" dir="ltr">');
  });

  it('writes the code in the page’s language for a signatory without a portal language, and keeps it for the copy', async () => {
    const email = `joao.${Date.now()}@signer.test`;
    await sendLetter('Carta do João', 'João', email);
    const link = await mailNumber(email, 1);
    // Not known yet: English, and the link leaves the page to the browser's languages.
    expect(subjectOf(link)).toBe('Plymouth: please review and sign “Carta do João”');
    expect(htmlOf(link)).toContain('<html lang="en" dir="ltr">');
    const token = /\/sign#([\w-]+)/.exec(bodyOf(link))![1]!;

    expect(await call('/signing/open', { token, locale: 'pt-BR' })).toMatchObject({ status: 200, body: { portalLocale: null } });
    const codeMail = await mailNumber(email, 2);
    const code = /^Seu código é (\d{6})$/m.exec(bodyOf(codeMail))![1]!;
    expect(htmlOf(codeMail)).toContain('<html lang="pt-BR" dir="ltr">');
    const session = (await call('/signing/verify', { token, code })).body.session as string;
    expect((await call('/signing/sign', { session, consent: true, style: 'typed', typedName: 'João' })).status).toBe(200);
    expect(subjectOf(await mailNumber(email, 3))).toBe('Plymouth: sua cópia assinada de “Carta do João”');
    // A language the portal does not have is a 400 with the sentence, not a 500.
    const refused = await call('/signing/open', { token, locale: 'fr' });
    expect(refused.status).toBe(400);
  });
});
