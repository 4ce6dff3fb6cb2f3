import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type Person, type World } from '../support/world.ts';
import { waitFor } from './webhook-server.ts';

const CREATE = `
  mutation Send($input: SupportMessageInput!) {
    createSupportMessage(input: { supportMessage: $input }) {
      supportMessage { id userId companyId screen message forwardedAt forwardAttempts }
    }
  }
`;
const LIST = `query { allSupportMessages { nodes { id message } } }`;

interface Created {
  createSupportMessage: { supportMessage: { id: string; userId: string; companyId: string | null; forwardedAt: null } };
}

/** Support-panel messages through GraphQL, with no webhook configured: stored, never forwarded. */
describe('support messages', () => {
  let server: TestServer;
  let world: World;
  const tokens = new Map<Person, string>();
  const tokenOf = async (person: Person) => {
    const token =
      tokens.get(person) ?? (await server.issuer.issueToken({ sub: person.sub, email: person.email, name: person.fullName }));
    tokens.set(person, token);
    return token;
  };
  const send = async (person: Person, input: Record<string, unknown>) =>
    graphql<Created>(server.url, await tokenOf(person), CREATE, { input });
  const visibleIds = async (person: Person) => {
    const result = await graphql<{ allSupportMessages: { nodes: { id: string }[] } }>(server.url, await tokenOf(person), LIST);
    return result.data!.allSupportMessages.nodes.map((n) => n.id);
  };

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores a message as its sender, with the screen it was sent from', async () => {
    const result = await send(world.beneficiary, { screen: '/docs', message: 'Where do I upload my I-94?' });
    expect(result.errors).toBeUndefined();
    const stored = result.data!.createSupportMessage.supportMessage;
    expect(stored).toMatchObject({ userId: world.beneficiary.id, companyId: null, screen: '/docs', forwardedAt: null });
    const { rows } = await server.pool.query('select user_id, message from app_public.support_messages where id = $1', [
      stored.id,
    ]);
    expect(rows).toEqual([{ user_id: world.beneficiary.id, message: 'Where do I upload my I-94?' }]);
  });

  it('lets a customer read only their own messages, and staff read all', async () => {
    const mine = (await send(world.beneficiary, { screen: '/', message: 'Mine' })).data!.createSupportMessage.supportMessage.id;
    const theirs = (await send(world.otherBeneficiary, { screen: '/', message: 'Theirs' })).data!.createSupportMessage
      .supportMessage.id;
    expect(await visibleIds(world.beneficiary)).toContain(mine);
    expect(await visibleIds(world.beneficiary)).not.toContain(theirs);
    expect(await visibleIds(world.otherBeneficiary)).not.toContain(mine);
    const staffSees = await visibleIds(world.staff);
    expect(staffSees).toEqual(expect.arrayContaining([mine, theirs]));
    const byId = await graphql<{ supportMessageById: null }>(
      server.url,
      await tokenOf(world.otherBeneficiary),
      `
        query ($id: UUID!) {
          supportMessageById(id: $id) {
            id
          }
        }
      `,
      { id: mine },
    );
    expect(byId.data?.supportMessageById).toBeNull();
  });

  it("records the team workspace a member (a viewer too) writes from, and refuses another team's", async () => {
    const fromTeam = await send(world.companyViewer, { screen: '/home', message: 'Question', companyId: world.companyId });
    expect(fromTeam.errors).toBeUndefined();
    expect(fromTeam.data!.createSupportMessage.supportMessage.companyId).toBe(world.companyId);
    const foreign = await send(world.companyViewer, {
      screen: '/home',
      message: 'Question',
      companyId: world.otherCompanyId,
    });
    expect(foreign.errors?.[0]?.message).toBe('Permission denied: you may not change this record.');
  });

  it('refuses an empty message and offers no way to name another sender or fake forwarding', async () => {
    const empty = await send(world.beneficiary, { screen: '/', message: '   ' });
    expect(empty.errors?.[0]?.message).toBe('Enter a message');
    const forged = await send(world.beneficiary, { screen: '/', message: 'Hi', userId: world.otherBeneficiary.id });
    expect(forged.errors?.[0]?.message).toMatch(/userId/);
    const forwarded = await send(world.beneficiary, { screen: '/', message: 'Hi', forwardedAt: '2020-01-01T00:00:00Z' });
    expect(forwarded.errors?.[0]?.message).toMatch(/forwardedAt/);
  });

  it('refuses anonymous senders', async () => {
    const result = await graphql(server.url, null, CREATE, { input: { screen: '/', message: 'Hi' } });
    expect(result.status).toBe(401);
  });

  it('queues the forwarding job in the transaction that stores the message, and only if it commits', async () => {
    const client = await server.pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ id: string }>(
        `insert into app_public.support_messages (user_id, screen, message) values ($1, '/', 'Queued?') returning id`,
        [world.beneficiary.id],
      );
      const jobKey = `forward-support-message:${rows[0]!.id}`;
      const inside = await client.query('select task_identifier from graphile_worker.jobs where key = $1', [jobKey]);
      expect(inside.rows).toEqual([{ task_identifier: 'forward-support-message' }]);
      await client.query('rollback');
      const after = await server.pool.query('select 1 from graphile_worker.jobs where key = $1', [jobKey]);
      expect(after.rowCount).toBe(0);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('without a webhook URL keeps the message stored only: its job completes without sending', async () => {
    const id = (await send(world.beneficiary, { screen: '/track', message: 'Stored only' })).data!.createSupportMessage
      .supportMessage.id;
    const jobKey = `forward-support-message:${id}`;
    await waitFor(
      async () => (await server.pool.query('select 1 from graphile_worker.jobs where key = $1', [jobKey])).rowCount === 0,
    );
    const { rows } = await server.pool.query(
      'select forwarded_at, forward_attempts, last_error from app_public.support_messages where id = $1',
      [id],
    );
    expect(rows).toEqual([{ forwarded_at: null, forward_attempts: 0, last_error: null }]);
  });
});
