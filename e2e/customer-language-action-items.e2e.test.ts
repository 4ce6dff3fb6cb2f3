import { describe, expect } from 'vitest';
import { catalogue, text } from './support/catalogues.ts';
import { withOwnApp } from './support/fixtures.ts';
import { priyasOnboarding } from './support/onboarding-screens.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';

/**
 * Priya, on a phone in Spanish, reads her Action Items (migration 0126): an item the app worded from what it waits
 * for ("Finish the Awards part of your checklist") reads in Spanish, while the words staff typed on an item that
 * waits for the same part stay exactly as staff wrote them. The sign page of the G-28 for her I-765 is headed apart
 * from the petitioner's G-28, and Home shows USCIS's case statuses the app knows in Spanish. Its own app: the
 * language set here is this file's only.
 */
const it = withOwnApp({});

const APP_WORDS = 'Finish the Awards part of your checklist';
const STAFF_WORDS = 'Please add the 2024 hackathon prize before Friday';

describe('action items in the customer’s language', () => {
  it('reads the app’s words in Spanish (action items, sign page, USCIS statuses) and staff’s words as typed', async ({
    signedInPage,
    db,
    app,
  }) => {
    const { petitionId, priyaId } = await priyasOnboarding(db);
    for (const [content, generated] of [
      [APP_WORDS, true],
      [STAFF_WORDS, false],
    ] as const) {
      await db.query(
        `insert into app_public.pending_petition_tasks (petition_id, content, party, awaited_kind, awaited_type, title_generated)
         values ($1, $2, 'BENEFICIARY', 'ONBOARDING_MODULE', 'AWARDS', $3)`,
        [petitionId, content, generated],
      );
    }
    const { page, consoleErrors } = await signedInPage('beneficiary', '/actions', { viewport: PHONE });
    // Signed in (in English, as the fixture waits for), she reads the page again in Spanish, her language on the server.
    await db.query('update app_public.users set locale = $2 where id = $1', [priyaId, 'es']);
    await page.reload();

    const messages = catalogue('es');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: text(messages, 'actions.heading'), level: 1 }).waitFor();
    const translated = text(messages, 'actions.taskTitle.finishModule', { part: text(messages, 'checklist.title.awards') });
    expect(translated).toBe('Termine la parte «Premios» de su lista de incorporación');
    await main.getByText(translated, { exact: true }).waitFor();
    await main.getByText(STAFF_WORDS, { exact: true }).waitFor();
    expect((await main.textContent()) ?? '').not.toContain(APP_WORDS);

    await expectFitsPhone(page, 'language-action-items-es');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The G-28 for her I-765 is told apart from the petitioner's G-28 on its sign page too, as its action item is.
    await page.goto(`${app.url}/actions/sign-form?${new URLSearchParams({ petition: petitionId, form: 'g-28-i-765' })}`);
    await main.getByRole('heading', { name: text(messages, 'signForm.heading.g28ForI765'), level: 1 }).waitFor();
    expect(text(messages, 'signForm.heading.g28ForI765')).toBe('Firmar el G-28 para el I-765');

    // Home shares USCIS's case status with her: a status the app knows reads in Spanish (USCIS's words beside it),
    // one it does not know as USCIS wrote it.
    await db.query('update app_public.petitions set share_uscis_status = true where id = $1', [petitionId]);
    for (const status of ['Case Was Received', 'Request For Evidence Was Sent', 'Card Was Picked Up By The Post Office']) {
      await db.query('insert into app_public.uscis_case_statuses (petition_id, receipt_number, status) values ($1, $2, $3)', [
        petitionId,
        'IOE0912345678',
        status,
      ]);
    }
    await page.goto(`${app.url}/`);
    // The newest status, unknown to the app, is shown as USCIS wrote it; the two before it in Spanish.
    await main.getByText('Card Was Picked Up By The Post Office', { exact: true }).waitFor();
    await main.getByText(text(messages, 'caseStatus.earlier', { count: '2' }), { exact: true }).click();
    const earlier = main.getByRole('listitem');
    expect(text(messages, 'uscisStatus.received')).toBe('Caso recibido (Case Was Received)');
    for (const id of ['uscisStatus.received', 'uscisStatus.rfeSent']) {
      await earlier
        .filter({ hasText: text(messages, id) })
        .first()
        .waitFor();
    }
    expect((await main.textContent()) ?? '').not.toContain('Request For Evidence Was Sent');
    await expectFitsPhone(page, 'language-uscis-status-es');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
