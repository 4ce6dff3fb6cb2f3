import { createTestDatabase, dropTestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { startFakeChatWebhook, waitFor, type FakeChatWebhook } from './webhook-server.ts';

const CREATE = `
  mutation Send($input: SupportMessageInput!) {
    createSupportMessage(input: { supportMessage: $input }) { supportMessage { id createdAt } }
  }
`;

interface Forwarding {
  forwarded_at: Date | null;
  forward_attempts: number;
  last_error: string | null;
}

/**
 * Forwarding to the team-chat webhook through the job queue. A database of its own: workers of other
 * test files (configured without a webhook) must not take these jobs.
 */
describe('support messages forwarded to the team chat', () => {
  let database: { name: string; url: string };
  let server: TestServer;
  let webhook: FakeChatWebhook;
  let world: World;

  beforeAll(async () => {
    database = await createTestDatabase('ps_support');
    webhook = await startFakeChatWebhook();
    server = await startTestServer(database.url, { SUPPORT_WEBHOOK_URL: webhook.url });
    world = await createWorld(server.pool);
  });
  afterAll(async () => {
    await server?.close();
    await webhook?.close();
    if (database) await dropTestDatabase(database.name);
  });

  const send = async (message: string, screen = '/docs') => {
    const token = await server.issuer.issueToken({
      sub: world.beneficiary.sub,
      email: world.beneficiary.email,
      name: world.beneficiary.fullName,
    });
    const result = await graphql<{ createSupportMessage: { supportMessage: { id: string; createdAt: string } } }>(
      server.url,
      token,
      CREATE,
      { input: { screen, message } },
    );
    expect(result.errors).toBeUndefined();
    return result.data!.createSupportMessage.supportMessage;
  };
  const forwarding = async (id: string) =>
    (
      await server.pool.query<Forwarding>(
        'select forwarded_at, forward_attempts, last_error from app_public.support_messages where id = $1',
        [id],
      )
    ).rows[0]!;
  const bodyWith = (text: string) => webhook.received.find((body) => JSON.stringify(body).includes(text));

  it('posts a block message with screen, date, customer id, name and message, and marks it forwarded', async () => {
    const sent = await send('I cannot find the <b>upload</b> button & need help');
    await waitFor(() => bodyWith('cannot find') !== undefined);
    const created = new Date(sent.createdAt);
    const date = `${String(created.getUTCMonth() + 1).padStart(2, '0')}/${String(created.getUTCDate()).padStart(2, '0')}/${created.getUTCFullYear()}`;
    expect(bodyWith('cannot find')).toEqual({
      text: `Support message from ${world.beneficiary.fullName} on /docs (${date})`,
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: 'New support message' } },
        {
          type: 'section',
          fields: [
            { type: 'mrkdwn', text: '*Screen:*\n/docs' },
            { type: 'mrkdwn', text: `*Date:*\n${date}` },
            { type: 'mrkdwn', text: `*Customer ID:*\n${world.beneficiary.id}` },
            { type: 'mrkdwn', text: `*Name:*\n${world.beneficiary.fullName}` },
          ],
        },
        { type: 'section', text: { type: 'plain_text', text: 'I cannot find the <b>upload</b> button & need help' } },
      ],
    });
    await waitFor(async () => (await forwarding(sent.id)).forwarded_at !== null);
    expect(await forwarding(sent.id)).toMatchObject({ forward_attempts: 1, last_error: null });
  });

  it('records a refused attempt and retries with the queue backoff until the webhook answers 200', async () => {
    webhook.failNext(1, 500);
    const callsBefore = webhook.calls();
    const sent = await send('Refused once, then accepted', '/track');
    await waitFor(async () => (await forwarding(sent.id)).forward_attempts === 1);
    expect(await forwarding(sent.id)).toEqual({
      forwarded_at: null,
      forward_attempts: 1,
      last_error: 'Webhook answered HTTP 500',
    });
    // graphile-worker's first retry comes after about e¹ ≈ 2.7 s, found by its 2 s poll.
    await waitFor(async () => (await forwarding(sent.id)).forwarded_at !== null, 20_000);
    expect(await forwarding(sent.id)).toMatchObject({ forward_attempts: 2, last_error: null });
    expect(webhook.calls() - callsBefore).toBe(2);
    expect(webhook.received.filter((body) => JSON.stringify(body).includes('Refused once'))).toHaveLength(1);
  });
});
