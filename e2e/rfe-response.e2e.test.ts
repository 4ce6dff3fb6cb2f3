import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { overlappingControls } from './support/overlaps.ts';
import { packetIndex, stampsAndOverlaps } from './support/packet-pdf.ts';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import {
  createPriyasCase,
  deleteCase,
  isoDay as day,
  PRIYA as priya,
  recordUscisStatus,
  shownDate as shown,
} from './support/priyas-case.ts';

/**
 * The RFE response workspace (issue 31): on a petition whose packet was compiled (exhibits A-1 and B-1, Bates
 * PS-000001 to its last page), USCIS sends an RFE. Staff open it from the USCIS status panel, add two items mapped
 * to the petition's criteria with a task each (one for Priya, who sees it on her Action Items), draft each item's
 * response, edit one, and compile the response packet: its new exhibit is B-2 (after the filed B-1) and its first
 * Bates number follows the filed packet's last. Answering the RFE puts it on the USCIS status timeline, closes it
 * (read-only, Priya's open task closed as no longer needed) and tells Priya, who follows the shared case status on
 * her phone: Home says when the response was sent, and so does her bell (migration 0073). Reopened (answered by
 * mistake), Home stops saying so, her bell corrects the news and her task is open again (migration 0080). While the
 * RFE is open, her Home (open all along, never reloaded) says when USCIS asked and when our response is due, and
 * that her Action Items say what we need; not while the case status is unshared (migration 0103).
 */
let db: pg.Client;
let petitionId: string | undefined;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});
// The petition is Priya's: gone again, so other files find her petitions as they were.
afterAll(() => deleteCase(db, petitionId));

const RECEIPT = 'WAC2690054321';
const RFE_STATUS = 'Request for Evidence Was Sent';

/** Received 16 days ago with the 12 weeks USCIS gives; answered yesterday; Priya's task due in a month. */
const RECEIVED = day(-16);
const DUE = day(68);
const ANSWERED = day(-1);
const TASK_DUE = day(30);

async function waitForText(list: Locator, text: string, what: string): Promise<void> {
  try {
    await list.getByText(text, { exact: true }).waitFor({ timeout: 60_000 });
  } catch (error) {
    const compiles = await db.query(
      'select status, failure_reason, rfe_response_id from app_public.compiled_petitions where petition_id = $1',
      [petitionId],
    );
    throw new Error(`${what}: ${(error as Error).message}\ncompiles: ${JSON.stringify(compiles.rows)}`);
  }
}

async function download(page: Page, button: Locator): Promise<Buffer> {
  const downloading = page.waitForEvent('download');
  await button.click();
  return readFile((await (await downloading).path())!);
}

/** Action Items' "x of y items done", as numbers. */
async function itemsDone(page: Page): Promise<{ done: number; total: number }> {
  const text = await page.getByText(/^\d+ of \d+ items done$/).textContent();
  const [, done, total] = /^(\d+) of (\d+) items done$/.exec(text ?? '') ?? [];
  return { done: Number(done), total: Number(total) };
}

/** What has keyboard focus, as a person hears it: its label or text ('' on the page's body). */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return '';
    return (
      active.getAttribute('aria-label') ??
      (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
        ? (active.labels?.[0]?.textContent ?? '')
        : (active.textContent ?? ''))
    );
  });

const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name, exact: true }).click();

describe('RFE response workspace', () => {
  it('opens an RFE, gives tasks, drafts the response and compiles a packet that continues the filed numbering', async ({
    signedInPage,
  }) => {
    // A petition of Priya's with two criteria, each with one exhibit holding a demo PDF.
    petitionId = await createPriyasCase(db, {
      receiptNumber: RECEIPT,
      criteria: [
        { name: 'RFE awards', exhibits: ['National design award certificate'] },
        { name: 'RFE press', exhibits: ['Feature article in Design Weekly'] },
      ],
    });
    // 1280 wide: the panels beside the tree, as on a laptop.
    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`, {
      viewport: { width: 1280, height: 900 },
    });
    const { page } = staff;

    // The filed packet: A-1 and B-1, Bates numbered from PS-000001.
    const packets = page.getByRole('region', { name: 'Compiled packets' });
    await packets.getByRole('button', { name: 'Compile packet' }).click();
    await page.getByRole('dialog', { name: 'Before compiling' }).getByRole('button', { name: 'Compile anyway' }).click();
    const packetList = packets.getByRole('list', { name: 'Compiled packets' });
    await waitForText(packetList, 'Completed', 'the filed packet');
    const filedPdf = await download(page, packetList.getByRole('button', { name: /^Download / }));
    expect((await packetIndex(filedPdf)).map((row) => row.label)).toEqual(['A-1', 'B-1']);
    const filedStamps = (await stampsAndOverlaps(filedPdf, 'PS-')).flatMap((p) => p.stamps);
    const lastFiled = Number(filedStamps.at(-1)!.slice(3));
    expect(filedStamps[0]).toBe('PS-000001');

    // After filing, the press criterion gets a new exhibit for the response; USCIS sends an RFE.
    await db.query(
      `with added as (
         insert into app_public.exhibits (module_id, name)
         select id, 'Editor letter on the article''s reach' from app_public.modules
          where petition_id = $1 and name = 'RFE press' returning id
       )
       insert into app_public.exhibit_files (exhibit_id, file_id)
       select added.id, (select ef.file_id from app_public.exhibit_files ef
                          join app_public.exhibits x on x.id = ef.exhibit_id where x.petition_id = $1 limit 1)
         from added`,
      [petitionId],
    );
    await recordUscisStatus(db, petitionId, RECEIPT, RFE_STATUS);

    // The USCIS status panel offers to open the RFE; the RFE tab opens. Staff share the case status with the customer.
    await tab(page, 'USCIS status');
    const shareBox = page
      .getByRole('region', { name: 'USCIS case status' })
      .getByRole('checkbox', { name: 'Tell the beneficiary and the petitioner about new statuses' });
    await shareBox.click();
    await expect.poll(() => shareBox.isChecked()).toBe(true);
    // Priya follows the shared case status on her phone: Home stays open from here on, never reloaded until the
    // RFE is reopened, so what follows reaches it by the petition's live events.
    const home = await signedInPage('beneficiary', '/', { viewport: PHONE });
    const card = home.page.locator('[aria-label$="case for Priya Sharma"]').filter({ hasText: 'WAC2690054321' });
    await card.getByText(RFE_STATUS, { exact: true }).waitFor();
    expect(await card.getByText(/Our response is due/).count()).toBe(0);
    await page.getByRole('region', { name: 'USCIS case status' }).getByRole('button', { name: 'Open an RFE' }).click();
    const panel = page.getByRole('region', { name: 'Request for Evidence' });
    const openForm = panel.getByRole('form', { name: 'Open an RFE' });
    await openForm.getByRole('button', { name: 'Open the RFE' }).click();
    await openForm.getByText('Enter the date the response is due.').waitFor();
    // The year mistyped (a due date that has passed) is refused in words, with the date kept (migration 0100).
    const mistyped = day(-300);
    await openForm.getByLabel('Response due').fill(mistyped);
    await openForm.getByRole('button', { name: 'Open the RFE' }).click();
    await openForm
      .getByRole('alert')
      .getByText('The response due date has already passed: check the date on the notice.')
      .waitFor();
    expect(await openForm.getByLabel('Response due').inputValue()).toBe(mistyped);
    expect(await openForm.getByLabel('Response due').getAttribute('aria-invalid')).toBe('true');
    // So is one further from the notice than USCIS ever gives (12 weeks and 3 days for mail).
    await openForm.getByLabel('Received (optional)').fill(RECEIVED);
    await openForm.getByLabel('Response due').fill(day(120));
    await openForm.getByRole('button', { name: 'Open the RFE' }).click();
    await openForm
      .getByRole('alert')
      .getByText(/^USCIS gives at most 87 days/)
      .waitFor();
    expect(
      (await db.query('select count(*)::int as n from app_public.rfe_responses where petition_id = $1', [petitionId])).rows,
    ).toEqual([{ n: 0 }]);
    await openForm.getByLabel('Response due').fill(DUE);
    await openForm.getByRole('button', { name: 'Open the RFE' }).click();
    await panel.getByText(`Response due ${shown(DUE)}`).waitFor();
    // The form is gone once the RFE opens: focus lands on what was stored, not on the page's top.
    await expect.poll(() => focusedText(page)).toContain(`Response due ${shown(DUE)}`);
    // Priya's Home, without a reload: when USCIS asked and when our response is due, dates only (migration 0103).
    const openSentence = `USCIS asked for more evidence on ${shown(RECEIVED)}. Our response is due by ${shown(DUE)}.`;
    await card.getByText(openSentence, { exact: true }).waitFor();

    // Two items, each mapped to a criterion.
    const addItem = panel.getByRole('form', { name: 'Add an RFE item' });
    const items = [
      { title: 'Published material about the beneficiary', criterion: 'RFE press' },
      { title: 'Nationally recognized awards', criterion: 'RFE awards' },
    ];
    for (const item of items) {
      await addItem.getByLabel('Title', { exact: true }).fill(item.title);
      await addItem.getByLabel('What USCIS wrote').fill(`The evidence does not establish: ${item.title.toLowerCase()}.`);
      await addItem.getByLabel('Criterion', { exact: true }).selectOption({ label: item.criterion });
      await addItem.getByRole('button', { name: 'Add item' }).click();
      await panel.getByRole('listitem', { name: new RegExp(`^Item \\d: ${item.title}$`) }).waitFor();
    }
    const press = panel.getByRole('listitem', { name: `Item 1: ${items[0]!.title}` });
    const awards = panel.getByRole('listitem', { name: `Item 2: ${items[1]!.title}` });

    // A task for Priya on the first item, one for our team on the second.
    const customerTask = `Send us the editor's letter about your Design Weekly article ${Date.now()}`;
    const pressTasks = press.getByRole('form', { name: 'New task for item 1' });
    await pressTasks.getByLabel('For', { exact: true }).selectOption({ label: 'Beneficiary' });
    await pressTasks.getByLabel('Task', { exact: true }).fill(customerTask);
    // Due after the response is due, it would remind her too late: refused, naming the response's due date.
    await pressTasks.getByLabel('Due (optional)').fill(day(69));
    await pressTasks.getByRole('button', { name: 'Add task' }).click();
    await pressTasks
      .getByRole('alert')
      .getByText(`A task for this RFE must be due by ${shown(DUE)}, the day its response is due.`)
      .waitFor();
    expect(await pressTasks.getByLabel('Due (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(await pressTasks.getByLabel('Task', { exact: true }).inputValue()).toBe(customerTask);
    await pressTasks.getByLabel('Due (optional)').fill(TASK_DUE);
    // What she sends goes to the press criterion's new exhibit, which the response packet holds. The choices say so,
    // and that the filed B-1 is not in the response (migration 0113); chosen, B-1 says where a file sent to it goes.
    const uploadTo = pressTasks.getByLabel('Upload to (optional)');
    const filedChoice = 'Feature article in Design Weekly (filed as Exhibit B-1: not in the response)';
    const newChoice = "Editor letter on the article's reach (new: goes in the response)";
    expect(await uploadTo.locator('option').allTextContents()).toEqual(['Nothing: they mark it done', filedChoice, newChoice]);
    await uploadTo.selectOption({ label: filedChoice });
    const filedWarning = pressTasks.getByText(
      'Exhibit B-1 was filed with the petition: a file sent to it stays on the exhibit and is not in the response packet. ' +
        'For new evidence, add an exhibit to the criterion and choose it here.',
    );
    await filedWarning.waitFor();
    expect(await uploadTo.getAttribute('aria-describedby')).toBe(await filedWarning.getAttribute('id'));
    await uploadTo.selectOption({ label: newChoice });
    await expect.poll(() => filedWarning.count()).toBe(0);
    await pressTasks.getByRole('button', { name: 'Add task' }).click();
    await press.getByRole('list', { name: 'Tasks for item 1' }).getByText(customerTask).waitFor();
    await press.getByText("closes when a file reaches Editor letter on the article's reach", { exact: false }).waitFor();
    // Once added, the focus goes to the task field, for the next one.
    await expect.poll(() => focusedText(page)).toBe('Task');
    const awardsTasks = awards.getByRole('form', { name: 'New task for item 2' });
    await awardsTasks.getByLabel('For', { exact: true }).selectOption({ label: 'Our team (staff only)' });
    await awardsTasks.getByLabel('Task', { exact: true }).fill('Ask the award jury for a statement');
    await awardsTasks.getByRole('button', { name: 'Add task' }).click();
    await awards.getByRole('list', { name: 'Tasks for item 2' }).getByText('Ask the award jury for a statement').waitFor();
    // The list may show the task (live) before the form's own refetch ends and moves the focus to its Task field: wait
    // for that, or it takes the focus from the Draft button pressed next.
    await expect.poll(() => focusedText(page)).toBe('Task');
    const { rows: tasks } = await db.query<{ party: string; title: string; awaited: string | null }>(
      `select t.party, d.title, t.awaited_kind || ' ' || x.name as awaited from app_public.pending_petition_tasks t
         join app_public.rfe_deficiencies d on d.id = t.rfe_deficiency_id
         left join app_public.exhibits x on x.id = t.exhibit_id where t.petition_id = $1 order by d.position`,
      [petitionId],
    );
    expect(tasks).toEqual([
      { party: 'BENEFICIARY', title: items[0]!.title, awaited: "EXHIBIT_FILE Editor letter on the article's reach" },
      { party: 'PLYMOUTH', title: items[1]!.title, awaited: null },
    ]);

    // Drafts cite the criterion's exhibits by packet label: the filed B-1 and the new B-2; A-1 for the awards.
    await press.getByRole('button', { name: 'Draft response' }).click();
    const pressResponse = press.getByLabel('Response for item 1');
    await expect.poll(() => pressResponse.inputValue(), { timeout: 30_000 }).toContain('Exhibit B-2');
    expect(await pressResponse.inputValue()).toContain('Exhibit B-1');
    await press.getByRole('status').getByText('Template draft written: review it before filing.').waitFor();
    // The Draft button kept the focus while it drafted (busy, not disabled): now it offers to draft again.
    await expect.poll(() => focusedText(page)).toBe('Draft again');
    await awards.getByRole('button', { name: 'Draft response' }).click();
    await expect.poll(() => awards.getByLabel('Response for item 2').inputValue(), { timeout: 30_000 }).toContain('Exhibit A-1');
    // Staff edit the first section and save it.
    await pressResponse.fill(`${await pressResponse.inputValue()}\n\nThe editor's letter confirms a readership of 2 million.`);
    await press.getByRole('button', { name: 'Save response' }).click();
    await press.getByRole('status').getByText('Response saved.').waitFor();
    // Save response is disabled once saved: focus goes back to the text, not to the page's top.
    await expect.poll(() => focusedText(page)).toBe('Response for item 1');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await overlappingControls(page), 'RFE panel').toEqual([]);

    // The response packet: the letter, then B-2, numbered on from the filed packet.
    const responsePackets = panel.getByRole('region', { name: 'Response packet' });
    await responsePackets.getByRole('button', { name: 'Compile response packet' }).click();
    const responseList = responsePackets.getByRole('list', { name: 'Response packets' });
    await waitForText(responseList, 'Completed', 'the response packet');
    // The button kept the focus while the packet compiled (busy, not disabled, which drops it to the page's body).
    expect(await focusedText(page)).toBe('Compile response packet');
    const responsePdf = await download(page, responseList.getByRole('button', { name: /^Download / }));
    const index = await packetIndex(responsePdf);
    expect(index.map((row) => row.label)).toEqual(['B-2']);
    expect(index[0]!.title).toBe("Editor letter on the article's reach");
    const pages = await stampsAndOverlaps(responsePdf, 'PS-');
    const stamped = pages.filter((p) => p.stamps.length > 0);
    // The response letter goes first, unnumbered; the cover page takes the number after the filed packet's last.
    expect(pages[0]!.stamps).toEqual([]);
    expect(stamped[0]!.stamps).toEqual([`PS-${String(lastFiled + 1).padStart(6, '0')}`]);
    expect(stamped.every((p) => p.overlapping.length === 0)).toBe(true);
    const letterText = await responseLetterText(responsePdf);
    expect(letterText).toContain('Response to Request for Evidence');
    expect(letterText).toContain(`Item 1: ${items[0]!.title}`);
    expect(letterText).toContain('readership of 2 million');
    await screenshot(page, 'rfe-response-packet');

    // Her Home says her Action Items hold what we need (her task arrived there live too); dates only, no item.
    const openWithTasks = `${openSentence} Your Action Items list what we need from you.`;
    await card.getByText(openWithTasks, { exact: true }).waitFor();
    expect(await card.getByText(items[0]!.title, { exact: false }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(home.page)).toEqual([]);
    await expectFitsPhone(home.page, 'rfe-open-home');
    // Staff stop sharing the case status: the dates go from her Home (live), and come back with the share.
    await db.query('update app_public.petitions set share_uscis_status = false where id = $1', [petitionId]);
    await expect.poll(() => home.page.getByText(/Our response is due/).count()).toBe(0);
    expect(await home.page.getByText(RFE_STATUS, { exact: true }).count()).toBe(0);
    await db.query('update app_public.petitions set share_uscis_status = true where id = $1', [petitionId]);
    await card.getByText(openWithTasks, { exact: true }).waitFor();

    // Priya sees her task on Action Items, on her phone, in the words staff wrote.
    const customer = await signedInPage('beneficiary', '/actions', { viewport: PHONE });
    await customer.page.getByText(customerTask, { exact: true }).waitFor();
    const openProgress = await itemsDone(customer.page);
    // She uploads it right there (no checklist item collects the RFE's exhibit), and the task closes by itself when
    // the file reaches the exhibit (rfe-item-upload.e2e.test.ts uploads one).
    const herTask = customer.page.getByRole('listitem').filter({ hasText: customerTask });
    await herTask.getByLabel(`Upload the file for “${customerTask}”`).waitFor({ state: 'attached' });
    expect(await herTask.getByRole('link', { name: `Open: ${customerTask}` }).count()).toBe(0);
    await herTask.getByText('Closes by itself when the document is uploaded.').waitFor();
    expect(await customer.page.getByText('Ask the award jury for a statement').count()).toBe(0);
    expect(await seriousAccessibilityViolations(customer.page)).toEqual([]);
    expect(customer.consoleErrors).toEqual([]);

    // Answered: the USCIS status timeline shows the RFE issued and answered.
    const dates = panel.getByRole('form', { name: 'RFE dates' });
    await dates.getByLabel('Answered on').fill(ANSWERED);
    await dates.getByRole('button', { name: 'Save dates' }).click();
    await panel.getByText(`Answered ${shown(ANSWERED)}`).waitFor();
    // The dates form is gone (an answered RFE is read-only): focus goes to the line saying when it was answered.
    await expect.poll(() => focusedText(page)).toContain(`Answered ${shown(ANSWERED)}`);
    // Closed: the items show what was sent, with nothing to add, remove, edit, draft or compile.
    const answeredItems = panel.getByRole('list', { name: 'RFE items' });
    await press.getByText('readership of 2 million', { exact: false }).waitFor();
    expect(
      await answeredItems
        .getByRole('button', { name: /^(Add task|Remove item|Save response|Draft response|Draft again)$/ })
        .count(),
    ).toBe(0);
    expect(await answeredItems.getByRole('textbox').count()).toBe(0);
    expect(await answeredItems.getByRole('combobox').count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Compile response packet' }).count()).toBe(0);
    await press
      .getByRole('list', { name: 'Tasks for item 1' })
      .getByText('Closed when the RFE was answered', { exact: false })
      .waitFor();
    await responseList.getByRole('button', { name: /^Download / }).waitFor();
    await screenshot(page, 'rfe-answered-read-only');
    const { rows: closed } = await db.query<{ party: string; closed_reason: string | null; done: boolean }>(
      `select party, closed_reason, completed_at is not null as done from app_public.pending_petition_tasks
        where petition_id = $1 and rfe_deficiency_id is not null order by party`,
      [petitionId],
    );
    expect(closed).toEqual([
      { party: 'BENEFICIARY', closed_reason: 'rfe-answered', done: true },
      { party: 'PLYMOUTH', closed_reason: null, done: false },
    ]);
    // Staff's Pending tasks list it apart, as no longer needed: not among the tasks completed.
    await tab(page, 'Pending tasks');
    const staffTasks = page.getByRole('tabpanel');
    const noLongerNeeded = staffTasks.getByRole('list', { name: /^No longer needed/ });
    await noLongerNeeded.getByText(customerTask, { exact: true }).waitFor();
    await noLongerNeeded.getByText(/^Closed when the RFE was answered /).waitFor();
    expect(
      await staffTasks
        .getByRole('list', { name: /^Completed tasks/ })
        .getByText(customerTask)
        .count(),
    ).toBe(0);
    await tab(page, 'RFE');
    // USCIS still shows the RFE as sent until it logs the response: the answered RFE is not offered to be opened again.
    await panel.getByRole('form', { name: 'Open an RFE' }).waitFor();
    expect(await panel.getByText(/USCIS says/).count()).toBe(0);
    await tab(page, 'USCIS status');
    expect(await page.getByRole('button', { name: 'Open an RFE' }).count()).toBe(0);
    // One case timeline, newest first: the answer, then the RFE as issued with its due date.
    const timeline = page.getByRole('list', { name: 'Case timeline' });
    const answered = timeline.getByRole('listitem').filter({ hasText: 'RFE answered' });
    await answered.getByText(`RFE · ${shown(ANSWERED)}`).waitFor();
    const issued = timeline.getByRole('listitem').filter({ hasText: 'RFE issued' });
    await issued.getByText(`RFE · ${shown(RECEIVED)}`).waitFor();
    await issued.getByText(`Response due ${shown(DUE)}`).waitFor();
    const titles = await timeline.locator('li > p.font-medium').allTextContents();
    expect(titles.indexOf('RFE answered')).toBeLessThan(titles.indexOf('RFE issued'));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(staff.consoleErrors).toEqual([]);

    // Priya, on her phone: Home says the response was sent, on the case's shared status, in the portal's date format
    // (without a reload); the RFE is no longer open, so nothing is due.
    const sentence = `We sent our response to USCIS’s Request for Evidence on ${shown(ANSWERED)}.`;
    await home.page.getByText(sentence, { exact: true }).waitFor();
    expect(await card.getByText(sentence, { exact: true }).count()).toBe(1);
    await expect.poll(() => home.page.getByText(/Our response is due/).count()).toBe(0);
    // The case card's task count leaves her closed task out of both numbers, as Action Items do.
    const { rows: counted } = await db.query<{ done: number; total: number }>(
      `select count(*) filter (where completed_at is not null)::int as done, count(*)::int as total
         from app_public.pending_petition_tasks
        where petition_id = $1 and party = 'BENEFICIARY' and closed_reason is null`,
      [petitionId],
    );
    const { done: caseDone, total: caseTotal } = counted[0]!;
    await card
      .getByText(caseTotal ? `Tasks: ${caseDone} of ${caseTotal} done` : 'No tasks for this case', { exact: true })
      .waitFor();
    // Dates only: nothing of the RFE's items, USCIS's words or the letter reaches her.
    expect(await home.page.getByText(items[0]!.title, { exact: false }).count()).toBe(0);
    expect(await home.page.getByText('readership of 2 million', { exact: false }).count()).toBe(0);
    await expectFitsPhone(home.page, 'rfe-response-sent-home');
    // Her bell tells her too (e-mailed at once by default).
    await home.page.getByRole('button', { name: /^Notifications/ }).click();
    await home.page
      .getByRole('menuitem', { name: `We sent our response to USCIS’s Request for Evidence on ${shown(ANSWERED)}`, exact: false })
      .waitFor();
    await home.page.keyboard.press('Escape');
    const { rows: told } = await db.query<{ emailed: boolean }>(
      `select exists (select 1 from app_public.email_outbox o where o.notification_id = n.id) as emailed
         from app_public.notifications n join app_public.users u on u.id = n.user_id
        where n.kind = 'rfe-response-sent' and n.petition_id = $1 and lower(u.email) = lower($2)`,
      [petitionId, priya.email],
    );
    expect(told).toEqual([{ emailed: true }]);
    // Her task is closed as no longer needed, with nothing left to open.
    await customer.page.reload();
    const closedTask = customer.page.getByRole('listitem').filter({ hasText: customerTask });
    await closedTask.getByText('No longer needed: we sent our response to USCIS’s Request for Evidence.').waitFor();
    expect(await closedTask.getByRole('link').count()).toBe(0);
    expect(await closedTask.getByRole('checkbox').count()).toBe(0);
    // Not done by her, nor open: it leaves both numbers of "x of y items done".
    expect(await itemsDone(customer.page)).toEqual({ done: openProgress.done, total: openProgress.total - 1 });
    await expectFitsPhone(customer.page, 'rfe-task-closed-actions');
    expect(home.consoleErrors).toEqual([]);

    // Marked answered by mistake: staff reopen the RFE, told first what Priya will read (migration 0080).
    await tab(page, 'RFE');
    await panel.getByRole('button', { name: 'Reopen the RFE' }).click();
    await panel
      .getByText('The customer is told the response has not been sent yet, and their tasks for it open again.')
      .waitFor();
    await panel.getByRole('button', { name: 'Reopen: it was not answered' }).click();
    await panel.getByRole('form', { name: 'RFE dates' }).waitFor();
    // Priya's Home no longer says the response was sent: the RFE is open again, its response due, her task open.
    await home.page.reload();
    await card.waitFor();
    await expect.poll(() => home.page.getByText(sentence, { exact: true }).count()).toBe(0);
    await card.getByText(openWithTasks, { exact: true }).waitFor();
    // Her bell corrects the news she had, newest first: not sent yet, and her task is open again.
    await home.page.getByRole('button', { name: /^Notifications/ }).click();
    const bellItems = home.page.getByRole('menuitem');
    await bellItems
      .filter({ hasText: 'Correction: our response to USCIS’s Request for Evidence has not been sent yet' })
      .filter({ hasText: 'Your tasks for it are open again in Action Items' })
      .waitFor();
    expect(await bellItems.first().textContent()).toContain('Correction: our response to USCIS’s Request for Evidence');
    await bellItems
      .filter({ hasText: `We sent our response to USCIS’s Request for Evidence on ${shown(ANSWERED)}` })
      .filter({ hasText: 'Corrected: the response has not been sent yet' })
      .waitFor();
    expect(await seriousAccessibilityViolations(home.page)).toEqual([]);
    await expectFitsPhone(home.page, 'rfe-reopened-bell');
    await home.page.keyboard.press('Escape');
    // Her task is open again on Action Items, with its place to upload.
    await customer.page.reload();
    await customer.page
      .getByRole('listitem')
      .filter({ hasText: customerTask })
      .getByLabel(`Upload the file for “${customerTask}”`)
      .waitFor({ state: 'attached' });
    expect(await itemsDone(customer.page)).toEqual(openProgress);
    expect(home.consoleErrors).toEqual([]);
    expect(staff.consoleErrors).toEqual([]);
    // Two packets compiled and one walk from staff to Priya and back: 95 s on a quiet machine, more on a busy CI one.
  }, 240_000);
});

/** The text of the response packet's first page (the response letter), read with pdf.js as packet-pdf.ts does. */
async function responseLetterText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const document = await task.promise;
    const content = await (await document.getPage(1)).getTextContent();
    return content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
  } finally {
    await task.destroy();
  }
}
