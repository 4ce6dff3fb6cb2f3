import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relocatedDataDir } from '@app/db';
import { copyWorkingTree } from './support/copy-working-tree.ts';
import { findFreePort } from './support/free-port.ts';
import { REPO_ROOT } from './support/repo-paths.ts';

const isRoot = process.getuid?.() === 0;
const START_TIMEOUT_MS = 90_000;

/**
 * Issue 19: a checkout inside a directory only its owner may enter (/root,
 * `mktemp -d`), started as root — as on a fresh cloud server and in CI. The
 * embedded PostgreSQL runs as the 'postgres' user, who cannot enter it; the
 * app must start anyway, keep its data across restarts, and the embedded API
 * tests must pass from there.
 */
describe('embedded default from a checkout in a mode-700 directory', () => {
  let privateDir: string;
  let checkout: string;
  let dataDir: string;

  beforeAll(async () => {
    privateDir = await mkdtemp(path.join(os.tmpdir(), 'ps-private-'));
    expect((await stat(privateDir)).mode & 0o777).toBe(0o700);
    checkout = path.join(privateDir, 'petition-studio');
    await copyWorkingTree(REPO_ROOT, checkout);
    // As root the data cannot stay in the checkout's .data/: it lives in one directory per checkout outside it.
    dataDir = isRoot ? relocatedDataDir(path.join(checkout, '.data')) : path.join(checkout, '.data');
  }, 120_000);

  afterAll(async () => {
    if (privateDir) await rm(privateDir, { recursive: true, force: true });
    if (isRoot && dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts, answers /graphql, and keeps its data across a restart', { timeout: 4 * START_TIMEOUT_MS }, async () => {
    const ports = { PORT: String(await findFreePort()), EMBEDDED_PG_PORT: String(await findFreePort()) };

    const first = await startServer(checkout, ports);
    try {
      const response = await fetch(`http://127.0.0.1:${ports.PORT}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      // Without a token the API answers 401 in JSON: the server, its database and the demo seed are up.
      expect(response.status, first.output()).toBe(401);
      expect(await response.json()).toEqual({ error: 'Missing bearer token' });
      await withDatabase(dataDir, ports.EMBEDDED_PG_PORT, (client) => client.query('CREATE TABLE restart_marker ()'));
    } finally {
      await first.stop();
    }
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);

    const second = await startServer(checkout, ports);
    try {
      const found = await withDatabase(dataDir, ports.EMBEDDED_PG_PORT, (client) =>
        client.query<{ marker: string | null }>(`SELECT to_regclass('restart_marker')::text AS marker`),
      );
      expect(found.rows[0]?.marker, second.output()).toBe('restart_marker');
    } finally {
      await second.stop();
    }
  });

  it(
    // The whole embedded project (about 90 s here): the issue asks for all of them, from the private checkout.
    'passes the embedded API tests from there',
    { timeout: 420_000 },
    async () => {
      const env = childEnv(checkout, { EMBEDDED_TEST_PG_PORT: String(await findFreePort()) });
      const vitest = spawn(path.join(checkout, 'node_modules/.bin/vitest'), ['run', '--project', 'embedded'], {
        cwd: checkout,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const { code, output } = await collect(vitest);
      expect(code, output).toBe(0);
      expect(output).toMatch(/Tests\s+.*\d+ passed/);
    },
  );
});

interface Server {
  output: () => string;
  stop: () => Promise<void>;
}

/** `npm run start -w apps/api` minus npm: the server on the embedded default (no DATABASE_URL). */
async function startServer(checkout: string, ports: Record<string, string>): Promise<Server> {
  const child = spawn(path.join(checkout, 'node_modules/.bin/node'), ['apps/api/src/main.ts'], {
    cwd: checkout,
    // Own process group: stop() signals node and the PostgreSQL it started, as Ctrl-C in a terminal does.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: childEnv(checkout, { ...ports, HOST: '127.0.0.1', GRAPHILE_ENV: 'production' }),
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-(child.pid as number), 'SIGINT');
    await exited;
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start within ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
      child.stdout?.on('data', () => {
        if (output.includes('Petition Studio listening on')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited (code ${code}) before listening:\n${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { output: () => output, stop };
}

/** The environment of a fresh shell in the checkout: its pinned Node first, no database, nothing of this test run. */
function childEnv(checkout: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(VITEST|DATABASE_URL$|EMBEDDED_PG_|TEST_)/.test(name)) env[name] = value;
  }
  env.NODE_ENV = 'test';
  env.PATH = `${path.join(checkout, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`;
  return { ...env, ...extra };
}

/** A connection to the embedded cluster with the password it keeps beside its data. */
async function withDatabase<T>(dataDir: string, port: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const { password } = JSON.parse(await readFile(path.join(dataDir, 'embedded-postgres.json'), 'utf8')) as {
    password: string;
  };
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(port),
    user: 'postgres',
    password,
    database: 'petition_studio',
  });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

function collect(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('close', (code) => resolve({ code, output }));
  });
}
