import { ENTITY_NAME_MAX, ENTITY_NAME_TEXTS, entityNameSchema } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql, type GraphQLResponse } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';

/**
 * An entity's name (migration 0071, entityNameSchema): what the New Entity dialog and the entity editor refuse, the
 * GraphQL API refuses too, with the form's sentence, whether the entity is created or renamed; the bound itself
 * is accepted on both sides.
 */
const CREATE = `mutation($name: String!) {
  createAdditionalEntity(input: { additionalEntity: { name: $name, type: AWARD } }) { additionalEntity { id name } }
}`;
const RENAME = `mutation($id: UUID!, $name: String!) {
  updateAdditionalEntityById(input: { id: $id, additionalEntityPatch: { name: $name } }) { additionalEntity { id name } }
}`;

describe('an entity name through the GraphQL API', () => {
  let server: TestServer;
  let world: World;
  let token: string;
  const asStaff = (query: string, variables: Record<string, unknown>) => graphql(server.url, token, query, variables);
  const message = (result: GraphQLResponse) => result.errors?.[0]?.message ?? 'accepted';
  /** What the form says of a name (its first refusal), or 'accepted'. */
  const formSays = (name: string) => {
    const checked = entityNameSchema.safeParse(name);
    return checked.success ? 'accepted' : checked.error.issues[0]!.message;
  };

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
    token = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
  });
  afterAll(async () => {
    await server?.close();
  });

  // The accented title at the bound is counted in characters, as char_length counts them.
  const atBound = `Prix Société ${runTag()}`.padEnd(ENTITY_NAME_MAX, 'é');
  const cases: [string, string, string][] = [
    ['blank', '   ', ENTITY_NAME_TEXTS.blank],
    ['one past the bound', `${atBound}x`, ENTITY_NAME_TEXTS.tooLong],
    ['a line break', 'IEEE\nFellow', ENTITY_NAME_TEXTS.notOneLine],
    ['a tab', 'ACM\tMember', ENTITY_NAME_TEXTS.notOneLine],
    ['at the bound', atBound, 'accepted'],
  ];

  it.each(cases)('creating with a name %s: the API says what the form says', async (_kind, name, expected) => {
    expect(formSays(name)).toBe(expected);
    expect(message(await asStaff(CREATE, { name }))).toBe(expected);
  });

  it.each(cases)('renaming to a name %s: the API says what the form says', async (_kind, name, expected) => {
    const created = await asStaff(CREATE, { name: `Award ${world.tag}` });
    const id = (created.data as { createAdditionalEntity: { additionalEntity: { id: string } } }).createAdditionalEntity
      .additionalEntity.id;
    expect(message(await asStaff(RENAME, { id, name }))).toBe(expected);
  });
});

/** Unique per run, so the name at the bound differs between runs. */
function runTag(): string {
  return Math.random().toString(36).slice(2, 8);
}
