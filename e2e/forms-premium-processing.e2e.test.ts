import type pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { generateFormOnCard } from './support/form-pdf.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';

/**
 * The Forms panel, walked on an EB-1A self-petition from nothing (docs/decisions.md, "An EB-1A self-petition walked
 * from nothing, …"): staff decide premium processing there, which adds the I-907 to the forms filled from the case
 * (nothing set it on screen before, so no case could file one), and a value typed by hand stays readable in the
 * side column (it was squeezed to one letter per line).
 */
let db: pg.Client;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

const G28_ATTORNEY_STREET = 'form1[0].#subform[0].Line3a_StreetNumber[0]';

async function demoO1aPetition(): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`
    select p.id from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
     where u.email = 'priya@demo.petition.studio' and p.visa_class = 'o_1a' order by p.created_at desc limit 1`);
  return rows[0]!.id;
}

async function openFormsPanel(page: Page) {
  await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
  await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true }).click();
  const section = page.getByRole('region', { name: 'Filled from the case' });
  await section.getByRole('article').first().waitFor();
  return section;
}

const premium = async (petitionId: string) =>
  (
    await db.query<{ premium: string | null }>(
      `select metadata ->> 'premiumProcessing' as premium from app_public.petitions where id = $1`,
      [petitionId],
    )
  ).rows[0]!.premium;

describe('the Forms panel', () => {
  it('staff request premium processing and the I-907 joins the forms filled from the case; "Not requested" takes it away', async ({
    signedInPage,
  }) => {
    const petitionId = await demoO1aPetition();
    const before = await premium(petitionId);
    try {
      const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
      let forms = await openFormsPanel(page);
      const titles = () => forms.getByRole('article').locator('h4').allTextContents();
      expect(await titles()).not.toContain('I-907');
      const choice = forms.getByRole('combobox', { name: 'Premium processing (Form I-907)' });
      expect(await choice.inputValue()).toBe('');

      await choice.selectOption({ label: 'Requested' });
      const i907 = forms.getByRole('article', { name: 'I-907', exact: true });
      await i907.waitFor();
      expect(await titles()).toEqual(expect.arrayContaining(['G-28', 'I-907']));
      await expect.poll(() => premium(petitionId)).toBe('Yes');
      // It is the case's, not the screen's: still requested after a reload, and the I-907 generates.
      await page.reload();
      forms = await openFormsPanel(page);
      expect(await forms.getByRole('combobox', { name: 'Premium processing (Form I-907)' }).inputValue()).toBe('Yes');
      await generateFormOnCard(page, forms.getByRole('article', { name: 'I-907', exact: true }), 'I-907');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await forms.getByRole('combobox', { name: 'Premium processing (Form I-907)' }).selectOption({ label: 'Not requested' });
      await forms.getByRole('article', { name: 'I-907', exact: true }).waitFor({ state: 'detached' });
      await expect.poll(() => premium(petitionId)).toBe('No');
      expect(consoleErrors).toEqual([]);
    } finally {
      await db.query(
        `update app_public.petitions set metadata = case when $2::text is null then metadata - 'premiumProcessing'
           else metadata || jsonb_build_object('premiumProcessing', $2::text) end where id = $1`,
        [petitionId, before],
      );
    }
  });

  it('a value typed by hand reads as a line of text beside its mark and buttons at 1280 × 800', async ({ signedInPage }) => {
    const petitionId = await demoO1aPetition();
    const street = 'Calle 93 B # 11A-84, Edificio Peñalisa 502';
    await db.query(
      `insert into app_public.petition_form_overrides (petition_id, form, field_name, value) values ($1, 'g-28', $2, $3)
       on conflict (petition_id, form, field_name) do update set value = excluded.value`,
      [petitionId, G28_ATTORNEY_STREET, street],
    );
    try {
      const { page } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`, {
        viewport: { width: 1280, height: 800 },
      });
      const forms = await openFormsPanel(page);
      const value = forms.getByRole('list', { name: 'Overridden fields of G-28' }).getByText(street, { exact: true });
      await value.waitFor();
      const box = (await value.boundingBox())!;
      // Without a floor on the text's width it was 10 px or so wide: a letter per line.
      expect(box.width).toBeGreaterThan(150);
    } finally {
      await db.query(`delete from app_public.petition_form_overrides where petition_id = $1 and field_name = $2`, [
        petitionId,
        G28_ATTORNEY_STREET,
      ]);
    }
  });
});
