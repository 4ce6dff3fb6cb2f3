import { inject } from 'vitest';
import './global-setup.ts';
import { brokerSessionStore } from './session-store.ts';
import type { RunningApp } from './start-app.ts';

/** Allows for the first request of a slot, which waits for its app to start. */
const BROKER_TIMEOUT_MS = 120_000;

/**
 * The app the browser test files of this worker share (started by global-setup.ts on the first request
 * of this worker slot; files running at the same time in other workers have their own). Its stop() does
 * nothing: the global teardown stops it after the last file. Its signed-in personas are kept by the broker
 * too, so the next file of the slot starts signed in. Files that need their own settings call startApp().
 */
export async function sharedApp(): Promise<RunningApp> {
  const slot = process.env.VITEST_POOL_ID ?? '1';
  const brokerAppUrl = `${inject('sharedAppBroker')}/apps/${slot}`;
  const response = await fetch(brokerAppUrl, {
    method: 'POST',
    signal: AbortSignal.timeout(BROKER_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The shared app did not start:\n${await response.text()}`);
  const { url, databaseUrl } = (await response.json()) as { url: string; databaseUrl: string };
  return {
    url,
    databaseUrl,
    output: () => '(the shared app’s output is printed by the global set-up)',
    stop: async () => {},
    sessions: brokerSessionStore(brokerAppUrl),
  };
}
