import type pg from 'pg';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { LocalMailServer } from './mail-server.ts';

/** The letter-signing browser tests' shared steps: their own petition, the Letters tab, the signatory's e-mails. */

/** A petition of the test's own (the first petition's beneficiary and company), so no other test's letters meet it. */
export async function ownPetition(db: pg.Client): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into app_public.petitions (beneficiary_id, company_id, visa_class)
     select beneficiary_id, company_id, visa_class from app_public.petitions order by created_at limit 1 returning id`,
  );
  return rows[0]!.id;
}

/** Opens the petition page's Letters tab and returns the letter's card. */
export async function openLetters(page: Page, letter: string) {
  await page.getByRole('tab', { name: 'Letters' }).click();
  return page.getByRole('article', { name: `Letter ${letter}` });
}

/** The `count`-th e-mail to `email`, once it arrived, as sent (raw MIME). */
export async function nthMailTo(mail: LocalMailServer, email: string, count: number): Promise<string> {
  const to = () => mail.received.filter((m) => m.to.includes(email));
  await expect.poll(() => to().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return to()[count - 1]!.raw;
}

/** Quoted-printable undone (soft line breaks joined, =XX bytes decoded as UTF-8): the e-mail's words as sent. */
export function decodedMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The signing link in an e-mail (with the page's language when the link carries one). */
export const signingLinkIn = (raw: string) => /https?:\/\/\S+\/sign(?:\?lang=[\w-]+)?#[\w-]+/.exec(raw)![0];
/** The one-time code in an English code e-mail. */
export const signingCodeIn = (raw: string) => /Your code is (\d{6})/.exec(raw)![1]!;
