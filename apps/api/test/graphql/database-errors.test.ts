import { randomUUID } from 'node:crypto';
import { FIELD_RULE_TEXTS } from '@app/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { graphqlAs, type GraphQLResponse } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';

/**
 * Issue 29 item 7: what PostgreSQL says never reaches a GraphQL client. Each kind of database error a
 * client can provoke (NUL in text, negative page sizes, numeric overflow, foreign-key / unique / check /
 * not-null violations) answers a sentence about the field or the record, with no table, constraint or
 * PostgreSQL wording; an update or delete that row-level security refuses answers as a refusal and is
 * logged as one, not as an error.
 */

const UPDATE_PETITION = `mutation($id: UUID!, $patch: PetitionPatch!) {
  updatePetitionById(input: { id: $id, petitionPatch: $patch }) { petition { id } }
}`;
const CREATE_MODULE = `mutation($module: ModuleInput!) { createModule(input: { module: $module }) { module { id } } }`;
const CREATE_MEMBER = `mutation($member: CompanyMemberInput!) {
  createCompanyMember(input: { companyMember: $member }) { companyMember { userId } }
}`;
const CREATE_EMPLOYMENT = `mutation($employment: UserEmploymentInput!) {
  createUserEmployment(input: { userEmployment: $employment }) { userEmployment { id } }
}`;
const UPDATE_COMPANY = `mutation($id: UUID!, $patch: CompanyPatch!) {
  updateCompanyById(input: { id: $id, companyPatch: $patch }) { company { id } }
}`;
const DELETE_PETITION = `mutation($id: UUID!) { deletePetitionById(input: { id: $id }) { deletedPetitionId } }`;

/** Words of PostgreSQL's own messages and of our schema that a client must never read. */
const DATABASE_WORDS =
  /constraint|relation|table|collection|app_public|invalid byte sequence|unicode escape|numeric field overflow|violates|duplicate key|null value|syntax|unexpected error|petitions|modules|company_members|user_employments|companies/i;
/** SQL's clauses, in capitals (GraphQL's own `offset` argument may be named). */
const SQL_WORDS = /LIMIT|OFFSET/;

/** What the client reads of each error (message, extensions; the path is the client's own field names), checked for database words. */
function expectNoDatabaseWords(result: GraphQLResponse, kind: string): void {
  expect(result.errors, `${kind}: an error`).toBeDefined();
  const read = JSON.stringify(result.errors?.map(({ message, extensions }) => ({ message, extensions })));
  expect(read, kind).not.toMatch(DATABASE_WORDS);
  expect(read, kind).not.toMatch(SQL_WORDS);
}

describe('database errors in GraphQL answers', () => {
  let server: TestServer;
  let world: World;
  const as = graphqlAs(() => server);
  const firstMessage = (result: GraphQLResponse) => result.errors?.[0]?.message;

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers a NUL character in a text field or in JSON with a sentence, and stores nothing', async () => {
    const inText = await as(world.staff, UPDATE_PETITION, { id: world.petitionId, patch: { trackingNumber: 'a\u0000b' } });
    expectNoDatabaseWords(inText, 'NUL in text');
    expect(firstMessage(inText)).toBe('Text cannot contain a NUL character (\\u0000); remove it and try again.');
    const inJson = await as(world.staff, UPDATE_PETITION, {
      id: world.petitionId,
      patch: { metadata: JSON.stringify({ note: 'a\u0000b' }) },
    });
    expectNoDatabaseWords(inJson, 'NUL in JSON');
    expect(firstMessage(inJson)).toBe(firstMessage(inText));
    const { rows } = await server.pool.query('select tracking_number from app_public.petitions where id = $1', [
      world.petitionId,
    ]);
    expect(rows[0].tracking_number).not.toBe('a\u0000b');
  });

  it('answers negative page sizes and offsets with the rule', async () => {
    for (const [kind, query] of [
      ['negative first', '{ allPetitions(first: -1) { nodes { id } } }'],
      ['negative last', '{ allPetitions(last: -1) { nodes { id } } }'],
      ['negative offset', '{ allPetitions(first: 1, offset: -1) { nodes { id } } }'],
    ] as const) {
      const result = await as(world.beneficiary, query);
      expectNoDatabaseWords(result, kind);
      expect(firstMessage(result), kind).toMatch(/0 or more|must not be negative|greater than or equal/i);
    }
  });

  it('answers a number too large for its column', async () => {
    const result = await as(world.staff, CREATE_EMPLOYMENT, {
      employment: { userId: world.beneficiary.id, companyName: 'Initech', hoursPerWeek: '100000' },
    });
    expectNoDatabaseWords(result, 'numeric overflow');
    expect(firstMessage(result)).toBe('A number is too large or too small for this field.');
  });

  it('answers a reference to a record that is not there', async () => {
    const result = await as(world.staff, CREATE_MODULE, { module: { petitionId: randomUUID(), type: 'awards' } });
    expectNoDatabaseWords(result, 'foreign key');
    expect(firstMessage(result)).toBe('A record this refers to does not exist, or you may not use it.');
  });

  it('answers a duplicate without naming the key', async () => {
    const result = await as(world.staff, CREATE_MEMBER, {
      member: { companyId: world.companyId, userId: world.companyAdmin.id, role: 'ADMIN' },
    });
    expectNoDatabaseWords(result, 'unique');
    expect(firstMessage(result)).toBe('This record already exists.');
  });

  it("answers a check with the field rule's sentence (migration 0038) or the field's name", async () => {
    const zip = await as(world.staff, UPDATE_COMPANY, { id: world.companyId, patch: { zipCode: 'abc' } });
    expectNoDatabaseWords(zip, 'field rule check');
    expect(firstMessage(zip)).toBe(FIELD_RULE_TEXTS.zipCode);
    const prefix = await as(world.staff, UPDATE_PETITION, { id: world.petitionId, patch: { batesPrefix: 'has space' } });
    expectNoDatabaseWords(prefix, 'named check');
    expect(firstMessage(prefix)).toMatch(/^Use at most 16 characters/);
  });

  it('answers a missing required value with the field name', async () => {
    const result = await as(world.staff, UPDATE_PETITION, { id: world.petitionId, patch: { batesPrefix: null } });
    expectNoDatabaseWords(result, 'not null');
    expect(firstMessage(result)).toBe('batesPrefix is required.');
  });

  it('passes our own raised sentences through, whatever their SQLSTATE', async () => {
    const staffOnly = await as(world.beneficiary, UPDATE_PETITION, { id: world.petitionId, patch: { status: 'SUBMITTED' } });
    expect(firstMessage(staffOnly)).toBe('Only staff may change status of petitions');
    const compile = `mutation($petitionId: UUID!) { compilePetition(input: { petitionId: $petitionId }) { compiledPetition { id } } }`;
    const missing = await as(world.staff, compile, { petitionId: randomUUID() });
    expect(missing.errors?.[0]).toMatchObject({ message: 'Petition not found', extensions: { code: 'P0002' } });
  });

  it('answers an update row-level security refuses as a refusal, logged as one, and changes nothing', async () => {
    const errors = vi.spyOn(console, 'error');
    const notices = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const result = await as(world.companyViewer, UPDATE_PETITION, { id: world.petitionId, patch: { trackingNumber: 'VIEWER' } });
    expectNoDatabaseWords(result, 'refused update');
    expect(firstMessage(result)).toBe('Permission denied: you may not change this record.');
    expect(result.data?.updatePetitionById ?? null).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    expect(notices).toHaveBeenCalledWith(expect.stringMatching(/^GraphQL write refused at updatePetitionById/));
    const { rows } = await server.pool.query('select tracking_number from app_public.petitions where id = $1', [
      world.petitionId,
    ]);
    expect(rows[0].tracking_number).not.toBe('VIEWER');
    // An update that is allowed still answers its row.
    const allowed = await as(world.staff, UPDATE_PETITION, { id: world.petitionId, patch: { trackingNumber: 'STAFF-1' } });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data).toEqual({ updatePetitionById: { petition: { id: world.petitionId } } });
  });

  it('answers a delete row-level security refuses as a refusal, logged as one, and deletes nothing', async () => {
    const errors = vi.spyOn(console, 'error');
    const notices = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const result = await as(world.beneficiary, DELETE_PETITION, { id: world.otherPetitionId });
    expectNoDatabaseWords(result, 'refused delete');
    expect(firstMessage(result)).toBe('Permission denied: you may not change this record.');
    expect(result.errors?.[0]?.extensions).toEqual({ code: '42501' });
    expect(errors).not.toHaveBeenCalled();
    expect(notices).toHaveBeenCalledWith(expect.stringMatching(/^GraphQL write refused at deletePetitionById/));
    const { rowCount } = await server.pool.query('select 1 from app_public.petitions where id = $1', [world.otherPetitionId]);
    expect(rowCount).toBe(1);
  });
});
