import { FIELD_CONSTRAINT_MESSAGES, FIELD_RULE_TEXTS, phoneSchema } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type Person, type World } from '../support/world.ts';

/**
 * Migration 0114: a phone number may have an extension, stored in the one form the domain's rule gives it
 * ("617-555-0142 ext. 12"), through GraphQL as the wizard and the Entities page write it; any other spelling that
 * reaches the API past the form, and anything that is not a phone number, is refused with the rule's sentence.
 */
let server: TestServer;
let world: World;

const as = async (person: Person, query: string, variables: Record<string, unknown>) =>
  graphql(
    server.url,
    await server.issuer.issueToken({ sub: person.sub, email: person.email, name: person.fullName }),
    query,
    variables,
  );

beforeAll(async () => {
  server = await startTestServer(testDatabaseUrl());
  world = await createWorld(server.pool);
});
afterAll(async () => {
  await server?.close();
});

const SAVE_OWN_PHONE = `mutation($userId: UUID!, $phone: String!) {
  updateUserDatumByUserId(input: { userId: $userId, userDatumPatch: { phoneNumber: $phone } }) { userDatum { phoneNumber } }
}`;
const ADD_SIGNATORY = `mutation($companyId: UUID!, $email: String!, $phone: String!) {
  addCompanySignatory(input: { companyId: $companyId, title: "CFO", firstName: "Ext", lastName: "Signer", email: $email, phone: $phone }) {
    companyMember { userId }
  }
}`;
const SAVE_COMPANY_PHONE = `mutation($id: UUID!, $phone: String) {
  updateCompanyById(input: { id: $id, companyPatch: { phoneNumber: $phone } }) { company { phoneNumber } }
}`;

const firstError = (result: { errors?: { message: string }[] }) => result.errors?.[0]?.message ?? '';

describe('phone numbers with an extension (migration 0114)', () => {
  it("stores the company ADMIN's own number and a new signatory's with an extension", async () => {
    await server.pool.query('insert into app_public.user_data (user_id) values ($1) on conflict do nothing', [
      world.companyAdmin.id,
    ]);
    const own = await as(world.companyAdmin, SAVE_OWN_PHONE, {
      userId: world.companyAdmin.id,
      phone: phoneSchema.parse('+1 (617) 555-0142 x12'),
    });
    expect(own.errors).toBeUndefined();
    expect(own.data).toEqual({ updateUserDatumByUserId: { userDatum: { phoneNumber: '+1 (617) 555-0142 ext. 12' } } });
    const signatory = await as(world.companyAdmin, ADD_SIGNATORY, {
      companyId: world.companyId,
      email: `ext.signer.${world.tag}@example.test`,
      phone: phoneSchema.parse('617-555-0100 extension 300'),
    });
    expect(signatory.errors).toBeUndefined();
    // The signatory's personal data is theirs and staff's to read (row-level security), so it is read as the owner.
    const stored = await server.pool.query(
      'select d.phone_number from app_public.user_data d join app_public.users u on u.id = d.user_id where u.email = $1',
      [`ext.signer.${world.tag}@example.test`],
    );
    expect(stored.rows).toEqual([{ phone_number: '617-555-0100 ext. 300' }]);
  });

  it("stores the company's number with an extension as staff save it on the Entities page", async () => {
    const saved = await as(world.staff, SAVE_COMPANY_PHONE, {
      id: world.companyId,
      phone: phoneSchema.parse('(617) 555-0142 #9'),
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data).toEqual({ updateCompanyById: { company: { phoneNumber: '(617) 555-0142 ext. 9' } } });
  });

  it("refuses another spelling, a too-long extension and garbage with the rule's sentence", async () => {
    for (const bad of ['617-555-0142 x12', '617-555-0142 ext. 1234567', '617-555-0142 ext. ', 'abc ext. 12', '123 ext. 45']) {
      const company = await as(world.staff, SAVE_COMPANY_PHONE, { id: world.companyId, phone: bad });
      expect([bad, firstError(company)]).toEqual([bad, FIELD_RULE_TEXTS.phone]);
      const own = await as(world.companyAdmin, SAVE_OWN_PHONE, { userId: world.companyAdmin.id, phone: bad });
      expect([bad, firstError(own)]).toEqual([bad, FIELD_RULE_TEXTS.phone]);
    }
    const signatory = await as(world.companyAdmin, ADD_SIGNATORY, {
      companyId: world.companyId,
      email: `bad.signer.${world.tag}@example.test`,
      phone: '617-555-0100 x300',
    });
    expect(firstError(signatory)).toBe(FIELD_RULE_TEXTS.phone);
    expect(FIELD_CONSTRAINT_MESSAGES['companies_phone_number_format']).toBe(FIELD_RULE_TEXTS.phone);
    expect(FIELD_CONSTRAINT_MESSAGES['user_data_phone_number_format']).toBe(FIELD_RULE_TEXTS.phone);
  });
});
