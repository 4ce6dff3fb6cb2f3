import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { withOwnAppSendingMail, type LocalMailServer } from './support/mail-server.ts';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { postJsonAsSignedIn } from './support/signed-in-fetch.ts';
import {
  nthMailTo,
  openLetters as openLettersTab,
  ownPetition,
  signingCodeIn as codeIn,
  signingLinkIn as linkIn,
} from './support/signing-letters.ts';

let mail: LocalMailServer;
/** Its own app, sending its e-mail to the local mail server. */
const it = withOwnAppSendingMail((server) => (mail = server));

const SIGNER = { name: 'Eli Park', email: `eli.park.${Date.now()}@university.example` };

/** The `count`-th e-mail to the signatory, once it arrived. */
const nthMail = (count: number) => nthMailTo(mail, SIGNER.email, count);

/** Saves a letter version through the real route, as the signed-in staff member of `page`. */
async function saveLetter(page: Page, body: object): Promise<{ letterId: string; version: number }> {
  return postJsonAsSignedIn(page, '/petition-letters', body);
}

async function pdfsig(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-pdfsig-'));
  try {
    await writeFile(path.join(dir, 'signed.pdf'), bytes);
    const result = await promisify(execFile)('pdfsig', [path.join(dir, 'signed.pdf')]).catch(
      (error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
    );
    return result.stdout + result.stderr;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The focused element's tag and its label or text, e.g. 'H1 Signed'. */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return 'none';
    const label = active instanceof HTMLInputElement ? active.labels?.[0]?.textContent : active.textContent;
    return `${active.tagName} ${(label ?? '').trim()}`;
  });
}

const letterHtml = (extra: string) =>
  `<p>To the USCIS officer,</p><p>I recommend Priya Sharma for her work on robot learning.${extra}</p><p>Sincerely,</p><p>____________________</p><p>Dr. Eli Park</p>`;
const LETTER = 'Recommendation from Dr. Eli Park';

const openLetters = (page: Page) => openLettersTab(page, LETTER);

describe('letters reviewed and signed in the portal (issue 32)', () => {
  it('staff send a letter; the signatory asks for changes, gets the new version, consents and signs; the packet files the signed copy', async ({
    signedInPage,
    newPage,
    db,
  }) => {
    const petitionId = await ownPetition(db);
    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    const { letterId } = await saveLetter(staff.page, { petitionId, name: LETTER, html: letterHtml('') });
    await staff.page.reload();
    let letter = await openLetters(staff.page);
    await letter.getByText('Signature: Draft').waitFor();
    // Opening the form puts the focus in its first field; Cancel gives it back to the button (both went to the body).
    await letter.getByRole('button', { name: 'Send for signature' }).click();
    expect(await focusedElement(staff.page)).toBe('INPUT Signatory’s name');
    await letter.getByRole('button', { name: 'Cancel' }).click();
    expect(await focusedElement(staff.page)).toBe('BUTTON Send for signature');
    await staff.page.keyboard.press('Enter');
    await staff.page.keyboard.type(SIGNER.name);
    await letter.getByLabel('Signatory’s e-mail').fill(SIGNER.email);
    await letter.getByRole('button', { name: 'Send version 1' }).click();
    await letter.getByText(/Signature: Sent for signature/).waitFor();
    // The form is gone with its button: focus is on the letter's new signing status, not on the page's body.
    await expect.poll(() => focusedElement(staff.page)).toBe('P Signature: Sent for signature · Eli Park (version 1)');

    // The signatory, signed out and on a phone, opens the e-mailed link and enters the e-mailed code.
    const firstLink = linkIn(await nthMail(1));
    const signer = await newPage({ viewport: PHONE });
    await signer.page.goto(firstLink);
    await signer.page.getByText(/we e-mailed a 6-digit code/).waitFor();
    // A mistyped code: the reason shows and focus is back in the code field (not on the page's body).
    const code = codeIn(await nthMail(2));
    await signer.page.getByLabel('Code from the e-mail').fill(code === '000000' ? '111111' : '000000');
    await signer.page.getByRole('button', { name: 'Continue' }).click();
    await signer.page
      .getByRole('alert')
      .getByText(/That code is not right/)
      .waitFor();
    expect(await focusedElement(signer.page)).toBe('INPUT Code from the e-mail');
    await signer.page.getByLabel('Code from the e-mail').fill(code);
    await signer.page.getByRole('button', { name: 'Continue' }).click();
    await signer.page
      .getByRole('article', { name: `Letter ${LETTER}` })
      .getByText(/robot learning/)
      .waitFor();
    // The step that replaced the code form has the focus on its heading.
    expect(await focusedElement(signer.page)).toBe(`H1 Review and sign “${LETTER}”`);
    await expectFitsPhone(signer.page, 'letter-signing-review');
    expect(await seriousAccessibilityViolations(signer.page)).toEqual([]);
    await signer.page.getByLabel('What should change?').fill('Please name the Lin Lab.');
    await signer.page.getByRole('button', { name: 'Send my request for changes' }).click();
    await signer.page.getByRole('heading', { name: 'Changes requested' }).waitFor();

    // Staff read the request, save a new version and send it.
    await staff.page.reload();
    letter = await openLetters(staff.page);
    await letter.getByText('Changes asked for: Please name the Lin Lab.').waitFor();
    expect(
      (await saveLetter(staff.page, { petitionId, letterId, name: LETTER, html: letterHtml(' She leads the Lin Lab.') })).version,
    ).toBe(2);
    await staff.page.reload();
    letter = await openLetters(staff.page);
    await letter.getByRole('button', { name: 'Send version 2 for signature' }).click();
    await letter.getByText(/Signature: Sent for signature · Eli Park \(version 2\)/).waitFor();
    await expect.poll(() => focusedElement(staff.page)).toBe('P Signature: Sent for signature · Eli Park (version 2)');

    const secondLink = linkIn(await nthMail(3));
    const signing = await newPage({ viewport: PHONE });
    await signing.page.goto(secondLink);
    await signing.page.getByLabel('Code from the e-mail').fill(codeIn(await nthMail(4)));
    await signing.page.getByRole('button', { name: 'Continue' }).click();
    await signing.page.getByText(/She leads the Lin Lab/).waitFor();

    // Before reminding, staff read that the signatory opened the letter, and that the earlier link will stop working.
    await staff.page.reload();
    letter = await openLetters(staff.page);
    await letter.getByText(/^Viewed by the signatory on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M/).waitFor();
    const remind = letter.getByRole('button', { name: 'Send a reminder with a new link' });
    expect(
      await remind.evaluate((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent),
    ).toBe('The link in the earlier e-mail will stop working.');
    await remind.focus();
    await staff.page.keyboard.press('Enter');
    const remindedLink = linkIn(await nthMail(5));
    // The reminder's button stays, and keeps the focus, once the refetched status is shown.
    await letter.getByText(/Last: Reminder sent/).waitFor();
    expect(await focusedElement(staff.page)).toBe('BUTTON Send a reminder with a new link');

    // The earlier link's session gave way: the signatory opens the reminder's link.
    await signing.page.goto('about:blank');
    await signing.page.goto(remindedLink);
    await signing.page.getByLabel('Code from the e-mail').fill(codeIn(await nthMail(6)));
    await signing.page.getByRole('button', { name: 'Continue' }).click();
    await signing.page.getByText(/She leads the Lin Lab/).waitFor();
    const sign = signing.page.getByRole('button', { name: `Sign “${LETTER}”` });
    expect(await sign.isDisabled()).toBe(true);
    await signing.page.getByRole('checkbox', { name: /agree to use electronic records and signatures/ }).click();
    await signing.page.getByLabel('Full name, as your signature').fill(SIGNER.name);
    await screenshot(signing.page, 'letter-signing-sign');
    await sign.click();
    await signing.page.getByRole('heading', { name: 'Signed' }).waitFor();
    expect(await focusedElement(signing.page)).toBe('H1 Signed');
    await signing.page
      .getByRole('status')
      .getByText(/we are e-mailing yours to e…@university\.example\./)
      .waitFor();
    // The signatory's own copy by e-mail: it names the letter and the provider, the sealed PDF attached.
    const confirmation = await nthMail(7);
    // The body is quoted-printable: the curly quotes around the letter's name arrive as =E2=80=9C and =E2=80=9D.
    expect(confirmation).toMatch(/You signed =E2=80=9CRecommendation from Dr\. Eli Park=E2=80=9D for .+ at Plymouth on /);
    expect(confirmation).toContain('Your signed copy is attached (PDF).');
    const attached =
      /Content-Type: application\/pdf[\s\S]*?Content-Disposition: attachment[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
        confirmation,
      );
    expect(await pdfsig(Buffer.from(attached![1]!.replace(/\s+/g, ''), 'base64'))).toContain('Signature is Valid');
    expect(await seriousAccessibilityViolations(signing.page)).toEqual([]);

    // The signatory's copy is sealed: pdfsig verifies it, and no longer once one byte is changed.
    const downloading = signing.page.waitForEvent('download');
    await signing.page.getByRole('button', { name: 'Download your signed copy (PDF)' }).click();
    const bytes = await readFile((await (await downloading).path())!);
    const report = await pdfsig(bytes);
    expect(report).toContain('Signature is Valid');
    expect(report).toContain('Total document signed');
    const tampered = Buffer.from(bytes);
    tampered[2000] = tampered[2000] === 0x41 ? 0x42 : 0x41;
    expect(await pdfsig(tampered)).not.toContain('Signature is Valid');

    // A spent link, one a newer e-mail replaced and a made-up one are each refused with a clear page.
    const reuse = await newPage();
    const refusal = async (link: string, reason: RegExp) => {
      await reuse.page.goto('about:blank');
      await reuse.page.goto(link);
      await reuse.page.getByRole('heading', { name: 'This link cannot be used' }).waitFor();
      await reuse.page.getByRole('alert').getByText(reason).waitFor();
    };
    await refusal(secondLink, /not valid.*latest e-mail/);
    // Signed, the link says how to get a copy and whom to write to, by name.
    await refusal(remindedLink, /already been signed.*if yours did not arrive, write to .+ at Plymouth \(.+@.+\) for one\./);
    await refusal(firstLink, /not valid.*latest e-mail/);
    await refusal(firstLink.replace(/#.*/, '#not-a-real-link'), /not valid/);
    expect(await seriousAccessibilityViolations(reuse.page)).toEqual([]);

    // Staff see it signed; as the cover letter, the packet files the signed copy.
    await staff.page.reload();
    letter = await openLetters(staff.page);
    await letter.getByText(/Signature: Signed/).waitFor();
    // And that the signatory has their copy: the job queue e-mailed it (migration 0080).
    await letter
      .getByText(new RegExp(`^Signed copy e-mailed to ${SIGNER.email.replace(/\./g, '\\.')} on \\d{2}/\\d{2}/\\d{4} `))
      .waitFor();
    const { rows } = await db.query<{ signed_file_id: string; final_file_id: string }>(
      `select r.signed_file_id, l.final_file_id from app_public.signature_requests r
         join app_public.petition_letters l on l.id = r.letter_id where r.letter_id = $1`,
      [letterId],
    );
    expect(rows[0]!.final_file_id).toBe(rows[0]!.signed_file_id);
    const cover = letter.getByRole('checkbox', { name: 'Cover letter' });
    await cover.click();
    const packets = staff.page.getByRole('region', { name: 'Compiled packets' });
    await expect
      .poll(
        async () =>
          (await db.query('select 1 from app_public.petition_letters where id = $1 and is_cover_letter', [letterId])).rowCount,
      )
      .toBe(1);
    // The box, disabled while it saved (which dropped the focus to the page's body), has the focus back.
    await expect.poll(() => cover.evaluate((box) => box === document.activeElement)).toBe(true);
    await packets.getByRole('button', { name: 'Compile packet' }).click();
    await staff.page.getByRole('dialog', { name: 'Before compiling' }).getByRole('button', { name: 'Compile anyway' }).click();
    await expect
      .poll(
        async () =>
          (
            await db.query<{ file_id: string }>(
              `select s.sources->'coverLetter'->'files'->0->>'fileId' as file_id from app_public.compiled_petition_sources s
                 join app_public.compiled_petitions c on c.id = s.compiled_petition_id where c.petition_id = $1`,
              [petitionId],
            )
          ).rows[0]?.file_id,
        { timeout: 60_000 },
      )
      .toBe(rows[0]!.signed_file_id);
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);
    // The mistyped code's refusal (400) is the one error the browser logs.
    const signerErrors = signer.consoleErrors.filter((error) => !error.includes('status of 400 (Bad Request)'));
    expect(signer.consoleErrors.length - signerErrors.length).toBe(1);
    expect([...staff.consoleErrors, ...signerErrors, ...signing.consoleErrors]).toEqual([]);
  });
});
