import type pg from 'pg';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { downloadedForm, generateFormOnCard } from './support/form-pdf.ts';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';

/**
 * A case value too long for its box on a USCIS form goes in full to the form's Additional Information part, as USCIS
 * asks; the Forms tab says where it went, in words, and counts the form as ready.
 */

const STAFF_EMAIL = 'staff@demo.petition.studio';
const FIRM = 'Reyes & Castillo Immigration Law Group LLP'; // 42 characters: the G-28's firm box takes 30
const G28_FIRM_BOX = 'form1[0].#subform[0].Pt2Line1d_NameofFirmOrOrganization[0]';
/** The G-28's Part 6, item 2 (page, part, item number and text), as the form's tooltips number them. */
const G28_PART_6_ITEM_2 = ['PageNumber', 'PartNumber', 'ItemNumber', 'AdditionalInfo'].map(
  (what, index) => `form1[0].#subform[3].Pt9Line3${'abcd'[index]}_${what}[0]`,
);

let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

describe('a value too long for its form box', () => {
  it('is moved to the G-28’s Part 6 in full, and the Forms tab says so', async ({ signedInPage }) => {
    const { rows } = await db.query<{ id: string }>(`
      select p.id from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
       where u.email = 'priya@demo.petition.studio' and p.visa_class = 'o_1a' order by p.created_at desc limit 1`);
    const petitionId = rows[0]!.id;
    await db.query('delete from app_public.petition_form_overrides where petition_id = $1', [petitionId]);
    // A complete attorney profile whose firm name is longer than the G-28's box.
    await db.query(
      `insert into app_public.attorney_profiles (user_id, family_name, given_name, firm_name, bar_number,
              licensing_authority, street, city, state, postal_code, country, phone, email)
       select id, 'Reyes', 'Elena', $2, 'NY-5550123', 'New York State Bar', '40 Wall Street', 'New York', 'NY', '10005',
              'US', '2125550147', 'elena@reyes.example' from app_public.users where email = $1
       on conflict (user_id) do update set family_name = excluded.family_name, given_name = excluded.given_name,
              firm_name = excluded.firm_name, bar_number = excluded.bar_number,
              licensing_authority = excluded.licensing_authority, street = excluded.street, city = excluded.city,
              state = excluded.state, postal_code = excluded.postal_code, country = excluded.country,
              phone = excluded.phone, email = excluded.email`,
      [STAFF_EMAIL, FIRM],
    );

    const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
    await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true }).click();
    const g28 = page.getByRole('region', { name: 'Filled from the case' }).getByRole('article', { name: 'G-28', exact: true });
    // Nothing is missing from the form; the list still says where the value went, in the form's words.
    await g28.getByText('Ready', { exact: true }).waitFor();
    await g28
      .getByText(
        `Attorney law firm — moved to Part 6, item 2 (Additional Information) in full: "${FIRM}" has 42 characters and the box takes 30; the row names page 1, Part 2, item 1.d and the box says "See Additional Information"`,
        { exact: true },
      )
      .waitFor();

    await generateFormOnCard(page, g28, 'G-28');
    const pdf = await downloadedForm(page, g28.getByRole('button', { name: 'Download G-28.pdf' }));
    expect(pdf.getTextField(G28_FIRM_BOX).getText()).toBe('See Additional Information');
    expect(G28_PART_6_ITEM_2.map((name) => pdf.getTextField(name).getText())).toEqual(['1', '2', '1.d', FIRM]);
    await screenshot(page, 'forms-too-long-moved');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
