import pg from 'pg';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './support/database.ts';
import { graphql } from './support/graphql-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { createWorld, type Person, type World } from './support/world.ts';

/**
 * Who may subscribe to what: NOTIFY ignores row-level security, so every
 * subscription checks access when it starts. A refused subscription ends at
 * once with 'Not found'; an allowed one stays open.
 */
let server: TestServer;
let world: World;
let setupPool: pg.Pool;
let reusableExhibitId: string;
const clients = new Map<string, Client>();
/**
 * How long a subscription must stay open without 'Not found' to count as allowed. A refusal comes in milliseconds on
 * a quiet machine; on two busy cores (a fresh-clone CI beside other work) 45 subscriptions at once took over 2 s.
 */
const OPEN_AFTER_MS = 6000;

type PersonaName = 'staff' | 'beneficiary' | 'otherBeneficiary' | 'companyAdmin' | 'companyViewer';
const PERSONAS: PersonaName[] = ['staff', 'beneficiary', 'otherBeneficiary', 'companyAdmin', 'companyViewer'];

interface Case {
  field: string;
  argument: string;
  id: (w: World) => string;
  allowed: PersonaName[];
}

const CASES: Case[] = [
  {
    field: 'petitionUpdated',
    argument: 'petitionId',
    id: (w) => w.petitionId,
    allowed: ['staff', 'beneficiary', 'companyAdmin', 'companyViewer'],
  },
  {
    field: 'builderPetition',
    argument: 'petitionId',
    id: (w) => w.petitionId,
    allowed: ['staff', 'beneficiary', 'companyAdmin', 'companyViewer'],
  },
  {
    field: 'module',
    argument: 'moduleId',
    id: (w) => w.moduleIds[0]!,
    allowed: ['staff', 'beneficiary', 'companyAdmin', 'companyViewer'],
  },
  {
    field: 'exhibitFiles',
    argument: 'exhibitId',
    id: (w) => w.exhibitId,
    allowed: ['staff', 'beneficiary', 'companyAdmin', 'companyViewer'],
  },
  { field: 'exhibitFiles', argument: 'exhibitId', id: (w) => w.hiddenExhibitId, allowed: ['staff'] },
  {
    field: 'subExhibits',
    argument: 'parentExhibitId',
    id: (w) => w.exhibitId,
    allowed: ['staff', 'beneficiary', 'companyAdmin', 'companyViewer'],
  },
  { field: 'exhibitBuilderFiles', argument: 'reusableExhibitId', id: () => reusableExhibitId, allowed: ['staff'] },
  { field: 'immigrationDocuments', argument: 'ownerId', id: (w) => w.beneficiary.id, allowed: ['staff', 'beneficiary'] },
  {
    field: 'companyDocuments',
    argument: 'workspaceId',
    id: (w) => w.companyId,
    allowed: ['staff', 'companyAdmin', 'companyViewer'],
  },
  // An account's channel (migration 0106): the person, the company's members and staff, as the account's petitions.
  {
    field: 'customerPetitions',
    argument: 'accountId',
    id: (w) => w.beneficiary.id,
    allowed: ['staff', 'beneficiary'],
  },
  {
    field: 'customerPetitions',
    argument: 'accountId',
    id: (w) => w.otherBeneficiary.id,
    allowed: ['staff', 'otherBeneficiary'],
  },
  {
    field: 'customerPetitions',
    argument: 'accountId',
    id: (w) => w.companyId,
    allowed: ['staff', 'companyAdmin', 'companyViewer'],
  },
  { field: 'customerPetitions', argument: 'accountId', id: (w) => w.otherCompanyId, allowed: ['staff'] },
  // A company's entity page (migration 0138): staff and the company's own members, not its case's beneficiary.
  {
    field: 'companyUpdated',
    argument: 'companyId',
    id: (w) => w.companyId,
    allowed: ['staff', 'companyAdmin', 'companyViewer'],
  },
  { field: 'companyUpdated', argument: 'companyId', id: (w) => w.otherCompanyId, allowed: ['staff'] },
  // A person's entity page (migration 0138): staff and the person only, not the company their case is with.
  { field: 'personUpdated', argument: 'personId', id: (w) => w.beneficiary.id, allowed: ['staff', 'beneficiary'] },
];

beforeAll(async () => {
  const databaseUrl = testDatabaseUrl();
  setupPool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  world = await createWorld(setupPool);
  const reusable = await setupPool.query<{ id: string }>(
    `insert into app_public.reusable_exhibits (name) values ('Press kit') returning id`,
  );
  reusableExhibitId = reusable.rows[0]!.id;
  server = await startTestServer(databaseUrl);
  for (const name of PERSONAS) {
    const person: Person = world[name];
    const token = await server.issuer.issueToken({ sub: person.sub, email: person.email, name: person.fullName });
    clients.set(
      name,
      createClient({
        url: server.wsUrl,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        retryAttempts: 0,
      }),
    );
  }
});

afterAll(async () => {
  await server?.close();
  for (const client of clients.values()) void client.dispose();
  await setupPool?.end();
});

/**
 * 'refused' when the subscription ends with 'Not found' within the wait,
 * 'open' when it is still running without an error; anything else is reported as is.
 */
function attempt(client: Client, query: string, variables: Record<string, unknown>): Promise<string> {
  return new Promise((resolve) => {
    let settled = false;
    const dispose = client.subscribe(
      { query, variables },
      {
        next: (value) => {
          if (value.errors && !settled) {
            settled = true;
            resolve(JSON.stringify(value.errors).includes('Not found') ? 'refused' : JSON.stringify(value.errors));
          }
        },
        error: (error) => {
          if (settled) return;
          settled = true;
          resolve(JSON.stringify(error).includes('Not found') ? 'refused' : `error: ${String(error)}`);
        },
        complete: () => {},
      },
    );
    setTimeout(() => {
      if (settled) return;
      settled = true;
      dispose();
      resolve('open');
    }, OPEN_AFTER_MS);
  });
}

const caseKey = (c: Case, persona: PersonaName) => `${c.field}(${c.argument}=${c.id(world)}) as ${persona}`;
const outcomes = new Map<string, string>();

describe('subscription access matrix', () => {
  beforeAll(async () => {
    // Warm up first (the schema is built on the first request), then all attempts
    // at once: each allowed one waits out the full window.
    await graphql(server.url, await server.issuer.issueToken({ sub: world.staff.sub }), '{ loggedInUser { currentUserId } }');
    await Promise.all(
      CASES.flatMap((c) =>
        PERSONAS.map(async (persona) => {
          const query = `subscription($id: UUID!) { ${c.field}(${c.argument}: $id) { event } }`;
          outcomes.set(caseKey(c, persona), await attempt(clients.get(persona)!, query, { id: c.id(world) }));
        }),
      ),
    );
  });
  for (const c of CASES) {
    for (const persona of PERSONAS) {
      const expected = c.allowed.includes(persona) ? 'open' : 'refused';
      it(`${c.field}: ${persona} ${expected === 'open' ? 'may' : 'may not'} subscribe`, () => {
        expect(outcomes.get(caseKey(c, persona))).toBe(expected);
      });
    }
  }
});
