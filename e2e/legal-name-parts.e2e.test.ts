import type pg from 'pg';
import { afterAll, describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { priyasOnboarding, restoreOnboarding, screenTitle, type SavedOnboarding } from './support/onboarding-screens.ts';
import { PHONE } from './support/phone.ts';
import { renderDataPage } from '../apps/api/test/ocr/passport-image.ts';

/**
 * The name a beneficiary gives on the checklist's Legal name step is the case's name (migration 0115; docs/decisions.md,
 * "An EB-1A self-petition walked from nothing, …"). A middle name of two words was re-split by the database: its second
 * word went to the last name, so her own passport read as another person's, and staff were told so.
 */
let db: pg.Client;
let saved: SavedOnboarding | undefined;
let priyaId: string;
let petitionId: string;
let startedAt: Date;
let originalName: Record<string, unknown> | undefined;
let originalData: Record<string, unknown> | undefined;
const DATA_COLUMNS = [
  'passport_number',
  'given_name',
  'surname',
  'passport_middle_name',
  'country_of_issue',
  'expiration_date',
  'date_of_birth',
  'sex',
];
const FILE_NAME = 'legal-name-parts-passport.jpg';
const OCR_TIMEOUT = 60_000;

const exhibit = (id: string, type: string, name: string, moduleType: string) => ({
  id,
  exhibitId: null,
  type,
  name,
  description: `${name} description`,
  required: true,
  hidden: false,
  status: 'pending',
  data: {},
  moduleType,
});
const MODULES = [
  {
    id: 'e2e-personal',
    type: 'PERSONAL',
    title: 'Personal Information',
    subtitle: 'Your legal name.',
    name: 'Personal Information',
    status: 'pending',
    exhibits: [exhibit('e2e-legal-name', 'LEGAL_NAME', 'Legal name', 'PERSONAL')],
  },
  {
    id: 'e2e-identification',
    type: 'IDENTIFICATION',
    title: 'Identification Documents',
    subtitle: 'Passport and visa documents.',
    name: 'Identification Documents',
    status: 'pending',
    exhibits: [exhibit('e2e-passport', 'PASSPORT', 'Passport', 'IDENTIFICATION')],
  },
];

it.beforeAll(async ({ db: fileDb }) => {
  db = fileDb;
  startedAt = new Date();
  saved = await priyasOnboarding(db);
  ({ priyaId, petitionId } = saved);
  originalName = (
    await db.query<Record<string, unknown>>(
      'select full_name, first_name, middle_name, last_name from app_public.users where id = $1',
      [priyaId],
    )
  ).rows[0];
  originalData = (
    await db.query<Record<string, unknown>>(`select ${DATA_COLUMNS.join(', ')} from app_public.user_data where user_id = $1`, [
      priyaId,
    ])
  ).rows[0];
  // What the case knows besides her name: her birth date and citizenship, as her passport will say.
  await db.query(`update app_public.user_data set date_of_birth = '1990-04-12', country_of_issue = 'IN' where user_id = $1`, [
    priyaId,
  ]);
  await db.query(
    `update app_public.onboardings set modules = $2, status = 'not_started', flow_state = null where petition_id = $1`,
    [petitionId, JSON.stringify(MODULES)],
  );
});

afterAll(async () => {
  if (!db || !saved) return;
  await restoreOnboarding(db, saved);
  if (originalName) {
    await db.query(
      'update app_public.users set full_name = $2, first_name = $3, middle_name = $4, last_name = $5 where id = $1',
      [priyaId, originalName['full_name'], originalName['first_name'], originalName['middle_name'], originalName['last_name']],
    );
  }
  if (originalData) {
    await db.query(
      `update app_public.user_data set ${DATA_COLUMNS.map((column, index) => `${column} = $${index + 2}`).join(', ')} where user_id = $1`,
      [priyaId, ...DATA_COLUMNS.map((column) => originalData![column])],
    );
  }
  await db.query('delete from app_public.passport_confirmations where user_id = $1 and created_at >= $2', [priyaId, startedAt]);
  await db.query(
    `delete from app_public.files where id in (select file_id from app_public.immigration_documents where owner_id = $1)
        and name = $2`,
    [priyaId, FILE_NAME],
  );
});

describe('the legal name she gives', () => {
  it('keeps a two-word middle name out of her last name: her own passport matches the case, and staff read no difference', async ({
    signedInPage,
  }) => {
    const { page, consoleErrors } = await signedInPage(
      'beneficiary',
      '/onboarding/beneficiary/personal?id=e2e-personal&exhibitId=e2e-legal-name',
      {
        viewport: PHONE,
      },
    );
    await screenTitle(page, 'Legal name');
    await page.getByLabel('First name').fill('Priya');
    await page.getByLabel('Middle name').fill('Lakshmi Devi');
    await page.getByLabel('Last name').fill('Sharma');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Her passport, in the name she gave.
    await screenTitle(page, 'Passport');
    const stored = await db.query('select full_name, first_name, middle_name, last_name from app_public.users where id = $1', [
      priyaId,
    ]);
    expect(stored.rows[0]).toEqual({
      full_name: 'Priya Lakshmi Devi Sharma',
      first_name: 'Priya',
      middle_name: 'Lakshmi Devi',
      last_name: 'Sharma',
    });
    const scan = await renderDataPage({
      issuingState: 'IND',
      surname: 'SHARMA',
      givenNames: 'PRIYA LAKSHMI DEVI',
      documentNumber: 'Z4821937',
      nationality: 'IND',
      birthDate: '900412',
      sex: 'F',
      expiryDate: '330917',
      personalNumber: '',
    });
    await page
      .getByRole('region', { name: 'Upload your passport' })
      .locator('input[type=file]')
      .setInputFiles({ name: FILE_NAME, mimeType: 'image/jpeg', buffer: scan });
    await page.getByRole('region', { name: 'Passport details' }).waitFor({ timeout: OCR_TIMEOUT });
    await expect.poll(() => page.getByLabel('Passport number').inputValue(), { timeout: OCR_TIMEOUT }).toBe('Z4821937');
    expect(await page.getByText('is in the name of').count()).toBe(0);
    await page.getByRole('button', { name: 'Confirm passport details' }).click();
    await page.getByText('Passport details confirmed.').waitFor();

    // Staff: the confirmation came with no difference to explain.
    const { rows } = await db.query<{ findings: string[] }>(
      'select findings from app_public.passport_confirmations where user_id = $1 and created_at >= $2',
      [priyaId, startedAt],
    );
    expect(rows).toEqual([{ findings: [] }]);
    const { page: staff } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    const details = staff.getByRole('region', { name: 'Beneficiary details' });
    await details.getByText(/^Confirmed by Priya Lakshmi Devi Sharma on /).waitFor();
    expect(await details.getByText('Confirmed despite these differences').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
