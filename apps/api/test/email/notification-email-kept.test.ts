import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql } from '../support/graphql-client.ts';
import { waitFor } from '../support-panel/webhook-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type Person, type World } from '../support/world.ts';

/**
 * Without SMTP_URL every e-mail is composed and kept in the outbox for staff to read; delivery preferences
 * decide what becomes an e-mail, and 'off' what is not even shown (docs/decisions.md).
 */
describe('notification e-mail without a mail server, and delivery preferences', () => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl(), { PROVIDER_NAME: 'Harbor Visas' });
    world = await createWorld(server.pool);
  });
  afterAll(async () => {
    await server?.close();
  });

  const tokenOf = (person: Person) => server.issuer.issueToken({ sub: person.sub, email: person.email, name: person.fullName });
  const staffReplies = async (to: Person, body: string) => {
    const { rows } = await server.pool.query<{ id: string }>(
      `insert into app_public.support_messages (user_id, screen, message) values ($1, '/', 'Question') returning id`,
      [to.id],
    );
    await server.pool.query(`insert into app_public.support_replies (support_message_id, author_id, body) values ($1, $2, $3)`, [
      rows[0]!.id,
      world.staff.id,
      body,
    ]);
    return rows[0]!.id;
  };
  const notificationsOf = async (supportMessageId: string) =>
    (await server.pool.query(`select id from app_public.notifications where support_message_id = $1`, [supportMessageId]))
      .rowCount;
  const outboxOf = async (supportMessageId: string) =>
    (
      await server.pool.query<{ status: string; attempts: number; subject: string | null; body: string | null }>(
        `select o.status, o.attempts, o.subject, o.body from app_public.email_outbox o
           join app_public.notifications n on n.id = o.notification_id where n.support_message_id = $1`,
        [supportMessageId],
      )
    ).rows;

  it('keeps the composed e-mail in the outbox, and staff read it there through the API', async () => {
    const messageId = await staffReplies(world.beneficiary, 'Kept, not sent.');
    await waitFor(async () => (await outboxOf(messageId))[0]?.status === 'kept');
    const [kept] = await outboxOf(messageId);
    expect(kept).toMatchObject({ status: 'kept', attempts: 0, subject: 'Harbor Visas: Support replied to your message' });
    expect(kept!.body).toContain('“Kept, not sent.”');
    const query = `query { allEmailOutboxes(orderBy: [CREATED_AT_DESC], first: 50) { nodes { subject status address } } }`;
    const asStaff = await graphql<{ allEmailOutboxes: { nodes: { subject: string; address: string }[] } }>(
      server.url,
      await tokenOf(world.staff),
      query,
    );
    expect(asStaff.errors).toBeUndefined();
    expect(asStaff.data!.allEmailOutboxes.nodes).toContainEqual({
      subject: 'Harbor Visas: Support replied to your message',
      status: 'kept',
      address: world.beneficiary.email,
    });
    const asCustomer = await graphql<{ allEmailOutboxes: { nodes: unknown[] } }>(
      server.url,
      await tokenOf(world.beneficiary),
      query,
    );
    expect(asCustomer.data!.allEmailOutboxes.nodes).toEqual([]);
  });

  it("follows the person's preference: in-app is not e-mailed, off is neither shown nor e-mailed", async () => {
    const token = await tokenOf(world.otherBeneficiary);
    const choose = (delivery: string) =>
      graphql(
        server.url,
        token,
        `
          mutation ($delivery: String!) {
            setNotificationDelivery(input: { kind: "support-reply", delivery: $delivery }) {
              notificationPreference {
                delivery
              }
            }
          }
        `,
        { delivery },
      );
    const inApp = await choose('in-app');
    expect(inApp.errors).toBeUndefined();
    const shownOnly = await staffReplies(world.otherBeneficiary, 'In the bell only.');
    expect(await notificationsOf(shownOnly)).toBe(1);
    expect(await outboxOf(shownOnly)).toEqual([]);

    expect((await choose('off')).errors).toBeUndefined();
    const silenced = await staffReplies(world.otherBeneficiary, 'Nobody hears this.');
    expect(await notificationsOf(silenced)).toBe(0);

    const mine = await graphql<{ myNotificationDelivery: string }>(
      server.url,
      token,
      `
        query {
          myNotificationDelivery(kind: "support-reply")
        }
      `,
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.myNotificationDelivery).toBe('off');
    const defaults = await graphql<{ myNotificationDelivery: string }>(
      server.url,
      await tokenOf(world.beneficiary),
      `
        query {
          myNotificationDelivery(kind: "document-uploaded")
        }
      `,
    );
    expect(defaults.data?.myNotificationDelivery).toBe('digest');
  });
});
