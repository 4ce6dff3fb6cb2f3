import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';

describe('the petition page’s filing type', () => {
  it('is one choice, change of status or consular processing, and the case type follows it', async ({ signedInPage, db }) => {
    // A case whose beneficiary answered "change of status" in onboarding (the column her screen writes).
    const { rows: companies } = await db.query<{ id: string }>(
      `insert into app_public.companies (dba_name) values ($1) returning id`,
      [`Filing Co ${randomUUID().slice(0, 8)}`],
    );
    const { rows: users } = await db.query<{ id: string }>(
      `insert into app_public.users (full_name, first_name, last_name) values ('Ines Duarte', 'Ines', 'Duarte') returning id`,
    );
    const { rows: petitions } = await db.query<{ id: string }>(
      `insert into app_public.petitions (company_id, beneficiary_id, visa_class, filing_type)
       values ($1, $2, 'o_1a', 'change_of_status') returning id`,
      [companies[0]!.id, users[0]!.id],
    );
    const petitionId = petitions[0]!.id;
    const stored = async () =>
      (await db.query('select filing_type, case_type from app_public.petitions where id = $1', [petitionId])).rows[0];

    const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    const fields = page.getByRole('region', { name: 'Case fields' });
    const filingType = fields.getByRole('combobox', { name: 'Filing type', exact: true });
    await filingType.waitFor();
    // One select, with its two choices in words; no second "Case type" offering the same two.
    expect(await fields.getByRole('combobox', { name: 'Case type' }).count()).toBe(0);
    expect(await filingType.locator('option').allInnerTexts()).toEqual(['—', 'Change of Status', 'Consular Processing']);
    expect(await filingType.locator('option:checked').innerText()).toBe('Change of Status');

    await filingType.selectOption({ label: 'Consular Processing' });
    await expect
      .poll(stored, { timeout: 10_000 })
      .toEqual({ filing_type: 'consular_processing', case_type: 'CONSULAR_PROCESSING' });
    await page.reload();
    await fields.getByRole('combobox', { name: 'Filing type', exact: true }).waitFor();
    expect(await fields.getByRole('combobox', { name: 'Filing type', exact: true }).locator('option:checked').innerText()).toBe(
      'Consular Processing',
    );
    expect(consoleErrors).toEqual([]);
  });
});
