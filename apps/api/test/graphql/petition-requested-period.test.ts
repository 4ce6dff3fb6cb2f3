import { REQUESTED_PERIOD_TEXTS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { graphqlAs } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';

const SET_PERIOD = `mutation($id: UUID!, $start: Date, $end: Date) {
  updatePetitionById(input: { id: $id, petitionPatch: { requestedStartDate: $start, requestedEndDate: $end } }) {
    petition { requestedStartDate requestedEndDate }
  }
}`;

/**
 * Migration 0092: the petition page's requested period through GraphQL. A period breaking the domain's rule is refused
 * with its sentence (an error answer, never a 500 or the database's words) and nothing is stored; customers may not set it.
 */
describe('the requested period through GraphQL', () => {
  let server: TestServer;
  let world: World;
  const as = graphqlAs(() => server);
  const stored = async () =>
    (
      await server.pool.query<{ start: string | null; end: string | null }>(
        `select requested_start_date::text as start, requested_end_date::text as "end" from app_public.petitions where id = $1`,
        [world.petitionId],
      )
    ).rows[0];

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('saves a period of up to 3 years and refuses the others with the rule’s sentence', async () => {
    const saved = await as(world.staff, SET_PERIOD, { id: world.petitionId, start: '2027-01-04', end: '2030-01-03' });
    expect(saved.errors).toBeUndefined();
    expect(saved.data).toEqual({
      updatePetitionById: { petition: { requestedStartDate: '2027-01-04', requestedEndDate: '2030-01-03' } },
    });

    const refusals: [string | null, string | null, string][] = [
      ['2027-06-01', '2027-05-31', REQUESTED_PERIOD_TEXTS.endAfterStart],
      ['2027-01-04', '2030-01-04', REQUESTED_PERIOD_TEXTS.tooLong],
      ['2027-01-04', null, REQUESTED_PERIOD_TEXTS.bothOrNeither],
    ];
    for (const [start, end, message] of refusals) {
      const refused = await as(world.staff, SET_PERIOD, { id: world.petitionId, start, end });
      expect(refused.status, `${start} – ${end}`).toBe(200);
      expect(refused.errors?.map((error) => error.message)).toEqual([message]);
    }
    expect(await stored()).toEqual({ start: '2027-01-04', end: '2030-01-03' });
  });

  it('is staff’s: the petitioner’s admin is refused', async () => {
    const refused = await as(world.companyAdmin, SET_PERIOD, { id: world.petitionId, start: null, end: null });
    expect(refused.errors?.map((error) => error.message)).toEqual(['Only staff may change requested_start_date of petitions']);
    expect(await stored()).toEqual({ start: '2027-01-04', end: '2030-01-03' });
  });
});
