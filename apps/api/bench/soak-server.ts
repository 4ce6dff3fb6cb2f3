import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const REPORT_MEMORY = fileURLToPath(new URL('./report-memory.ts', import.meta.url));
const API_PACKAGE_JSON = fileURLToPath(new URL('../package.json', import.meta.url));
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;
const MEMORY_REPLY_TIMEOUT_MS = 10_000;

/** What `process.memoryUsage()` answers inside the server. */
export interface HeapFigures {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

/** The kernel's view of the server process (/proc/<pid>/status and stat). */
export interface ProcessMemory {
  /** Resident set size now, in bytes. */
  rss: number;
  /** Highest RSS so far (VmHWM), in bytes. */
  peakRss: number;
  /**
   * CPU time the process (all its threads: JS, GC, libuv) used so far, in ms. On a shared machine CPU per
   * request is a steadier measure of a setting's cost than requests/s, which other work moves.
   */
  cpuMs: number;
}

export interface SoakServer {
  pid: number;
  nodeFlags: string[];
  graphqlUrl: string;
  /** Everything the server printed, for failure messages. */
  output: () => string;
  processMemory: () => Promise<ProcessMemory>;
  /** The server's own heap figures; `collectFirst` runs a full GC before measuring (needs --expose-gc). */
  heap: (collectFirst?: boolean) => Promise<HeapFigures>;
  stop: () => Promise<void>;
}

/**
 * The node flags `npm start` gives the server (the NODE_OPTIONS of apps/api's start script: the heap
 * bounds), so the soak measures the server as it runs in production.
 */
export async function productionNodeFlags(): Promise<string[]> {
  const { scripts } = JSON.parse(await readFile(API_PACKAGE_JSON, 'utf8')) as { scripts: Record<string, string> };
  const start = scripts.start ?? '';
  const options = /NODE_OPTIONS="([^"]*)"/.exec(start)?.[1] ?? '';
  // The operator's own NODE_OPTIONS, appended in the script, are not the project's settings.
  return options.replace('${NODE_OPTIONS:-}', '').split(/\s+/).filter(Boolean);
}

/**
 * Starts the API as production runs it (`npm start`: NODE_ENV and GRAPHILE_ENV production, Node's own type stripping) in a
 * process of its own, so the figures are the server's alone and not the load generator's. The node
 * process is the server itself, so its pid is the one /proc reports on.
 */
export async function startSoakServer(options: {
  databaseUrl: string;
  port: number;
  filesDir: string;
  oidc: { issuer: string; audience: string };
  /** Node flags, e.g. the heap bounds of {@link productionNodeFlags}. */
  nodeFlags: string[];
  /** Extra server environment, e.g. MALLOC_ARENA_MAX for comparing allocator settings. */
  env?: Record<string, string>;
}): Promise<SoakServer> {
  const binDir = path.join(REPO_ROOT, 'node_modules/.bin');
  const publicUrl = `http://127.0.0.1:${options.port}`;
  const child = spawn(
    // node_modules/.bin/node is the pinned Node 24 the project runs on.
    path.join(binDir, 'node'),
    ['--expose-gc', ...options.nodeFlags, '--import', REPORT_MEMORY, 'apps/api/src/main.ts'],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env: {
        PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
        HOME: process.env.HOME ?? '/tmp',
        NODE_ENV: 'production',
        GRAPHILE_ENV: 'production',
        APP_SECRET: randomBytes(24).toString('hex'),
        DATABASE_URL: options.databaseUrl,
        SEED: 'demo',
        HOST: '127.0.0.1',
        PORT: String(options.port),
        PUBLIC_URL: publicUrl,
        OIDC_ISSUER: options.oidc.issuer,
        OIDC_AUDIENCE: options.oidc.audience,
        OIDC_CLIENT_ID: 'petition-studio-soak',
        FILE_STORAGE_DIR: options.filesDir,
        ...options.env,
      },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const pid = child.pid;
  if (pid === undefined) throw new Error('The API server process did not start');

  const stop = () => stopChild(child);
  try {
    await waitForLine(child, `Petition Studio listening on ${publicUrl}`, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    pid,
    nodeFlags: options.nodeFlags,
    graphqlUrl: `${publicUrl}/graphql`,
    output: () => output,
    processMemory: () => readProcessMemory(pid),
    heap: (collectFirst = false) => askHeap(child, collectFirst),
    stop,
  };
}

/** Clock ticks per second, the unit of CPU times in /proc/<pid>/stat. */
const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

async function readProcessMemory(pid: number): Promise<ProcessMemory> {
  const [status, stat] = await Promise.all([readFile(`/proc/${pid}/status`, 'utf8'), readFile(`/proc/${pid}/stat`, 'utf8')]);
  // Fields after the command name (which may hold spaces, hence the last ')'): utime and stime are the 12th and 13th.
  const times = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(times[11]) + Number(times[12]);
  const kilobytes = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
    if (!match) throw new Error(`/proc/${pid}/status has no ${field}`);
    return Number(match[1]) * 1024;
  };
  return { rss: kilobytes('VmRSS'), peakRss: kilobytes('VmHWM'), cpuMs: (ticks * 1000) / CLOCK_TICKS_PER_SECOND };
}

function askHeap(child: ChildProcess, collectFirst: boolean): Promise<HeapFigures> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error('The server did not report its memory')), MEMORY_REPLY_TIMEOUT_MS);
    const onMessage = (message: unknown) => {
      if (typeof message === 'object' && message !== null && 'soakBenchMemory' in message)
        finish(undefined, message.soakBenchMemory as HeapFigures);
    };
    function finish(error?: Error, figures?: HeapFigures) {
      clearTimeout(timer);
      child.off('message', onMessage);
      if (error || !figures) reject(error ?? new Error('no memory figures'));
      else resolve(figures);
    }
    child.on('message', onMessage);
    child.send({ soakBench: collectFirst ? 'gc' : 'memory' });
  });
}

function waitForLine(child: ChildProcess, expected: string, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`The server did not start within ${START_TIMEOUT_MS} ms:\n${output()}`)),
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
    const onExit = (code: number | null) => finish(new Error(`The server exited (code ${code}) before listening:\n${output()}`));
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

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}
