import { SIGNER_NAME_MAX } from '@app/domain';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { withOwnAppSendingMail, type LocalMailServer } from './support/mail-server.ts';
import { postJsonAsSignedIn } from './support/signed-in-fetch.ts';
import { decodedMail, nthMailTo, openLetters as openLettersTab, ownPetition } from './support/signing-letters.ts';

let mail: LocalMailServer;
/** Its own app, sending its e-mail to the local mail server. */
const it = withOwnAppSendingMail((server) => (mail = server));

const LETTER = 'Carta de la Dra. Ruiz';
/** A signatory with no portal account: without staff's choice the e-mails would be English. */
const SIGNER = { name: 'Lucía Ruiz', email: `lucia.ruiz.${Date.now()}@universidad.example` };

/** The `count`-th e-mail to the signatory, once it arrived, decoded. */
const nthMail = async (count: number) => decodedMail(await nthMailTo(mail, SIGNER.email, count));
const openLetters = (page: Page) => openLettersTab(page, LETTER);

describe('staff choose the signing language (docs/decisions.md, "Staff choose the signing language")', () => {
  it('staff send in Español; the panel says so; the page opens in Spanish and refuses a too-long name in Spanish', async ({
    signedInPage,
    newPage,
    db,
  }) => {
    const petitionId = await ownPetition(db);
    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    await postJsonAsSignedIn(staff.page, '/petition-letters', {
      petitionId,
      name: LETTER,
      html: '<p>To the USCIS officer,</p><p>I write in support of this petition.</p>',
    });
    await staff.page.reload();
    let letter = await openLetters(staff.page);
    await letter.getByRole('button', { name: 'Send for signature' }).click();
    await letter.getByLabel('Signatory’s name').fill(SIGNER.name);
    await letter.getByLabel('Signatory’s e-mail').fill(SIGNER.email);
    // Each language is named in itself; the default leaves it to the signatory's portal language, else English.
    const language = letter.getByLabel('Language');
    expect(await language.inputValue()).toBe('');
    await language.selectOption({ label: 'Español' });
    await letter.getByRole('button', { name: 'Send version 1' }).click();
    await letter.getByText(/Signature: Sent for signature/).waitFor();
    await letter.getByText('E-mails and the signing page in Español').waitFor();

    // The link e-mail is in Spanish and names the language; a browser in English opens the page in Spanish.
    const linkMail = await nthMail(1);
    expect(linkMail).toMatch(/revise y firme/);
    const link = /https?:\/\/\S+\/sign\?lang=es#[\w-]+/.exec(linkMail)![0];
    const { page, consoleErrors } = await newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: `Revise y firme “${LETTER}”` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    const code = /Su código es (\d{6})/.exec(await nthMail(2))![1]!;
    await page.getByLabel('Código del correo').fill(code);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: 'Pedir cambios' }).waitFor();

    // A name past the contract's limit: the server's field check reads in Spanish, in the signatory's words.
    await page.getByRole('checkbox', { name: 'He leído esto y acepto usar registros y firmas electrónicos' }).click();
    await page.getByLabel('Nombre completo, como su firma').fill('L'.repeat(SIGNER_NAME_MAX + 1));
    await page.getByRole('button', { name: `Firmar “${LETTER}”` }).click();
    await page
      .getByRole('alert')
      .getByText(`El nombre escrito es demasiado largo: use como máximo ${SIGNER_NAME_MAX} caracteres.`)
      .waitFor();
    expect(await page.getByRole('alert').textContent()).not.toMatch(/typedName|too long/);

    // Signed, the copy downloads under a Spanish name (its contents, the audit certificate, stay English).
    await page.getByLabel('Nombre completo, como su firma').fill(SIGNER.name);
    await page.getByRole('button', { name: `Firmar “${LETTER}”` }).click();
    await page.getByRole('heading', { name: 'Firmada' }).waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar su copia firmada (PDF)' }).click();
    expect((await downloading).suggestedFilename()).toBe(`${LETTER} (firmado).pdf`);
    expect(consoleErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);

    // Staff no longer read a language once the request is closed (signed).
    await staff.page.reload();
    letter = await openLetters(staff.page);
    await letter.getByText(/Signature: Signed/).waitFor();
    expect(await letter.getByText('E-mails and the signing page in Español').count()).toBe(0);
  });
});
