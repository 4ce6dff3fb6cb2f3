import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { withOwnApp } from './support/fixtures.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';

/**
 * The customer reviews the exhibit descriptions staff wrote (migration 0091), handed from one person to another:
 * staff ask Priya to review the Technical document's description (the demo already waits for her review of the pay
 * stubs') → Priya, on a phone, opens her action item, approves one and asks for an edit of the other with a comment;
 * the item closes → staff are told in the bell and read "Customer Approved", "Edit Requested" and her comment on the
 * exhibits, whose record statuses her answers moved (migration 0098: approved → APPROVED_EXHIBIT_DESCRIPTION, edit
 * requested → back to CREATE_EXHIBIT_DESCRIPTION), and which staff still set as they like. An app of its own: it
 * changes the demo petition's exhibits and tasks.
 */
const it = withOwnApp({});

const ITEM = 'Review and approve the draft exhibit descriptions';
const ASKED = 'Technical document';
const SEEDED = 'Pay stubs';
const COMMENT = 'Please name the robot fleet software and say it runs in 40 warehouses.';

let db: pg.Client;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

async function demoO1aPetition(): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`
    select p.id from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
     where u.email = 'priya@demo.petition.studio' and p.visa_class = 'o_1a' order by p.created_at desc limit 1`);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

/** The exhibit's row in the workspace, opened. */
async function openExhibit(page: Page, name: string): Promise<Locator> {
  const exhibit = page.getByRole('article', { name: `Exhibit ${name}`, exact: true });
  await exhibit.getByRole('button', { name: `Open exhibit ${name}`, exact: true }).click();
  return exhibit;
}

const badge = (exhibit: Locator) => exhibit.getByText('Customer status:').locator('..');

async function reviewTask(petitionId: string) {
  const { rows } = await db.query<{ completed_at: Date | null }>(
    `select completed_at from app_public.pending_petition_tasks where petition_id = $1 and awaited_kind = 'DESCRIPTION_REVIEW'`,
    [petitionId],
  );
  return rows;
}

describe('exhibit descriptions reviewed by the customer', () => {
  it('staff ask → Priya approves one and asks an edit of the other on a phone → staff read both', async ({ signedInPage }) => {
    const petitionId = await demoO1aPetition();

    // Staff ask Priya to review a description they wrote.
    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    await staff.page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
    let asked = await openExhibit(staff.page, ASKED);
    const review = asked.getByRole('region', { name: 'Customer review of the description' });
    await review.getByRole('button', { name: 'Ask the beneficiary to review' }).click();
    await review.getByText(/: waiting for the beneficiary’s review\.$/).waitFor();
    // The workspace reads the exhibit afresh: the record status says review, the customer status "Drafted".
    await expect.poll(() => badge(asked).textContent()).toBe('Customer status: Drafted');
    await expect.poll(() => asked.getByLabel(`Status of ${ASKED}`).inputValue()).toBe('REVIEW_EXHIBIT_DESCRIPTION');
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);

    // Priya, on a phone: one item on Home for both descriptions opens the page to review them.
    const priya = await signedInPage('beneficiary', '/', { viewport: PHONE });
    await priya.page
      .getByRole('region', { name: 'Next steps' })
      .getByRole('link', { name: `Open: ${ITEM}` })
      .waitFor();
    await priya.page.goto(`${new URL(priya.page.url()).origin}/actions`);
    await priya.page.getByRole('heading', { name: 'Action Items', level: 1 }).waitFor();
    await priya.page.getByText('Closes by itself when you have answered for every description.', { exact: false }).waitFor();
    await priya.page.getByRole('link', { name: `Open: ${ITEM}` }).click();
    await priya.page.getByRole('heading', { name: 'Review your exhibit descriptions', level: 1 }).waitFor();
    const card = (name: string) => priya.page.getByRole('region', { name, exact: true });
    const seeded = card(SEEDED);
    const technical = card(ASKED);
    // Each description as it will be filed: the stored rich text, read-only.
    await seeded.getByText('Pay stubs for Priya Sharma.', { exact: false }).waitFor();
    await technical.getByText('Technical document for Priya Sharma.', { exact: false }).waitFor();
    await technical.getByText(/^Waiting for your review since \d{2}\/\d{2}\/\d{4} /).waitFor();
    await expectFitsPhone(priya.page, 'review-descriptions');

    // She approves the pay stubs' description.
    await seeded.getByRole('button', { name: `Approve the description of ${SEEDED}` }).click();
    const answered = priya.page.getByRole('region', { name: 'Already answered' });
    await answered.getByText(/^You approved it on \d{2}\/\d{2}\/\d{4} /).waitFor();
    expect(await reviewTask(petitionId)).toEqual([{ completed_at: null }]);

    // An edit request needs a comment; with one it is sent and the item closes (nothing left to review).
    await technical.getByRole('button', { name: `Request an edit of the description of ${ASKED}` }).click();
    const comment = technical.getByLabel('What should change?');
    await expect.poll(() => comment.evaluate((node) => node === document.activeElement)).toBe(true);
    await technical.getByRole('button', { name: 'Send edit request' }).click();
    await technical.getByRole('alert').filter({ hasText: 'Say what should change.' }).waitFor();
    await expectFitsPhone(priya.page, 'review-descriptions-edit');
    await comment.fill(COMMENT);
    await technical.getByRole('button', { name: 'Send edit request' }).click();
    await answered.getByText(COMMENT).waitFor();
    await priya.page.getByText('You have answered for every description.', { exact: false }).waitFor();
    await expect.poll(async () => (await reviewTask(petitionId))[0]?.completed_at).not.toBeNull();
    await expectFitsPhone(priya.page, 'review-descriptions-answered');
    // Done: the item is listed without its Open link.
    await priya.page.getByRole('link', { name: 'Back to Action Items' }).click();
    await priya.page.getByRole('heading', { name: 'Action Items', level: 1 }).waitFor();
    await priya.page.getByText(ITEM, { exact: true }).waitFor();
    expect(await priya.page.getByRole('link', { name: `Open: ${ITEM}` }).count()).toBe(0);

    // Staff are told in the bell, in words.
    await staff.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor({ timeout: 15_000 });
    await staff.page.getByRole('button', { name: /^Notifications/ }).click();
    await staff.page
      .getByRole('menuitem')
      .filter({ hasText: `Priya Sharma asked for an edit of the description of ${ASKED}` })
      .filter({ hasText: COMMENT })
      .first()
      .waitFor();
    await staff.page
      .getByRole('menuitem')
      .filter({ hasText: `Priya Sharma approved the description of ${SEEDED}` })
      .first()
      .waitFor();
    await staff.page.keyboard.press('Escape');

    // … and read the labels and her comment on the exhibits.
    await staff.page.reload();
    await staff.page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
    asked = await openExhibit(staff.page, ASKED);
    expect(await badge(asked).textContent()).toBe('Customer status: Edit Requested');
    // Her edit request sent the exhibit back to drafting.
    expect(await asked.getByLabel(`Status of ${ASKED}`).inputValue()).toBe('CREATE_EXHIBIT_DESCRIPTION');
    const answer = asked.getByRole('region', { name: 'Customer review of the description' });
    await answer.getByText(/^Priya Sharma asked for an edit \d{2}\/\d{2}\/\d{4} /).waitFor();
    expect(await answer.getByLabel('The customer’s comment').textContent()).toBe(COMMENT);
    await answer.getByRole('button', { name: 'Ask the beneficiary to review it again' }).waitFor();
    const approved = await openExhibit(staff.page, SEEDED);
    expect(await badge(approved).textContent()).toBe('Customer status: Customer Approved');
    await approved.getByText(/^Approved by Priya Sharma \d{2}\/\d{2}\/\d{4} /).waitFor();
    // Her approval moved the exhibit on; staff still choose any status from there (spec 1 §4: no order enforced).
    const approvedStatus = approved.getByLabel(`Status of ${SEEDED}`);
    expect(await approvedStatus.inputValue()).toBe('APPROVED_EXHIBIT_DESCRIPTION');
    await approvedStatus.selectOption('APPROVED_EXHIBIT');
    await expect
      .poll(async () => {
        const { rows } = await db.query<{ status: string }>(
          `select status::text from app_public.exhibits where petition_id = $1 and name = $2`,
          [petitionId, SEEDED],
        );
        return rows.map((row) => row.status);
      })
      .toEqual(['APPROVED_EXHIBIT']);
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);
    expect(priya.consoleErrors).toEqual([]);
  });
});
