import { fileURLToPath } from 'node:url';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { print } from 'postgraphile/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWebOperations, type WebOperation } from '../../src/graphql/trusted-documents.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';

/**
 * In production the server runs only the web app's own operations (trusted documents), serves no GraphiQL
 * and answers no introspection, not even to staff. The web app's operations are sent by a real Apollo
 * Client, as the browser sends them (its cache adds __typename everywhere).
 */
const WEB_SOURCE_DIR = fileURLToPath(new URL('../../../web/src', import.meta.url));
const UNTRUSTED = "This server runs only the web app's own GraphQL operations, and this document is not one of them.";

let production: TestServer;
let world: World;
let staffToken: string;
let peopleSearch: WebOperation;

beforeAll(async () => {
  production = await startTestServer(testDatabaseUrl(), {
    NODE_ENV: 'production',
    APP_SECRET: 'a-production-secret-for-tests',
  });
  world = await createWorld(production.pool);
  staffToken = await production.issuer.issueToken({ sub: world.staff.sub, name: world.staff.fullName });
  // The entity picker's people search (apps/web/src/components/domain/entities/api/entity-search.ts).
  const found = (await loadWebOperations(WEB_SOURCE_DIR)).find((operation) => operation.name === 'EntityPeopleSearch');
  if (!found) throw new Error('EntityPeopleSearch is no longer an operation of the web app: pick another one');
  peopleSearch = found;
});
afterAll(async () => {
  await production?.close();
});

/** Apollo Client as the web app sets it up (lib/apollo.ts), keeping the request bodies it sends. */
function apolloClient(token: string, sentQueries: string[]): ApolloClient {
  const recordingFetch: typeof fetch = (input, init) => {
    sentQueries.push((JSON.parse(String(init?.body)) as { query: string }).query);
    return fetch(input, init);
  };
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: new HttpLink({
      uri: `${production.url}/graphql`,
      headers: { authorization: `Bearer ${token}` },
      fetch: recordingFetch,
    }),
  });
}

describe('trusted documents in production', () => {
  it("runs the web app's own operation as Apollo Client sends it", async () => {
    const sentQueries: string[] = [];
    const client = apolloClient(staffToken, sentQueries);
    const result = await client.query<{ searchPeople: { nodes: { fullName: string }[] } }>({
      query: peopleSearch.document,
      variables: { search: world.tag, first: 50 },
      fetchPolicy: 'no-cache',
      errorPolicy: 'all',
    });
    expect(result.error).toBeUndefined();
    expect(result.data?.searchPeople.nodes.map((person) => person.fullName)).toContain(world.beneficiary.fullName);
    // What arrived is not the source text: the allowlist must see through Apollo's additions.
    expect(sentQueries).toHaveLength(1);
    expect(sentQueries[0]).toMatch(/__typename/);
  });

  it('runs it in any formatting, with or without __typename', async () => {
    const compact = print(peopleSearch.document).replace(/\s+/g, ' ');
    const result = await graphql(production.url, staffToken, compact, { search: world.tag, first: 5 });
    expect(result.errors).toBeUndefined();
  });

  it('refuses any other document, even a small change to one of its own', async () => {
    const changed = print(peopleSearch.document).replace('fullName', 'fullName isAdmin');
    for (const query of [changed, '{ currentUser { id } }', '{ a: currentUser { id } b: currentUser { id } }']) {
      const result = await graphql(production.url, staffToken, query, { search: world.tag, first: 5 });
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]?.message).toBe(UNTRUSTED);
      expect(result.errors?.[0]?.extensions?.code).toBe('UNTRUSTED_DOCUMENT');
    }
  });

  it('answers no introspection, not even to staff', async () => {
    const result = await graphql(production.url, staffToken, '{ __schema { queryType { name } } }');
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.map((error) => error.message)).toContain(UNTRUSTED);
  });

  it('serves no GraphiQL', async () => {
    const page = await fetch(`${production.url}/graphiql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);
  });
});

describe('TRUSTED_DOCUMENTS=off in production', () => {
  it('runs any document but still refuses introspection to staff', async () => {
    const open = await startTestServer(testDatabaseUrl(), {
      NODE_ENV: 'production',
      APP_SECRET: 'a-production-secret-for-tests',
      TRUSTED_DOCUMENTS: 'off',
    });
    try {
      const token = await open.issuer.issueToken({ sub: world.staff.sub, name: world.staff.fullName });
      const own = await graphql<{ currentUser: { id: string } }>(open.url, token, '{ currentUser { id } }');
      expect(own.data?.currentUser.id).toBe(world.staff.id);
      const schema = await graphql(open.url, token, '{ __schema { queryType { name } } }');
      expect(schema.errors?.[0]?.message).toMatch(/introspection/i);
    } finally {
      await open.close();
    }
  });
});
