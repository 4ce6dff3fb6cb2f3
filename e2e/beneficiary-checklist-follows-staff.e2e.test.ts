import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { changeUntilPageRefetches } from './support/live-probe.ts';
import {
  priyasOnboarding,
  restoreOnboarding,
  screenTitle,
  pressNext,
  type SavedOnboarding,
} from './support/onboarding-screens.ts';
import { openExhibitWithContribution, openPetitionAsStaff, waitForTree } from './support/petition-page.ts';

/**
 * Migrations 0142 and 0144 (0143 before it): an exhibit staff delete, or give to the provider, leaves the
 * beneficiary's checklist, also while she has it open, and her next save does not bring it back (her page wrote back
 * the checklist as it had loaded it).
 */
let db: pg.Client;
let original: SavedOnboarding | undefined;
let petitionId: string;
const tag = randomBytes(3).toString('hex');
const KEPT = `Kept summary ${tag}`;
const REMOVED = `Removed summary ${tag}`;
const HANDED = `Handed summary ${tag}`;
const exhibitIds: string[] = [];
const TIMEOUT = 15_000;

function item(exhibitId: string, name: string) {
  return {
    id: exhibitId,
    exhibitId,
    type: 'PRESS_SUMMARY',
    name,
    description: 'In your own words.',
    required: true,
    hidden: false,
    status: 'pending',
    data: {},
    moduleType: 'AWARDS',
  };
}

it.beforeAll(async ({ db: fileDb }) => {
  db = fileDb;
  original = await priyasOnboarding(db);
  petitionId = original.petitionId;
  const { rows } = await db.query<{ id: string }>(
    `select id from app_public.modules where petition_id = $1 and visible order by order_index limit 1`,
    [petitionId],
  );
  for (const name of [KEPT, REMOVED, HANDED]) {
    const inserted = await db.query<{ id: string }>(
      `insert into app_public.exhibits (petition_id, module_id, name, exhibit_type, order_index)
       values ($1, $2, $3, 'press-summary', 90) returning id`,
      [petitionId, rows[0]!.id, name],
    );
    exhibitIds.push(inserted.rows[0]!.id);
  }
  const modules = [
    {
      id: 'e2e-follow',
      type: 'AWARDS',
      title: 'Awards',
      subtitle: 'Prizes and awards.',
      name: 'Awards',
      status: 'pending',
      exhibits: [item(exhibitIds[0]!, KEPT), item(exhibitIds[1]!, REMOVED), item(exhibitIds[2]!, HANDED)],
    },
  ];
  await db.query(
    `update app_public.onboardings set modules = $2, status = 'not_started', flow_state = null where petition_id = $1`,
    [petitionId, JSON.stringify(modules)],
  );
});

afterAll(async () => {
  if (exhibitIds.length > 0) await db?.query('delete from app_public.exhibits where id = any($1)', [exhibitIds]);
  if (original) await restoreOnboarding(db, original);
});

/** Touches the checklist until Priya's page refetches it: from then on the server hears her page. */
async function checklistChangesReachPage(page: Page): Promise<void> {
  await changeUntilPageRefetches(page, 'BeneficiaryOnboarding', () =>
    db.query('update app_public.onboardings set updated_at = now() where petition_id = $1', [petitionId]),
  );
}

describe("the beneficiary's checklist follows what staff remove", () => {
  it('exhibits Alex deletes or gives to the provider leave her open checklist, her next save does not bring them back, and her answer reaches him', async ({
    signedInPage,
  }) => {
    const { page, consoleErrors } = await signedInPage('beneficiary', '/onboarding/beneficiary');
    await screenTitle(page, KEPT);
    const sidebar = page.getByRole('navigation', { name: 'Onboarding Checklist' });
    await sidebar.getByText(REMOVED).waitFor();
    await sidebar.getByText(HANDED).waitFor();
    await checklistChangesReachPage(page);

    // Alex deletes the exhibit on the petition page.
    const { page: staff, consoleErrors: staffErrors } = await openPetitionAsStaff(signedInPage, petitionId);
    await staff.getByRole('button', { name: `Delete exhibit ${REMOVED}`, exact: true }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();

    // Her open checklist no longer lists it, without a reload.
    await sidebar.getByText(REMOVED).waitFor({ state: 'detached', timeout: TIMEOUT });

    // Alex gives another to the provider: it is his team's work now, and leaves her checklist too.
    await staff.getByLabel(`Owner of ${HANDED}`, { exact: true }).selectOption({ value: 'PLYMOUTH' });
    await sidebar.getByText(HANDED).waitFor({ state: 'detached', timeout: TIMEOUT });
    await page.getByLabel('Description').fill('Keynote at RoboCon 2025, covered by IEEE Spectrum.');
    await pressNext(page);
    // The kept item was the last one left: she is done, not sent to the deleted or handed one.
    await page.getByRole('heading', { level: 1, name: "Wooohoo, you're done!" }).waitFor({ timeout: TIMEOUT });

    // The complete screen shows as the page saves it: the record follows within moments.
    const storedRecord = async () => {
      const { rows } = await db.query<{ modules: { exhibits: { exhibitId: string; status: string }[] }[]; status: string }>(
        'select modules, status::text from app_public.onboardings where petition_id = $1',
        [petitionId],
      );
      const items = rows[0]!.modules.flatMap((module) => module.exhibits);
      return { items: items.map((entry) => [entry.exhibitId, entry.status]), status: rows[0]!.status };
    };
    await expect.poll(storedRecord, { timeout: TIMEOUT }).toEqual({ items: [[exhibitIds[0], 'completed']], status: 'completed' });

    // What she wrote reaches Alex on the kept exhibit.
    await staff.reload();
    await waitForTree(staff);
    const { provided } = await openExhibitWithContribution(staff, KEPT, TIMEOUT);
    await provided.getByText('Keynote at RoboCon 2025, covered by IEEE Spectrum.').waitFor({ timeout: TIMEOUT });
    expect(consoleErrors).toEqual([]);
    expect(staffErrors).toEqual([]);
  });
});
