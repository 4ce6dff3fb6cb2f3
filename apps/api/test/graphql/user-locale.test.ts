import { LOCALE_ERROR } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type Person, type World } from '../support/world.ts';

/**
 * Issue 36: a person's portal language (users.locale, migration 0063) through the API the portal's picker uses:
 * saved for oneself, read back by the session's query, refused with the rule's sentence for a language the portal
 * does not have, and refused for somebody else.
 */
const CHOOSE = `mutation($id: UUID!, $locale: String) {
  updateUserById(input: { id: $id, userPatch: { locale: $locale } }) { user { id locale } }
}`;
const ME = `query { currentUser { id locale } }`;

describe('the portal language through GraphQL', () => {
  let server: TestServer;
  let world: World;
  const as = async (person: Person, query: string, variables: Record<string, unknown> = {}) =>
    graphql(server.url, await server.issuer.issueToken({ sub: person.sub, email: person.email }), query, variables);
  const stored = async (person: Person) =>
    (await server.pool.query<{ locale: string | null }>('select locale from app_public.users where id = $1', [person.id])).rows[0]
      ?.locale;

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('saves a person’s own choice, which their next session reads back', async () => {
    expect((await as(world.beneficiary, ME)).data).toEqual({ currentUser: { id: world.beneficiary.id, locale: null } });
    const saved = await as(world.beneficiary, CHOOSE, { id: world.beneficiary.id, locale: 'zh-Hans' });
    expect(saved.errors).toBeUndefined();
    expect(saved.data).toEqual({ updateUserById: { user: { id: world.beneficiary.id, locale: 'zh-Hans' } } });
    expect((await as(world.beneficiary, ME)).data).toEqual({ currentUser: { id: world.beneficiary.id, locale: 'zh-Hans' } });
    // Back to "not chosen": the browser's language again.
    expect((await as(world.beneficiary, CHOOSE, { id: world.beneficiary.id, locale: null })).errors).toBeUndefined();
    expect(await stored(world.beneficiary)).toBeNull();
  });

  it('answers a language the portal does not have with the rule, and stores nothing', async () => {
    const result = await as(world.beneficiary, CHOOSE, { id: world.beneficiary.id, locale: 'fr' });
    expect(result.errors?.[0]?.message).toBe(LOCALE_ERROR);
    expect(JSON.stringify(result.errors)).not.toMatch(/constraint|users_locale|violates/);
    expect(await stored(world.beneficiary)).toBeNull();
  });

  it("refuses to change somebody else's language", async () => {
    const result = await as(world.beneficiary, CHOOSE, { id: world.otherBeneficiary.id, locale: 'es' });
    expect(result.errors?.[0]?.message).toBeDefined();
    expect(result.data?.updateUserById ?? null).toBeNull();
    expect(await stored(world.otherBeneficiary)).toBeNull();
  });
});
