import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { startFreezableTcpProxy, type FreezableTcpProxy } from './freezable-tcp-proxy.ts';

/**
 * /healthz answers within about a second whatever the database does (issue 29): it used to hang for as
 * long as the database did, so a load balancer's probe timed out instead of reading 503. The server's
 * connections go through a proxy that can freeze, as a hung database server does.
 */
let proxy: FreezableTcpProxy;
let server: TestServer;

beforeAll(async () => {
  const databaseUrl = new URL(testDatabaseUrl());
  proxy = await startFreezableTcpProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
  const proxied = new URL(databaseUrl);
  proxied.hostname = proxy.address.host;
  proxied.port = String(proxy.address.port);
  // No in-process job worker: its polling would only add noise while the database is frozen.
  server = await startTestServer(proxied.toString(), { JOB_WORKER: 'off' });
});
afterAll(async () => {
  proxy?.thaw();
  await server?.close();
  await proxy?.close();
});

async function probe(): Promise<{ status: number; body: unknown; elapsedMs: number }> {
  const started = Date.now();
  const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.json(), elapsedMs: Date.now() - started };
}

describe('/healthz', () => {
  it('answers 200 while the database answers', async () => {
    const answer = await probe();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });

  it('answers 503 within about a second while the database hangs, and 200 again once it answers', async () => {
    proxy.freeze();
    try {
      // Twice: the second probe comes while the first one's query may still be pending.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const answer = await probe();
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ status: 'database unavailable' });
        // The first probe waits out its second. The second may join the first one's query, whose own timeout
        // (also a second) can end a few ms after the first probe's deadline: it then answers at once, rightly.
        if (attempt === 0) expect(answer.elapsedMs).toBeGreaterThanOrEqual(900);
        expect(answer.elapsedMs).toBeLessThan(2_000);
      }
    } finally {
      proxy.thaw();
    }
    const deadline = Date.now() + 10_000;
    let answer = await probe();
    while (answer.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      answer = await probe();
    }
    expect(answer.status).toBe(200);
  });
});
