import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { openPage, signInAs } from './support/pages.ts';
import { TEST_RESULTS_DIR } from './support/repo-paths.ts';
import { startApp, type RunningApp } from './support/start-app.ts';

/** A stand-in Sentry: keeps the bodies of the envelopes POSTed to /api/<project>/envelope/. */
interface Collector {
  port: number;
  envelopes: { project: string; body: string }[];
  close: () => Promise<void>;
}

async function startCollector(): Promise<Collector> {
  const envelopes: Collector['envelopes'] = [];
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
  return { port, envelopes, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The error events in an envelope (newline-delimited: envelope header, then item header and payload pairs). */
function errorEvents(body: string): { exception?: { values?: { value?: string }[] }; tags?: Record<string, string> }[] {
  const lines = body.split('\n');
  const events = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    try {
      const header = JSON.parse(lines[i] ?? '') as { type?: string };
      if (header.type === 'event') events.push(JSON.parse(lines[i + 1] ?? '') as ReturnType<typeof errorEvents>[number]);
    } catch {
      // Not JSON (e.g. a compressed replay): not an error event.
    }
  }
  return events;
}

async function waitFor<T>(what: string, check: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let collector: Collector;
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(TEST_RESULTS_DIR, { recursive: true });
  collector = await startCollector();
  app = await startApp({ env: { SENTRY_DSN: `http://publickey@127.0.0.1:${collector.port}/1` } });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await collector?.close();
});

describe('error reporting with a DSN', () => {
  it('sends a route error to the configured Sentry DSN', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await signInAs(page, app.url, 'beneficiary');
    await page.getByRole('heading', { name: 'Welcome, Priya', level: 1 }).waitFor();
    // Sentry loads once the session is ready; its first envelope (the session) says it is running.
    await waitFor('Sentry to start', () => (collector.envelopes.length > 0 ? true : undefined));

    // A route whose chunk cannot load: the router's error page reports it.
    await page.route(/\/assets\/AdminShell-[\w-]+\.js$/, (route) => route.abort());
    await page.evaluate(() => {
      window.history.pushState(null, '', '/admin');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('Sorry, something went wrong.').waitFor();

    const event = await waitFor('the route error envelope', () =>
      collector.envelopes.flatMap((envelope) => errorEvents(envelope.body)).find((candidate) => candidate.tags?.context),
    );
    expect(event.tags?.context).toBe('route error');
    expect(event.exception?.values?.[0]?.value).toMatch(/AdminShell/);
    expect(collector.envelopes.every((envelope) => envelope.project === '1')).toBe(true);
    // The server allows the DSN's origin in connect-src, so no report is blocked. (Session replay's
    // compression worker, created from a blob: URL, is still refused for want of worker-src 'self' blob:;
    // replay then buffers uncompressed.)
    expect(consoleErrors.filter((message) => /connect-src/.test(message))).toEqual([]);
    await page.context().close();
  });
});
