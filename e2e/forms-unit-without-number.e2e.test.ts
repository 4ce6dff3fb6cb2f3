import type pg from 'pg';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';

/**
 * An address stored before units had their own line, as "500 Howard Street STE": the form ticks Ste. and its number
 * box stays empty, and the Forms tab tells staff in words that the number is missing, on its own line.
 */

let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

describe('an address whose unit has a type and no number', () => {
  it('is listed on the Forms tab in words', async ({ signedInPage }) => {
    const { rows } = await db.query<{ id: string; company_id: string }>(`
      select p.id, p.company_id from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
       where u.email = 'priya@demo.petition.studio' and p.visa_class = 'o_1a' order by p.created_at desc limit 1`);
    const { id: petitionId, company_id: companyId } = rows[0]!;
    const before = await db.query(
      `select street_number_street_name_business_address as street, unit_type, unit_number
         from app_public.companies where id = $1`,
      [companyId],
    );
    await db.query(
      `update app_public.companies set street_number_street_name_business_address = '500 Howard Street STE',
              unit_type = null, unit_number = null where id = $1`,
      [companyId],
    );
    try {
      const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
      await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
      await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true }).click();
      const i129 = page.getByRole('region', { name: 'Filled from the case' }).getByRole('article', { name: /^I-129/ });
      await i129
        .getByText(
          "Petitioner mailing address: apartment, suite or floor number — the address says Ste. but gives no number, so the form ticks Ste. with its number box empty: ask for the number and enter it in the petitioner's company profile (Entities → the company), or by hand for this form",
          { exact: true },
        )
        .waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      const { street, unit_type, unit_number } = before.rows[0]!;
      await db.query(
        `update app_public.companies set street_number_street_name_business_address = $2, unit_type = $3,
                unit_number = $4 where id = $1`,
        [companyId, street, unit_type, unit_number],
      );
    }
  });
});
