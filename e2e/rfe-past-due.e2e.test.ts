import type pg from 'pg';
import { afterAll, describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { demoAccount } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';

/**
 * An RFE still open after its response's due date (staff have not recorded the answer yet): Priya's Home no longer
 * says the response "is due by" a day that has passed, but that it was due on it; the petition page's RFE panel says
 * it is overdue, by the same rule (the viewer's own day, as every task's due date).
 */
let db: pg.Client;
let petitionId: string | undefined;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});
afterAll(async () => {
  if (petitionId) await db.query('delete from app_public.petitions where id = $1', [petitionId]);
});

const priya = demoAccount('beneficiary');
const RECEIPT = 'WAC2690077777';

/** The UTC date `offset` days from today (YYYY-MM-DD). */
function day(offset: number): string {
  const date = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}
const shown = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
/** Received two months ago, due ten days ago: past in every time zone. */
const RECEIVED = day(-60);
const DUE = day(-10);

describe('an RFE past its due date', () => {
  it('tells Priya the response was due, and staff that it is overdue', async ({ signedInPage }) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into app_public.petitions (beneficiary_id, company_id, visa_class, uscis_receipt_number, share_uscis_status)
       select u.id, p.company_id, p.visa_class, $2, true
         from app_public.users u join app_public.petitions p on p.beneficiary_id = u.id
        where lower(u.email) = lower($1) order by p.created_at limit 1
       returning id`,
      [priya.email, RECEIPT],
    );
    petitionId = rows[0]!.id;
    await db.query('insert into app_public.uscis_case_statuses (petition_id, receipt_number, status) values ($1, $2, $3)', [
      petitionId,
      RECEIPT,
      'Request for Evidence Was Sent',
    ]);
    // The RFE was opened in time; its due date has passed since. The dates trigger refuses a due date already past
    // when it is set (migration 0100), so the row is written as it stands today, without the triggers.
    await db.query('begin');
    await db.query('set local session_replication_role = replica');
    await db.query('insert into app_public.rfe_responses (petition_id, received_date, due_date) values ($1, $2, $3)', [
      petitionId,
      RECEIVED,
      DUE,
    ]);
    await db.query('commit');

    const home = await signedInPage('beneficiary', '/', { viewport: PHONE });
    const card = home.page.locator('[aria-label$="case for Priya Sharma"]').filter({ hasText: RECEIPT });
    await card
      .getByText(`USCIS asked for more evidence on ${shown(RECEIVED)}. Our response was due on ${shown(DUE)}.`, { exact: true })
      .waitFor();
    expect(await home.page.getByText(/Our response is due/).count()).toBe(0);
    await expectFitsPhone(home.page, 'rfe-past-due-home');
    expect(home.consoleErrors).toEqual([]);

    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}?panel=rfe`);
    const panel = staff.page.getByRole('region', { name: 'Request for Evidence' });
    await panel.getByText(`Overdue · response was due ${shown(DUE)}`).waitFor();
    expect(await panel.getByText(`Response due ${shown(DUE)}`).count()).toBe(0);
    expect(staff.consoleErrors).toEqual([]);
  });
});
