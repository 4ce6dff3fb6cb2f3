import { FIELD_RULE_TEXTS } from '@app/domain';
import type pg from 'pg';
import { describe, expect } from 'vitest';
import { EMPLOYER_WIZARD, expectStep, next, northwindId, STEP_TIMEOUT_MS } from './support/employer-wizard.ts';
import { withOwnApp } from './support/fixtures.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';

// An app of its own: the test changes Daniel's saved phone number.
const it = withOwnApp({});

let db: pg.Client;
it.beforeAll(async ({ db: fileDb }) => {
  db = fileDb;
});

const danielsPhone = async () =>
  (
    await db.query<{ phone_number: string | null }>(
      `select d.phone_number from app_public.user_data d join app_public.users u on u.id = d.user_id
        where u.email = 'daniel@demo.petition.studio'`,
    )
  ).rows[0]?.phone_number;

describe('a phone number with an extension (migration 0114)', () => {
  it("Daniel on a phone saves his office number with its extension in the wizard; staff read it on the company's Entities page", async ({
    signedInPage,
  }) => {
    const { page, consoleErrors } = await signedInPage('employerAdmin', `${EMPLOYER_WIZARD}/confirm-contact`, {
      viewport: PHONE,
    });
    await expectStep(page, 'confirm-contact', 'Your Details');
    const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
    // An extension longer than a switchboard's is refused, with the rule's sentence (which says how to write one).
    await phone.fill('617 555 0142 x1234567');
    await next(page);
    await page.getByText(FIELD_RULE_TEXTS.phone, { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await danielsPhone()).not.toContain('1234567');
    await expectFitsPhone(page, 'employer-phone-extension-refused');

    // Written the way people do ("x12"), it is saved in the one stored form.
    await phone.fill('+1 (617) 555-0142 x12');
    await next(page);
    await expect.poll(danielsPhone, { timeout: STEP_TIMEOUT_MS }).toBe('+1 (617) 555-0142 ext. 12');
    await expectStep(page, 'add-contact', 'Authorized Signatory');
    expect(consoleErrors).toEqual([]);
    await page.context().close();

    // Staff read it on the company's Entities page, in Daniel's row of its team.
    const companyId = await northwindId(db);
    const staff = await signedInPage('staffAdmin', `/admin/entities?type=COMPANY&id=${companyId}`);
    const team = staff.page.getByRole('list', { name: 'Team members' });
    await team.waitFor({ timeout: STEP_TIMEOUT_MS });
    await team
      .getByRole('listitem', { name: /^Daniel/ })
      .getByText('Phone: +1 (617) 555-0142 ext. 12', { exact: true })
      .waitFor();
    expect(staff.consoleErrors).toEqual([]);
  });
});
