import { insertRow, makePetition } from '@app/db/seed';
import { ARCHETYPE_MODULE_TEMPLATES, getExhibitType, usualExhibitTypes } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_GENERATED_MODULE } from '../../src/research-agent/write-generated-module-task.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { post } from './research-agent-client.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * POST /modules: the petition page's Add module (docs/decisions.md, "A petition built by hand asks the client for
 * evidence"). A module added by hand starts with its module type's usual exhibit types, for the petition's archetype
 * and visa class, written with it in one transaction.
 */
describe('POST /modules (a module added by hand)', () => {
  let server: TestServer;
  let world: World;
  let staff: string;
  let customer: string;
  /** A founder's O-1A, a hand-built O-1A (no archetype), an EB-1A self-petition (no company). */
  let founderPetitionId: string;
  let handBuiltPetitionId: string;
  let selfPetitionId: string;

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
    staff = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
    customer = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
    const petitions = [
      makePetition({
        beneficiary_id: world.beneficiary.id,
        company_id: world.companyId,
        archetype: 'technology-founder',
        latest_petition: false,
      }),
      makePetition({ beneficiary_id: world.beneficiary.id, company_id: world.companyId, latest_petition: false }),
      makePetition({ beneficiary_id: world.beneficiary.id, visa_class: 'eb_1a', latest_petition: false }),
    ];
    for (const row of petitions) await insertRow(server.pool, 'petitions', row);
    [founderPetitionId, handBuiltPetitionId, selfPetitionId] = petitions.map((row) => row.id) as [string, string, string];
  });
  afterAll(async () => {
    await server?.close();
  });

  const moduleOf = async (moduleId: string) => {
    const module = await server.pool.query<{
      type: string;
      name: string;
      order_index: number;
      visible: boolean;
      autogen: boolean;
    }>('select type, name, order_index, visible, autogen from app_public.modules where id = $1', [moduleId]);
    const exhibits = await server.pool.query<{ exhibit_type: string; name: string; owned_by: string; visible: boolean }>(
      'select exhibit_type, name, owned_by, visible from app_public.exhibits where module_id = $1 order by order_index',
      [moduleId],
    );
    return { ...module.rows[0]!, exhibits: exhibits.rows };
  };
  const add = (petitionId: string, type: string, token = staff) =>
    post(`${server.url}/modules`, token, { petition_id: petitionId, type });

  it("gives a criterion the petition's archetype argues the archetype template's exhibit types, at the end", async () => {
    const first = await add(founderPetitionId, 'press');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const press = await moduleOf(first.body['moduleId'] as string);
    const founderPress = ARCHETYPE_MODULE_TEMPLATES['technology-founder'].find((template) => template.type === 'press')!;
    expect(press).toMatchObject({ type: 'press', name: 'Press', order_index: 0, visible: true, autogen: false });
    expect(press.exhibits).toEqual(
      founderPress.exhibits.map((id) => {
        const type = getExhibitType(id);
        return { exhibit_type: id, name: type.name, owned_by: type.defaultOwnedBy, visible: type.defaultVisible };
      }),
    );
    const second = await add(founderPetitionId, 'high-remuneration');
    const pay = await moduleOf(second.body['moduleId'] as string);
    expect(pay.order_index).toBe(1);
    expect(pay.exhibits.map((exhibit) => exhibit.exhibit_type)).toEqual([
      'offer-letter',
      'equity-statement',
      'pay-stubs',
      'tax-return',
    ]);
  });

  it('gives a hand-built petition (no archetype) the shared list, and its memo starter the advisory opinion letter of an O class', async () => {
    const critical = await moduleOf((await add(handBuiltPetitionId, 'critical-role')).body['moduleId'] as string);
    expect(critical.exhibits.map((exhibit) => exhibit.exhibit_type)).toEqual([
      'distinguished-reputation',
      'ev-letter',
      'expert-letter',
    ]);
    // The employment verification letter is the provider's to draft: hidden from the customer, as the catalogue has it.
    expect(critical.exhibits[1]).toMatchObject({ owned_by: 'PLYMOUTH', visible: false });
    expect(critical.exhibits[2]).toMatchObject({ owned_by: 'BENEFICIARY', visible: true });

    // The memo closes with its Conclusion: a module added after it goes just before it.
    const closing = await moduleOf((await add(handBuiltPetitionId, 'conclusion')).body['moduleId'] as string);
    expect(closing.order_index).toBe(critical.order_index + 1);
    const awards = await moduleOf((await add(handBuiltPetitionId, 'awards')).body['moduleId'] as string);
    expect(awards.order_index).toBe(closing.order_index);
    const order = await server.pool.query<{ type: string }>(
      'select type from app_public.modules where petition_id = $1 order by order_index',
      [handBuiltPetitionId],
    );
    expect(order.rows.map((row) => row.type)).toEqual(['critical-role', 'awards', 'conclusion']);

    const memoAnswer = await add(handBuiltPetitionId, 'memo-starter');
    const memo = await moduleOf(memoAnswer.body['moduleId'] as string);
    expect(memo).toMatchObject({ type: 'memo-starter', visible: false, autogen: true });
    expect(memo.exhibits.map((exhibit) => exhibit.exhibit_type)).toEqual(['ao-letter']);
    // Its text is written by the job POST /petition queues for the builder's generated modules.
    const jobs = await server.pool.query('select 1 from graphile_worker.jobs where task_identifier = $1 and key = $2', [
      WRITE_GENERATED_MODULE,
      `${WRITE_GENERATED_MODULE}:${memoAnswer.body['moduleId'] as string}`,
    ]);
    expect(jobs.rowCount).toBe(1);
  });

  it("gives a self-petition's employer documents to the beneficiary, and an EB-1A memo starter no advisory opinion letter", async () => {
    const employer = await moduleOf((await add(selfPetitionId, 'employer-documents')).body['moduleId'] as string);
    expect(employer.exhibits).toEqual(
      usualExhibitTypes('employer-documents').map((id) => ({
        exhibit_type: id,
        name: getExhibitType(id).name,
        owned_by: 'BENEFICIARY',
        visible: true,
      })),
    );
    const memo = await moduleOf((await add(selfPetitionId, 'memo-starter')).body['moduleId'] as string);
    expect(memo.exhibits).toEqual([]);
  });

  it('answers 404 for an unknown petition, 400 for an unknown module type, 403 to a customer; writes nothing then', async () => {
    const count = async () =>
      Number(
        (
          await server.pool.query<{ count: string }>(
            'select count(*) from app_public.modules where petition_id = any($1::uuid[])',
            [[founderPetitionId, handBuiltPetitionId, selfPetitionId]],
          )
        ).rows[0]!.count,
      );
    const before = await count();
    expect((await add(UNKNOWN, 'press')).status).toBe(404);
    const unknownType = await add(founderPetitionId, 'astronautics');
    expect(unknownType.status).toBe(400);
    expect(JSON.stringify(unknownType.body)).toContain('type is not a known module type');
    expect((await add(founderPetitionId, 'press', customer)).status).toBe(403);
    expect(await count()).toBe(before);
  });
});
