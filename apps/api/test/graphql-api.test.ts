import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './support/database.ts';
import { graphql } from './support/graphql-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { createWorld, type Person, type World } from './support/world.ts';

let server: TestServer;
let world: World;
let setupPool: pg.Pool;
const tokens = new Map<string, string>();

async function tokenFor(person: Person): Promise<string> {
  let token = tokens.get(person.sub);
  if (!token) {
    token = await server.issuer.issueToken({ sub: person.sub, email: person.email, name: person.fullName });
    tokens.set(person.sub, token);
  }
  return token;
}

async function as<T = Record<string, any>>(person: Person, query: string, variables?: Record<string, unknown>) {
  return graphql<T>(server.url, await tokenFor(person), query, variables);
}

beforeAll(async () => {
  const databaseUrl = testDatabaseUrl();
  setupPool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  world = await createWorld(setupPool);
  server = await startTestServer(databaseUrl);
});

afterAll(async () => {
  await server?.close();
  await setupPool?.end();
});

describe('logged-in user', () => {
  it('answers currentUserId and isAdmin from the database', async () => {
    const staff = await as(world.staff, '{ loggedInUser { currentUserId isAdmin } currentUser { fullName firstName lastName } }');
    expect(staff.data).toEqual({
      loggedInUser: { currentUserId: world.staff.id, isAdmin: true },
      currentUser: { fullName: 'Sam Staff Admin', firstName: 'Sam', lastName: 'Admin' },
    });
    const customer = await as(world.beneficiary, '{ loggedInUser { currentUserId isAdmin } }');
    expect(customer.data).toEqual({ loggedInUser: { currentUserId: world.beneficiary.id, isAdmin: false } });
  });

  it('provisions a user on first sign-in, splitting the name by the spec rule', async () => {
    const sub = `test|new-${Date.now()}`;
    const token = await server.issuer.issueToken({ sub, email: `new.${Date.now()}@example.test`, name: 'Maria Luisa de Souza' });
    const result = await graphql(
      server.url,
      token,
      '{ currentUser { fullName firstName middleName lastName auth0Sub } loggedInUser { isAdmin } }',
    );
    expect(result.data).toEqual({
      currentUser: {
        fullName: 'Maria Luisa de Souza',
        firstName: 'Maria',
        middleName: 'Luisa',
        lastName: 'de Souza',
        auth0Sub: sub,
      },
      loggedInUser: { isAdmin: false },
    });
  });
});

describe('v4-style naming', () => {
  it('reads a petition by id with nodeId, modules in order and the visa class label', async () => {
    const result = await as(
      world.staff,
      `query($id: UUID!) {
      petitionById(id: $id) {
        id nodeId status visaClass visaClassLabel metadata
        userByBeneficiaryId { fullName }
        companyByCompanyId { dbaName }
        modulesByPetitionId(orderBy: ORDER_INDEX_ASC) { nodes { name orderIndex } }
      }
    }`,
      { id: world.petitionId },
    );
    const petition = result.data?.petitionById;
    expect(petition.id).toBe(world.petitionId);
    expect(typeof petition.nodeId).toBe('string');
    expect(petition.nodeId).not.toBe(world.petitionId);
    expect(petition.visaClassLabel).toBe('O-1A');
    expect(JSON.parse(petition.metadata)).toEqual({ fieldOfEndeavor: 'Robotics' });
    expect(petition.modulesByPetitionId.nodes.map((m: { name: string }) => m.name)).toEqual(['Awards', 'Press']);
  });

  it('updates a petition with updatePetitionById({id, petitionPatch}) taking metadata as a JSON string', async () => {
    const metadata = JSON.stringify({ fieldOfEndeavor: 'Robotics', hasDependents: 'No' });
    const result = await as(
      world.beneficiary,
      `mutation($id: UUID!, $metadata: JSON!) {
      updatePetitionById(input: { id: $id, petitionPatch: { metadata: $metadata, filingType: "consular_processing" } }) {
        petition { metadata filingType }
      }
    }`,
      { id: world.petitionId, metadata },
    );
    expect(result.errors).toBeUndefined();
    expect(JSON.parse(result.data?.updatePetitionById.petition.metadata)).toEqual({
      fieldOfEndeavor: 'Robotics',
      hasDependents: 'No',
    });
    expect(result.data?.updatePetitionById.petition.filingType).toBe('consular_processing');
  });

  it('refuses a customer status change with a clear message and records staff changes', async () => {
    const denied = await as(
      world.beneficiary,
      `mutation($id: UUID!) {
      updatePetitionById(input: { id: $id, petitionPatch: { status: APPROVED } }) { petition { status } }
    }`,
      { id: world.petitionId },
    );
    expect(denied.errors?.[0]?.message).toBe('Only staff may change status of petitions');
    const allowed = await as(
      world.staff,
      `mutation($id: UUID!) {
      updatePetitionById(input: { id: $id, petitionPatch: { status: IN_ATTORNEY_REVIEW } }) {
        petition { status petitionStatusChangesByPetitionId(orderBy: CHANGED_AT_DESC, first: 1) { nodes { toStatus changedBy } } }
      }
    }`,
      { id: world.petitionId },
    );
    const petition = allowed.data?.updatePetitionById.petition;
    expect(petition.status).toBe('IN_ATTORNEY_REVIEW');
    expect(petition.petitionStatusChangesByPetitionId.nodes[0]).toEqual({
      toStatus: 'IN_ATTORNEY_REVIEW',
      changedBy: world.staff.id,
    });
  });

  it('creates and deletes an exhibit file link with createExhibitFile and deleteExhibitFileByExhibitIdAndFileId', async () => {
    const file = await setupPool.query<{ id: string }>(
      `insert into app_public.files (name, mime_type, storage_key, owner_id) values ('cv.pdf', 'application/pdf', $1, $2) returning id`,
      [`files/${crypto.randomUUID()}`, world.beneficiary.id],
    );
    const fileId = file.rows[0]!.id;
    const created = await as(
      world.beneficiary,
      `mutation($exhibitId: UUID!, $fileId: UUID!) {
      createExhibitFile(input: { exhibitFile: { exhibitId: $exhibitId, fileId: $fileId } }) { exhibitFile { exhibitId fileId fileByFileId { name } } }
    }`,
      { exhibitId: world.exhibitId, fileId },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createExhibitFile.exhibitFile.fileByFileId.name).toBe('cv.pdf');
    const deleted = await as(
      world.beneficiary,
      `mutation($exhibitId: UUID!, $fileId: UUID!) {
      deleteExhibitFileByExhibitIdAndFileId(input: { clientMutationId: "x", exhibitId: $exhibitId, fileId: $fileId }) { clientMutationId deletedExhibitFileId }
    }`,
      { exhibitId: world.exhibitId, fileId },
    );
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteExhibitFileByExhibitIdAndFileId.clientMutationId).toBe('x');
  });
});

describe('row-level security through the API', () => {
  it('hides another beneficiary’s petition and provider-owned hidden exhibits', async () => {
    const other = await as(world.beneficiary, 'query($id: UUID!) { petitionById(id: $id) { id } }', {
      id: world.otherPetitionId,
    });
    expect(other.data?.petitionById).toBeNull();
    const all = await as(world.beneficiary, '{ allPetitions { nodes { id } } }');
    expect(all.data?.allPetitions.nodes).toEqual([{ id: world.petitionId }]);
    const hidden = await as(world.beneficiary, 'query($id: UUID!) { exhibitById(id: $id) { id } }', {
      id: world.hiddenExhibitId,
    });
    expect(hidden.data?.exhibitById).toBeNull();
    const staffView = await as(world.staff, 'query($id: UUID!) { exhibitById(id: $id) { id } }', { id: world.hiddenExhibitId });
    expect(staffView.data?.exhibitById).toEqual({ id: world.hiddenExhibitId });
  });

  it('lets a company VIEWER read but not edit the company petition', async () => {
    const read = await as(world.companyViewer, 'query($id: UUID!) { petitionById(id: $id) { id } }', { id: world.petitionId });
    expect(read.data?.petitionById).toEqual({ id: world.petitionId });
    const write = await as(
      world.companyViewer,
      `mutation($id: UUID!) {
      updatePetitionById(input: { id: $id, petitionPatch: { filingType: "change_of_status" } }) { petition { id } }
    }`,
      { id: world.petitionId },
    );
    // Row-level security filters the row out of the update: nothing comes back and nothing changes.
    expect(write.data?.updatePetitionById?.petition ?? null).toBeNull();
    const stored = await setupPool.query('select filing_type from app_public.petitions where id = $1', [world.petitionId]);
    expect(stored.rows[0].filing_type).not.toBe('change_of_status');
  });
});

describe('custom operations', () => {
  it('reorders modules in one call (staff) and refuses customers', async () => {
    const reversed = [...world.moduleIds].reverse();
    const result = await as(
      world.staff,
      `mutation($petitionId: UUID!, $ids: [UUID]!) {
      reorderModules(input: { petitionId: $petitionId, moduleIds: $ids }) { modules { id orderIndex } }
    }`,
      { petitionId: world.petitionId, ids: reversed },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.reorderModules.modules.map((m: { id: string }) => m.id)).toEqual(reversed);
    const denied = await as(
      world.beneficiary,
      `mutation($petitionId: UUID!, $ids: [UUID]!) {
      reorderModules(input: { petitionId: $petitionId, moduleIds: $ids }) { modules { id } }
    }`,
      { petitionId: world.petitionId, ids: world.moduleIds },
    );
    expect(denied.errors?.[0]?.message).toMatch(/Only staff may change order_index/);
  });

  it('searches petitions on the server by beneficiary name, visa label and company, with the active filter', async () => {
    const byName = await as(
      world.staff,
      `query($q: String!) { searchPetitions(search: $q, activeOnly: true, first: 10) { totalCount nodes { id } } }`,
      {
        q: `bea beneficiary ${world.tag}`,
      },
    );
    expect(byName.data?.searchPetitions.nodes).toEqual([{ id: world.petitionId }]);
    const byCompany = await as(world.staff, `query($q: String!) { searchPetitions(search: $q, first: 10) { nodes { id } } }`, {
      q: `Globex ${world.tag}`,
    });
    expect(byCompany.data?.searchPetitions.nodes.map((n: { id: string }) => n.id)).toContain(world.otherPetitionId);
    await setupPool.query(`update app_public.petitions set status = 'ARCHIVED' where id = $1`, [world.otherPetitionId]);
    const activeOnly = await as(
      world.staff,
      `{ searchPetitions(search: "Olga Other ${world.tag}", activeOnly: true) { nodes { id } } }`,
    );
    expect(activeOnly.data?.searchPetitions.nodes).toEqual([]);
    const all = await as(
      world.staff,
      `{ searchPetitions(search: "Olga Other ${world.tag}", activeOnly: false) { nodes { id } } }`,
    );
    expect(all.data?.searchPetitions.nodes).toEqual([{ id: world.otherPetitionId }]);
    const customer = await as(world.beneficiary, `{ searchPetitions(search: "", activeOnly: false) { nodes { id } } }`);
    expect(customer.data?.searchPetitions.nodes).toEqual([{ id: world.petitionId }]);
  });

  it('updates exhibit status and owner (staff only)', async () => {
    const result = await as(
      world.staff,
      `mutation($id: UUID!) {
      updateExhibitById(input: { id: $id, exhibitPatch: { status: DOCUMENT_UPLOADED, ownedBy: PETITIONER } }) { exhibit { status ownedBy } }
    }`,
      { id: world.exhibitId },
    );
    expect(result.data?.updateExhibitById.exhibit).toEqual({ status: 'DOCUMENT_UPLOADED', ownedBy: 'PETITIONER' });
    const denied = await as(
      world.beneficiary,
      `mutation($id: UUID!) {
      updateExhibitById(input: { id: $id, exhibitPatch: { status: APPROVED_EXHIBIT } }) { exhibit { status } }
    }`,
      { id: world.exhibitId },
    );
    expect(denied.errors?.[0]?.message).toBe('Only staff may change status of exhibits');
  });
});

describe('workspace override (staff view the app as another account)', () => {
  const overrideHeader = (workspaceId: string) => ({ 'x-override-workspace': workspaceId });

  it('shows staff exactly what the beneficiary sees, read-only', async () => {
    const token = await tokenFor(world.staff);
    const view = await graphql(
      server.url,
      token,
      '{ loggedInUser { currentUserId } allPetitions { nodes { id } } }',
      {},
      overrideHeader(world.beneficiary.id),
    );
    expect(view.data).toEqual({
      loggedInUser: { currentUserId: world.beneficiary.id },
      allPetitions: { nodes: [{ id: world.petitionId }] },
    });
    const write = await graphql(
      server.url,
      token,
      'mutation($id: UUID!) { updatePetitionById(input: { id: $id, petitionPatch: { filingType: "change_of_status" } }) { petition { id } } }',
      { id: world.petitionId },
      overrideHeader(world.beneficiary.id),
    );
    expect(write.errors?.[0]?.message).toMatch(/read-only transaction/);
  });

  it('views a team workspace through its ADMIN member', async () => {
    const token = await tokenFor(world.staff);
    const view = await graphql(server.url, token, '{ loggedInUser { currentUserId } }', {}, overrideHeader(world.companyId));
    expect(view.data).toEqual({ loggedInUser: { currentUserId: world.companyAdmin.id } });
  });

  it('refuses the override to customers and unknown workspaces', async () => {
    const customer = await graphql(
      server.url,
      await tokenFor(world.beneficiary),
      '{ allPetitions { nodes { id } } }',
      {},
      overrideHeader(world.otherBeneficiary.id),
    );
    expect(customer.errors?.[0]?.message).toBe('Only staff may view the app as another account');
    const unknown = await graphql(
      server.url,
      await tokenFor(world.staff),
      '{ allPetitions { nodes { id } } }',
      {},
      overrideHeader(crypto.randomUUID()),
    );
    expect(unknown.errors?.[0]?.message).toBe('Unknown workspace');
  });
});

describe('account search for the "view as" picker', () => {
  it('finds people by name or e-mail and companies by name, within what the caller may see', async () => {
    const staff = await as(world.staff, `query($q: String!) { searchAccounts(search: $q) { nodes { kind id name } } }`, {
      q: world.tag,
    });
    const found = staff.data?.searchAccounts.nodes as { kind: string; id: string }[];
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'PERSONAL', id: world.beneficiary.id }),
        expect.objectContaining({ kind: 'TEAM', id: world.companyId }),
      ]),
    );
    const byEmail = await as(world.staff, `query($q: String!) { searchAccounts(search: $q) { nodes { id } } }`, {
      q: world.otherBeneficiary.email,
    });
    expect(byEmail.data?.searchAccounts.nodes).toEqual([{ id: world.otherBeneficiary.id }]);
    const customer = await as(world.beneficiary, `query($q: String!) { searchAccounts(search: $q) { nodes { id } } }`, {
      q: world.tag,
    });
    const customerIds = (customer.data?.searchAccounts.nodes as { id: string }[]).map((n) => n.id);
    expect(customerIds).not.toContain(world.otherBeneficiary.id);
    expect(customerIds).not.toContain(world.otherCompanyId);
  });
});

describe('client configuration', () => {
  it('serves the sign-in and browser settings at run time', async () => {
    const response = await fetch(`${server.url}/api/client-config`);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ oidcIssuer: server.issuer.issuer, oidcClientId: 'petition-studio-test', sentryDsn: null });
    expect(body.uploadLimits).toEqual({ maxBytes: 25 * 1024 * 1024, maxFiles: 15 });
    expect(typeof body.resourcesUrl).toBe('string');
    expect(typeof body.researchAgentDocsUrl).toBe('string');
  });
});
