import { LETTER_NAME_MAX, LETTER_NAME_TEXTS, letterNameError } from '@app/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql, type GraphQLResponse } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';

/**
 * A saved letter's name (letterNameSchema, migration 0074): what the Save to petition panel refuses, POST
 * /petition-letters and GraphQL's letter mutations refuse too, with the rule's sentence; the bound itself, counted in
 * characters, is accepted everywhere.
 */
const CREATE = `mutation($petitionId: UUID!, $name: String!) {
  createPetitionLetter(input: { petitionLetter: { petitionId: $petitionId, name: $name } }) { petitionLetter { id name } }
}`;
const RENAME = `mutation($id: UUID!, $name: String!) {
  updatePetitionLetterById(input: { id: $id, petitionLetterPatch: { name: $name } }) { petitionLetter { id name } }
}`;

describe('a letter name through the API', () => {
  let server: TestServer;
  let world: World;
  let token: string;
  let filesDir: string;
  let letterId: string;

  const save = async (name: unknown) => {
    const response = await fetch(`${server.url}/petition-letters`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ petitionId: world.petitionId, name, html: '<p>The letter.</p>' }),
    });
    return { status: response.status, body: (await response.json()) as { error?: string; letterId?: string } };
  };
  const message = (result: GraphQLResponse) => result.errors?.[0]?.message ?? 'accepted';

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-letter-names-'));
    server = await startTestServer(testDatabaseUrl(), { FILE_STORAGE_DIR: filesDir });
    world = await createWorld(server.pool);
    token = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
    letterId = (await save('Support letter')).body.letterId!;
  });
  afterAll(async () => {
    await server?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  // 200 emoji are 400 UTF-16 units but 200 characters, as char_length counts them.
  const atBound = '📨'.repeat(LETTER_NAME_MAX);
  const cases: [string, string, string][] = [
    ['blank', '  ', LETTER_NAME_TEXTS.blank],
    ['one past the bound', `${'é'.repeat(LETTER_NAME_MAX)}x`, LETTER_NAME_TEXTS.tooLong],
    ['a line break', 'Expert letter\nfor Ada', LETTER_NAME_TEXTS.notOneLine],
    ['a tab', 'Expert\tletter', LETTER_NAME_TEXTS.notOneLine],
    ['at the bound, counted in characters', atBound, 'accepted'],
  ];

  it.each(cases)('saving a letter named %s: the route says what the form says', async (_kind, name, expected) => {
    expect(letterNameError(name) ?? 'accepted').toBe(expected);
    const answer = await save(name);
    if (expected === 'accepted') expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    else expect(answer).toEqual({ status: 400, body: { error: `name: ${expected}` } });
  });

  it('stores the name trimmed, and says a missing name is required', async () => {
    const saved = await save('  Expert letter  ');
    const { rows } = await server.pool.query('select name from app_public.petition_letters where id = $1', [saved.body.letterId]);
    expect(rows).toEqual([{ name: 'Expert letter' }]);
    expect(await save(undefined)).toEqual({ status: 400, body: { error: 'name is required' } });
    expect(await save(42)).toEqual({ status: 400, body: { error: 'name must be a string' } });
  });

  it.each(cases)('a GraphQL write of a name %s reads the same sentence', async (_kind, name, expected) => {
    expect(message(await graphql(server.url, token, CREATE, { petitionId: world.petitionId, name }))).toBe(expected);
    expect(message(await graphql(server.url, token, RENAME, { id: letterId, name }))).toBe(expected);
  });
});
