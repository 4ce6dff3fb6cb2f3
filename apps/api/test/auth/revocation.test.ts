import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { makeUser, insertRow } from '@app/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type Person, type World } from '../support/world.ts';

/**
 * Deleting or disabling a person ends their access at once (issue 29): before, the API's per-subject cache
 * let a deleted user's token act for a minute as a user who no longer existed, and then silently created a
 * new account for it. The changes are made straight in the database (not through this server), so the
 * server can only have learnt of them through LISTEN/NOTIFY, as every replica does.
 */
let server: TestServer;
let setupPool: pg.Pool;
let world: World;
/** Names this server's connections in pg_stat_activity (other test files share the database). */
const APPLICATION_NAME = `revocation-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  const databaseUrl = testDatabaseUrl();
  setupPool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  world = await createWorld(setupPool);
  const serverUrl = new URL(databaseUrl);
  serverUrl.searchParams.set('application_name', APPLICATION_NAME);
  server = await startTestServer(serverUrl.toString());
});
afterAll(async () => {
  await server?.close();
  await setupPool?.end();
});

const WHO_AM_I = '{ currentUser { id } }';
const DELETED = 'This account has been deleted. Contact us if you need access again.';
const DISABLED = 'Access to this account has been disabled. Contact us if you need access again.';
/** How long "at once" may take: the NOTIFY travels to the server's LISTEN connection. */
const AT_ONCE_MS = 1_000;

async function newPerson(name: string): Promise<Person & { token: string }> {
  const tag = randomUUID().slice(0, 8);
  const sub = `test|revocation-${tag}`;
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${tag}@example.test`;
  const user = makeUser({ full_name: name, email, auth0_sub: sub });
  await insertRow(setupPool, 'users', user);
  const token = await server.issuer.issueToken({ sub, email, name });
  return { id: user.id, sub, email, fullName: name, token };
}

const tokenOf = (person: Person) => server.issuer.issueToken({ sub: person.sub, email: person.email, name: person.fullName });

/** Asks until `done` holds or AT_ONCE_MS has passed; returns the last answer. */
async function withinAMoment<T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
  const deadline = Date.now() + AT_ONCE_MS;
  for (;;) {
    const answer = await ask();
    if (done(answer) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const errorOf = (answer: unknown) => (answer as { error?: string }).error;

function presign(token: string) {
  return fetch(`${server.url}/db/presigned-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fileName: 'cv.pdf', contentType: 'application/pdf', size: 100 }),
  });
}

async function usersWithSub(sub: string): Promise<number> {
  const { rows } = await setupPool.query<{ count: string }>('select count(*) from app_public.users where auth0_sub = $1', [sub]);
  return Number(rows[0]!.count);
}

describe('a deleted user', () => {
  it('is refused at once, on GraphQL and REST, and the account is never created again', async () => {
    const person = await newPerson('Dana Deleted');
    // Signed in: the server now caches who this subject is.
    expect((await graphql(server.url, person.token, WHO_AM_I)).data).toEqual({ currentUser: { id: person.id } });

    await setupPool.query('delete from app_public.users where id = $1', [person.id]);

    const refused = await withinAMoment(
      () => graphql(server.url, person.token, WHO_AM_I),
      (answer) => answer.status === 401,
    );
    expect(refused.status).toBe(401);
    expect(errorOf(refused)).toBe(DELETED);
    const presigned = await presign(person.token);
    expect(presigned.status).toBe(401);
    expect(await presigned.json()).toEqual({ error: DELETED });
    // A new token of the same identity (nothing cached for it) is refused as well, and creates no account.
    expect(errorOf(await graphql(server.url, await tokenOf(person), WHO_AM_I))).toBe(DELETED);
    expect(await usersWithSub(person.sub)).toBe(0);
  });
});

describe('disabling and enabling access', () => {
  const DISABLE = 'mutation($id: UUID!) { disableUserAccess(input: { userId: $id }) { user { id accessDisabledAt } } }';
  const ENABLE = 'mutation($id: UUID!) { enableUserAccess(input: { userId: $id }) { user { id accessDisabledAt } } }';
  let staffToken: string;
  beforeAll(async () => {
    staffToken = await tokenOf(world.staff);
  });

  it('staff disable a person, who is refused at once, and enable them again', async () => {
    const person = await newPerson('Dirk Disabled');
    expect((await graphql(server.url, person.token, WHO_AM_I)).status).toBe(200);

    const disabled = await graphql<{ disableUserAccess: { user: { id: string; accessDisabledAt: string | null } } }>(
      server.url,
      staffToken,
      DISABLE,
      { id: person.id },
    );
    expect(disabled.errors).toBeUndefined();
    expect(disabled.data?.disableUserAccess.user.accessDisabledAt).toEqual(expect.any(String));

    const refused = await withinAMoment(
      () => graphql(server.url, person.token, WHO_AM_I),
      (answer) => answer.status === 401,
    );
    expect(refused.status).toBe(401);
    expect(errorOf(refused)).toBe(DISABLED);
    expect((await presign(person.token)).status).toBe(401);
    // The person and what they own stay.
    expect(await usersWithSub(person.sub)).toBe(1);

    const enabled = await graphql(server.url, staffToken, ENABLE, { id: person.id });
    expect(enabled.errors).toBeUndefined();
    const back = await withinAMoment(
      () => graphql(server.url, person.token, WHO_AM_I),
      (answer) => answer.status === 200,
    );
    expect(back.data).toEqual({ currentUser: { id: person.id } });
  });

  it('a disabled person who never signed in cannot claim the account by signing in with its address', async () => {
    const email = `never.signed.in.${randomUUID().slice(0, 8)}@example.test`;
    const user = makeUser({ full_name: 'Nell Never', email });
    await insertRow(setupPool, 'users', user);
    await setupPool.query('update app_public.users set access_disabled_at = now() where id = $1', [user.id]);
    const sub = `test|never-${randomUUID().slice(0, 8)}`;
    const answer = await graphql(server.url, await server.issuer.issueToken({ sub, email, name: 'Nell Never' }), WHO_AM_I);
    expect(answer.status).toBe(401);
    expect(errorOf(answer)).toBe(DISABLED);
    // Not linked to the disabled account, and no second account made for the address.
    expect(await usersWithSub(sub)).toBe(0);
  });

  it('only staff disable or enable, and staff cannot lock themselves out', async () => {
    const person = await newPerson('Cleo Customer');
    const byCustomer = await graphql(server.url, await tokenOf(world.beneficiary), DISABLE, { id: person.id });
    expect(byCustomer.errors?.[0]?.message).toBe("Only staff may disable a person's access");
    const enableByCustomer = await graphql(server.url, await tokenOf(world.beneficiary), ENABLE, { id: person.id });
    expect(enableByCustomer.errors?.[0]?.message).toBe("Only staff may enable a person's access");
    const self = await graphql(server.url, staffToken, DISABLE, { id: world.staff.id });
    expect(self.errors?.[0]?.message).toBe('You cannot disable your own access');
    const nobody = await graphql(server.url, staffToken, DISABLE, { id: randomUUID() });
    expect(nobody.errors?.[0]?.message).toBe('No such person');
    // Customers cannot set the column through an ordinary update of themselves either.
    const own = await graphql(
      server.url,
      person.token,
      'mutation($id: UUID!) { updateUserById(input: { id: $id, userPatch: { accessDisabledAt: "2020-01-01T00:00:00Z" } }) { user { id } } }',
      {
        id: person.id,
      },
    );
    expect(own.errors?.[0]?.message).toMatch(/accessDisabledAt/);
    expect((await graphql(server.url, person.token, WHO_AM_I)).status).toBe(200);
  });
});

interface SocketOutcome {
  acknowledged: boolean;
  code: number;
  reason: string;
}

/** A raw graphql-transport-ws connection: sends connection_init with `payload` and reports ack and close. */
function openSocket(payload: Record<string, string>): { acknowledged: Promise<boolean>; closed: Promise<SocketOutcome> } {
  const socket = new WebSocket(server.wsUrl, 'graphql-transport-ws');
  let acknowledged = false;
  let ack: (value: boolean) => void = () => {};
  const acked = new Promise<boolean>((resolve) => (ack = resolve));
  socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload })));
  socket.on('message', (data) => {
    if ((JSON.parse(String(data)) as { type: string }).type === 'connection_ack') {
      acknowledged = true;
      ack(true);
    }
  });
  const closed = new Promise<SocketOutcome>((resolve) => {
    socket.once('close', (code, reason) => {
      ack(false);
      resolve({ acknowledged, code, reason: String(reason) });
    });
  });
  return { acknowledged: acked, closed };
}

describe('websockets', () => {
  it('closes a connection without a token at once, unacknowledged (4401)', async () => {
    const started = Date.now();
    expect(await openSocket({}).closed).toEqual({ acknowledged: false, code: 4401, reason: 'Sign in to receive live updates' });
    // graphql-ws's own 3 s wait for connection_init is not what closed it.
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('closes a connection with a bad or expired token (4403, with the reason)', async () => {
    const expired = await server.issuer.issueToken({ sub: world.beneficiary.sub }, { expiresInSeconds: -10 });
    expect(await openSocket({ authorization: `Bearer ${expired}` }).closed).toEqual({
      acknowledged: false,
      code: 4403,
      reason: 'Token expired',
    });
    const foreign = await server.issuer.issueToken({ sub: world.beneficiary.sub }, { foreignKey: true });
    expect((await openSocket({ authorization: `Bearer ${foreign}` }).closed).code).toBe(4403);
  });

  it("closes a signed-in person's open connection as soon as their access is disabled or they are deleted", async () => {
    for (const end of ['disable', 'delete'] as const) {
      const person = await newPerson(`Sid Socket ${end}`);
      const connection = openSocket({ authorization: `Bearer ${person.token}` });
      expect(await connection.acknowledged).toBe(true);
      const started = Date.now();
      await setupPool.query(
        end === 'disable'
          ? 'update app_public.users set access_disabled_at = now() where id = $1'
          : 'delete from app_public.users where id = $1',
        [person.id],
      );
      const closed = await connection.closed;
      expect(Date.now() - started).toBeLessThan(AT_ONCE_MS);
      expect(closed).toEqual({ acknowledged: true, code: 4403, reason: end === 'disable' ? DISABLED : DELETED });
    }
  });

  it('keeps the connections of everybody else open', async () => {
    const person = await newPerson('Kim Kept');
    const other = await newPerson('Olaf Other');
    const kept = openSocket({ token: person.token });
    const ended = openSocket({ token: other.token });
    expect(await kept.acknowledged).toBe(true);
    expect(await ended.acknowledged).toBe(true);
    await setupPool.query('update app_public.users set access_disabled_at = now() where id = $1', [other.id]);
    expect((await ended.closed).code).toBe(4403);
    const stillOpen = await Promise.race([kept.closed.then(() => false), new Promise((r) => setTimeout(() => r(true), 300))]);
    expect(stillOpen).toBe(true);
  });
});

/** The server's LISTEN connection for access changes. */
const LISTENER = `select pid from pg_stat_activity
  where application_name = $1 and state = 'idle' and query = 'listen user_access_changed'`;

describe('when the server stops hearing access changes', () => {
  it('does not trust what it cached: a person disabled meanwhile is refused', async () => {
    const person = await newPerson('Lou Lost');
    expect((await graphql(server.url, person.token, WHO_AM_I)).status).toBe(200);
    // Cut the server's LISTEN connection, then disable the person before it listens again: the
    // notification goes nowhere, so only forgetting the cache on the loss keeps the refusal immediate.
    const { rowCount } = await setupPool.query(`select pg_terminate_backend(pid) from (${LISTENER}) listener`, [
      APPLICATION_NAME,
    ]);
    expect(rowCount).toBe(1);
    await setupPool.query('update app_public.users set access_disabled_at = now() where id = $1', [person.id]);
    const refused = await withinAMoment(
      () => graphql(server.url, person.token, WHO_AM_I),
      (answer) => answer.status === 401,
    );
    expect(errorOf(refused)).toBe(DISABLED);

    // And it listens again (a new connection), so caching resumes.
    const deadline = Date.now() + 5_000;
    let listening: number | null = 0;
    while (listening === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ({ rowCount: listening } = await setupPool.query(LISTENER, [APPLICATION_NAME]));
    }
    expect(listening).toBe(1);
  });
});
