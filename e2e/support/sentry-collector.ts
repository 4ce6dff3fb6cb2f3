import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in Sentry: keeps the bodies of the envelopes POSTed to /api/<project>/envelope/. */
export interface SentryCollector {
  port: number;
  /** A DSN pointing at this collector, project 1. */
  dsn: string;
  envelopes: { project: string; body: string }[];
  close: () => Promise<void>;
}

export async function startSentryCollector(): Promise<SentryCollector> {
  const envelopes: SentryCollector['envelopes'] = [];
  const server: Server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    const match = /^\/api\/([^/]+)\/envelope\/?(\?|$)/.exec(req.url ?? '');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      envelopes.push({ project: match[1] ?? '', body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    envelopes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface SentryErrorEvent {
  exception?: { values?: { value?: string }[] };
  tags?: Record<string, string>;
  user?: { id?: string; email?: string };
}

/** The error events in an envelope (newline-delimited: envelope header, then item header and payload pairs). */
export function errorEvents(body: string): SentryErrorEvent[] {
  const lines = body.split('\n');
  const events: SentryErrorEvent[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    try {
      const header = JSON.parse(lines[i] ?? '') as { type?: string };
      if (header.type === 'event') events.push(JSON.parse(lines[i + 1] ?? '') as SentryErrorEvent);
    } catch {
      // Not JSON (e.g. a compressed replay): not an error event.
    }
  }
  return events;
}

export async function waitFor<T>(what: string, check: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
