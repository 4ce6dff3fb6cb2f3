import { insertRow, makeFile, makeReusableExhibit, makeReusableExhibitFile } from '@app/db/seed';
import { getExhibitType } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { graphql } from '../support/graphql-client.ts';
import { post } from './research-agent-client.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** Later than any other test's rows: the newest reusable exhibit of its type whatever runs beside. */
const TOMORROW = new Date(Date.now() + 86_400_000).toISOString();

describe('POST /exhibit and POST /reusable/copy (research agent)', () => {
  let server: TestServer;
  let world: World;
  let staff: string;
  let customer: string;
  /** A reusable exhibit with a file, a sub-exhibit and a deleted sub-exhibit. */
  let reusable: { id: string; childId: string; fileId: string };

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
    staff = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
    customer = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
    const older = makeReusableExhibit({ name: `Old pay stubs ${world.tag}`, exhibit_type: 'pay-stubs' });
    const root = makeReusableExhibit({
      name: `Pay stubs 2025 ${world.tag}`,
      description: '<p>Monthly stubs.</p>',
      exhibit_type: 'pay-stubs',
      owned_by: 'BENEFICIARY',
      created_at: TOMORROW,
    });
    const child = makeReusableExhibit({ parent_id: root.id, name: 'January', order_index: 0 });
    const deletedChild = makeReusableExhibit({ parent_id: root.id, name: 'Withdrawn', order_index: 1, deleted: true });
    for (const row of [older, root, child, deletedChild]) await insertRow(server.pool, 'reusable_exhibits', row);
    const file = makeFile({ name: 'stub.pdf', mime_type: 'application/pdf', owner_id: world.staff.id });
    await insertRow(server.pool, 'files', file);
    await insertRow(
      server.pool,
      'reusable_exhibit_files',
      makeReusableExhibitFile({ reusable_exhibit_id: root.id, file_id: file.id }),
    );
    reusable = { id: root.id, childId: child.id, fileId: file.id };
  });
  afterAll(async () => {
    await server?.close();
  });

  const exhibitsOf = async (moduleId: string, parentId: string | null = null) =>
    (
      await server.pool.query<{ id: string; name: string; order_index: number }>(
        `select id, name, order_index from app_public.exhibits
          where module_id = $1 and parent_exhibit_id is not distinct from $2 order by order_index`,
        [moduleId, parentId],
      )
    ).rows;

  const treeOf = async (exhibitId: string) => {
    const exhibit = await server.pool.query(
      'select name, description, owned_by, exhibit_type, order_index from app_public.exhibits where id = $1',
      [exhibitId],
    );
    const files = await server.pool.query('select file_id from app_public.exhibit_files where exhibit_id = $1', [exhibitId]);
    const children = await server.pool.query(
      'select name from app_public.exhibits where parent_exhibit_id = $1 order by order_index',
      [exhibitId],
    );
    return { ...exhibit.rows[0], files: files.rows.map((row) => row.file_id), children: children.rows.map((row) => row.name) };
  };

  it('POST /exhibit inserts a catalogue exhibit at order_index, kwargs and entities in its data, later ones moved down', async () => {
    const moduleId = world.moduleIds[0]!;
    const answer = await post(`${server.url}/exhibit`, staff, {
      module_id: moduleId,
      exhibit_type: 'press-article',
      order_index: 1,
      autogen: true,
      entities: [{ id: UNKNOWN, type: 'PRESS_PUBLISHER', name: 'Wired' }],
      kwargs: JSON.stringify({ url: 'https://example.test/story' }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const exhibitId = answer.body['exhibitId'] as string;
    const type = getExhibitType('press-article')!;
    const { rows } = await server.pool.query(
      'select name, exhibit_type, owned_by, visible, autogen, data from app_public.exhibits where id = $1',
      [exhibitId],
    );
    expect(rows[0]).toEqual({
      name: type.name,
      exhibit_type: 'press-article',
      owned_by: type.defaultOwnedBy,
      visible: type.defaultVisible,
      autogen: true,
      data: { url: 'https://example.test/story', entities: [{ id: UNKNOWN, type: 'PRESS_PUBLISHER', name: 'Wired' }] },
    });
    expect((await exhibitsOf(moduleId)).map((row) => [row.id, row.order_index])).toEqual([
      [world.exhibitId, 0],
      [exhibitId, 1],
      [world.hiddenExhibitId, 2],
    ]);

    // Without order_index: the end. With a parent: among the parent's sub-exhibits.
    const last = await post(`${server.url}/exhibit`, staff, { module_id: moduleId, exhibit_type: 'pay-stubs' });
    expect((await exhibitsOf(moduleId)).at(-1)).toMatchObject({ id: last.body['exhibitId'], order_index: 3 });
    const sub = await post(`${server.url}/exhibit`, staff, {
      module_id: moduleId,
      exhibit_type: 'pay-stubs',
      parent_exhibit_id: world.exhibitId,
    });
    expect(sub.status).toBe(201);
    expect(await exhibitsOf(moduleId, world.exhibitId)).toEqual([
      { id: sub.body['exhibitId'], name: 'Pay stubs', order_index: 0 },
    ]);
  });

  it('POST /exhibit with use_reusable copies the newest reusable exhibit of the type (files, sub-exhibits)', async () => {
    const moduleId = world.moduleIds[1]!;
    const answer = await post(`${server.url}/exhibit`, staff, {
      module_id: moduleId,
      exhibit_type: 'pay-stubs',
      use_reusable: true,
    });
    expect(answer.status).toBe(201);
    expect(await treeOf(answer.body['exhibitId'] as string)).toEqual({
      name: `Pay stubs 2025 ${world.tag}`,
      description: '<p>Monthly stubs.</p>',
      owned_by: 'BENEFICIARY',
      exhibit_type: 'pay-stubs',
      order_index: 0,
      files: [reusable.fileId],
      children: ['January'],
    });
  });

  it('POST /exhibit refuses unknown types, bad kwargs, a parent elsewhere (400) and unknown modules (404)', async () => {
    const moduleId = world.moduleIds[0]!;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ module_id: moduleId, exhibit_type: 'moon-rock' }, 400, 'exhibit_type is not a known exhibit type'],
      [{ module_id: moduleId, exhibit_type: 'patent', kwargs: '{not json' }, 400, 'kwargs must be a JSON object'],
      [{ module_id: moduleId, exhibit_type: 'patent', kwargs: '[1, 2]' }, 400, 'kwargs must be a JSON object'],
      [
        { module_id: world.moduleIds[1], exhibit_type: 'patent', parent_exhibit_id: world.exhibitId },
        400,
        'parent_exhibit_id must be an exhibit of the same module',
      ],
      [{ module_id: UNKNOWN, exhibit_type: 'patent' }, 404, 'Module not found'],
      [{ exhibit_type: 'patent' }, 400, 'module_id is required'],
    ];
    const before = await exhibitsOf(moduleId);
    for (const [body, status, error] of cases) {
      const answer = await post(`${server.url}/exhibit`, staff, body);
      expect([answer.status, answer.body['error']]).toEqual([status, error]);
    }
    expect(await exhibitsOf(moduleId)).toEqual(before);
  });

  it('POST /reusable/copy (form) copies the reusable exhibit, its files and live sub-exhibits into the module', async () => {
    const moduleId = world.moduleIds[1]!;
    const before = await exhibitsOf(moduleId);
    const answer = await post(
      `${server.url}/reusable/copy`,
      staff,
      { destination_module_id: moduleId, reusable_exhibit_id: reusable.id, reusable_exhibit_type: 'pay-stubs', order_index: '0' },
      { form: true },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const exhibitId = answer.body['exhibitId'] as string;
    expect(await treeOf(exhibitId)).toMatchObject({
      name: `Pay stubs 2025 ${world.tag}`,
      files: [reusable.fileId],
      children: ['January'],
    });
    expect((await exhibitsOf(moduleId)).map((row) => [row.id, row.order_index])).toEqual([
      [exhibitId, 0],
      ...before.map((row) => [row.id, row.order_index + 1]),
    ]);
  });

  it('POST /reusable/copy: 404 for an unknown reusable exhibit or module, nothing moved', async () => {
    const moduleId = world.moduleIds[0]!;
    const before = await exhibitsOf(moduleId);
    const noReusable = await post(
      `${server.url}/reusable/copy`,
      staff,
      { destination_module_id: moduleId, reusable_exhibit_id: UNKNOWN, order_index: '0' },
      { form: true },
    );
    expect([noReusable.status, noReusable.body['error']]).toEqual([404, 'Reusable exhibit not found']);
    const noModule = await post(
      `${server.url}/reusable/copy`,
      staff,
      { destination_module_id: UNKNOWN, reusable_exhibit_id: reusable.id },
      { form: true },
    );
    expect([noModule.status, noModule.body['error']]).toEqual([404, 'Module not found']);
    expect(await exhibitsOf(moduleId)).toEqual(before);
  });

  it('refuses a customer (403) on both routes', async () => {
    const exhibit = await post(`${server.url}/exhibit`, customer, { module_id: world.moduleIds[0], exhibit_type: 'patent' });
    expect([exhibit.status, exhibit.body['error']]).toEqual([403, 'Only staff may use the research agent']);
    const copy = await post(
      `${server.url}/reusable/copy`,
      customer,
      { destination_module_id: world.moduleIds[0]!, reusable_exhibit_id: reusable.id },
      { form: true },
    );
    expect(copy.status).toBe(403);
  });

  it("POST /exhibit under an exhibit the beneficiary's checklist asks for takes that one off it (an umbrella is not asked)", async () => {
    const moduleId = world.moduleIds[1]!;
    const article = await post(`${server.url}/exhibit`, staff, { module_id: moduleId, exhibit_type: 'pay-stubs' });
    const articleId = article.body['exhibitId'] as string;
    const started = await graphql(
      server.url,
      staff,
      'mutation ($petitionId: UUID!) { startBeneficiaryOnboarding(input: { petitionId: $petitionId }) { clientMutationId } }',
      { petitionId: world.petitionId },
    );
    expect(started.errors, JSON.stringify(started.errors)).toBeUndefined();
    expect(await checklistAsks(articleId)).toBe(true);

    const sub = await post(`${server.url}/exhibit`, staff, {
      module_id: moduleId,
      exhibit_type: 'pay-stubs',
      parent_exhibit_id: articleId,
    });
    expect(sub.status).toBe(201);
    expect(await checklistAsks(articleId)).toBe(false);
    const behind = await server.pool.query<{ behind: number }>(
      'select app_public.onboardings_exhibits_not_on_checklist(o) as behind from app_public.onboardings o where petition_id = $1',
      [world.petitionId],
    );
    expect(behind.rows[0]!.behind).toBeGreaterThanOrEqual(1);
  });

  const checklistAsks = async (exhibitId: string) =>
    (
      await server.pool.query<{ asks: boolean }>(
        `select exists (select 1 from app_public.onboardings o, jsonb_array_elements(o.modules) m,
                                      jsonb_array_elements(m -> 'exhibits') x
                         where o.petition_id = $1 and x ->> 'exhibitId' = $2) as asks`,
        [world.petitionId, exhibitId],
      )
    ).rows[0]!.asks;
});
