import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_SESSION_HEADER } from '../../src/graphql/request-context.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';

/**
 * Issue 35: a live event says whether the subscriber's own editor session made the change (`echo`), so the page
 * that made it can skip refetching. Another page, a request without a session, or a malformed one: not an echo.
 */

let server: TestServer;
let world: World;
let setupPool: pg.Pool;
let client: Client;
let token: string;

beforeAll(async () => {
  const databaseUrl = testDatabaseUrl();
  setupPool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  world = await createWorld(setupPool);
  server = await startTestServer(databaseUrl);
  token = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email, name: world.staff.fullName });
  client = createClient({
    url: server.wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
});

afterAll(async () => {
  await server?.close();
  void client?.dispose();
  await setupPool?.end();
});

const RENAME = `mutation($id: UUID!, $name: String!) { updateModuleById(input: { id: $id, modulePatch: { name: $name } }) { module { id } } }`;

/** Renames the module through the API with `headers` until the subscription has an event; answers its echo flag. */
async function echoOf(editorSession: string, headers: Record<string, string>): Promise<boolean> {
  const events: { echo: boolean }[] = [];
  const errors: unknown[] = [];
  const dispose = client.subscribe(
    {
      query: 'subscription($id: UUID!, $session: String) { builderPetition(petitionId: $id, editorSession: $session) { echo } }',
      variables: { id: world.petitionId, session: editorSession },
    },
    {
      next: (value) => {
        if (value.errors) errors.push(...value.errors);
        else if (value.data) events.push((value.data as { builderPetition: { echo: boolean } }).builderPetition);
      },
      error: (error) => errors.push(error),
      complete: () => {},
    },
  );
  try {
    // LISTEN starts after the subscribe message, unacknowledged: change until an event arrives.
    for (let attempt = 0; events.length === 0 && attempt < 40; attempt += 1) {
      const result = await graphql(
        server.url,
        token,
        RENAME,
        { id: world.moduleIds[0], name: `Renamed ${randomUUID()}` },
        headers,
      );
      expect(result.errors).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(errors).toEqual([]);
    expect(events.length).toBeGreaterThan(0);
    return events.every((event) => event.echo);
  } finally {
    dispose();
  }
}

describe('live events name the editor session of the change', () => {
  it("marks the subscriber's own change as its echo, and nobody else's", async () => {
    const mine = randomUUID();
    expect(await echoOf(mine, { [EDITOR_SESSION_HEADER]: mine })).toBe(true);
    expect(await echoOf(mine, { [EDITOR_SESSION_HEADER]: randomUUID() })).toBe(false);
    expect(await echoOf(mine, {})).toBe(false);
    expect(await echoOf('not-a-session', { [EDITOR_SESSION_HEADER]: 'not-a-session' })).toBe(false);
  });
});
