import { spawn, type ChildProcess } from 'node:child_process';
import { chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PostgresBinaries } from './binaries.ts';
import { EmbeddedPostgresError, USE_OWN_DATABASE, firstProblemLine } from './errors.ts';
import type { ServerUser } from './server-user.ts';

export interface ClusterOptions {
  binaries: PostgresBinaries;
  /** PGDATA */
  clusterDir: string;
  /** Runs initdb and postgres; undefined: the current user. */
  user: ServerUser | undefined;
  /** PostgreSQL's own output, line by line. */
  serverLog: (line: string) => void;
}

export interface RunningCluster {
  stop: () => Promise<void>;
}

// Messages in English whatever the machine's language: readiness is read from the log.
const CHILD_ENV = { ...process.env, LC_MESSAGES: 'C' };
const READY_MESSAGE = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;

/** Creates the cluster with `superuser`/`password` (scram-sha-256), owned by the server user. */
export async function initCluster(options: ClusterOptions & { superuser: string; password: string }): Promise<void> {
  const { binaries, clusterDir, user } = options;
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  // initdb runs as the server user, so the password file must be its own (and nobody else's).
  const passwordDir = await mkdtemp(path.join(os.tmpdir(), 'ps-pg-init-'));
  const passwordFile = path.join(passwordDir, 'password');
  try {
    await writeFile(passwordFile, `${options.password}\n`, { mode: 0o600 });
    if (user) {
      await chown(clusterDir, user.uid, user.gid);
      await chown(passwordDir, user.uid, user.gid);
      await chown(passwordFile, user.uid, user.gid);
    }
    const args = [
      `--pgdata=${clusterDir}`,
      '--auth=scram-sha-256',
      `--username=${options.superuser}`,
      `--pwfile=${passwordFile}`,
      '--lc-messages=C',
    ];
    const { code, output } = await runToEnd(spawnAs(binaries.initdb, args, user));
    if (code !== 0) {
      throw new EmbeddedPostgresError(
        `initdb could not create the embedded PostgreSQL data in ${clusterDir}: ${firstProblemLine(output)} — remove that directory and retry, ${USE_OWN_DATABASE}.`,
      );
    }
  } finally {
    await rm(passwordDir, { recursive: true, force: true });
  }
}

/** Starts postgres on 127.0.0.1:`port` and resolves once it accepts connections. */
export async function startCluster(options: ClusterOptions & { port: number }): Promise<RunningCluster> {
  const { binaries, clusterDir, user, port, serverLog } = options;
  const args = ['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'];
  const child = spawnAs(binaries.postgres, args, user);
  // Never leave the server running behind us, even when the process ends without stop().
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);
  try {
    await waitUntilReady(child, serverLog);
  } catch (error) {
    process.off('exit', killOnExit);
    child.kill('SIGKILL');
    throw error;
  }
  let stopping: Promise<void> | undefined;
  return {
    stop: () => {
      stopping ??= new Promise<void>((resolve) => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        // SIGINT: PostgreSQL's fast shutdown (ends sessions, checkpoints, exits).
        child.kill('SIGINT');
      });
      return stopping;
    },
  };
}

function spawnAs(binary: string, args: string[], user: ServerUser | undefined): ChildProcess {
  return spawn(binary, args, {
    env: CHILD_ENV,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(user && { uid: user.uid, gid: user.gid }),
  });
}

function runToEnd(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => resolve({ code: -1, output: error.message }));
    child.once('close', (code) => resolve({ code, output }));
  });
}

function waitUntilReady(child: ChildProcess, log: (message: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    const timer = setTimeout(
      () =>
        reject(
          new EmbeddedPostgresError(
            `The embedded PostgreSQL did not start within ${START_TIMEOUT_MS / 1000} s: ${firstProblemLine(output)}.`,
          ),
        ),
      START_TIMEOUT_MS,
    );
    const onOutput = (chunk: Buffer) => {
      // Read for as long as the server runs: a full pipe would block its logging.
      const text = chunk.toString();
      for (const line of text.split('\n')) if (line.trim()) log(line.trim());
      if (ready) return;
      output += text;
      if (output.includes(READY_MESSAGE)) {
        ready = true;
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new EmbeddedPostgresError(`The embedded PostgreSQL could not be run: ${error.message}; ${USE_OWN_DATABASE}.`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new EmbeddedPostgresError(
          `The embedded PostgreSQL stopped while starting (exit code ${code}): ${firstProblemLine(output)}; ${USE_OWN_DATABASE}.`,
        ),
      );
    });
  });
}
