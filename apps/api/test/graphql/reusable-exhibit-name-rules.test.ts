import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REUSABLE_EXHIBIT_NAME_MAX, REUSABLE_EXHIBIT_NAME_TEXTS, reusableExhibitNameError } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from '../files/file-service-client.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql, type GraphQLResponse } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';

/**
 * A reusable exhibit's name (migration 0072, reusableExhibitNameSchema): what the repository's editor refuses, the
 * GraphQL API refuses too, with the editor's sentence; the bound itself is accepted. A petition exhibit cloned into
 * the repository, whose name has no such bound, arrives with its name made to fit rather than a refusal.
 */
const RENAME = `mutation($id: UUID!, $name: String!) {
  updateReusableExhibitById(input: { id: $id, reusableExhibitPatch: { name: $name } }) { reusableExhibit { id name } }
}`;

describe('a reusable exhibit name through the API', () => {
  let server: TestServer;
  let filesDir: string;
  let world: World;
  let token: string;
  let reusableExhibitId: string;
  const message = (result: GraphQLResponse) => result.errors?.[0]?.message ?? 'accepted';
  const formSays = (name: string) => reusableExhibitNameError(name) ?? 'accepted';

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-reusable-name-'));
    server = await startTestServer(testDatabaseUrl(), { FILE_STORAGE_DIR: filesDir });
    world = await createWorld(server.pool);
    token = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email, name: world.staff.fullName });
    const { rows } = await server.pool.query<{ id: string }>(
      `insert into app_public.reusable_exhibits (name) values ($1) returning id`,
      [`Wage survey ${world.tag}`],
    );
    reusableExhibitId = rows[0]!.id;
  });
  afterAll(async () => {
    await server?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  // The accented title at the bound is counted in characters, as char_length counts them.
  const atBound = `Enquête salariale ${Math.random().toString(36).slice(2, 8)}`.padEnd(REUSABLE_EXHIBIT_NAME_MAX, 'é');
  const cases: [string, string, string][] = [
    ['blank', '   ', REUSABLE_EXHIBIT_NAME_TEXTS.blank],
    ['one past the bound', `${atBound}x`, REUSABLE_EXHIBIT_NAME_TEXTS.tooLong],
    ['a line break', 'Wage survey\nAustin', REUSABLE_EXHIBIT_NAME_TEXTS.notOneLine],
    ['a tab', 'Wage survey:\tsoftware engineers', REUSABLE_EXHIBIT_NAME_TEXTS.notOneLine],
    ['at the bound', atBound, 'accepted'],
  ];

  it.each(cases)('renaming to a name %s: the API says what the editor says', async (_kind, name, expected) => {
    expect(formSays(name)).toBe(expected);
    expect(message(await graphql(server.url, token, RENAME, { id: reusableExhibitId, name }))).toBe(expected);
  });

  it('clones a petition exhibit with a long name on several lines as one line at the bound', async () => {
    const longName = `Press coverage\n\tof the ${world.tag} prize ${'very '.repeat(60)}widely`;
    await server.pool.query('update app_public.exhibits set name = $2 where id = $1', [world.exhibitId, longName]);
    const answer = await callJson<{ reusableExhibitId: string }>(`${server.url}/exhibits/${world.exhibitId}/clone`, token, {
      body: { exhibitId: world.exhibitId },
    });
    expect(answer.status, answer.body.error).toBe(201);
    const { rows } = await server.pool.query<{ name: string }>('select name from app_public.reusable_exhibits where id = $1', [
      answer.body.reusableExhibitId,
    ]);
    expect(rows[0]!.name.startsWith(`Press coverage of the ${world.tag} prize very very`)).toBe(true);
    expect([...rows[0]!.name].length).toBeLessThanOrEqual(REUSABLE_EXHIBIT_NAME_MAX);
    expect(reusableExhibitNameError(rows[0]!.name)).toBeNull();
  });
});
