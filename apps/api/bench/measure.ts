import { createRequire } from 'node:module';

export interface LatencySummary {
  runs: number;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
  minMs: number;
  maxMs: number;
}

/** Nearest-rank percentile of already sorted samples. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[half] as number) : ((sorted[half - 1] as number) + (sorted[half] as number)) / 2;
  return {
    runs: sorted.length,
    medianMs: round(median),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    minMs: round(sorted[0] ?? Number.NaN),
    maxMs: round(sorted[sorted.length - 1] ?? Number.NaN),
  };
}

/**
 * Runs `fn` `warmup` times untimed, then `runs` times one after another. Each
 * run is timed from start to end, unless `fn` returns its own time in ms (to
 * leave set-up and tear-down of a run out).
 */
export async function timeSequential(runs: number, warmup: number, fn: () => Promise<number | void>): Promise<LatencySummary> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const own = await fn();
    samples.push(typeof own === 'number' ? own : performance.now() - started);
  }
  return summarize(samples);
}

// autocannon ships no types; this is the part of its API the bench uses.
interface AutocannonOptions {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  connections: number;
  duration: number;
  workers?: number;
}

interface AutocannonHistogram {
  average: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
}

interface AutocannonResult {
  requests: AutocannonHistogram & { total: number };
  latency: AutocannonHistogram;
  throughput: AutocannonHistogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  duration: number;
}

type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface LoadSummary {
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP975Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/**
 * autocannon against one POST, run in a worker thread so that the load
 * generator does not share the server's event loop.
 */
export async function loadTest(options: {
  url: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  durationSeconds: number;
}): Promise<LoadSummary> {
  const result = await autocannon({
    url: options.url,
    method: 'POST',
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.durationSeconds,
    workers: 1,
  });
  return {
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    requests: result.requests.total,
    requestsPerSecond: round(result.requests.average, 1),
    latencyP50Ms: round(result.latency.p50),
    latencyP975Ms: round(result.latency.p97_5),
    latencyP99Ms: round(result.latency.p99),
    latencyMaxMs: round(result.latency.max),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
