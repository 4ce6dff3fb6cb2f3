import pg from 'pg';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type Person, type World } from '../support/world.ts';

/**
 * The employer's role offer reaches the open petition page over the builderPetition subscription (migration 0107;
 * docs/decisions.md, "The role offer reaches the open petition page"): staff and the company's team on the petition
 * hear of a change of the beneficiary's offer at the company, with the petition re-read under their row-level
 * security; another customer may not listen on the petition, and the listeners of another company's petition hear
 * nothing.
 */
let server: TestServer;
let world: World;
let setupPool: pg.Pool;
const clients: Client[] = [];

beforeAll(async () => {
  const databaseUrl = testDatabaseUrl();
  setupPool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  world = await createWorld(setupPool);
  server = await startTestServer(databaseUrl);
});
afterAll(async () => {
  await server?.close();
  for (const client of clients) void client.dispose();
  await setupPool?.end();
});

async function clientFor(person: Person): Promise<Client> {
  const bearer = await server.issuer.issueToken({ sub: person.sub, email: person.email, name: person.fullName });
  const client = createClient({
    url: server.wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${bearer}` },
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

interface Received {
  next: Record<string, any>[];
  errors: unknown[];
}

const QUERY = 'subscription($id: UUID!) { builderPetition(petitionId: $id) { event subjectId petition { id } } }';

function subscribe(client: Client, petitionId: string): Received {
  const received: Received = { next: [], errors: [] };
  client.subscribe(
    { query: QUERY, variables: { id: petitionId } },
    {
      next: (value) => {
        if (value.errors) received.errors.push(...value.errors);
        else if (value.data) received.next.push(value.data);
      },
      error: (error) => received.errors.push(error),
      complete: () => {},
    },
  );
  return received;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** LISTEN starts after the subscribe message, unacknowledged: repeat the change until the event arrives. */
async function changeUntil(change: () => Promise<unknown>, received: () => boolean, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!received()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for subscription event');
    await change();
    for (let waited = 0; waited < 400 && !received(); waited += 25) await pause(25);
  }
}

describe("the employer's role offer over the petition's live subscription", () => {
  it('tells staff and the team of the petition, under their row-level security, and nobody else', async () => {
    const staff = subscribe(await clientFor(world.staff), world.petitionId);
    const team = subscribe(await clientFor(world.companyViewer), world.petitionId);
    const intruder = subscribe(await clientFor(world.otherBeneficiary), world.petitionId);
    const otherPetition = subscribe(await clientFor(world.staff), world.otherPetitionId);
    const offer = await setupPool.query<{ id: string }>(
      `insert into app_public.user_employments (user_id, company_id, company_name, position, salary, salary_frequency, is_current)
       values ($1, $2, 'Acme', 'Staff Engineer', 185000, 'annual', true) returning id`,
      [world.beneficiary.id, world.companyId],
    );
    let salary = 200_000;
    await changeUntil(
      () => setupPool.query('update app_public.user_employments set salary = $2 where id = $1', [offer.rows[0]!.id, ++salary]),
      () => staff.next.length > 0 && team.next.length > 0,
    );
    for (const received of [staff, team]) {
      expect(received.next[0]?.builderPetition).toMatchObject({
        event: 'UPDATE',
        subjectId: world.petitionId,
        petition: { id: world.petitionId },
      });
    }
    await pause(700);
    expect(otherPetition.errors).toEqual([]);
    expect(otherPetition.next).toEqual([]);
    expect(intruder.next).toEqual([]);
    expect(JSON.stringify(intruder.errors)).toMatch(/Not found/);
  });
});
