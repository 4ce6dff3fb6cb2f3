import { FEIN_RULE_TEXT } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { graphqlAs } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';

const SET_FEIN = `mutation($id: UUID!, $ein: String) {
  updateCompanyById(input: { id: $id, companyPatch: { ein: $ein } }) { company { ein } }
}`;

/**
 * Migration 0090: the FEIN is refused through GraphQL with the domain's sentence (never a 500, never the database's
 * words), from staff and from the company's own admin alike, and nothing is stored; the stored form is saved.
 */
describe('the FEIN through GraphQL', () => {
  let server: TestServer;
  let world: World;
  const as = graphqlAs(() => server);
  const storedFein = async () =>
    (await server.pool.query<{ ein: string | null }>('select ein from app_public.companies where id = $1', [world.companyId]))
      .rows[0]!.ein;

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('saves NN-NNNNNNN and refuses anything else with the rule’s sentence', async () => {
    const saved = await as(world.staff, SET_FEIN, { id: world.companyId, ein: '12-3456789' });
    expect(saved.errors).toBeUndefined();
    expect(saved.data).toEqual({ updateCompanyById: { company: { ein: '12-3456789' } } });

    for (const person of [world.staff, world.companyAdmin]) {
      for (const bad of ['12-345', 'call the CFO', '123456789']) {
        const refused = await as(person, SET_FEIN, { id: world.companyId, ein: bad });
        expect(refused.status, bad).toBe(200);
        expect(
          refused.errors?.map((error) => error.message),
          bad,
        ).toEqual([FEIN_RULE_TEXT]);
      }
    }
    expect(await storedFein()).toBe('12-3456789');
  });
});
