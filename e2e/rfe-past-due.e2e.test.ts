import type pg from 'pg';
import { afterAll, describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { createPriyasCase, deleteCase, isoDay, openRfe, recordUscisStatus, shownDate as shown } from './support/priyas-case.ts';

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
afterAll(() => deleteCase(db, petitionId));

const RECEIPT = 'WAC2690077777';
/** Received two months ago, due ten days ago: past in every time zone. */
const RECEIVED = isoDay(-60);
const DUE = isoDay(-10);

describe('an RFE past its due date', () => {
  it('tells Priya the response was due, and staff that it is overdue', async ({ signedInPage }) => {
    petitionId = await createPriyasCase(db, { receiptNumber: RECEIPT, shareCaseStatus: true });
    await recordUscisStatus(db, petitionId, RECEIPT, 'Request for Evidence Was Sent');
    // The RFE was opened in time; its due date has passed since.
    await openRfe(db, petitionId, { received: RECEIVED, due: DUE }, { asItStandsToday: true });

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
