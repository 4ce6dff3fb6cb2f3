import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';

/** A stand-in analytics service: a real local HTTP server that records what it is sent. */
async function startCollector() {
  const received: Record<string, unknown>[] = [];
  /**
   * Events to refuse once, by name. By name, not "the next request": other test files share the database, and an
   * event one of them records may reach this service first.
   */
  const refuseOnce = new Set<string>();
  const refused: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const event = JSON.parse(body) as Record<string, unknown>;
      if (typeof event.event === 'string' && refuseOnce.delete(event.event)) {
        refused.push(event.event);
        res.statusCode = 503;
        return res.end();
      }
      received.push(event);
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`,
    received,
    refused,
    refuseOnce: (event: string) => refuseOnce.add(event),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const waitFor = async (predicate: () => boolean, timeoutMs = 5000) => {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('analytics events forwarded to a configured service', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let servers: TestServer[];
  let world: World;

  beforeAll(async () => {
    collector = await startCollector();
    // Two replicas on one database: each event must be sent once.
    servers = [
      await startTestServer(testDatabaseUrl(), { ANALYTICS_FORWARD_URL: collector.url }),
      await startTestServer(testDatabaseUrl(), { ANALYTICS_FORWARD_URL: collector.url }),
    ];
    world = await createWorld(servers[0]!.pool);
  });
  afterAll(async () => {
    for (const server of servers ?? []) await server.close();
    await collector?.close();
  });

  it('sends an event recorded through GraphQL once, with who and what', async () => {
    const token = await servers[0]!.issuer.issueToken({
      sub: world.beneficiary.sub,
      email: world.beneficiary.email,
      name: world.beneficiary.fullName,
    });
    const created = await graphql(
      servers[0]!.url,
      token,
      `
        mutation {
          createAnalyticsEvent(
            input: { analyticsEvent: { event: "employer_onboarding_view", properties: "{\\"step\\":\\"welcome\\"}" } }
          ) {
            analyticsEvent {
              id
            }
          }
        }
      `,
    );
    expect(created.errors?.[0]?.message).toBeUndefined();
    await waitFor(() => collector.received.some((e) => e.event === 'employer_onboarding_view'));
    await new Promise((r) => setTimeout(r, 300));
    const sent = collector.received.filter((e) => e.event === 'employer_onboarding_view');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ userId: world.beneficiary.id, properties: { step: 'welcome' } });
  });

  it('keeps an event the service refused unsent until a send succeeds, never marking it sent on a refusal', async () => {
    collector.refuseOnce('refused_once');
    const { rows } = await servers[0]!.pool.query<{ id: string }>(
      `insert into app_public.analytics_events (user_id, event) values ($1, 'refused_once') returning id`,
      [world.beneficiary.id],
    );
    // The service was asked and said no. The replica that sent it then releases its claim (forwarded_at back to
    // null: waiting for a retry). The other replica may hear of the event only after that release and send it again,
    // which the service then accepts: the event is then sent once, and only then marked. Either way, polled for.
    await waitFor(() => collector.refused.includes('refused_once'));
    const state = async () => {
      const { forwarded_at } = (
        await servers[0]!.pool.query<{ forwarded_at: Date | null }>(
          'select forwarded_at from app_public.analytics_events where id = $1',
          [rows[0]!.id],
        )
      ).rows[0]!;
      const accepted = collector.received.filter((e) => e.event === 'refused_once').length;
      return { marked: forwarded_at !== null, accepted };
    };
    await expect
      .poll(state, { timeout: 5_000 })
      .toSatisfy(({ marked, accepted }: { marked: boolean; accepted: number }) => (marked ? accepted === 1 : accepted === 0));
    // Sent once at most, whichever replica retried it.
    expect((await state()).accepted).toBeLessThanOrEqual(1);
  });
});
