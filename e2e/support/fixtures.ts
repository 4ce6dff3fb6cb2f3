import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { inject, test as base } from 'vitest';
import type { DemoAccountKey } from '@app/domain';
import { launchChromium } from './browser.ts';
import { signInOverHttp } from './http-sign-in.ts';
import { openPage, type PageOptions } from './pages.ts';
import { TEST_RESULTS_DIR } from './repo-paths.ts';
import type { StoredSession } from './session-store.ts';
import { sharedApp } from './shared-app.ts';
import { startApp, type RunningApp, type StartAppOptions } from './start-app.ts';

/** A page of its own browser profile, and the console errors it logged (CSP violations show up there). */
export interface OpenedPage {
  page: Page;
  consoleErrors: string[];
}

/** The `signedInPage` fixture: a fresh profile signed in as `persona`, at `pathAndQuery` (default `/`). */
export type SignedInPage = (persona: DemoAccountKey, pathAndQuery?: string, options?: PageOptions) => Promise<OpenedPage>;

/**
 * A stored session is reused while its access token (15 minutes) has this long left, so no test runs
 * into the app's silent renewal, which would rotate the refresh token other pages of the session hold.
 */
const SESSION_MIN_REMAINING_MS = 5 * 60_000;

/**
 * The browser tests' shared set-up, as vitest fixtures (a test names what it uses):
 * - `app`: the worker slot's shared app (shared-app.ts), or the file's own with {@link withOwnApp};
 * - `browser`: one Chromium per worker, reused by every file the worker runs;
 * - `db`: the app's database as its owner, for checking what the app stored or setting data up behind its back;
 * - `newPage()`: a fresh, signed-out browser profile;
 * - `signedInPage(persona, path)`: a fresh profile already signed in as a demo account, at `path`. Each
 *   persona signs in once per app (a shared app: once per worker slot, for all its files), through the
 *   development provider's sign-in over HTTP (http-sign-in.ts); every page gets that session (the user
 *   oidc-client-ts keeps in localStorage) seeded before the app's scripts run.
 * Profiles opened through the fixtures are closed when the test ends.
 */
export const test = base
  // vitest reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }): Promise<Browser> => {
    mkdirSync(TEST_RESULTS_DIR, { recursive: true });
    const browser = await launchChromium();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('app', { scope: 'file' }, async (): Promise<RunningApp> => sharedApp())
  .extend('db', { scope: 'file' }, async ({ app }, { onCleanup }): Promise<pg.Client> => {
    const db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    onCleanup(() => db.end());
    return db;
  })
  .extend('newPage', async ({ browser }, { onCleanup }) => {
    const opened: OpenedPage[] = [];
    onCleanup(() => Promise.all(opened.map(({ page }) => page.context().close())).then(() => undefined));
    return async (options: PageOptions = {}): Promise<OpenedPage> => {
      const result = await openPage(browser, options);
      opened.push(result);
      return result;
    };
  })
  .extend('signedInPage', ({ app, newPage }): SignedInPage => {
    return async (persona, pathAndQuery = '/', options = {}) => {
      let session = await app.sessions.get(persona);
      if (!session || session.expiresAtMs - Date.now() < SESSION_MIN_REMAINING_MS) {
        session = await signInOverHttp(app.url, persona);
        await app.sessions.set(persona, session);
      }
      const opened = await newPage(options);
      await opened.page.context().addInitScript(seedSession, { origin: app.url, entries: session.entries });
      await opened.page.goto(`${app.url}${pathAndQuery}`);
      await opened.page.getByRole('button', { name: /^Account menu/ }).waitFor();
      return opened;
    };
  });

/**
 * The same fixtures with an app of the file's own (its settings in `options`), started before the file's
 * first test that needs it and stopped after its last. Call at the top of the file:
 * `const test = withOwnApp({ env: { SENTRY_DSN: … } })`, or pass a function for settings known only then.
 */
export function withOwnApp(options: StartAppOptions | (() => StartAppOptions | Promise<StartAppOptions>)) {
  // eslint-disable-next-line no-empty-pattern
  return test.override('app', { scope: 'file' }, async ({}, { onCleanup }) => {
    const app = await startApp(typeof options === 'function' ? await options() : options, inject('appTemplate'));
    onCleanup(() => app.stop());
    return app;
  });
}

/**
 * Runs in the page before its scripts (Playwright init script): puts the stored session where
 * oidc-client-ts looks, once per store (localStorage: once per profile, shared by its tabs), so a sign-out
 * or a cleared session in the test sticks after reloads and in new tabs.
 */
function seedSession({ origin, entries }: { origin: string; entries: StoredSession['entries'] }) {
  const SEEDED = 'e2e.session-seeded';
  if (window.location.origin !== origin) return;
  for (const store of new Set(entries.map((entry) => entry.store))) {
    // Frames of the app's origin without storage of their own (a blob: PDF shown in Chromium's viewer) get
    // null here: they hold no session to seed.
    const storage = window[store] as Storage | null;
    if (!storage || storage.getItem(SEEDED)) continue;
    for (const entry of entries) if (entry.store === store) storage.setItem(entry.key, entry.value);
    storage.setItem(SEEDED, 'yes');
  }
}

/** The same as `test`, for files that read better with `it`. */
export const it = test;
