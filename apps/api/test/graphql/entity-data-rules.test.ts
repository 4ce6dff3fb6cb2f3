import { AdditionalEntityDataSchema, ENTITY_DATA_TEXTS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql, type GraphQLResponse } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';

/**
 * An entity's data (AdditionalEntityDataSchema, migration 0074): a description or selection criteria that is not
 * text is refused through the GraphQL API with the rule's sentence, whether the entity is created or edited, and the
 * request answers as any refused write does (200 with the error), never a 500; text and other keys are kept.
 */
const CREATE = `mutation($name: String!, $data: JSON!) {
  createAdditionalEntity(input: { additionalEntity: { name: $name, type: AWARD, data: $data } }) { additionalEntity { id data } }
}`;
const EDIT = `mutation($id: UUID!, $data: JSON!) {
  updateAdditionalEntityById(input: { id: $id, additionalEntityPatch: { data: $data } }) { additionalEntity { id data } }
}`;

describe('an entity’s data through the GraphQL API', () => {
  let server: TestServer;
  let world: World;
  let token: string;
  let entityId: string;
  const message = (result: GraphQLResponse) => result.errors?.[0]?.message ?? 'accepted';

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
    token = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
    const created = await graphql<{ createAdditionalEntity: { additionalEntity: { id: string } } }>(server.url, token, CREATE, {
      name: `Ada Prize ${world.tag}`,
      data: JSON.stringify({ description: 'Top prize' }),
    });
    entityId = created.data!.createAdditionalEntity.additionalEntity.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['a number description', { description: 42 }, ENTITY_DATA_TEXTS.descriptionNotText],
    ['a null description', { description: null }, ENTITY_DATA_TEXTS.descriptionNotText],
    ['a list as description', { description: ['Top', 'prize'] }, ENTITY_DATA_TEXTS.descriptionNotText],
    [
      'selection criteria as a number',
      { description: 'Top prize', selection_criteria: 500 },
      ENTITY_DATA_TEXTS.selectionCriteriaNotText,
    ],
    [
      'texts and other keys',
      { description: 'Top prize', selection_criteria: '1 in 500', url: 'https://ada.example' },
      'accepted',
    ],
  ];

  it.each(cases)('creating an entity with %s: the API says what the rule says', async (_kind, data, expected) => {
    const checked = AdditionalEntityDataSchema.safeParse(data);
    expect(checked.success ? 'accepted' : checked.error.issues[0]!.message).toBe(expected);
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: CREATE, variables: { name: `Prize ${world.tag}`, data: JSON.stringify(data) } }),
    });
    expect(response.status).toBe(200);
    expect(message((await response.json()) as GraphQLResponse)).toBe(expected);
  });

  it.each(cases)('editing an entity’s data to %s: the API says what the rule says', async (_kind, data, expected) => {
    const edited = await graphql<{ updateAdditionalEntityById: { additionalEntity: { data: string } } }>(
      server.url,
      token,
      EDIT,
      {
        id: entityId,
        data: JSON.stringify(data),
      },
    );
    expect(message(edited)).toBe(expected);
    if (expected === 'accepted') expect(JSON.parse(edited.data!.updateAdditionalEntityById.additionalEntity.data)).toEqual(data);
  });
});
