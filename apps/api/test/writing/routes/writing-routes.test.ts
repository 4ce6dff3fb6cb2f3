import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../support/database.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';
import { createWorld, type World } from '../../support/world.ts';
import { addLetterRecords, errorOf, postBody, postForm } from './writing-client.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('description, entitygen and bio routes (spec 2 §7.2, §7.3; LTR-018), no model configured', () => {
  let server: TestServer;
  let world: World;
  let staff: string;
  let customer: string;
  let membershipEntityId: string;

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
    ({ membershipEntityId } = await addLetterRecords(server.pool, world));
    await server.pool.query(
      `update app_public.exhibits set description = '<p>Certificate of the 2024 award.</p>' where id = $1`,
      [world.exhibitId],
    );
    await server.pool.query(
      `insert into app_public.user_employments (user_id, company_name, position, is_current) values ($1, 'Northwind Robotics', 'CTO', true)`,
      [world.beneficiary.id],
    );
    staff = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
    customer = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function provenance(id: string | null) {
    const { rows } = await server.pool.query<{ kind: string; target_type: string; target_id: string; created_by: string }>(
      'select kind, target_type, target_id, created_by from app_public.generated_texts where id = $1',
      [id],
    );
    return rows[0];
  }

  it('POST /exhibit/description answers the description as text, from the exhibit and its record', async () => {
    const answer = await postBody(`${server.url}/exhibit/description`, staff, { exhibit_id: world.exhibitId });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(answer.headers.get('x-template-draft')).toBe('true');
    expect(answer.text).toContain('Award certificate is an exhibit submitted under the awards criterion');
    expect(answer.text).toContain('Certificate of the 2024 award.');
    expect(await provenance(answer.headers.get('x-generation-id'))).toEqual({
      kind: 'exhibit-description',
      target_type: 'exhibit',
      target_id: world.exhibitId,
      created_by: world.staff.id,
    });
  });

  it('POST /module/description answers the module description, listing its exhibits', async () => {
    const answer = await postBody(`${server.url}/module/description`, staff, { module_id: world.moduleIds[0]! });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).toContain('Awards is part of the O-1A petition');
    expect(answer.text).toContain('This module presents one exhibit: Award certificate.');
    expect(await provenance(answer.headers.get('x-generation-id'))).toMatchObject({
      kind: 'module-description',
      target_type: 'module',
    });
  });

  it('descriptions: 404 for an unknown id, 400 for a missing or malformed one', async () => {
    const exhibit = await postBody(`${server.url}/exhibit/description`, staff, { exhibit_id: UNKNOWN });
    expect([exhibit.status, errorOf(exhibit)]).toEqual([404, 'Exhibit not found']);
    const module = await postBody(`${server.url}/module/description`, staff, { module_id: UNKNOWN });
    expect([module.status, errorOf(module)]).toEqual([404, 'Module not found']);
    const missing = await postBody(`${server.url}/exhibit/description`, staff, {});
    expect([missing.status, errorOf(missing)]).toEqual([400, 'exhibit_id is required']);
    const malformed = await postBody(`${server.url}/module/description`, staff, { module_id: 'seven' });
    expect([malformed.status, errorOf(malformed)]).toEqual([400, 'module_id must be an id']);
  });

  it('POST /entitygen fills description and selection_criteria from the entity record', async () => {
    const answer = await postBody(
      `${server.url}/entitygen`,
      staff,
      { entity_id: membershipEntityId, fields: ['description', 'selection_criteria'] },
      'json',
    );
    expect(answer.status, answer.text).toBe(200);
    const body = JSON.parse(answer.text) as { fields: Record<string, string>; generationId: string; isTemplate: boolean };
    expect(body.fields).toEqual({
      description: `IEEE Senior Membership ${world.tag} (Membership). The highest grade IEEE members can apply for.`,
      selection_criteria: 'Elected by a panel.',
    });
    expect(body.isTemplate).toBe(true);
    expect(await provenance(body.generationId)).toMatchObject({
      kind: 'entity-fields',
      target_type: 'entity',
      target_id: membershipEntityId,
    });
  });

  it('POST /entitygen refuses other fields (400) and unknown entities (404)', async () => {
    const other = await postBody(`${server.url}/entitygen`, staff, { entity_id: membershipEntityId, fields: ['name'] }, 'json');
    expect([other.status, errorOf(other)]).toEqual([
      400,
      'fields.0 is not a field the writer fills (description, selection_criteria)',
    ]);
    const none = await postBody(`${server.url}/entitygen`, staff, { entity_id: membershipEntityId, fields: [] }, 'json');
    expect([none.status, errorOf(none)]).toEqual([400, 'fields must name at least one field']);
    const unknown = await postBody(`${server.url}/entitygen`, staff, { entity_id: UNKNOWN, fields: ['description'] }, 'json');
    expect([unknown.status, errorOf(unknown)]).toEqual([404, 'Entity not found']);
  });

  it('POST /bio writes a bio from the person, their employments and the CV sent', async () => {
    const answer = await postForm(`${server.url}/bio`, staff, { user_id: world.beneficiary.id }, [
      { field: 'cv', name: 'cv.txt', type: 'text/plain', bytes: 'M.S. Robotics, Carnegie Mellon University, 2015.' },
    ]);
    expect(answer.status, answer.text).toBe(200);
    const body = JSON.parse(answer.text) as { bio: string; generationId: string; isTemplate: boolean };
    expect(body.isTemplate).toBe(true);
    expect(body.bio).toContain(world.beneficiary.fullName);
    expect(body.bio).toContain('- CTO at Northwind Robotics');
    expect(body.bio).toContain('M.S. Robotics, Carnegie Mellon University, 2015.');
    expect(await provenance(body.generationId)).toMatchObject({
      kind: 'bio',
      target_type: 'bio',
      target_id: world.beneficiary.id,
    });
  });

  it('POST /bio: 400 without user_id, 404 for an unknown person, 415 for a refused CV type', async () => {
    const missing = await postForm(`${server.url}/bio`, staff, {});
    expect([missing.status, errorOf(missing)]).toEqual([400, 'user_id is required']);
    const unknown = await postForm(`${server.url}/bio`, staff, { user_id: UNKNOWN });
    expect([unknown.status, errorOf(unknown)]).toEqual([404, 'User not found']);
    const exe = await postForm(`${server.url}/bio`, staff, { user_id: world.beneficiary.id }, [
      { field: 'cv', name: 'cv.exe', type: 'application/octet-stream', bytes: 'MZ' },
    ]);
    expect(exe.status).toBe(415);
  });

  it('every route is staff only: 401 without a token, 403 for a customer', async () => {
    const calls = [
      (token: string | null) => postBody(`${server.url}/exhibit/description`, token, { exhibit_id: world.exhibitId }),
      (token: string | null) => postBody(`${server.url}/module/description`, token, { module_id: world.moduleIds[0]! }),
      (token: string | null) =>
        postBody(`${server.url}/entitygen`, token, { entity_id: membershipEntityId, fields: ['description'] }, 'json'),
      (token: string | null) => postForm(`${server.url}/bio`, token, { user_id: world.beneficiary.id }),
    ];
    for (const call of calls) {
      expect((await call(null)).status).toBe(401);
      const refused = await call(customer);
      expect([refused.status, errorOf(refused)]).toEqual([403, 'Only staff may use the writing service']);
    }
  });
});
