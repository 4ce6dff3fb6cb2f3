import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The identity provider is away when the server first needs it (discovery and key set not yet loaded): requests
 * are answered 503 with Retry-After, not 401 (the web app would sign the person out) nor 500, and a live-updates
 * socket is closed with 1013 Try Again Later, which graphql-ws clients retry. Once the provider answers, the
 * same token works.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(testDatabaseUrl());
});
afterAll(async () => {
  await server?.close();
});

/** Opens a graphql-transport-ws connection with `token` and reports how it ended or that it was acknowledged. */
function openSocket(token: string): Promise<{ acknowledged: boolean; code?: number; reason?: string }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(server.wsUrl, 'graphql-transport-ws');
    socket.once('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })),
    );
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type !== 'connection_ack') return;
      socket.close();
      resolve({ acknowledged: true });
    });
    socket.once('close', (code, reason) => resolve({ acknowledged: false, code, reason: reason.toString() }));
  });
}

describe('an identity provider that does not answer', () => {
  it('answers 503 with Retry-After over HTTP and 1013 on the socket, and lets the same token in once it is back', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const token = await server.issuer.issueToken({ sub: 'outage|gina', email: 'gina@example.com', name: 'Gina Outage' });
    server.issuer.failing.set('discovery', 502);

    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ currentUser { fullName } }' }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('www-authenticate')).toBeNull();
    expect(await response.json()).toEqual({ error: 'The sign-in service is not answering. Try again in a moment.' });
    expect(await openSocket(token)).toEqual({
      acknowledged: false,
      code: 1013,
      reason: 'The sign-in service is not answering. Try again in a moment.',
    });
    expect(warnings.mock.calls.map(([message]) => String(message)).every((message) => !message.includes(token))).toBe(true);

    server.issuer.failing.clear();
    const answer = await graphql<{ currentUser: { fullName: string } }>(server.url, token, '{ currentUser { fullName } }');
    expect(answer.status).toBe(200);
    expect(answer.data?.currentUser.fullName).toBe('Gina Outage');
    expect(await openSocket(token)).toEqual({ acknowledged: true });
  });
});
