import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../../../../e2e/support/free-port.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const START_TIMEOUT_MS = 60_000;

export interface ApiReplica {
  url: string;
  wsUrl: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * One API replica as production runs it: its own Node process (apps/api/src/main.ts) on a port of its own,
 * configured only through the environment. Replicas given the same database, secret, issuer and file
 * storage form one deployment.
 */
export async function startApiReplica(env: Record<string, string>): Promise<ApiReplica> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const started = spawnNodeProcess('apps/api/src/main.ts', { PORT: String(port), PUBLIC_URL: url, ...env });
  const { child } = started;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API replica exited while starting:\n${started.output()}`);
    const healthy = await fetch(`${url}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      await started.stop();
      throw new Error(`The API replica did not start within ${START_TIMEOUT_MS} ms:\n${started.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, wsUrl: `ws://127.0.0.1:${port}/graphql`, output: started.output, stop: started.stop };
}

export interface JobWorkerProcess {
  output: () => string;
  stop: () => Promise<void>;
  /** SIGKILL, as the out-of-memory killer or a lost machine would: no graceful shutdown. */
  kill: () => Promise<void>;
}

/** A separate job worker (`npm run worker -w apps/api`), resolved once it says it is running. */
export async function startJobWorkerProcess(env: Record<string, string>): Promise<JobWorkerProcess> {
  const started = spawnNodeProcess('apps/api/src/worker.ts', env);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!started.output().includes('job worker running')) {
    if (started.child.exitCode !== null) throw new Error(`The job worker exited while starting:\n${started.output()}`);
    if (Date.now() > deadline) {
      await started.stop();
      throw new Error(`The job worker did not start within ${START_TIMEOUT_MS} ms:\n${started.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { output: started.output, stop: started.stop, kill: started.kill };
}

function spawnNodeProcess(script: string, env: Record<string, string>) {
  const binDir = path.join(REPO_ROOT, 'node_modules/.bin');
  // The pinned Node strips the types itself, as `npm start` runs the server.
  const child = spawn(path.join(binDir, 'node'), [script], {
    cwd: REPO_ROOT,
    // Own process group, so stop() ends everything the process started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    kill: async () => {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    },
  };
}
