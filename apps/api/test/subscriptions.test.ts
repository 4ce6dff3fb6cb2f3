import pg from 'pg';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './support/database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { createWorld, type Person, type World } from './support/world.ts';
import { insertRow, makePetition } from '@app/db/seed';
import { graphql } from './support/graphql-client.ts';

let server: TestServer;
let world: World;
let setupPool: pg.Pool;
const clients: Client[] = [];

beforeAll(async () => {
  const databaseUrl = testDatabaseUrl();
  setupPool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  world = await createWorld(setupPool);
  server = await startTestServer(databaseUrl);
});

afterAll(async () => {
  // Closing the server ends every socket; the clients then only drop their state
  // (awaiting dispose() would wait for a close handshake that cannot come).
  await server?.close();
  for (const client of clients) void client.dispose();
  await setupPool?.end();
});

async function clientFor(person: Person | null, token?: string): Promise<Client> {
  const bearer =
    token ??
    (person ? await server.issuer.issueToken({ sub: person.sub, email: person.email, name: person.fullName }) : undefined);
  const client = createClient({
    url: server.wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: bearer ? { authorization: `Bearer ${bearer}` } : {},
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

interface Received {
  next: Record<string, any>[];
  errors: unknown[];
  dispose: () => void;
}

function subscribe(client: Client, query: string, variables: Record<string, unknown>): Received {
  const received: Received = { next: [], errors: [], dispose: () => {} };
  received.dispose = client.subscribe(
    { query, variables },
    {
      next: (value) => {
        if (value.errors) received.errors.push(...value.errors);
        else if (value.data) received.next.push(value.data);
      },
      error: (error) => received.errors.push(error),
      complete: () => {},
    },
  );
  return received;
}

const waitFor = async (predicate: () => boolean, timeoutMs = 5000) => {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for subscription event');
    await new Promise((r) => setTimeout(r, 25));
  }
};
const settle = () => new Promise((r) => setTimeout(r, 700));

/**
 * LISTEN is set up asynchronously after the subscribe message, and graphql-ws
 * does not acknowledge a subscription; so repeat the change until the event
 * arrives (or time runs out).
 */
async function changeUntil(change: () => Promise<unknown>, received: () => boolean, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!received()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for subscription event');
    await change();
    await waitFor(received, 400).catch(() => {});
  }
}

describe('subscriptions over graphql-ws, driven by LISTEN/NOTIFY', () => {
  it('delivers petition updates to a reader and nothing to a user who may not see the petition', async () => {
    const query = 'subscription($id: UUID!) { petitionUpdated(petitionId: $id) { event subjectId petition { id metadata } } }';
    const reader = subscribe(await clientFor(world.beneficiary), query, { id: world.petitionId });
    const outsider = subscribe(await clientFor(world.otherBeneficiary), query, { id: world.petitionId });
    await changeUntil(
      () =>
        setupPool.query(`update app_public.petitions set metadata = '{"fieldOfEndeavor":"AI"}' where id = $1`, [
          world.petitionId,
        ]),
      () => reader.next.length > 0,
    );
    const event = reader.next[0]?.petitionUpdated;
    expect(event).toMatchObject({ event: 'UPDATE', subjectId: world.petitionId, petition: { id: world.petitionId } });
    expect(JSON.parse(event.petition.metadata)).toEqual({ fieldOfEndeavor: 'AI' });
    await settle();
    expect(outsider.next).toEqual([]);
    expect(JSON.stringify(outsider.errors)).toMatch(/Not found/);
  });

  it('sends exhibit-file and builder events for a staff subscriber', async () => {
    const staffClient = await clientFor(world.staff);
    const files = subscribe(
      staffClient,
      'subscription($id: UUID!) { exhibitFiles(exhibitId: $id) { event exhibit { id name } } }',
      { id: world.exhibitId },
    );
    const builder = subscribe(
      staffClient,
      'subscription($id: UUID!) { builderPetition(petitionId: $id) { event petition { id } } }',
      { id: world.petitionId },
    );
    const moduleEvents = subscribe(
      staffClient,
      'subscription($id: UUID!) { module(moduleId: $id) { event module { id name } } }',
      { id: world.moduleIds[0] },
    );
    await changeUntil(
      () =>
        setupPool.query('update app_public.exhibit_files set order_index = order_index + 1 where exhibit_id = $1', [
          world.exhibitId,
        ]),
      () => files.next.length > 0 && builder.next.length > 0 && moduleEvents.next.length > 0,
    );
    expect(files.next[0]).toEqual({
      exhibitFiles: { event: 'UPDATE', exhibit: { id: world.exhibitId, name: 'Award certificate' } },
    });
    expect(builder.next[0]?.builderPetition.petition.id).toBe(world.petitionId);
    expect(moduleEvents.next[0]?.module.module.id).toBe(world.moduleIds[0]);
  });

  it('keeps company documents to members of the workspace', async () => {
    const query = 'subscription($id: UUID!) { companyDocuments(workspaceId: $id) { event company { id } } }';
    const member = subscribe(await clientFor(world.companyViewer), query, { id: world.companyId });
    const outsider = subscribe(await clientFor(world.beneficiary), query, { id: world.companyId });
    const addDocument = async () => {
      const file = await setupPool.query<{ id: string }>(
        `insert into app_public.files (name, mime_type, storage_key, owner_id) values ('articles.pdf', 'application/pdf', $1, $2) returning id`,
        [`files/${crypto.randomUUID()}`, world.companyAdmin.id],
      );
      await setupPool.query(
        `insert into app_public.company_documents (company_id, file_id, type) values ($1, $2, 'ARTICLES_OF_INCORPORATION')`,
        [world.companyId, file.rows[0]!.id],
      );
    };
    await changeUntil(addDocument, () => member.next.length > 0);
    expect(member.next[0]).toEqual({ companyDocuments: { event: 'INSERT', company: { id: world.companyId } } });
    await settle();
    expect(outsider.next).toEqual([]);
  });

  it("tells a customer account of a case added for it and of its onboarding, and nobody else's account", async () => {
    const query = 'subscription($id: UUID!) { customerPetitions(accountId: $id) { event subjectId petition { id } } }';
    const person = subscribe(await clientFor(world.beneficiary), query, { id: world.beneficiary.id });
    const team = subscribe(await clientFor(world.companyViewer), query, { id: world.companyId });
    // Another customer on their own account hears nothing of this one's cases; nobody may listen on another's account.
    const otherOwn = subscribe(await clientFor(world.otherBeneficiary), query, { id: world.otherBeneficiary.id });
    const otherTeam = subscribe(await clientFor(world.companyViewer), query, { id: world.otherCompanyId });
    const intruder = subscribe(await clientFor(world.otherBeneficiary), query, { id: world.beneficiary.id });
    const added: string[] = [];
    try {
      // A case staff create for the beneficiary with the company as petitioner (as another client would, in the database).
      const addCase = async () => {
        const petition = makePetition({ beneficiary_id: world.beneficiary.id, company_id: world.companyId });
        await insertRow(setupPool, 'petitions', petition);
        added.push(petition.id);
      };
      await changeUntil(addCase, () => person.next.length > 0 && team.next.length > 0);
      for (const received of [person, team]) {
        expect(added).toContain(received.next[0]?.customerPetitions.subjectId);
        expect(received.next[0]?.customerPetitions).toMatchObject({ event: 'INSERT' });
        expect(received.next[0]?.customerPetitions.petition.id).toBe(received.next[0]?.customerPetitions.subjectId);
      }

      // The onboarding of an existing case changes (staff reopen an item, a team member finishes a step).
      person.next.length = 0;
      team.next.length = 0;
      let step = 0;
      const changeOnboarding = () =>
        setupPool.query(
          `insert into app_public.onboardings (petition_id, flow_state) values ($1, $2)
             on conflict (petition_id) do update set flow_state = excluded.flow_state`,
          [world.petitionId, `step-${++step}`],
        );
      const aboutPetition = (received: Received) =>
        received.next.some((data) => data.customerPetitions.subjectId === world.petitionId);
      await changeUntil(changeOnboarding, () => aboutPetition(person) && aboutPetition(team));

      await settle();
      expect(otherOwn.errors).toEqual([]);
      expect(otherOwn.next).toEqual([]);
      expect(otherTeam.next).toEqual([]);
      expect(JSON.stringify(otherTeam.errors)).toMatch(/Not found/);
      expect(intruder.next).toEqual([]);
      expect(JSON.stringify(intruder.errors)).toMatch(/Not found/);
    } finally {
      for (const received of [person, team, otherOwn, otherTeam, intruder]) received.dispose();
      await setupPool.query('delete from app_public.petitions where id = any($1::uuid[])', [added]);
    }
  });

  it("tells a company's members and staff of its employer onboarding (migration 0108), and nobody else", async () => {
    const query = 'subscription($id: UUID!) { customerPetitions(accountId: $id) { event subjectId petition { id } } }';
    const viewer = subscribe(await clientFor(world.companyViewer), query, { id: world.companyId });
    const staff = subscribe(await clientFor(world.staff), query, { id: world.companyId });
    // The beneficiary of the company's case is not a member: refused on the company's channel, and her own account's
    // channel hears nothing of the company's wizard. A member of one company may not listen on another's.
    const beneficiaryOnCompany = subscribe(await clientFor(world.beneficiary), query, { id: world.companyId });
    const beneficiaryOwn = subscribe(await clientFor(world.beneficiary), query, { id: world.beneficiary.id });
    const otherTeam = subscribe(await clientFor(world.companyAdmin), query, { id: world.otherCompanyId });
    const adminToken = await server.issuer.issueToken({
      sub: world.companyAdmin.sub,
      email: world.companyAdmin.email,
      name: world.companyAdmin.fullName,
    });
    const ofCompany = (received: Received) =>
      received.next.filter((data) => data.customerPetitions.subjectId === world.companyId).map((data) => data.customerPetitions);
    try {
      // The company's ADMIN finishes a step in the wizard, through GraphQL as the browser does (the trigger runs as
      // the visitor role).
      const saveStep = async () => {
        const result = await graphql(
          server.url,
          adminToken,
          `
            mutation ($companyId: UUID!, $items: JSON!) {
              saveEmployerOnboarding(input: { companyId: $companyId, step: "addContact", items: $items, answers: "{}" }) {
                employerOnboarding {
                  step
                }
              }
            }
          `,
          { companyId: world.companyId, items: JSON.stringify({ confirmContact: 'complete' }) },
        );
        expect(result.errors).toBeUndefined();
      };
      await changeUntil(saveStep, () => ofCompany(viewer).length > 0 && ofCompany(staff).length > 0);
      for (const received of [viewer, staff]) {
        // The subject is the company (there may be no petition yet): no petition is read for it.
        expect(['INSERT', 'UPDATE']).toContain(ofCompany(received)[0]?.event);
        expect(ofCompany(received)[0]?.petition).toBeNull();
      }

      // Staff reset the company's wizard: told too.
      await setupPool.query('delete from app_public.employer_onboardings where company_id = $1', [world.companyId]);
      await waitFor(() => ofCompany(viewer).some((event) => event.event === 'DELETE'));

      // Another company's wizard is not this company's news.
      await setupPool.query(
        `insert into app_public.employer_onboardings (company_id, step) values ($1, 'confirmContact')
           on conflict (company_id) do update set step = excluded.step`,
        [world.otherCompanyId],
      );
      await settle();
      for (const received of [viewer, staff]) {
        expect(received.next.filter((data) => data.customerPetitions.subjectId === world.otherCompanyId)).toEqual([]);
      }
      expect(beneficiaryOnCompany.next).toEqual([]);
      expect(JSON.stringify(beneficiaryOnCompany.errors)).toMatch(/Not found/);
      expect(beneficiaryOwn.errors).toEqual([]);
      expect(beneficiaryOwn.next).toEqual([]);
      expect(otherTeam.next).toEqual([]);
      expect(JSON.stringify(otherTeam.errors)).toMatch(/Not found/);
    } finally {
      for (const received of [viewer, staff, beneficiaryOnCompany, beneficiaryOwn, otherTeam]) received.dispose();
      await setupPool.query('delete from app_public.employer_onboardings where company_id = any($1::uuid[])', [
        [world.companyId, world.otherCompanyId],
      ]);
    }
  });

  it("tells staff and the company's members what the employer saves (migration 0138), marks staff's own save as its echo", async () => {
    const query = `subscription($id: UUID!, $session: String) {
      companyUpdated(companyId: $id, editorSession: $session) { event subjectId echo company { id city bio } }
    }`;
    const staffSession = crypto.randomUUID();
    const staff = subscribe(await clientFor(world.staff), query, { id: world.companyId, session: staffSession });
    const viewer = subscribe(await clientFor(world.companyViewer), query, { id: world.companyId });
    // The beneficiary of the company's case is no member; another company's member may not listen either.
    const beneficiary = subscribe(await clientFor(world.beneficiary), query, { id: world.companyId });
    const otherTeam = subscribe(await clientFor(world.companyAdmin), query, { id: world.otherCompanyId });
    const adminToken = await server.issuer.issueToken({
      sub: world.companyAdmin.sub,
      email: world.companyAdmin.email,
      name: world.companyAdmin.fullName,
    });
    const staffToken = await server.issuer.issueToken({
      sub: world.staff.sub,
      email: world.staff.email,
      name: world.staff.fullName,
    });
    const events = (received: Received) => received.next.map((data) => data.companyUpdated);
    const updateCompany = async (token: string, patch: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const result = await graphql(
        server.url,
        token,
        'mutation ($id: UUID!, $patch: CompanyPatch!) { updateCompanyById(input: { id: $id, companyPatch: $patch }) { company { id } } }',
        { id: world.companyId, patch },
        headers,
      );
      expect(result.errors).toBeUndefined();
    };
    const created: string[] = [];
    try {
      // The employer's ADMIN saves the wizard's HQ address step, through GraphQL as the browser does.
      await changeUntil(
        () => updateCompany(adminToken, { city: 'Reno' }),
        () => events(staff).length > 0 && events(viewer).length > 0,
      );
      for (const received of [staff, viewer]) {
        expect(events(received)[0]).toEqual({
          event: 'UPDATE',
          subjectId: world.companyId,
          echo: false,
          company: { id: world.companyId, city: 'Reno', bio: null },
        });
      }

      // Staff's own save comes back to staff's page as its echo; the viewer's page hears it as news.
      await settle();
      staff.next.length = 0;
      viewer.next.length = 0;
      await updateCompany(staffToken, { bio: 'Builds robots.' }, { 'x-editor-session': staffSession });
      await waitFor(() => events(staff).length > 0 && events(viewer).length > 0);
      expect(events(staff)[0]).toMatchObject({ event: 'UPDATE', echo: true, company: { bio: 'Builds robots.' } });
      expect(events(viewer)[0]).toMatchObject({ event: 'UPDATE', echo: false, company: { bio: 'Builds robots.' } });

      // A worksite the employer adds in the wizard's Worksite step.
      staff.next.length = 0;
      const office = await graphql<{ createCompanyOffice: { companyOffice: { id: string } } }>(
        server.url,
        adminToken,
        'mutation ($office: CompanyOfficeInput!) { createCompanyOffice(input: { companyOffice: $office }) { companyOffice { id } } }',
        { office: { companyId: world.companyId, label: 'Reno lab', isEmployeeWorksite: true, city: 'Reno', state: 'NV' } },
      );
      expect(office.errors).toBeUndefined();
      created.push(office.data!.createCompanyOffice.companyOffice.id);
      await waitFor(() => events(staff).some((event) => event.event === 'INSERT'));

      // Another company's change is not this company's news.
      await settle();
      staff.next.length = 0;
      await setupPool.query(`update app_public.companies set city = 'Elsewhere' where id = $1`, [world.otherCompanyId]);
      await settle();
      expect(staff.next).toEqual([]);
      for (const refused of [beneficiary, otherTeam]) {
        expect(refused.next).toEqual([]);
        expect(JSON.stringify(refused.errors)).toMatch(/Not found/);
      }
    } finally {
      for (const received of [staff, viewer, beneficiary, otherTeam]) received.dispose();
      await setupPool.query('delete from app_public.company_offices where id = any($1::uuid[])', [created]);
      await setupPool.query('update app_public.companies set city = null, bio = null where id = $1', [world.companyId]);
    }
  });

  it('rejects a subscription without a valid token', async () => {
    const anonymous = subscribe(
      await clientFor(null),
      'subscription($id: UUID!) { petitionUpdated(petitionId: $id) { event } }',
      { id: world.petitionId },
    );
    const expired = subscribe(
      await clientFor(null, await server.issuer.issueToken({ sub: world.beneficiary.sub }, { expiresInSeconds: -10 })),
      'subscription($id: UUID!) { petitionUpdated(petitionId: $id) { event } }',
      { id: world.petitionId },
    );
    await waitFor(() => anonymous.errors.length > 0 && expired.errors.length > 0);
    // The connection itself is refused (graphql-ws close codes 4401/4403), so the client gets a close event.
    const closeOf = (event: unknown) => {
      const { code, reason } = event as { code: number; reason: string };
      return { code, reason };
    };
    expect(closeOf(anonymous.errors[0])).toEqual({ code: 4401, reason: 'Sign in to receive live updates' });
    expect(closeOf(expired.errors[0])).toEqual({ code: 4403, reason: 'Token expired' });
  });
});
