import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COST_LIMITS } from '../../src/graphql/operation-cost.ts';
import { DEFAULT_QUERY_LIMITS } from '../../src/graphql/query-limits.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';

/**
 * A signed-in customer must not be able to slow the server for everyone (issue 29): aliases, page sizes
 * and the cost of nested pages are bounded, and the schema is not theirs to read.
 */
let server: TestServer;
let world: World;
let customerToken: string;
let staffToken: string;

beforeAll(async () => {
  server = await startTestServer(testDatabaseUrl());
  world = await createWorld(server.pool);
  customerToken = await server.issuer.issueToken({ sub: world.beneficiary.sub, name: world.beneficiary.fullName });
  staffToken = await server.issuer.issueToken({ sub: world.staff.sub, name: world.staff.fullName });
});
afterAll(async () => {
  await server?.close();
});

describe('query cost limits', () => {
  it('refuses 700 unique aliases, which would each be planned and run', async () => {
    const fields = Array.from({ length: 700 }, (_, index) => `a${index}_${Date.now()}: currentUser { id }`).join('\n');
    const result = await graphql(server.url, customerToken, `{ ${fields} }`);
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.message).toBe(
      `Query uses too many aliases: 700, at most ${DEFAULT_QUERY_LIMITS.maxAliases} allowed.`,
    );
  });

  it('runs a query with a few aliases', async () => {
    const result = await graphql<{ me: { id: string }; again: { id: string } }>(
      server.url,
      customerToken,
      '{ me: currentUser { id } again: currentUser { id } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.me.id).toBe(world.beneficiary.id);
  });

  it('refuses a page larger than the maximum, written in the query or passed as a variable', async () => {
    const literal = await graphql(server.url, customerToken, '{ allPetitions(first: 1000000000) { nodes { id } } }');
    expect(literal.data ?? null).toBeNull();
    expect(literal.errors?.[0]?.message).toBe(
      `A page may hold at most ${DEFAULT_COST_LIMITS.maxPageSize} rows: "first" of allPetitions asked for 1000000000.`,
    );
    expect(literal.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_EXPENSIVE');

    const variable = await graphql(server.url, staffToken, 'query ($last: Int) { allPetitions(last: $last) { nodes { id } } }', {
      last: DEFAULT_COST_LIMITS.maxPageSize + 1,
    });
    expect(variable.errors?.[0]?.message).toBe(
      `A page may hold at most ${DEFAULT_COST_LIMITS.maxPageSize} rows: "last" of allPetitions asked for ${DEFAULT_COST_LIMITS.maxPageSize + 1}.`,
    );
  });

  it('answers a page of the maximum size', async () => {
    const result = await graphql<{ allPetitions: { nodes: { id: string }[] } }>(
      server.url,
      customerToken,
      'query ($first: Int) { allPetitions(first: $first) { nodes { id } } }',
      { first: DEFAULT_COST_LIMITS.maxPageSize },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.allPetitions.nodes.map((petition) => petition.id)).toEqual([world.petitionId]);
  });

  it('refuses nested pages whose product is too large, even within the page size', async () => {
    const result = await graphql(
      server.url,
      staffToken,
      `
        {
          allPetitions(first: 100) {
            nodes {
              modulesByPetitionId(first: 100) {
                nodes {
                  exhibitsByModuleId(first: 100) {
                    nodes {
                      id
                      name
                    }
                  }
                }
              }
            }
          }
        }
      `,
    );
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.message).toBe(
      `Query asks for too much at once: more than ${DEFAULT_COST_LIMITS.maxCost} values. Ask for fewer rows or fields.`,
    );
  });
});

describe('introspection outside production', () => {
  const INTROSPECTION = '{ __schema { queryType { name } } }';

  it('is refused to customers', async () => {
    const result = await graphql(server.url, customerToken, INTROSPECTION);
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.message).toBe('Reading the GraphQL schema (introspection) is for staff, outside production only.');
    const byType = await graphql(server.url, customerToken, '{ __type(name: "Petition") { fields { name } } }');
    expect(byType.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('is answered for staff, and __typename stays open to everyone', async () => {
    const result = await graphql<{ __schema: { queryType: { name: string } } }>(server.url, staffToken, INTROSPECTION);
    expect(result.errors).toBeUndefined();
    expect(result.data?.__schema.queryType.name).toBe('Query');
    const typename = await graphql<{ __typename: string }>(server.url, customerToken, '{ __typename }');
    expect(typename.data?.__typename).toBe('Query');
  });

  it('serves GraphiQL in development', async () => {
    const page = await fetch(`${server.url}/graphiql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/ruru|graphiql/i);
  });
});
