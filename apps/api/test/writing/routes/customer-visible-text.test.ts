import { insertRow, makeEntity, makeModuleEntity } from '@app/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../support/database.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';
import { createWorld, type World } from '../../support/world.ts';
import { addLetterRecords, expertFields, postBody, postForm } from './writing-client.ts';

/**
 * What evidence a customer-visible text may use (issue 33): staff-only notes, provider-only exhibits
 * and other customers' data never reach a generated description or letter, although staff (who ask
 * for them) may read all of it. Real server, real database, no model: the template composer.
 */
describe('generated texts never use staff-only or other customers’ data', () => {
  let server: TestServer;
  let world: World;
  let staff: string;
  let membershipEntityId: string;

  const STAFF_NOTE = 'Ask the client for the original award letter';
  const PETITION_NOTE = 'Fee waiver pending, do not tell the client';
  const PROVIDER_ONLY = 'Provider-only: weak evidence, consider dropping';
  const OTHER_CUSTOMER = 'Globex confidential revenue figures';
  const ENTITY_NOTE = 'Do not mention the 2019 rejection';
  const SECRETS = [STAFF_NOTE, PETITION_NOTE, PROVIDER_ONLY, OTHER_CUSTOMER, ENTITY_NOTE];

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
    ({ membershipEntityId } = await addLetterRecords(server.pool, world));
    const [awards] = world.moduleIds;
    await server.pool.query(`update app_public.modules set data = $2 where id = $1`, [awards, { notes: STAFF_NOTE }]);
    await server.pool.query(`update app_public.petitions set metadata = $2 where id = $1`, [
      world.petitionId,
      { filingType: 'change_of_status', hasDependents: false, internalNotes: PETITION_NOTE },
    ]);
    await server.pool.query(`update app_public.exhibits set description = $2 where id = $1`, [
      world.hiddenExhibitId,
      `<p>${PROVIDER_ONLY}</p>`,
    ]);
    await server.pool.query(
      `update app_public.exhibits set description = '<p>Certificate of the 2024 award.</p>' where id = $1`,
      [world.exhibitId],
    );
    // A company entity of another customer, linked to this module by mistake.
    const globex = makeEntity({
      name: `Globex ${world.tag}`,
      type: 'COMPANY',
      company_id: world.otherCompanyId,
      data: { description: OTHER_CUSTOMER },
    });
    await insertRow(server.pool, 'additional_entities', globex);
    await insertRow(server.pool, 'module_entities', makeModuleEntity({ module_id: awards!, entity_id: globex.id }));
    await server.pool.query(`update app_public.additional_entities set data = data || $2 where id = $1`, [
      membershipEntityId,
      { staffNotes: ENTITY_NOTE },
    ]);
    staff = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
  });
  afterAll(async () => {
    await server?.close();
  });

  const expectClean = (text: string) => {
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/filingType|change_of_status|hasDependents|internalNotes|staffNotes/);
  };

  it('an exhibit description shown to the customer', async () => {
    const answer = await postBody(`${server.url}/exhibit/description`, staff, { exhibit_id: world.exhibitId });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).toContain('Certificate of the 2024 award.');
    expectClean(answer.text);
  });

  it('a module description: the provider-only exhibit and the other customer’s entity are left out', async () => {
    const answer = await postBody(`${server.url}/module/description`, staff, { module_id: world.moduleIds[0]! });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).toContain('Award certificate');
    expect(answer.text).not.toContain('Staff memo');
    expect(answer.text).not.toContain(`Globex ${world.tag}`);
    expectClean(answer.text);
  });

  it('a letter about an entity with staff notes', async () => {
    const answer = await postForm(`${server.url}/expert-letter/membership`, staff, {
      ...expertFields(world),
      membership_entity_id: membershipEntityId,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).toContain(`IEEE Senior Membership ${world.tag}`);
    expectClean(answer.text);
  });
});
