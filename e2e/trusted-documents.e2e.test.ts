import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { withOwnApp } from './support/fixtures.ts';
import { openPetitionAsStaff } from './support/petition-page.ts';

/**
 * Trusted documents (issue 29) must never refuse the web app itself: with TRUSTED_DOCUMENTS=on (production's
 * default) the real app, as the browser sends its operations over HTTP and the websocket, gets answers.
 */
const it = withOwnApp({ env: { TRUSTED_DOCUMENTS: 'on' } });

/** Every GraphQL answer the page receives, over HTTP and the websocket, as text. */
function recordGraphQLAnswers(page: Page): string[] {
  const answers: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/graphql') return;
    response.text().then(
      (text) => answers.push(text),
      () => undefined, // a response cut short by leaving the page
    );
  });
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => answers.push(String(payload)));
  });
  return answers;
}

const REFUSALS = /UNTRUSTED_DOCUMENT|QUERY_TOO_EXPENSIVE|introspection/;

describe('trusted documents', () => {
  it("answer the customer portal's and the staff workspace's own operations", async ({ signedInPage, db }) => {
    const customer = await signedInPage('beneficiary');
    const customerAnswers = recordGraphQLAnswers(customer.page);
    // Again with the recorder listening from the first request.
    await customer.page.reload();
    await customer.page.getByRole('heading', { name: /^Welcome, /, level: 1 }).waitFor();
    await customer.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
    await customer.page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    await customer.page.goto(`${new URL(customer.page.url()).origin}/actions`);
    await customer.page.getByRole('heading', { name: 'Action Items', level: 1 }).waitFor();

    const { rows } = await db.query<{ id: string }>('select id from app_public.petitions order by created_at limit 1');
    const staff = await openPetitionAsStaff(signedInPage, rows[0]!.id);
    const staffAnswers = recordGraphQLAnswers(staff.page);
    await staff.page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'History', exact: true }).click();
    await staff.page.getByRole('list', { name: 'Changes' }).waitFor();
    await staff.page.reload();
    await staff.page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();

    await expect.poll(() => customerAnswers.length + staffAnswers.length, { timeout: 10_000 }).toBeGreaterThan(5);
    for (const answer of [...customerAnswers, ...staffAnswers]) expect(answer).not.toMatch(REFUSALS);
    expect(staffAnswers.join('\n')).toMatch(/"data"/);

    // The allowlist is really on: a document of the customer's own making is refused.
    const untrusted = await customer.page.evaluate(async () => {
      const stored = Object.keys(localStorage).find((key) => key.startsWith('oidc.user:'));
      const token = stored ? (JSON.parse(localStorage.getItem(stored) ?? '{}') as { access_token?: string }).access_token : '';
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ currentUser { id } }' }),
      });
      return response.text();
    });
    expect(untrusted).toMatch(/UNTRUSTED_DOCUMENT/);
  });
});
