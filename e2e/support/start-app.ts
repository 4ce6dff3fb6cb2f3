import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { findFreePort } from './free-port.ts';
import { REPO_ROOT } from './repo-paths.ts';
import { memorySessionStore, type SessionStore } from './session-store.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { createEmptyDatabase, dropTestDatabase } from '@app/db/testing';
import { copyAppTemplate, type AppTemplate } from './app-template.ts';
import { PINNED_NODE, serverEnvironment } from './server-environment.ts';

export interface RunningApp {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** The app's database (a superuser connection, for tests that change data behind the app's back). */
  databaseUrl: string;
  /** Everything the server printed, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
  /** The personas signed in against this app (session-store.ts). */
  sessions: SessionStore;
}

// Two minutes: a busy 2-core CI machine (several apps starting at once) has taken over one.
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

export interface StartAppOptions {
  /** Extra server environment, e.g. SENTRY_DSN. */
  env?: Record<string, string>;
  /**
   * Host name of PUBLIC_URL (default 127.0.0.1, the address `url` uses). `localhost` starts the server
   * as `npm start` does, while the test still browses 127.0.0.1 (the loopback sign-in test).
   */
  publicHostname?: string;
}

/**
 * Starts the real server (apps/api/src/main.ts) with the demo seed and the built web app, as a user would run
 * it: on a copy of the run's template (app-template.ts: migrated and seeded once) when one is given, else on a
 * fresh database it migrates and seeds itself.
 */
export async function startApp(options: StartAppOptions = {}, template?: AppTemplate): Promise<RunningApp> {
  const { database, filesDir } = template
    ? await copyAppTemplate(template)
    : { database: await createEmptyDatabase('ps_e2e'), filesDir: await mkdtemp(path.join(os.tmpdir(), 'ps-e2e-files-')) };
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const publicUrl = `http://${options.publicHostname ?? '127.0.0.1'}:${port}`;
  // As `npm start` runs it: the pinned Node strips the types itself (no tsx loader, which took most of a start).
  const child = spawn(PINNED_NODE, ['apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    // Own process group, so stop() ends everything the server started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: serverEnvironment({ databaseUrl: database.url, filesDir, port, publicUrl, env: options.env }),
  });

  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    await stopProcessGroup(child);
    await dropTestDatabase(database.name);
    await rm(filesDir, { recursive: true, force: true });
  };

  try {
    await waitForListening(child, publicUrl, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, databaseUrl: database.url, output: () => output, stop, sessions: memorySessionStore() };
}

function waitForListening(child: ChildProcess, url: string, output: () => string): Promise<void> {
  const expected = `Petition Studio listening on ${url}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`Server did not start within ${START_TIMEOUT_MS} ms:\n${output()}`)),
      START_TIMEOUT_MS,
    );
    const onData = () => {
      if (
        output()
          .split('\n')
          .some((line) => line.trim() === expected)
      )
        finish();
    };
    const onExit = (code: number | null) => finish(new Error(`Server exited (code ${code}) before listening:\n${output()}`));
    function finish(error?: Error) {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    }
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // Already gone.
    }
  };
  signalGroup('SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    signalGroup('SIGKILL');
    await exited;
  }
}
