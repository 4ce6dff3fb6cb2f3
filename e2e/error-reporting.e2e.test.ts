import { afterAll, describe, expect } from 'vitest';
import { withOwnApp } from './support/fixtures.ts';
import { demoAccount, screenshot, SIGN_IN_PAGE } from './support/pages.ts';
import { errorEvents, startSentryCollector, waitFor, type SentryCollector } from './support/sentry-collector.ts';
import { isOperation } from './support/graphql-operations.ts';

let collector: SentryCollector;

/** Its own app, reporting to a stand-in Sentry started first. */
const it = withOwnApp(async () => {
  collector = await startSentryCollector();
  return { env: { SENTRY_DSN: collector.dsn } };
});

afterAll(async () => {
  await collector?.close();
});

describe('error reporting with a DSN', () => {
  it('sends a route error to the configured Sentry DSN', async ({ signedInPage }) => {
    const { page, consoleErrors } = await signedInPage('beneficiary');
    await page.getByRole('heading', { name: 'Welcome, Priya', level: 1 }).waitFor();
    // Sentry starts once the person is signed in; its first envelope (the session) says it is running.
    await waitFor('Sentry to start', () => (collector.envelopes.length > 0 ? true : undefined));

    // A route whose chunk cannot load: the router's error page reports it.
    await page.route(/\/assets\/AdminShell-[\w-]+\.js$/, (route) => route.abort());
    await page.evaluate(() => {
      window.history.pushState(null, '', '/admin');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('Sorry, something went wrong.').waitFor();

    const event = await waitFor('the route error envelope', () =>
      collector.envelopes.flatMap((envelope) => errorEvents(envelope.body)).find((candidate) => candidate.tags?.context),
    );
    expect(event.tags?.context).toBe('route error');
    expect(event.exception?.values?.[0]?.value).toMatch(/AdminShell/);
    expect(collector.envelopes.every((envelope) => envelope.project === '1')).toBe(true);
    // The server allows the DSN's origin in connect-src, so no report is blocked.
    expect(consoleErrors.filter((message) => /connect-src/.test(message))).toEqual([]);
  });
});

describe('error reporting before the user record loads', () => {
  it('reports a failing logged-in-user query to Sentry with its context', async ({ app, newPage }) => {
    const { page, consoleErrors } = await newPage();
    // The signed-in user's query fails; every other operation goes through.
    await page.route('**/graphql', async (route) => {
      if (isOperation(route.request(), 'LoggedInUser')) {
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ message: 'e2e: logged-in user unavailable' }] }),
        });
      } else await route.continue();
    });
    await page.goto(`${app.url}/`);
    await page.waitForURL(SIGN_IN_PAGE);
    await page.getByRole('button', { name: new RegExp(demoAccount('beneficiary').fullName) }).click();
    try {
      await page.getByText('Unexpected error occurred').waitFor();
    } catch (error) {
      await screenshot(page, 'logged-in-user-error-failure');
      throw new Error(
        `${String(error)}\nat ${page.url()}:\n${await page.locator('body').innerText()}\n${consoleErrors.join('\n')}`,
      );
    }

    const event = await waitFor('the logged-in user error envelope', () =>
      collector.envelopes
        .flatMap((envelope) => errorEvents(envelope.body))
        .find((candidate) => candidate.tags?.context === 'logged-in user error'),
    );
    expect(event.exception?.values?.[0]?.value).toMatch(/logged-in user unavailable/);
    // No user record yet, so none attached.
    expect(event.user?.id).toBeUndefined();
  });
});
