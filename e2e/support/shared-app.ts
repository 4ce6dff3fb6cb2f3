import { inject } from 'vitest';
import './global-setup.ts';
import type { RunningApp } from './start-app.ts';

/**
 * The app every browser test file shares (started once by global-setup.ts). Its stop() does nothing: the
 * global teardown stops it after the last file. Files that need their own settings call startApp().
 */
export function sharedApp(): RunningApp {
  const { url, databaseUrl } = inject('sharedApp');
  return { url, databaseUrl, output: () => '(the shared app’s output is printed by the global set-up)', stop: async () => {} };
}
