import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cloneTestDatabase, createEmptyDatabase, dropTestDatabase } from '@app/db/testing';
import { REPO_ROOT } from './repo-paths.ts';
import { PINNED_NODE, serverEnvironment } from './server-environment.ts';

/**
 * What every browser test's app starts from: a database migrated and holding the reference and demo data, and the
 * demo's files. Made once per run (global-setup.ts) by the server's own preparation; each app then starts on a copy
 * (CREATE DATABASE … TEMPLATE and its files copied), so its start skips the migrations and the demo seed, which
 * took most of a start (about 20 of 25 s on a busy 2-core machine) and were paid again by every file with an app
 * of its own. What the server does at start still runs on the copy: migrations find nothing to do, the reference
 * data is upserted, the demo seed sees its users and stops, the job queue starts empty of workers.
 */
export interface AppTemplate {
  databaseName: string;
  filesDir: string;
}

const PREPARE_TIMEOUT_MS = 180_000;

export async function prepareAppTemplate(): Promise<AppTemplate & { remove: () => Promise<void> }> {
  const database = await createEmptyDatabase('ps_e2e_template');
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'ps-e2e-template-files-'));
  const remove = async () => {
    await dropTestDatabase(database.name);
    await rm(filesDir, { recursive: true, force: true });
  };
  try {
    await runToCompletion(
      [path.join(REPO_ROOT, 'e2e/support/prepare-template-database.ts')],
      serverEnvironment({ databaseUrl: database.url, filesDir, port: 0, publicUrl: 'http://127.0.0.1' }),
    );
  } catch (error) {
    await remove();
    throw error;
  }
  return { databaseName: database.name, filesDir, remove };
}

/** A database and files directory of the app's own, copied from the template. */
export async function copyAppTemplate(
  template: AppTemplate,
): Promise<{ database: { name: string; url: string }; filesDir: string }> {
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'ps-e2e-files-'));
  const [database] = await Promise.all([
    cloneTestDatabase(template.databaseName, 'ps_e2e'),
    cp(template.filesDir, filesDir, { recursive: true }),
  ]);
  return { database, filesDir };
}

function runToCompletion(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(PINNED_NODE, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), PREPARE_TIMEOUT_MS);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`Preparing the browser tests' template database failed (${signal ?? `code ${code}`}):\n${output}`));
    });
  });
}
