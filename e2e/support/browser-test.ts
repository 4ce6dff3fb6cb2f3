import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { TEST_RESULTS_DIR } from './repo-paths.ts';
import { sharedApp } from './shared-app.ts';
import type { RunningApp } from './start-app.ts';

/** What a browser test file works with: the app, a browser, and a connection to the app's database. */
export interface BrowserTest {
  app: RunningApp;
  browser: Browser;
  /** The app's database as its owner, for checking what the app stored or setting up data behind its back. */
  db: pg.Client;
}

/**
 * The set-up every browser test file shares, for its beforeAll: the shared app (or one started with the
 * file's own settings), Debian's Chromium, a database connection, and the folder screenshots go to.
 */
export async function openBrowserTest(start: () => RunningApp | Promise<RunningApp> = sharedApp): Promise<BrowserTest> {
  mkdirSync(TEST_RESULTS_DIR, { recursive: true });
  const app = await start();
  const browser = await launchChromium();
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  return { app, browser, db };
}

/** The afterAll counterpart: closes what openBrowserTest opened (whatever of it was opened). */
export async function closeBrowserTest(test: Partial<BrowserTest>): Promise<void> {
  await test.db?.end();
  await test.browser?.close();
  await test.app?.stop();
}
