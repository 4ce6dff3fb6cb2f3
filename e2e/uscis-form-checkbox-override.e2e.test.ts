import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';

describe('USCIS forms: a missing checkbox entered by hand', () => {
  it('is chosen as ticked or empty, not typed (typed text ticked the box whatever it said)', async ({ signedInPage, db }) => {
    // A new case with no offered role yet: the I-129's "Full-time position" box is missing.
    const { rows: companies } = await db.query<{ id: string }>(
      `insert into app_public.companies (dba_name) values ($1) returning id`,
      [`Checkbox Co ${randomUUID().slice(0, 8)}`],
    );
    const { rows: users } = await db.query<{ id: string }>(
      `insert into app_public.users (full_name, first_name, last_name) values ('Lena Varga', 'Lena', 'Varga') returning id`,
    );
    const { rows: petitions } = await db.query<{ id: string }>(
      `insert into app_public.petitions (company_id, beneficiary_id, visa_class) values ($1, $2, 'o_1a') returning id`,
      [companies[0]!.id, users[0]!.id],
    );
    const petitionId = petitions[0]!.id;

    const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
    await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true }).click();
    const i129 = page.getByRole('list', { name: /^Missing fields of I-129/ });
    const fullTime = i129.getByRole('combobox', { name: 'Full-time position', exact: true });
    await fullTime.waitFor();
    expect(await fullTime.locator('option').allInnerTexts()).toEqual(['Choose…', 'Tick the box', 'Leave the box empty']);
    await fullTime.selectOption({ label: 'Leave the box empty' });
    await i129.getByRole('button', { name: 'Save Full-time position', exact: true }).click();
    await fullTime.waitFor({ state: 'detached' });

    const { rows } = await db.query<{ value: string }>(
      `select value from app_public.petition_form_overrides where petition_id = $1 and form = 'i-129'`,
      [petitionId],
    );
    expect(rows.map((row) => row.value)).toEqual(['Off']);

    // The overridden entry says the choice in words, and changes it in place with the same two choices.
    const overridden = page.getByRole('list', { name: /^Overridden fields of I-129/ });
    const entry = overridden.getByRole('listitem').filter({ hasText: 'Full-time position' });
    await entry.getByText('Left empty', { exact: true }).waitFor();
    await entry.getByRole('button', { name: 'Change override of Full-time position', exact: true }).click();
    const change = entry.getByRole('combobox', { name: 'New value: Full-time position', exact: true });
    expect(await change.inputValue()).toBe('Off');
    await change.selectOption({ label: 'Tick the box' });
    await entry.getByRole('button', { name: 'Save new value of Full-time position', exact: true }).click();
    await entry.getByText('Ticked', { exact: true }).waitFor();
    const { rows: changed } = await db.query<{ value: string }>(
      `select value from app_public.petition_form_overrides where petition_id = $1 and form = 'i-129'`,
      [petitionId],
    );
    expect(changed.map((row) => row.value)).toEqual(['On']);
    expect(consoleErrors).toEqual([]);
  });
});
