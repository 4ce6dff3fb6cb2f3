import type pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { it } from './support/fixtures.ts';
import { priyasOnboarding, restoreOnboarding, type SavedOnboarding } from './support/onboarding-screens.ts';
import { pdfWithText, solidPng } from './support/sample-files.ts';
import { formatFileSize } from '../apps/web/src/components/files/format-file-size.ts';
// The OCR route's own test renders passport pages; the same scan is uploaded here.
import { renderDataPage, SAMPLE_USA } from '../apps/api/test/ocr/passport-image.ts';
import { nextSubscription } from './support/subscriptions.ts';

let db: pg.Client;

/** Priya's petition, its onboarding record as the seed left it (put back afterwards) and one of its exhibits. */
let petitionId: string;
let original: SavedOnboarding | undefined;
let evidenceExhibitId: string;
let summaryExhibitId: string;
let priyaId: string;
/** Priya's own data the screens write (name, U.S. address, passport), put back afterwards. */
let originalPerson: Record<string, unknown>;
const PERSON_COLUMNS = [
  'street_number_street_name_us_residential_address',
  'city_us_residential_address',
  'state_us_residential_address',
  'zip_code_us_residential_address',
  'passport_number',
  'given_name',
  'surname',
  'passport_middle_name',
  'country_of_issue',
  'expiration_date',
  'date_of_birth',
];

const BASE = '/onboarding/beneficiary';
const TIMEOUT = 15_000;
const PERSONAL_ID = 'e2e-personal';
const EVIDENCE_ID = 'e2e-evidence';

function exhibit(id: string, exhibitId: string | null, type: string, name: string, required: boolean, moduleType: string) {
  return {
    id,
    exhibitId,
    type,
    name,
    description: `${name} description`,
    required,
    hidden: false,
    status: 'pending',
    data: {},
    moduleType,
  };
}

/** A checklist this file controls: the personal screens, then an upload and a description linked to real exhibits. */
function testModules() {
  return [
    {
      id: PERSONAL_ID,
      type: 'PERSONAL',
      title: 'Personal Information',
      subtitle: 'Your legal name, other names, addresses and family.',
      name: 'Personal Information',
      status: 'pending',
      exhibits: [
        exhibit('e2e-legal-name', null, 'LEGAL_NAME', 'Legal name', true, 'PERSONAL'),
        exhibit('e2e-other-names', null, 'OTHER_NAMES', 'Other names', false, 'PERSONAL'),
        exhibit('e2e-us-address', null, 'US_ADDRESS', 'U.S. address', true, 'PERSONAL'),
      ],
    },
    {
      id: EVIDENCE_ID,
      type: 'AWARDS',
      title: 'Awards',
      subtitle: 'Prizes and awards.',
      name: 'Awards',
      status: 'pending',
      exhibits: [
        exhibit(evidenceExhibitId, evidenceExhibitId, 'AWARD_EVIDENCE', 'Award certificate', true, 'AWARDS'),
        exhibit(summaryExhibitId, summaryExhibitId, 'PRESS_SUMMARY', 'Award summary', true, 'AWARDS'),
      ],
    },
  ];
}

it.beforeAll(async ({ db: fileDb }) => {
  db = fileDb;
  original = await priyasOnboarding(db);
  ({ petitionId, priyaId } = original);
  const person = await db.query<Record<string, unknown>>(
    `select ${PERSON_COLUMNS.join(', ')}, u.first_name, u.middle_name, u.last_name, u.full_name
       from app_public.user_data d join app_public.users u on u.id = d.user_id where d.user_id = $1`,
    [priyaId],
  );
  originalPerson = person.rows[0]!;
  // Two customer-facing exhibits of her petition: the upload and the description are linked to them.
  const exhibits = await db.query<{ id: string }>(
    `select id from app_public.exhibits where petition_id = $1 and owned_by <> 'PLYMOUTH' and visible order by id limit 2`,
    [petitionId],
  );
  [evidenceExhibitId, summaryExhibitId] = exhibits.rows.map((row) => row.id) as [string, string];
  await db.query(
    `update app_public.onboardings set modules = $2, status = 'not_started', flow_state = null where petition_id = $1`,
    [petitionId, JSON.stringify(testModules())],
  );
});

afterAll(async () => {
  if (originalPerson) {
    await db.query(
      `update app_public.user_data set ${PERSON_COLUMNS.map((column, index) => `${column} = $${index + 2}`).join(', ')} where user_id = $1`,
      [priyaId, ...PERSON_COLUMNS.map((column) => originalPerson[column])],
    );
    await db.query(
      `update app_public.users set first_name = $2, middle_name = $3, last_name = $4, full_name = $5 where id = $1`,
      [
        priyaId,
        originalPerson['first_name'],
        originalPerson['middle_name'],
        originalPerson['last_name'],
        originalPerson['full_name'],
      ],
    );
    await db.query(
      `delete from app_public.immigration_documents where owner_id = $1 and file_id in (select id from app_public.files where name = 'passport-e2e.jpg')`,
      [priyaId],
    );
  }
  await db?.query(
    `delete from app_public.exhibit_files where exhibit_id = $1 and file_id in (select id from app_public.files where name = 'award-e2e.pdf')`,
    [evidenceExhibitId],
  );
  if (original) await restoreOnboarding(db, original);
});

/** A checklist screen's title (level 2 under the page's 'Beneficiary onboarding'). */
const title = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true }).waitFor({ timeout: TIMEOUT });
/** The complete and followup pages' title. */
const pageTitle = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: TIMEOUT });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

async function expectAxeClean(page: Page, screen: string) {
  expect(await seriousAccessibilityViolations(page), screen).toEqual([]);
}

describe('beneficiary onboarding (/onboarding/beneficiary)', () => {
  it('Priya walks the checklist, resumes after a reload, uploads a file linked to the exhibit and completes', async ({
    signedInPage,
    app,
  }) => {
    const { page } = await signedInPage('beneficiary', BASE);
    // Without a module, the first pending one opens; the address is rewritten once she moves.
    await title(page, 'Legal name');
    expect(new URL(page.url()).pathname).toBe(BASE);
    await page
      .getByRole('navigation', { name: 'Onboarding Checklist' })
      .getByRole('heading', { name: 'Personal Info' })
      .waitFor();
    await expectAxeClean(page, 'legal name');

    await page.getByLabel('First name').fill('');
    await next(page);
    await page.getByText('Please provide a first name').waitFor();
    // Alex has Priya's page open on Entities, which follows the person (personUpdated, migration 0138).
    const { page: staff, consoleErrors: staffErrors } = await signedInPage('staffAdmin', '/admin');
    const subscribed = nextSubscription(staff, 'PersonEntityChanged');
    await staff.goto(`${app.url}/admin/entities?type=USER&id=${priyaId}`);
    const staffName = staff.getByRole('textbox', { name: 'Name', exact: true });
    await staffName.waitFor({ timeout: TIMEOUT });
    await subscribed;
    // Give the server a moment to start listening for the subscription's topic.
    await staff.waitForTimeout(1_000);
    await staff.evaluate(() => {
      (window as unknown as { notReloaded?: boolean }).notReloaded = true;
    });
    expect(await staffName.inputValue()).toBe('Priya Sharma');

    await page.getByLabel('First name').fill('Priya');
    await page.getByLabel('Middle name').fill('Devi');
    await page.getByLabel('Last name').fill('Sharma');
    await next(page);
    // Her saved name reaches Alex's page without a reload.
    await expect.poll(() => staffName.inputValue(), { timeout: TIMEOUT }).toBe('Priya Devi Sharma');
    expect(await staff.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(staffErrors).toEqual([]);
    await staff.context().close();
    // Her name as the seed has it again, for the other files of this app (the file's afterAll restores the rest).
    await db.query('update app_public.users set middle_name = $2, full_name = $3 where id = $1', [
      priyaId,
      originalPerson['middle_name'],
      originalPerson['full_name'],
    ]);

    // The optional other-names screen is skipped.
    await title(page, 'Other names');
    await page.waitForURL(new RegExp(`${BASE}/personal\\?id=${PERSONAL_ID}&exhibitId=e2e-other-names$`));
    await page.getByText('Have you used any other names?').waitFor();
    await expectAxeClean(page, 'other names');
    await page.getByRole('button', { name: 'Skip', exact: true }).click();

    await title(page, 'U.S. address');
    await expectAxeClean(page, 'address');
    await page.getByLabel('Street address').fill('');
    await next(page);
    await page.getByText('Required').first().waitFor();
    await page.getByLabel('I do not have a U.S. address').click();
    expect(await page.getByLabel('Street address').isDisabled()).toBe(true);
    await page.getByLabel('I do not have a U.S. address').click();
    await page.getByLabel('Street address').fill('2 Oak Street');
    // A unit number without a type is stored so the forms read it into their number box (streetWithUnit).
    await page.getByLabel('Unit number').fill('4B');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('ZIP code').fill('78702');
    await page.getByRole('combobox', { name: /State/ }).click();
    await page.getByRole('option', { name: /Texas/ }).click();
    await next(page);

    // The evidence module: a reload midway resumes on the same exhibit.
    await title(page, 'Award certificate');
    const stored = await db.query<{ street: string }>(
      'select street_number_street_name_us_residential_address as street from app_public.user_data where user_id = $1',
      [priyaId],
    );
    expect(stored.rows[0]?.street).toBe('2 Oak Street, #4B');
    await page.waitForURL(new RegExp(`exhibitId=${evidenceExhibitId}`));
    await page.reload();
    await title(page, 'Award certificate');
    await expectAxeClean(page, 'file upload');
    await next(page);
    await page.getByText('Please upload at least one file').waitFor();
    await page
      .getByRole('region', { name: 'Upload Award certificate' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'award-e2e.pdf', mimeType: 'application/pdf', buffer: await pdfWithText('Award') });
    await page.getByRole('list', { name: 'Uploaded files' }).getByText('award-e2e.pdf').waitFor({ timeout: TIMEOUT });
    // A file uploaded by mistake is deleted: unlinked from the exhibit and gone from the list.
    await page
      .getByRole('region', { name: 'Upload Award certificate' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'extra-e2e.pdf', mimeType: 'application/pdf', buffer: await pdfWithText('Extra') });
    const extra = page.getByRole('list', { name: 'Uploaded files' }).getByText('extra-e2e.pdf');
    await extra.waitFor({ timeout: TIMEOUT });
    // Issue 26: the file leaves the list at once; an Undo toast holds the real delete for a few seconds.
    await page.getByRole('button', { name: 'Delete extra-e2e.pdf' }).click();
    await extra.waitFor({ state: 'detached', timeout: TIMEOUT });
    // Focus goes to the file left in the list, not the page's body.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('li')?.textContent ?? document.activeElement?.tagName))
      .toContain('award-e2e.pdf');
    await page.getByText('Deleted extra-e2e.pdf').waitFor({ timeout: TIMEOUT });
    const linkedExtra = async () =>
      (
        await db.query(
          `select 1 from app_public.exhibit_files ef join app_public.files f on f.id = ef.file_id
            where ef.exhibit_id = $1 and f.name = 'extra-e2e.pdf'`,
          [evidenceExhibitId],
        )
      ).rowCount;
    expect(await linkedExtra()).toBe(1);
    await expect.poll(linkedExtra, { timeout: TIMEOUT }).toBe(0);
    await next(page);

    await title(page, 'Award summary');
    // Next changed only the address's query (the same module): the new step's title has the focus, not the body.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('exhibit-title');
    await expectAxeClean(page, 'description');
    await next(page);
    await page.getByText('Required').first().waitFor();
    await page.getByLabel('Description').fill('Best robotics paper award, 2024.');
    await next(page);

    await pageTitle(page, "Wooohoo, you're done!");
    await page.waitForURL(new RegExp(`${BASE}/complete$`));
    // 'Description saved successfully.' is still showing: the shared toaster is checked elsewhere.
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: TIMEOUT });
    await expectAxeClean(page, 'complete');
    await screenshot(page, 'beneficiary-onboarding-complete');

    const linked = await db.query(
      `select 1 from app_public.exhibit_files ef join app_public.files f on f.id = ef.file_id
        where ef.exhibit_id = $1 and f.name = 'award-e2e.pdf'`,
      [evidenceExhibitId],
    );
    expect(linked.rowCount).toBe(1);
    const saved = () =>
      db.query<{
        modules: { id: string; status: string; exhibits: { id: string; status: string; data: Record<string, unknown> }[] }[];
        status: string;
      }>(`select modules, status::text from app_public.onboardings where petition_id = $1`, [petitionId]);
    // The complete screen shows as the page saves it: the record follows within moments.
    await expect.poll(async () => (await saved()).rows[0]!.status, { timeout: TIMEOUT }).toBe('completed');
    const [personal, evidence] = (await saved()).rows[0]!.modules;
    expect(personal!.exhibits.map((e) => e.status)).toEqual(['completed', 'skipped', 'completed']);
    expect(evidence!.exhibits[1]!.data['description']).toBe('Best robotics paper award, 2024.');
  });

  it('original code on a phone: Priya adds 4 screenshots, the 5th is refused with the limit, nothing is lost (BEN-051)', async ({
    signedInPage,
  }) => {
    // An "Original code" exhibit of her petition (type original-code, so the server holds the limit too).
    const created = await db.query<{ id: string }>(
      `insert into app_public.exhibits (module_id, petition_id, name, exhibit_type, owned_by, visible, order_index)
       select module_id, petition_id, 'Original code', 'original-code', 'BENEFICIARY', true, 999
         from app_public.exhibits where id = $1 returning id`,
      [evidenceExhibitId],
    );
    const codeExhibitId = created.rows[0]!.id;
    // The checklist the later tests of this file walk on, put back afterwards.
    const before = await db.query<{ modules: unknown; status: string; flow_state: string | null }>(
      `select modules, status::text, flow_state from app_public.onboardings where petition_id = $1`,
      [petitionId],
    );
    try {
      const modules = [
        {
          id: 'e2e-code',
          type: 'AWARDS',
          title: 'Original contribution',
          subtitle: 'Code you wrote.',
          name: 'Original contribution',
          status: 'pending',
          exhibits: [exhibit(codeExhibitId, codeExhibitId, 'ORIGINAL_CODE', 'Original code', true, 'AWARDS')],
        },
      ];
      await db.query(`update app_public.onboardings set modules = $2 where petition_id = $1`, [
        petitionId,
        JSON.stringify(modules),
      ]);
      const { page } = await signedInPage('beneficiary', BASE, { viewport: { width: 390, height: 844 } });
      await title(page, 'Original code');
      const region = page.getByRole('region', { name: 'Upload Original code' });
      // The guidance, the uploader's hint and the rule say the same number.
      await region.getByText('Upload at most 4 screenshots of your original code.').waitFor();
      await region.getByText(/at most 4 files/).waitFor();
      const uploaded = region.getByRole('list', { name: 'Uploaded files' });
      // Large uncompressed screenshots, as phones save them: the server keeps re-encoded, smaller PNGs.
      const screenshotFile = (n: number) => ({
        name: `code-${n}.png`,
        mimeType: 'image/png',
        buffer: solidPng(160, 120, [20 * n, 40, 80], 0),
      });
      const input = region.locator('input[type=file]');
      await input.setInputFiles([1, 2, 3].map(screenshotFile));
      for (const n of [1, 2, 3]) await uploaded.getByText(`code-${n}.png`).waitFor({ timeout: TIMEOUT });
      // The three held count towards the limit: of two more, the 4th goes up and the 5th is refused at once.
      await input.setInputFiles([4, 5].map(screenshotFile));
      await uploaded.getByText('code-4.png').waitFor({ timeout: TIMEOUT });
      const refused = region.locator('li[data-upload-state="error"]');
      await refused.getByText('code-5.png').waitFor();
      await refused.getByText('Maximum 4 files allowed').waitFor();
      for (const n of [1, 2, 3, 4]) await uploaded.getByText(`code-${n}.png`).waitFor();
      const held = await db.query<{ name: string; size_bytes: string }>(
        `select f.name, f.size_bytes::text from app_public.exhibit_files ef join app_public.files f on f.id = ef.file_id
          where ef.exhibit_id = $1 order by f.name`,
        [codeExhibitId],
      );
      expect(held.rows.map((row) => row.name)).toEqual(['code-1.png', 'code-2.png', 'code-3.png', 'code-4.png']);
      // The uploader shows the size of what is stored (as the Documents page does), not the picked file's.
      const stored = formatFileSize(held.rows[0]!.size_bytes);
      expect(stored).not.toBe(formatFileSize(screenshotFile(1).buffer.length));
      await region.locator('li[data-upload-state="success"]', { hasText: 'code-1.png' }).getByText(stored).waitFor();
      // Nothing is cut off at 390 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAxeClean(page, 'original code at the limit');
      await screenshot(page, 'beneficiary-original-code-limit-390');
    } finally {
      await db.query(
        `delete from app_public.files where id in (select file_id from app_public.exhibit_files where exhibit_id = $1)`,
        [codeExhibitId],
      );
      await db.query('delete from app_public.exhibits where id = $1', [codeExhibitId]);
      const saved = before.rows[0]!;
      await db.query(
        `update app_public.onboardings set modules = $2, status = $3::app_public.onboarding_status, flow_state = $4
          where petition_id = $1`,
        [petitionId, JSON.stringify(saved.modules), saved.status, saved.flow_state],
      );
    }
  });

  it('readOnly=true disables the inputs and stays in the address while moving', async ({ signedInPage }) => {
    const { page } = await signedInPage(
      'beneficiary',
      `${BASE}/personal?id=${PERSONAL_ID}&exhibitId=e2e-legal-name&readOnly=true`,
    );
    await title(page, 'Legal name');
    expect(await page.getByLabel('First name').isDisabled()).toBe(true);
    await next(page);
    await title(page, 'Other names');
    expect(new URL(page.url()).searchParams.get('readOnly')).toBe('true');
  });

  it('a newer case staff have not built a checklist for yet does not hide the checklist in progress', async ({
    signedInPage,
  }) => {
    // Staff open a second case for Priya (newest, no checklist yet): her page keeps the checklist she is on.
    const { rows } = await db.query<{ id: string }>(
      `insert into app_public.petitions (beneficiary_id, company_id, visa_class)
       select beneficiary_id, company_id, visa_class from app_public.petitions where id = $1 returning id`,
      [petitionId],
    );
    try {
      const { page } = await signedInPage('beneficiary', `${BASE}/personal?id=${PERSONAL_ID}&exhibitId=e2e-legal-name`);
      await title(page, 'Legal name');
      expect(await page.getByText('This is taking longer than expected.').count()).toBe(0);
    } finally {
      await db.query('delete from app_public.petitions where id = $1', [rows[0]!.id]);
    }
  });

  it('cover, links and default screens; an open required item ends in followup with its highlight', async ({ signedInPage }) => {
    const critical = [
      {
        id: 'e2e-critical',
        type: 'CRITICAL_ROLE',
        title: 'Critical Role at Distinguished Organization',
        subtitle: 'Your role at the organization.',
        name: 'Critical Role',
        status: 'pending',
        exhibits: [
          exhibit('e2e-links', null, 'LINK_TO_EVENT', 'Event page', true, 'CRITICAL_ROLE'),
          exhibit('e2e-unknown', null, 'SOMETHING_NEW', 'Something new', false, 'CRITICAL_ROLE'),
        ],
      },
    ];
    await db.query(`update app_public.onboardings set modules = $2 where petition_id = $1`, [
      petitionId,
      JSON.stringify(critical),
    ]);
    const { page } = await signedInPage('beneficiary', BASE);
    // The module has no cover page of its own: the virtual one opens it.
    await title(page, 'Critical Role at Distinguished Organization');
    await expectAxeClean(page, 'cover');
    await next(page);

    await title(page, 'Event page');
    await expectAxeClean(page, 'links');
    await page.getByLabel(/Link 1/).fill('not a url');
    await next(page);
    await page.getByText('Please enter a valid URL').waitFor();
    await page.getByRole('button', { name: 'Next – Skip for now' }).click();

    await title(page, 'Something new');
    await page.getByText('Oops something went wrong.').waitFor();
    await expectAxeClean(page, 'default');
    await next(page);

    await page.waitForURL(new RegExp(`${BASE}/followup$`), { timeout: TIMEOUT });
    await pageTitle(page, 'Please complete the following tasks');
    const item = page.getByRole('link', { name: /Critical Role at Distinguished Organization/ });
    await item.waitFor({ timeout: TIMEOUT });
    // The list reads the server's record: on a slow network the module's save lands after the page's first read,
    // and the row follows it (its status is not fixed on entry, only which rows are listed).
    await expect.poll(() => item.getAttribute('data-status'), { timeout: TIMEOUT }).toBe('in_progress');
    await page.getByRole('heading', { name: 'Visa question?' }).waitFor();
    await expectAxeClean(page, 'followup');
    // The page shows followup as it saves it: the record follows within moments.
    const savedStatus = async () =>
      (await db.query<{ status: string }>(`select status::text from app_public.onboardings where petition_id = $1`, [petitionId]))
        .rows[0]!.status;
    await expect.poll(savedStatus, { timeout: TIMEOUT }).toBe('followup');
  });

  it('passport: the scan is read by OCR and nothing is written before the beneficiary confirms', async ({ signedInPage }) => {
    const identification = [
      {
        id: 'e2e-identification',
        type: 'IDENTIFICATION',
        title: 'Identification Documents',
        subtitle: 'Passport and visa documents.',
        name: 'Identification Documents',
        status: 'pending',
        exhibits: [exhibit('e2e-passport', null, 'PASSPORT', 'Passport', true, 'IDENTIFICATION')],
      },
    ];
    await db.query(`update app_public.onboardings set modules = $2 where petition_id = $1`, [
      petitionId,
      JSON.stringify(identification),
    ]);
    await db.query(`update app_public.user_data set passport_number = null where user_id = $1`, [priyaId]);
    const { page } = await signedInPage('beneficiary', `${BASE}/identification?id=e2e-identification&exhibitId=e2e-passport`);
    await title(page, 'Passport');
    await expectAxeClean(page, 'passport');
    await page
      .getByRole('region', { name: 'Upload your passport' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'passport-e2e.jpg', mimeType: 'image/jpeg', buffer: await renderDataPage(SAMPLE_USA) });
    const number = page.getByLabel('Passport number');
    await number.waitFor({ timeout: 60_000 });
    await expect.poll(() => number.inputValue(), { timeout: 30_000 }).toBe(SAMPLE_USA.documentNumber);
    const before = await db.query<{ passport_number: string | null }>(
      `select passport_number from app_public.user_data where user_id = $1`,
      [priyaId],
    );
    expect(before.rows[0]!.passport_number).toBeNull();
    // The sample is someone else's passport: it is confirmed only with a reason (issue 34, e2e/passport-checks.e2e.test.ts).
    await page.getByRole('list', { name: 'Differences from your case' }).waitFor({ timeout: TIMEOUT });
    await page.getByLabel(/Why are these details right\?/).fill('A test passport, checked by hand.');
    await page.getByRole('button', { name: 'Confirm passport details' }).click();
    await page.getByText('Passport details confirmed.').waitFor({ timeout: TIMEOUT });
    const after = await db.query<{ passport_number: string | null; surname: string | null }>(
      `select passport_number, surname from app_public.user_data where user_id = $1`,
      [priyaId],
    );
    expect(after.rows[0]).toEqual({ passport_number: SAMPLE_USA.documentNumber, surname: SAMPLE_USA.surname });
    await db.query(
      `delete from app_public.passport_confirmations where user_id = $1 and reason = 'A test passport, checked by hand.'`,
      [priyaId],
    );
  });
});
