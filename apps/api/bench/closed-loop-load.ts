import http from 'node:http';
import { summarize, type LatencySummary } from './measure.ts';

const MAX_CONNECTION_ERRORS = 100;

export interface ClosedLoopResult {
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  latency: LatencySummary;
  /** Answers other than 200, or 200s carrying GraphQL errors, with the first one's text. */
  failures: number;
  firstFailure?: string;
  /** Connection errors (refused, reset). */
  errors: number;
}

/**
 * `connections` clients on kept-alive sockets, each sending the same POST again as soon as the last answer
 * was read in full, for `durationSeconds`: the load of that many users refreshing one page. Unlike
 * autocannon's summary this keeps every latency, so p95 is exact. The server runs in another process,
 * so this loop does not take its event loop's time.
 */
export async function closedLoopLoad(options: {
  url: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  durationSeconds: number;
  /** A 200 whose body fails this check counts as a failure (e.g. GraphQL errors). */
  isGoodBody: (text: string) => boolean;
}): Promise<ClosedLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const url = new URL(options.url);
  const body = Buffer.from(options.body);
  const headers = { ...options.headers, 'content-length': String(body.length) };
  const samples: number[] = [];
  let failures = 0;
  let errors = 0;
  let firstFailure: string | undefined;
  const started = performance.now();
  const deadline = started + options.durationSeconds * 1000;

  const once = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const request = http.request(
        { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            samples.push(performance.now() - sent);
            const text = Buffer.concat(chunks).toString();
            if (response.statusCode !== 200 || !options.isGoodBody(text)) {
              failures += 1;
              firstFailure ??= `HTTP ${response.statusCode}: ${text.slice(0, 300)}`;
            }
            resolve();
          });
          response.on('error', () => {
            errors += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(body);
    });

  // A server that stopped answering ends the run instead of spinning on refused connections.
  const client = async () => {
    while (performance.now() < deadline && errors < MAX_CONNECTION_ERRORS) await once();
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  agent.destroy();
  const elapsedSeconds = (performance.now() - started) / 1000;
  return {
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    requests: samples.length,
    requestsPerSecond: Math.round((samples.length / elapsedSeconds) * 10) / 10,
    latency: summarize(samples),
    failures,
    ...(firstFailure ? { firstFailure } : {}),
    errors,
  };
}
