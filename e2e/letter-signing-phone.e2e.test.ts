import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { withOwnAppSendingMail, type LocalMailServer } from './support/mail-server.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { postJsonAsSignedIn } from './support/signed-in-fetch.ts';
import { nthMailTo, ownPetition, signingCodeIn as codeIn, signingLinkIn as linkIn } from './support/signing-letters.ts';

let mail: LocalMailServer;
/** Its own app, sending its e-mail to the local mail server. */
const it = withOwnAppSendingMail((server) => (mail = server));

const SIGNER = { name: 'Dr. Claire Dumont', email: `claire.dumont.${Date.now()}@sorbonne.example` };
const LETTER = 'Expert letter: Dr. Claire Dumont';

/** The `count`-th e-mail to the signatory, once it arrived. */
const nthMail = (count: number) => nthMailTo(mail, SIGNER.email, count);

/** Opens the link and enters the code it e-mails (the `codeMail`-th e-mail to the signatory). */
async function enterWithCode(page: Page, link: string, codeMail: number): Promise<void> {
  await page.goto('about:blank');
  await page.goto(link);
  await page.getByLabel('Code from the e-mail').fill(codeIn(await nthMail(codeMail)));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('article', { name: `Letter ${LETTER}` }).waitFor();
}

/** A finger's stroke across the canvas (touch events, as a phone sends them), through `points` in the box's pixels. */
async function swipe(cdp: CDPSession, points: { x: number; y: number }[]): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [points[0]!] });
  for (const point of points.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-signed-'));
  try {
    const file = path.join(dir, 'signed.pdf');
    await writeFile(file, bytes);
    return (await promisify(execFile)('pdftotext', ['-layout', file, '-'])).stdout.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('signing a letter on a phone (issue 32)', () => {
  it('the link survives a reload, names whom to ask, and a finger-drawn signature is signed as drawn', async ({
    signedInPage,
    newPage,
    db,
  }) => {
    const petitionId = await ownPetition(db);
    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    const saved = await postJsonAsSignedIn(staff.page, '/petition-letters', {
      petitionId,
      name: LETTER,
      html: '<p>To the USCIS officer,</p><p>I write in support of Priya Sharma’s petition.</p><p>Sincerely,</p>',
    });
    await postJsonAsSignedIn(staff.page, '/signature-requests', {
      letterId: saved.letterId,
      signerName: SIGNER.name,
      signerEmail: SIGNER.email,
    });
    const link = linkIn(await nthMail(1));

    const signer = await newPage({ viewport: PHONE });
    const { page } = signer;
    await enterWithCode(page, link, 2);
    // The tab says what the page is, and the page says whom to ask (the sender's name and address).
    expect(await page.title()).toBe(`Review and sign “${LETTER}”`);
    await page.getByText(/Questions, or would you rather sign on paper\? Write to .+ at Plymouth \(.+@.+\)\./).waitFor();

    // A phone reloads a tab left for another app: the same link opens again with a new code, not "already been used".
    await enterWithCode(page, link, 3);
    await page.getByText('Draw my signature').click();
    await page.getByRole('checkbox', { name: /agree to use electronic records and signatures/ }).click();
    await expectFitsPhone(page, 'letter-signing-draw');

    const canvas = page.getByRole('img', { name: 'Draw your signature in the box' });
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const sign = page.getByRole('button', { name: `Sign “${LETTER}”` });
    // A tap that draws no line is no signature.
    await swipe(cdp, [{ x: box.x + 40, y: box.y + 40 }]);
    expect(await sign.isDisabled()).toBe(true);
    const stroke = Array.from({ length: 30 }, (_, i) => ({
      x: box.x + 20 + (i * (box.width - 40)) / 29,
      y: box.y + box.height / 2 + Math.sin(i / 2) * (box.height / 4),
    }));
    await swipe(cdp, stroke);
    expect(await sign.isDisabled()).toBe(false);
    // The drawing's pixels have the box's shape: a 600 × 150 canvas in a phone's narrower box stretched it sideways.
    const [width, height] = await canvas.evaluate((element: HTMLCanvasElement) => [element.width, element.height]);
    expect(Math.abs(width! / height! - box.width / box.height)).toBeLessThan(0.05);

    await sign.click();
    await page.getByRole('heading', { name: 'Signed' }).waitFor();
    expect(await page.title()).toBe('Signed');
    await page
      .getByRole('status')
      .getByText(/we are e-mailing yours to c…@sorbonne\.example\./)
      .waitFor();
    expect(await nthMail(4)).toContain('Your signed copy is attached (PDF).');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download your signed copy (PDF)' }).click();
    const bytes = await readFile((await (await downloading).path())!);
    const text = await pdfText(bytes);
    expect(text).toContain(`Signed electronically by ${SIGNER.name}`);
    expect(text).toMatch(/Sent by .+ at Plymouth \(.+@.+\)/);

    // Signed: the link says so in words, and the phone's errors are only the refusals above (none).
    await page.goto('about:blank');
    await page.goto(link);
    await page.getByRole('alert').getByText('This letter has already been signed.', { exact: false }).waitFor();
    // It says how to get a copy, and names whom to write to (not "the sender").
    await page
      .getByRole('alert')
      .getByText(/We e-mail each signatory a copy .+ write to .+ at Plymouth \(.+@.+\) for one\./)
      .waitFor();
    expect(signer.consoleErrors.filter((error) => !error.includes('410 (Gone)'))).toEqual([]);
  });
});
