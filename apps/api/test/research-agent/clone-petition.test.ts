import { insertRow, makeEntity, makeExhibit, makeModuleEntity } from '@app/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { countRows, post } from './research-agent-client.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('POST /clone-petition (research agent)', () => {
  let server: TestServer;
  let world: World;
  let staff: string;
  let customer: string;
  let entityId: string;

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
    staff = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
    customer = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
    await server.pool.query(
      `update app_public.petitions set status = 'SUBMITTED', metadata = '{"fieldOfEndeavor": "Robotics"}', visa_class = 'o_1a',
              requested_start_date = '2027-01-04', requested_end_date = '2030-01-03'
        where id = $1`,
      [world.petitionId],
    );
    await insertRow(
      server.pool,
      'exhibits',
      makeExhibit({
        module_id: world.moduleIds[0]!,
        petition_id: world.petitionId,
        parent_exhibit_id: world.exhibitId,
        name: 'Certificate page 2',
      }),
    );
    const entity = makeEntity({ name: `Robot Award ${world.tag}`, type: 'AWARD', data: {} });
    await insertRow(server.pool, 'additional_entities', entity);
    await insertRow(server.pool, 'module_entities', makeModuleEntity({ module_id: world.moduleIds[0]!, entity_id: entity.id }));
    entityId = entity.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A petition's content, ids left out: modules with their entities and exhibit trees with file links. */
  async function contentOf(petitionId: string) {
    const modules = await server.pool.query<{ id: string; name: string; type: string; order_index: number }>(
      'select id, name, type, order_index from app_public.modules where petition_id = $1 order by order_index',
      [petitionId],
    );
    const result = [];
    for (const module of modules.rows) {
      const entities = await server.pool.query('select entity_id from app_public.module_entities where module_id = $1', [
        module.id,
      ]);
      const exhibits = await server.pool.query(
        `select e.name, e.order_index, e.owned_by, e.visible, parent.name as parent_name,
                coalesce((select array_agg(f.file_id) from app_public.exhibit_files f where f.exhibit_id = e.id), '{}') as files
           from app_public.exhibits e left join app_public.exhibits parent on parent.id = e.parent_exhibit_id
          where e.module_id = $1 and (parent.id is null or parent.module_id = $1) order by e.name`,
        [module.id],
      );
      result.push({
        name: module.name,
        type: module.type,
        order_index: module.order_index,
        entities: entities.rows.map((row) => row.entity_id),
        exhibits: exhibits.rows,
      });
    }
    return result;
  }

  it('copies the petition with its requested period, its modules, entities, exhibits with sub-exhibits and file links; PENDING_DOCS, not the latest', async () => {
    const answer = await post(`${server.url}/clone-petition`, staff, { petitionId: world.petitionId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const cloneId = answer.body['petitionId'] as string;
    expect(cloneId).not.toBe(world.petitionId);
    const { rows } = await server.pool.query(
      `select beneficiary_id, company_id, visa_class, status, latest_petition, metadata,
              requested_start_date::text, requested_end_date::text
         from app_public.petitions where id = $1`,
      [cloneId],
    );
    expect(rows[0]).toEqual({
      beneficiary_id: world.beneficiary.id,
      company_id: world.companyId,
      visa_class: 'o_1a',
      status: 'PENDING_DOCS',
      latest_petition: false,
      metadata: { fieldOfEndeavor: 'Robotics' },
      // The period of employment staff requested for the source (migration 0092) goes with it.
      requested_start_date: '2027-01-04',
      requested_end_date: '2030-01-03',
    });
    const original = await contentOf(world.petitionId);
    expect(original[0]!.entities).toEqual([entityId]);
    expect(original[0]!.exhibits).toContainEqual(
      expect.objectContaining({ name: 'Certificate page 2', parent_name: 'Award certificate' }),
    );
    expect(original[0]!.exhibits).toContainEqual(expect.objectContaining({ name: 'Award certificate', files: [world.fileId] }));
    // Parent links point inside the clone's own module (the query joins parents of the same module only).
    expect(await contentOf(cloneId)).toEqual(original);
  });

  it('creates one copy per idempotency key, sequential or parallel', async () => {
    const before = await countRows(server.pool, world);
    const sequential = { 'Idempotency-Key': `clone-${world.tag}` };
    const first = await post(`${server.url}/clone-petition`, staff, { petitionId: world.petitionId }, { headers: sequential });
    const again = await post(`${server.url}/clone-petition`, staff, { petitionId: world.petitionId }, { headers: sequential });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body['petitionId']).toBe(first.body['petitionId']);

    const parallel = { 'Idempotency-Key': `clone-parallel-${world.tag}` };
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(`${server.url}/clone-petition`, staff, { petitionId: world.petitionId }, { headers: parallel })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body['petitionId'])).size).toBe(1);
    const after = await countRows(server.pool, world);
    expect(after.petitions).toBe(before.petitions + 2);
    expect(after.modules).toBe(before.modules + 2 * world.moduleIds.length);
  });

  it('answers 404 for an unknown petition, 400 for a malformed id, 403 for a customer; nothing written', async () => {
    const before = await countRows(server.pool, world);
    const unknown = await post(`${server.url}/clone-petition`, staff, { petitionId: UNKNOWN });
    expect([unknown.status, unknown.body['error']]).toEqual([404, 'Petition not found']);
    const malformed = await post(`${server.url}/clone-petition`, staff, { petitionId: 'seven' });
    expect([malformed.status, malformed.body['error']]).toEqual([400, 'petitionId must be an id']);
    const refused = await post(`${server.url}/clone-petition`, customer, { petitionId: world.petitionId });
    expect([refused.status, refused.body['error']]).toEqual([403, 'Only staff may use the research agent']);
    expect(await countRows(server.pool, world)).toEqual(before);
  });
});
