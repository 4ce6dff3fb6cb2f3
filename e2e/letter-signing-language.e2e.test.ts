import type pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { withOwnAppSendingMail, type LocalMailServer } from './support/mail-server.ts';
import { expectFitsPhone, MIN_TARGET_PX, PHONE } from './support/phone.ts';
import { postJsonAsSignedIn } from './support/signed-in-fetch.ts';
import { decodedMail, nthMailTo, ownPetition } from './support/signing-letters.ts';

let mail: LocalMailServer;
/** Its own app, sending its e-mail to the local mail server. */
const it = withOwnAppSendingMail((server) => (mail = server));

const LETTER = 'Carta de apoyo';

/** The `count`-th e-mail to `email`, once it arrived, decoded. */
const nthMail = async (email: string, count: number) => decodedMail(await nthMailTo(mail, email, count));

/** A petition of this test's own, and a portal person (the demo beneficiary) who chose Spanish in the portal. */
async function setUp(db: pg.Client): Promise<{ petitionId: string; name: string; email: string }> {
  const petitionId = await ownPetition(db);
  const person = await db.query<{ full_name: string; email: string }>(
    `update app_public.users set locale = 'es' where full_name = 'Priya Sharma' returning full_name, email`,
  );
  return { petitionId, name: person.rows[0]!.full_name, email: person.rows[0]!.email };
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('the signing page in the signatory’s language', () => {
  it('opens in the signatory’s portal language, switches language on a phone, and signs', async ({
    signedInPage,
    newPage,
    db,
  }) => {
    const { petitionId, name, email } = await setUp(db);
    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    const saved = await postJsonAsSignedIn(staff.page, '/petition-letters', {
      petitionId,
      name: LETTER,
      html: '<p>To the USCIS officer,</p><p>I write in support of this petition.</p>',
    });
    await postJsonAsSignedIn(staff.page, '/signature-requests', {
      letterId: saved.letterId,
      signerName: name,
      signerEmail: email,
    });
    // The e-mail is in Spanish, and its link names the language.
    const linkMail = await nthMail(email, 1);
    expect(linkMail).toMatch(/revise y firme/);
    const link = /https?:\/\/\S+\/sign\?lang=es#[\w-]+/.exec(linkMail)![0];

    // A browser in English: the page still opens in the signatory's language.
    const { page, consoleErrors } = await newPage({ viewport: PHONE });
    await page.goto(link);
    await page.getByRole('heading', { name: `Revise y firme “${LETTER}”` }).waitFor();
    expect(await htmlLang(page)).toBe('es');
    const language = page.getByLabel('Idioma');
    expect(await language.inputValue()).toBe('es');
    expect((await language.boundingBox())!.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    const code = /Su código es (\d{6})/.exec(await nthMail(email, 2))![1]!;
    await page.getByLabel('Código del correo').fill(code);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('article', { name: `Carta ${LETTER}` }).waitFor();
    await page.getByRole('heading', { name: 'Pedir cambios' }).waitFor();

    // The signatory would rather read Portuguese: the page switches, keeps the letter open, and says it in <html lang>.
    await language.selectOption('pt-BR');
    await page.getByRole('heading', { name: `Revise e assine “${LETTER}”` }).waitFor();
    expect(await htmlLang(page)).toBe('pt-BR');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('pt-BR');
    await page.getByRole('article', { name: `Carta ${LETTER}` }).waitFor();
    // The server's words follow too: the consent, and whom to write to.
    await page.getByText(/^Você concorda em usar registros e assinaturas eletrônicos com Plymouth/).waitFor();
    await page.getByText(/Escreva para .+, de Plymouth \(.+@.+\)\./).waitFor();
    await page.getByRole('checkbox', { name: 'Li e concordo em usar registros e assinaturas eletrônicos' }).click();
    await page.getByLabel('Nome completo, como sua assinatura').fill(name);
    await expectFitsPhone(page, 'letter-signing-language');
    await page.getByRole('button', { name: `Assinar “${LETTER}”` }).click();
    await page.getByRole('heading', { name: 'Assinada' }).waitFor();
    expect(await page.title()).toBe('Assinada');
    await page.getByRole('button', { name: 'Baixar sua cópia assinada (PDF)' }).waitFor();
    // The signed copy comes in the language the letter was signed in.
    expect(await nthMail(email, 3)).toContain('Sua cópia assinada está anexada (PDF).');
    expect(consoleErrors).toEqual([]);
  });
});
