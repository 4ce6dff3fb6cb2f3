import { randomUUID } from 'node:crypto';
import { FIELD_RULE_TEXTS, PERSON_EMAIL_TEXTS, PORTAL_INVITATION_TEXTS } from '@app/domain';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { choose, pick } from './support/combobox.ts';
import { withOwnAppSendingMail, type LocalMailServer } from './support/mail-server.ts';
import { screenshot, seriousAccessibilityViolations, SIGN_IN_PAGE } from './support/pages.ts';
import { horizontalOverflow, PHONE } from './support/phone.ts';

let mail: LocalMailServer;

/** Its own app, sending its e-mail to the local mail server. */
const it = withOwnAppSendingMail((server) => (mail = server));

const PETITION_PAGE = /\/admin\/petition-builder\/([0-9a-f-]{36})$/;
const NOT_OPENED_TEXT =
  'Your checklist is not open yet. Your case team opens it once your case is set up; you will find it here then.';
const NOT_INVITED_TEXT =
  'No portal invitation was sent to this address. Check it against the invitation e-mail, or ask the staff working on your case to invite you.';

/** The demo server's provider: a person staff invited signs in with the invited address alone. */
async function signInWithInvitedAddress(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Invited e-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Sign in as the invited person' }).click();
}

async function waitForMailTo(address: string, timeoutMs = 20_000) {
  const start = Date.now();
  for (;;) {
    const found = mail.received.filter((message) => message.to.includes(address));
    if (found.length > 0) return found;
    if (Date.now() - start > timeoutMs) throw new Error(`no e-mail to ${address} (${mail.received.length} received)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A message's text with quoted-printable undone (the soft line breaks already are): UTF-8 bytes read as text. */
function decodedBody(raw: string): string {
  const bytes = raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('invite to the portal', () => {
  it('staff create a beneficiary, invite her from her petition, her e-mail leads to sign-in, she signs in with the invited address, and staff read "Signed in"', async ({
    signedInPage,
    newPage,
    app,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const name = `Lena Invited ${tag}`;
    const email = `lena.${tag}@example.test`;

    // A new beneficiary, created with her e-mail address from the new-petition page's picker.
    const { page, consoleErrors } = await signedInPage('staffAdmin', '/admin/petition-builder/new');
    await page.getByRole('heading', { name: 'New petition', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Beneficiary', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search Beneficiary' }).fill(name);
    await page.getByRole('option', { name: `Create "${name}"` }).click();
    const dialog = page.getByRole('dialog', { name: 'New Entity' });
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    // Her archetype starts the petition from its template (a petition needs a module).
    await dialog.getByRole('combobox', { name: 'Archetype' }).click();
    await page.getByRole('option', { name: 'Software Engineer', exact: true }).click();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await pick(page, 'Petitioner', 'Cobalt', 'Cobalt Ridge Software');
    await choose(page, 'Visa type', 'O-1A');
    await page.getByRole('group', { name: 'Module 1: Memo Starter' }).waitFor();
    await page.getByRole('button', { name: 'Create petition', exact: true }).click();
    await page.waitForURL(PETITION_PAGE);

    // The petition page's People: she is not invited yet; staff invite her.
    const person = page.getByRole('region', { name: 'People' }).getByRole('listitem', { name });
    await person.getByText('Not invited yet', { exact: true }).waitFor();
    await person.getByRole('button', { name: 'Invite to the portal' }).click();
    // "Invited" only once the mail server took it.
    await person.getByText(/^Invited \d{2}\/\d{2}\/\d{4}, not signed in yet$/).waitFor();
    const [message, ...more] = await waitForMailTo(email);
    expect(more).toHaveLength(0);
    expect(message!.raw).toMatch(/^Subject: Plymouth invites you to its client portal: O-1A petition\r?$/m);
    expect(message!.raw).toContain(
      'Plymouth has opened an account for you on its client portal for your O-1A petition, with Cobalt Ridge Software as the petitioner.',
    );
    expect(message!.raw).toContain(`Sign in with this e-mail address: ${email}`);
    const link = /Open the portal: (\S+)/.exec(message!.raw)?.[1];
    expect(link).toBe(`${app.url}/`);

    // Sending again at once is refused with the rule's sentence, and sends nothing.
    await person.getByRole('button', { name: 'Send the invitation again' }).click();
    await person.getByRole('alert').getByText(PORTAL_INVITATION_TEXTS.tooSoon).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'portal-invitation-invited');

    // The e-mail's link opens the app's sign-in page for a signed-out visitor.
    const { page: invitee } = await newPage();
    await invitee.goto(link!);
    await invitee.waitForURL(SIGN_IN_PAGE);
    await invitee.getByRole('heading', { name: 'Sign in to Petition Studio' }).waitFor();

    // Her first sign-in on the demo server's provider, with the invited address (as typed: any case): her row is
    // linked by e-mail, and staff read that she has signed in. Her checklist is not open yet, and says so.
    await signInWithInvitedAddress(invitee, email.toUpperCase());
    await invitee.getByRole('heading', { name: `Welcome, Lena` }).waitFor();
    await invitee.goto(`${app.url}/onboarding/beneficiary`);
    await invitee.getByText(NOT_OPENED_TEXT).waitFor();
    await invitee.getByRole('link', { name: 'Back to Home' }).waitFor();
    expect(await invitee.getByText('This is taking longer than expected.').count()).toBe(0);
    await page.reload();
    const afterSignIn = page.getByRole('region', { name: 'People' }).getByRole('listitem', { name });
    await afterSignIn.getByText('Signed in', { exact: true }).waitFor();
    expect(await afterSignIn.getByRole('button').count()).toBe(0);
    expect(mail.received.filter((each) => each.to.includes(email))).toHaveLength(1);
    expect(consoleErrors.filter((text) => !text.includes('the server responded with a status'))).toEqual([]);
  });

  it('staff choose a new beneficiary’s portal language before inviting her: the invitation is in Portuguese, and so is her portal at her first sign-in on her phone', async ({
    signedInPage,
    newPage,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const name = `Ana Lúcia Walk ${tag}`;
    const email = `ana.${tag}@example.test`;

    const { page, consoleErrors } = await signedInPage('staffAdmin', '/admin/petition-builder/new');
    await page.getByRole('heading', { name: 'New petition', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Beneficiary', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search Beneficiary' }).fill(name);
    await page.getByRole('option', { name: `Create "${name}"` }).click();
    const dialog = page.getByRole('dialog', { name: 'New Entity' });
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await dialog.getByRole('combobox', { name: 'Archetype' }).click();
    await page.getByRole('option', { name: 'Software Engineer', exact: true }).click();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await pick(page, 'Petitioner', 'Cobalt', 'Cobalt Ridge Software');
    await choose(page, 'Visa type', 'O-1A');
    await page.getByRole('group', { name: 'Module 1: Memo Starter' }).waitFor();
    await page.getByRole('button', { name: 'Create petition', exact: true }).click();
    await page.waitForURL(PETITION_PAGE);

    // She has never signed in, so she has not chosen a language: staff, who know she reads Portuguese, choose it.
    const details = page.getByRole('region', { name: 'Beneficiary details' });
    const language = details.getByRole('combobox', { name: 'Portal language' });
    expect(await language.locator('option:checked').textContent()).toBe('Not chosen (the portal follows their browser)');
    await language.selectOption({ label: 'Portuguese (Brazil) (Português (Brasil))' });
    await details.getByText('All changes saved').first().waitFor();

    const person = page.getByRole('region', { name: 'People' }).getByRole('listitem', { name });
    await person.getByRole('button', { name: 'Invite to the portal' }).click();
    await person.getByText(/^Invited \d{2}\/\d{2}\/\d{4}, not signed in yet$/).waitFor();
    const [message] = await waitForMailTo(email);
    expect(decodedBody(message!.raw)).toContain(`Entre com este endereço de e-mail: ${email}`);
    const link = /Abra o portal: (\S+)/.exec(decodedBody(message!.raw))?.[1];
    expect(link).toBeDefined();

    // Her phone's browser reads English, yet her first page is in the language staff chose.
    const { page: phone } = await newPage({ viewport: PHONE });
    await phone.goto(link!);
    await phone.waitForURL(SIGN_IN_PAGE);
    await signInWithInvitedAddress(phone, email);
    await phone.getByRole('heading', { name: 'Boas-vindas, Ana' }).waitFor();
    await page.reload();
    expect(await details.getByRole('combobox', { name: 'Portal language' }).locator('option:checked').textContent()).toBe(
      'Portuguese (Brazil) (Português (Brasil))',
    );
    expect(consoleErrors).toEqual([]);
  });

  it('staff correct a person’s mistyped e-mail on the Entities screen and invite from there: the e-mail reaches the new address, its link leads to sign-in, and staff then read "Signed in"', async ({
    signedInPage,
    newPage,
    app,
    db,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const name = `Omar Moved ${tag}`;
    const typo = `omar.${tag}@exmple.test`;
    const email = `omar.${tag}@example.test`;

    // Staff create him on the Entities screen with a mistyped address (no petition yet).
    const { page, consoleErrors } = await signedInPage('staffAdmin', '/admin/entities');
    await page.getByRole('region', { name: 'Entity list' }).getByRole('table').waitFor();
    await page.getByRole('button', { name: 'New Entity' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Entity' });
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'User (People)', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Full name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(typo);
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const openHim = async () => {
      await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
      await page.getByRole('region', { name: 'Entity list' }).getByRole('button', { name }).click();
    };
    await openHim();

    // Invited at the mistyped address first: the mail server takes it.
    const editor = page.getByRole('region', { name: 'Entity editor' });
    const access = editor.getByRole('region', { name: 'Portal access' });
    await access.getByText('Not invited yet', { exact: true }).waitFor();
    await access.getByRole('button', { name: 'Invite to the portal' }).click();
    await access.getByText(/^Invited \d{2}\/\d{2}\/\d{4}, not signed in yet$/).waitFor();
    await waitForMailTo(typo);

    // Staff correct it: not an address is refused with the e-mail rule; the corrected one is saved, and the invitation
    // to the old address no longer counts: "Not invited yet", and the invitation may be sent at once.
    const emailField = editor.getByRole('textbox', { name: 'E-mail address' });
    expect(await emailField.inputValue()).toBe(typo);
    await emailField.fill('omar at example');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText(FIELD_RULE_TEXTS.email).waitFor();
    expect(await emailField.evaluate((element) => element === document.activeElement)).toBe(true);
    await emailField.fill(email);
    await access.getByText('Save the new e-mail address before inviting.').waitFor();
    expect(await access.getByRole('button').count()).toBe(0);
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Saved ${name}`).waitFor();
    await access.getByText(email, { exact: true }).waitFor();
    await access.getByText('Not invited yet', { exact: true }).waitFor();
    await access.getByRole('button', { name: 'Invite to the portal' }).click();
    await access.getByText(/^Invited \d{2}\/\d{2}\/\d{4}, not signed in yet$/).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'portal-invitation-from-entities');

    // The e-mail reaches the new address; he is on no petition, so it names no case.
    const [message, ...more] = await waitForMailTo(email);
    expect(more).toHaveLength(0);
    expect(message!.raw).toMatch(/^Subject: Plymouth invites you to its client portal\r?$/m);
    expect(message!.raw).toContain('Plymouth has opened an account for you on its client portal.');
    expect(message!.raw).toContain(`Sign in with this e-mail address: ${email}`);
    expect(mail.received.filter((each) => each.to.includes(typo))).toHaveLength(1);
    const link = /Open the portal: (\S+)/.exec(message!.raw)?.[1];
    expect(link).toBe(`${app.url}/`);
    const { page: invitee } = await newPage();
    await invitee.goto(link!);
    await invitee.waitForURL(SIGN_IN_PAGE);

    // His first sign-in with the new address (as the API does it for a verified e-mail) links him; staff read
    // "Signed in", and his address is his now: shown, not edited.
    await db.query('select * from app_private.provision_user($1, $2, $3)', [`oidc|omar-${tag}`, email, name]);
    await page.reload();
    await openHim();
    await access.getByText('Signed in', { exact: true }).waitFor();
    expect(await access.getByRole('button').count()).toBe(0);
    expect(await emailField.getAttribute('readonly')).not.toBeNull();
    await editor.getByText(PERSON_EMAIL_TEXTS.signedIn).waitFor();
    expect(consoleErrors).toEqual([]);
  });
  it('staff create a company, put its first admin on its team and invite her; she signs in with the invited address, says she signs for the company, and the next step lists her as its signatory', async ({
    signedInPage,
    newPage,
    app,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const company = `Tidewater ${tag}`;
    const name = `Marisol Team ${tag}`;
    const email = `marisol.${tag}@example.test`;

    // A new company on the Entities screen: its Team section says no one is on it yet.
    const { page, consoleErrors } = await signedInPage('staffAdmin', '/admin/entities');
    await page.getByRole('region', { name: 'Entity list' }).getByRole('table').waitFor();
    await page.getByRole('button', { name: 'New Entity' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Entity' });
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Company', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'DBA name' }).fill(company);
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const team = page.getByRole('region', { name: 'Entity editor' }).getByRole('region', { name: 'Team' });
    await team.getByText('No one on the team yet.').waitFor();

    // Her person is created from the picker with her address, and added as the team's Admin (the first member's role).
    await team.getByRole('combobox', { name: 'Person' }).click();
    await page.getByRole('combobox', { name: 'Search Person' }).fill(name);
    await page.getByRole('option', { name: `Create "${name}"` }).click();
    const personDialog = page.getByRole('dialog', { name: 'New Entity' });
    await personDialog.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await personDialog.getByRole('button', { name: 'Create', exact: true }).click();
    await personDialog.waitFor({ state: 'hidden' });
    expect(await team.getByRole('combobox', { name: 'Role' }).textContent()).toBe('Admin');
    await team.getByRole('button', { name: 'Add to the team' }).click();
    const member = team.getByRole('listitem', { name });
    await member.getByText('· Admin').waitFor();
    await member.getByText('Not invited yet', { exact: true }).waitFor();
    await member.getByRole('button', { name: 'Invite to the portal' }).click();
    await member.getByText(/^Invited \d{2}\/\d{2}\/\d{4}, not signed in yet$/).waitFor();
    const [message] = await waitForMailTo(email);
    const link = /Open the portal: (\S+)/.exec(message!.raw)?.[1];
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'portal-invitation-company-team');

    // On her phone: an address nobody invited is refused in words; the invited one signs her in as the company.
    const { page: phone, consoleErrors: phoneErrors } = await newPage({ viewport: PHONE });
    await phone.goto(link!);
    await phone.waitForURL(SIGN_IN_PAGE);
    await signInWithInvitedAddress(phone, `someone.${tag}@example.test`);
    await phone.getByRole('alert').getByText(NOT_INVITED_TEXT).waitFor();
    await signInWithInvitedAddress(phone, email);
    await phone.getByRole('heading', { name: 'Welcome, Marisol' }).waitFor();

    // Her details save (her personal data row exists since her sign-in), and her Yes reaches the next step at once.
    await phone.goto(`${app.url}/onboarding/employer/confirm-contact`);
    await phone.getByRole('heading', { level: 1, name: 'Your Details' }).waitFor();
    await phone.getByRole('textbox', { name: 'Phone' }).fill('+1 (508) 555-0143');
    await phone.getByRole('textbox', { name: 'Role' }).fill('Co-founder & CEO');
    await phone.getByRole('radio', { name: 'Yes' }).check();
    await phone.getByRole('button', { name: 'Next', exact: true }).click();
    await phone.getByRole('heading', { level: 1, name: 'Authorized Signatory' }).waitFor();
    await phone.getByRole('list', { name: 'Authorized signatories' }).getByText(`${name} (You) — ${email}`).waitFor();
    await phone.getByRole('button', { name: 'Next', exact: true }).click();
    await phone.getByRole('heading', { level: 1, name: 'U.S. company mailing address' }).waitFor();
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);

    // Staff read that she signed in.
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search' }).fill(company);
    await page.getByRole('region', { name: 'Entity list' }).getByRole('button', { name: company }).click();
    await team.getByRole('listitem', { name }).getByText('Signed in', { exact: true }).waitFor();
    expect(consoleErrors).toEqual([]);
    expect(phoneErrors.filter((text) => !text.includes('the server responded with a status'))).toEqual([]);
  });
});
