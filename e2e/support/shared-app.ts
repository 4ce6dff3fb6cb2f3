import { inject } from 'vitest';
import './global-setup.ts';
import type { RunningApp } from './start-app.ts';

/** Allows for the first request of a slot, which waits for its app to start. */
const BROKER_TIMEOUT_MS = 120_000;

/**
 * The app the browser test files of this worker share (started by global-setup.ts on the first request
 * of this worker slot; files running at the same time in other workers have their own). Its stop() does
 * nothing: the global teardown stops it after the last file. Files that need their own settings call
 * startApp().
 */
export async function sharedApp(): Promise<RunningApp> {
  const slot = process.env.VITEST_POOL_ID ?? '1';
  const response = await fetch(`${inject('sharedAppBroker')}/apps/${slot}`, {
    method: 'POST',
    signal: AbortSignal.timeout(BROKER_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The shared app did not start:\n${await response.text()}`);
  const { url, databaseUrl } = (await response.json()) as { url: string; databaseUrl: string };
  return { url, databaseUrl, output: () => '(the shared app’s output is printed by the global set-up)', stop: async () => {} };
}
