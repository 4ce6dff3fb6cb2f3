import { asUser } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type Person, type World } from '../support/world.ts';

/**
 * Every write the employer onboarding wizard makes, through GraphQL as the browser makes it: the
 * company's ADMIN may do each; its VIEWER none (row-level security and the 0018 functions decide).
 */
let server: TestServer;
let world: World;
const tokens = new Map<string, string>();

async function as(person: Person, query: string, variables: Record<string, unknown>) {
  let token = tokens.get(person.sub);
  if (!token) {
    token = await server.issuer.issueToken({ sub: person.sub, email: person.email, name: person.fullName });
    tokens.set(person.sub, token);
  }
  return graphql(server.url, token, query, variables);
}

beforeAll(async () => {
  server = await startTestServer(testDatabaseUrl());
  world = await createWorld(server.pool);
});
afterAll(async () => {
  await server?.close();
});

const SAVE_PROGRESS = `mutation($companyId: UUID!, $items: JSON!, $answers: JSON!) {
  saveEmployerOnboarding(input: { companyId: $companyId, step: "beneficiary", items: $items, answers: $answers }) {
    employerOnboarding { step items answers }
  }
}`;
const SET_OWN_SIGNATORY = `mutation($companyId: UUID!) {
  setOwnAuthorizedSignatory(input: { companyId: $companyId, isAuthorizedSignatory: true }) { companyMember { isAuthorizedSignatory role } }
}`;
const ADD_SIGNATORY = `mutation($companyId: UUID!, $email: String!) {
  addCompanySignatory(input: { companyId: $companyId, title: "CFO", firstName: "Ada", lastName: "Signer", email: $email, phone: "+1 555 0100" }) {
    companyMember { role isAuthorizedSignatory userByUserId { fullName email } }
  }
}`;
const REMOVE_MEMBER = `mutation($companyId: UUID!, $userId: UUID!) {
  deleteCompanyMemberByCompanyIdAndUserId(input: { companyId: $companyId, userId: $userId }) { companyMember { userId } }
}`;
const UPDATE_COMPANY = `mutation($id: UUID!) {
  updateCompanyById(input: { id: $id, companyPatch: {
    streetNumberStreetNameBusinessAddress: "1 Main St", city: "Austin", state: "TX", country: "US", zipCode: "78701",
    companyTypeOfBusiness: "Technology", currentNumberOfEmployees: 12, portalOnboarded: true } }) {
    company { portalOnboarded currentNumberOfEmployees }
  }
}`;
const CREATE_WORKSITE = `mutation($companyId: UUID!) {
  createCompanyOffice(input: { companyOffice: { companyId: $companyId, label: "Lab", street: "2 Oak St", city: "Austin",
    state: "TX", country: "US", postalCode: "78702", isEmployeeWorksite: true } }) { companyOffice { label isEmployeeWorksite } }
}`;
const CREATE_ROLE_OFFER = `mutation($companyId: UUID!, $userId: UUID!) {
  createUserEmployment(input: { userEmployment: { companyId: $companyId, userId: $userId, companyName: "Acme",
    position: "CTO", startDate: "2027-01-04", salary: "150000", salaryFrequency: "annual", isFullTime: true,
    hoursPerWeek: "40", isCurrent: true,
    otherCompensation: "{\\"equityAndStandardBenefits\\":true,\\"otherGuaranteedPay\\":false,\\"other\\":\\"\\"}" } }) {
    userEmployment { position salaryFrequency }
  }
}`;
const UPDATE_PETITION_METADATA = `mutation($id: UUID!, $metadata: JSON!) {
  updatePetitionById(input: { id: $id, petitionPatch: { metadata: $metadata } }) { petition { metadata } }
}`;

const firstError = (result: { errors?: { message: string }[] }) => result.errors?.[0]?.message ?? '';
/** How the API answers a write that row-level security refuses (apps/api/src/graphql/mask-error.ts). */
const REFUSED = 'Permission denied: you may not change this record.';

// The VIEWER goes first, so what it is refused can be checked against untouched records.
describe('employer onboarding writes: a company VIEWER is refused each', () => {
  it('saving the wizard progress', async () => {
    const result = await as(world.companyViewer, SAVE_PROGRESS, { companyId: world.companyId, items: '{}', answers: '{}' });
    expect(firstError(result)).toBe(REFUSED);
  });
  it('the signatory answer and a new signatory', async () => {
    expect(firstError(await as(world.companyViewer, SET_OWN_SIGNATORY, { companyId: world.companyId }))).toContain(
      'Only an ADMIN or MEMBER of the company answers for it',
    );
    const added = await as(world.companyViewer, ADD_SIGNATORY, {
      companyId: world.companyId,
      email: `eve.${world.tag}@example.test`,
    });
    expect(firstError(added)).toContain('Only an ADMIN or MEMBER of the company adds a signatory');
  });
  it('the company update, a worksite, the role offer and the petition answers', async () => {
    // An update that row-level security filters out finds no row: nothing changes.
    const company = await as(world.companyViewer, UPDATE_COMPANY, { id: world.companyId });
    expect(company.errors ?? company.data).toBeTruthy();
    const after = await server.pool.query(
      'select portal_onboarded, current_number_of_employees from app_public.companies where id = $1',
      [world.companyId],
    );
    expect(after.rows[0]).toEqual({ portal_onboarded: false, current_number_of_employees: null });
    expect(firstError(await as(world.companyViewer, CREATE_WORKSITE, { companyId: world.companyId }))).toBe(REFUSED);
    const offer = await as(world.companyViewer, CREATE_ROLE_OFFER, { companyId: world.companyId, userId: world.beneficiary.id });
    expect(firstError(offer)).toBe(REFUSED);
    await as(world.companyViewer, UPDATE_PETITION_METADATA, {
      id: world.petitionId,
      metadata: '{"basisForClassification":"Change of Employer"}',
    });
    const petition = await server.pool.query('select metadata from app_public.petitions where id = $1', [world.petitionId]);
    expect(petition.rows[0].metadata).not.toMatchObject({ basisForClassification: 'Change of Employer' });
  });
});

describe('employer onboarding writes: a company ADMIN', () => {
  it('saves the wizard progress (and saving again replaces it)', async () => {
    const variables = {
      companyId: world.companyId,
      items: '{"confirmContact":"complete"}',
      answers: '{"confirmContact":{"firstName":"Carl"}}',
    };
    expect((await as(world.companyAdmin, SAVE_PROGRESS, variables)).errors).toBeUndefined();
    const again = await as(world.companyAdmin, SAVE_PROGRESS, { ...variables, items: '{"confirmContact":"incomplete"}' });
    const saved = (again.data as { saveEmployerOnboarding: { employerOnboarding: Record<string, string> } })
      .saveEmployerOnboarding.employerOnboarding;
    expect(saved.step).toBe('beneficiary');
    expect(JSON.parse(saved.items!)).toEqual({ confirmContact: 'incomplete' });
    expect(JSON.parse(saved.answers!)).toEqual({ confirmContact: { firstName: 'Carl' } });
  });
  it('says they are an authorized signatory', async () => {
    const result = await as(world.companyAdmin, SET_OWN_SIGNATORY, { companyId: world.companyId });
    expect(result.data).toEqual({ setOwnAuthorizedSignatory: { companyMember: { isAuthorizedSignatory: true, role: 'ADMIN' } } });
  });
  it('adds a new authorized signatory, who becomes a user and an ADMIN member', async () => {
    const email = `ada.${world.tag}@example.test`;
    const result = await as(world.companyAdmin, ADD_SIGNATORY, { companyId: world.companyId, email });
    expect(result.data).toEqual({
      addCompanySignatory: {
        companyMember: { role: 'ADMIN', isAuthorizedSignatory: true, userByUserId: { fullName: 'Ada Signer', email } },
      },
    });
  });
  it('cannot delete their own signatory card (migration 0021), while another signatory can be deleted', async () => {
    const own = await as(world.companyAdmin, REMOVE_MEMBER, { companyId: world.companyId, userId: world.companyAdmin.id });
    expect(firstError(own)).toContain('You cannot remove yourself as an authorized signatory');
    const kept = await server.pool.query(
      'select is_authorized_signatory from app_public.company_members where company_id = $1 and user_id = $2',
      [world.companyId, world.companyAdmin.id],
    );
    expect(kept.rows).toEqual([{ is_authorized_signatory: true }]);
    const ada = await server.pool.query('select id from app_public.users where email = $1', [`ada.${world.tag}@example.test`]);
    const other = await as(world.companyAdmin, REMOVE_MEMBER, { companyId: world.companyId, userId: ada.rows[0].id });
    expect(other.errors).toBeUndefined();
  });
  it('lets a cascade through: staff who sign for a company may still delete that company', async () => {
    const created = await server.pool.query<{ id: string }>(
      `insert into app_public.companies (dba_name) values ($1) returning id`,
      [`Cascade ${world.tag}`],
    );
    const id = created.rows[0]!.id;
    await server.pool.query(
      `insert into app_public.company_members (company_id, user_id, role, is_authorized_signatory) values ($1, $2, 'ADMIN', true)`,
      [id, world.staff.id],
    );
    const deleted = await asUser(server.pool, world.staff.id, (client) =>
      client.query('delete from app_public.companies where id = $1', [id]),
    );
    expect(deleted.rowCount).toBe(1);
  });
  it('cannot make the beneficiary the signatory', async () => {
    const result = await as(world.companyAdmin, ADD_SIGNATORY, { companyId: world.companyId, email: world.beneficiary.email });
    expect(firstError(result)).toContain('The beneficiary cannot be the authorized signatory');
  });
  it('refuses a signatory without a valid e-mail', async () => {
    const result = await as(world.companyAdmin, ADD_SIGNATORY, { companyId: world.companyId, email: 'not-an-email' });
    expect(firstError(result)).toContain('Please submit a valid authorized signatory');
  });
  it('updates the company (address, history, portalOnboarded), adds a worksite, the role offer and the petition answers', async () => {
    const company = await as(world.companyAdmin, UPDATE_COMPANY, { id: world.companyId });
    expect(company.data).toEqual({ updateCompanyById: { company: { portalOnboarded: true, currentNumberOfEmployees: 12 } } });
    const office = await as(world.companyAdmin, CREATE_WORKSITE, { companyId: world.companyId });
    expect(office.data).toEqual({ createCompanyOffice: { companyOffice: { label: 'Lab', isEmployeeWorksite: true } } });
    const offer = await as(world.companyAdmin, CREATE_ROLE_OFFER, { companyId: world.companyId, userId: world.beneficiary.id });
    expect(offer.data).toEqual({ createUserEmployment: { userEmployment: { position: 'CTO', salaryFrequency: 'annual' } } });
    const metadata = JSON.stringify({
      hasFiledImmigrantPetition: 'No',
      hasFiledNonImmigrantPetition: 'Yes',
      basisForClassification: 'New Employer',
    });
    const petition = await as(world.companyAdmin, UPDATE_PETITION_METADATA, { id: world.petitionId, metadata });
    expect(
      JSON.parse(
        (petition.data as { updatePetitionById: { petition: { metadata: string } } }).updatePetitionById.petition.metadata,
      ),
    ).toMatchObject({
      basisForClassification: 'New Employer',
    });
  });
});
