import { insertRow, makeEntity } from '@app/db/seed';
import type { ModuleDraft } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { countRows, petitionPayload, post } from './research-agent-client.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('POST /petition (spec 1 §5, §7; research agent)', () => {
  let server: TestServer;
  let world: World;
  let staff: string;
  let customer: string;
  let awardEntityId: string;

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
    const award = makeEntity({ name: `Best Robot ${world.tag}`, type: 'AWARD', data: {} });
    await insertRow(server.pool, 'additional_entities', award);
    awardEntityId = award.id;
    staff = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
    customer = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
  });
  afterAll(async () => {
    await server?.close();
  });

  const createPetition = (body: Record<string, unknown>, headers: Record<string, string> = {}, token = staff) =>
    post(`${server.url}/petition`, token, body, { headers });

  it('creates the petition, its modules in order, their entities and exhibits in one go; visaClass o-1a is stored as o_1a', async () => {
    const payload = petitionPayload(world);
    payload.modules[1]!.entities = [
      { type: 'AWARD', id: awardEntityId, name: 'Best Robot' },
      { type: 'USER', id: world.companyAdmin.id, name: 'Carl the judge' },
    ];
    const answer = await createPetition(payload);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const petitionId = answer.body['petitionId'] as string;

    const petition = await server.pool.query(
      `select beneficiary_id, company_id, visa_class, archetype, filing_type, case_type, metadata, status, created_by
         from app_public.petitions where id = $1`,
      [petitionId],
    );
    expect(petition.rows[0]).toEqual({
      beneficiary_id: world.beneficiary.id,
      company_id: world.companyId,
      visa_class: 'o_1a',
      archetype: 'software-engineer',
      filing_type: 'consular_processing',
      case_type: 'CONSULAR_PROCESSING',
      metadata: { filingType: 'consular_processing', fieldOfEndeavor: 'Robotics', proposedUSRole: 'CTO' },
      status: 'PENDING_DOCS',
      created_by: world.staff.id,
    });
    const modules = await server.pool.query(
      'select id, type, name, order_index, visible, autogen, data from app_public.modules where petition_id = $1 order by order_index',
      [petitionId],
    );
    expect(modules.rows.map(({ id: _id, ...rest }) => rest)).toEqual([
      { type: 'memo-starter', name: 'Memo Starter', order_index: 0, visible: false, autogen: false, data: {} },
      { type: 'awards', name: 'Awards', order_index: 1, visible: true, autogen: false, data: { notes: 'Two awards.' } },
    ]);
    const exhibits = await server.pool.query(
      `select exhibit_type, name, owned_by, visible, autogen, data, order_index from app_public.exhibits
        where module_id = $1 order by order_index`,
      [modules.rows[1].id],
    );
    expect(exhibits.rows).toEqual([
      {
        exhibit_type: 'press-article',
        name: 'Article',
        owned_by: 'BENEFICIARY',
        visible: true,
        autogen: true,
        data: { url: 'https://example.test/a' },
        order_index: 0,
      },
      { exhibit_type: 'patent', name: 'Patent', owned_by: 'PLYMOUTH', visible: false, autogen: false, data: {}, order_index: 1 },
    ]);
    const entities = await server.pool.query(
      `select e.id, e.type, e.name, e.user_id from app_public.module_entities me
         join app_public.additional_entities e on e.id = me.entity_id where me.module_id = $1 order by e.type`,
      [modules.rows[1].id],
    );
    expect(entities.rows).toEqual([
      { id: awardEntityId, type: 'AWARD', name: `Best Robot ${world.tag}`, user_id: null },
      { id: expect.any(String), type: 'USER', name: 'Carl the judge', user_id: world.companyAdmin.id },
    ]);

    // The person picked again by their user id: the entity created for them is linked, not a second one.
    const again = petitionPayload(world);
    again.modules[1]!.entities = [{ type: 'USER', id: world.companyAdmin.id, name: 'Carl' }];
    const before = await countRows(server.pool, world);
    expect((await createPetition(again)).status).toBe(201);
    expect((await countRows(server.pool, world)).entities).toBe(before.entities);
  });

  it("accepts exactly the spec's payload (modules: type, autogen, entities, exhibits) and fills the rest from the catalogue", async () => {
    // Spec 1 §7: modules[{type, autogen, entities, exhibits[{type, autogen, ownedBy, visible, name, extra data}]}].
    const answer = await createPetition({
      beneficiaryId: world.beneficiary.id,
      petitionerId: world.companyId,
      visaClass: 'o-1a',
      metadata: {},
      modules: [
        {
          type: 'press',
          autogen: false,
          entities: [],
          exhibits: [
            {
              type: 'press-article',
              autogen: true,
              ownedBy: 'BENEFICIARY',
              visible: true,
              name: 'Wired',
              url: 'https://example.test/w',
            },
          ],
        },
        { type: 'employer-documents', autogen: false, entities: [], exhibits: [{ type: 'press-article', autogen: false }] },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const rows = await server.pool.query(
      `select m.name as module, m.visible as module_visible, m.data as module_data, e.name, e.owned_by, e.visible, e.autogen, e.data
         from app_public.modules m join app_public.exhibits e on e.module_id = m.id
        where m.petition_id = $1 order by m.order_index, e.order_index`,
      [answer.body['petitionId']],
    );
    expect(rows.rows).toEqual([
      {
        module: 'Press',
        module_visible: true,
        module_data: {},
        name: 'Wired',
        owned_by: 'BENEFICIARY',
        visible: true,
        autogen: true,
        data: { url: 'https://example.test/w' },
      },
      // Nothing but the type: the catalogue's name, the module's owner rule (employer documents belong to the
      // petitioner) and the visibility that owner gets by default.
      {
        module: 'Employer Documents',
        module_visible: true,
        module_data: {},
        name: 'Press article',
        owned_by: 'PETITIONER',
        visible: true,
        autogen: false,
        data: {},
      },
    ]);
  });

  it('creates an EB-1A self-petition without a petitioner company; any other class still needs one', async () => {
    for (const petitionerId of [undefined, null, '']) {
      const answer = await createPetition({ ...petitionPayload(world), visaClass: 'eb-1a', petitionerId });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const petition = await server.pool.query('select company_id, visa_class from app_public.petitions where id = $1', [
        answer.body['petitionId'],
      ]);
      expect(petition.rows[0]).toEqual({ company_id: null, visa_class: 'eb_1a' });
    }
    const before = await countRows(server.pool, world);
    const companyFiled = await createPetition({ ...petitionPayload(world), visaClass: 'eb-1b', petitionerId: null });
    expect(companyFiled.status).toBe(400);
    expect(companyFiled.body['problems']).toEqual(['Choose a petitioner.']);
    expect(await countRows(server.pool, world)).toEqual(before);
  });

  const rules: [string, (payload: ReturnType<typeof petitionPayload>) => void, string][] = [
    ['no modules', (payload) => (payload.modules = []), 'Add at least one module.'],
    ['no beneficiary', (payload) => (payload.beneficiaryId = ''), 'Choose a beneficiary.'],
    ['no petitioner', (payload) => (payload.petitionerId = ''), 'Choose a petitioner.'],
    ['no visa class', (payload) => (payload.visaClass = ' '), 'Choose a visa class.'],
    [
      'a salary that is not an amount (it would reach the I-129 as typed)',
      (payload) => Object.assign(payload, { metadata: { proposedUSSalary: '99999999999999999999999' } }),
      'Proposed US salary: Enter the salary as an amount and how often it is paid, e.g. $185,000 per year.',
    ],
    [
      'an autogen authorship module without a Google Scholar URL',
      (payload) => payload.modules.push(authorship({ num_articles: 3 })),
      'Authorship: autogenerate needs the Google Scholar URL.',
    ],
    [
      'an autogen authorship module without the number of articles',
      (payload) => payload.modules.push(authorship({ google_scholar_url: 'https://scholar.example.test/x' })),
      'Authorship: autogenerate needs the number of articles.',
    ],
    [
      'an autogen press article without url',
      (payload) => (payload.modules[1]!.exhibits[0]!.data = {}),
      'Awards › Article: autogenerate needs the article URL.',
    ],
    [
      'an autogen distinguished-reputation exhibit without a company',
      (payload) =>
        payload.modules[1]!.exhibits.push({
          type: 'distinguished-reputation',
          name: 'Reputation',
          ownedBy: 'PLYMOUTH',
          visible: false,
          autogen: true,
          data: {},
        }),
      'Awards › Reputation: autogenerate needs a company.',
    ],
    [
      'an autogen patent without key or value',
      (payload) => Object.assign(payload.modules[1]!.exhibits[1]!, { autogen: true, data: { key: 'patent_id' } }),
      'Awards › Patent: autogenerate needs the Google Patents URL or patent number.',
    ],
  ];
  function authorship(data: Record<string, unknown>): ModuleDraft {
    return { type: 'authorship', name: 'Authorship', autogen: true, visible: true, entities: [], data, exhibits: [] };
  }

  it.each(rules)('refuses %s (400 naming the rule), writing nothing', async (_rule, change, message) => {
    const payload = petitionPayload(world);
    change(payload);
    const before = await countRows(server.pool, world);
    const answer = await createPetition(payload);
    expect(answer.status).toBe(400);
    expect(answer.body['problems']).toEqual([message]);
    expect(answer.body['error']).toBe(message);
    expect(await countRows(server.pool, world)).toEqual(before);
  });

  it('lists every problem at once', async () => {
    const payload = petitionPayload(world, { petitionerId: '' });
    payload.modules[1]!.exhibits[0]!.data = {};
    const answer = await createPetition({ ...payload, archetype: 'astronaut' });
    expect(answer.status).toBe(400);
    expect(answer.body['problems']).toEqual([
      'Choose a petitioner.',
      'Awards › Article: autogenerate needs the article URL.',
      'archetype is not a known archetype.',
    ]);
  });

  it('refuses unknown references with a 400 naming the field', async () => {
    const before = await countRows(server.pool, world);
    const cases: [Record<string, unknown>, string][] = [
      [{ visaClass: 'z-9' }, 'visaClass is not a known visa class'],
      [{ beneficiaryId: UNKNOWN }, 'beneficiaryId is not a known user'],
      [{ petitionerId: UNKNOWN }, 'petitionerId is not a known company'],
    ];
    for (const [change, message] of cases) {
      const answer = await createPetition({ ...petitionPayload(world), ...change });
      expect([answer.status, answer.body['error']]).toEqual([400, message]);
    }
    expect(await countRows(server.pool, world)).toEqual(before);
  });

  it('leaves nothing half-written when the last module names an unknown entity', async () => {
    const payload = petitionPayload(world);
    payload.modules[0]!.entities = [{ type: 'USER', id: world.companyViewer.id, name: 'Vera' }];
    payload.modules[1]!.entities = [{ type: 'AWARD', id: UNKNOWN, name: 'Nobody' }];
    const before = await countRows(server.pool, world);
    const answer = await createPetition(payload);
    expect([answer.status, answer.body['error']]).toEqual([400, 'modules.1.entities.0.id is not a known AWARD entity']);
    // The petition, both modules, the exhibits and the USER entity created for the first module are all gone.
    expect(await countRows(server.pool, world)).toEqual(before);
  });

  it('creates one petition for one idempotency key, answering its id again (200) to a repeat', async () => {
    const before = await countRows(server.pool, world);
    const headers = { 'Idempotency-Key': `sequential-${world.tag}` };
    const first = await createPetition(petitionPayload(world), headers);
    const second = await createPetition(petitionPayload(world), headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body['petitionId']).toBe(first.body['petitionId']);
    expect((await countRows(server.pool, world)).petitions).toBe(before.petitions + 1);
    expect((await countRows(server.pool, world)).modules).toBe(before.modules + 2);
  });

  it('creates one petition when requests with one key arrive in parallel', async () => {
    const before = await countRows(server.pool, world);
    const headers = { 'Idempotency-Key': `parallel-${world.tag}` };
    const answers = await Promise.all([1, 2, 3].map(() => createPetition(petitionPayload(world), headers)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body['petitionId'])).size).toBe(1);
    expect((await countRows(server.pool, world)).petitions).toBe(before.petitions + 1);
  });

  it('refuses an idempotency key longer than 200 characters', async () => {
    const answer = await createPetition(petitionPayload(world), { 'Idempotency-Key': 'k'.repeat(201) });
    expect([answer.status, answer.body['error']]).toEqual([400, 'Idempotency-Key must be at most 200 characters']);
  });

  it('refuses a customer (403) and writes nothing', async () => {
    const before = await countRows(server.pool, world);
    const answer = await createPetition(petitionPayload(world), {}, customer);
    expect([answer.status, answer.body['error']]).toEqual([403, 'Only staff may use the research agent']);
    expect(await countRows(server.pool, world)).toEqual(before);
  });
});
