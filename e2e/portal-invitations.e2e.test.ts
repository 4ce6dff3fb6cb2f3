import { randomUUID } from 'node:crypto';
import { FIELD_RULE_TEXTS, PERSON_EMAIL_TEXTS, PORTAL_INVITATION_TEXTS } from '@app/domain';
import { describe, expect } from 'vitest';
import { choose, pick } from './support/combobox.ts';
import { withOwnAppSendingMail, type LocalMailServer } from './support/mail-server.ts';
import { screenshot, seriousAccessibilityViolations, SIGN_IN_PAGE } from './support/pages.ts';

let mail: LocalMailServer;

/** Its own app, sending its e-mail to the local mail server. */
const it = withOwnAppSendingMail((server) => (mail = server));

const PETITION_PAGE = /\/admin\/petition-builder\/([0-9a-f-]{36})$/;

async function waitForMailTo(address: string, timeoutMs = 20_000) {
  const start = Date.now();
  for (;;) {
    const found = mail.received.filter((message) => message.to.includes(address));
    if (found.length > 0) return found;
    if (Date.now() - start > timeoutMs) throw new Error(`no e-mail to ${address} (${mail.received.length} received)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('invite to the portal', () => {
  it('staff create a beneficiary, invite her from her petition, her e-mail leads to sign-in, and after her first sign-in staff read "Signed in"', async ({
    signedInPage,
    newPage,
    app,
    db,
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

    // Her first sign-in, as the API does it for an identity provider's verified e-mail (the built-in demo provider
    // knows only the demo accounts): her row is linked by e-mail, and staff read that she has signed in.
    await db.query('select * from app_private.provision_user($1, $2, $3)', [`oidc|lena-${tag}`, email.toUpperCase(), name]);
    await page.reload();
    const afterSignIn = page.getByRole('region', { name: 'People' }).getByRole('listitem', { name });
    await afterSignIn.getByText('Signed in', { exact: true }).waitFor();
    expect(await afterSignIn.getByRole('button').count()).toBe(0);
    expect(mail.received.filter((each) => each.to.includes(email))).toHaveLength(1);
    expect(consoleErrors.filter((text) => !text.includes('the server responded with a status'))).toEqual([]);
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
});
