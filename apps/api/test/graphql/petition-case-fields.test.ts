import { CASE_FIELD_TEXTS, PROPOSED_SALARY_ERROR } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFormCaseData } from '../../src/forms/load-form-case-data.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { graphqlAs } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';

/**
 * The petition page's case fields through the GraphQL API (migration 0068): a value past a field's bound is refused
 * with the field's sentence from packages/domain (not a 500, not PostgreSQL's words) and nothing is stored; the
 * builder's case details are set one key at a time by staff only, keeping the metadata's other keys.
 */
const UPDATE_PETITION = `mutation($id: UUID!, $patch: PetitionPatch!) {
  updatePetitionById(input: { id: $id, petitionPatch: $patch }) { petition { id uscisAddress trackingNumber } }
}`;
const SET_DETAIL = `mutation($petitionId: UUID!, $field: String!, $value: String) {
  setPetitionCaseDetail(input: { petitionId: $petitionId, field: $field, value: $value }) { petition { id metadata } }
}`;

describe('case fields of the petition page through GraphQL', () => {
  let server: TestServer;
  let world: World;
  const as = graphqlAs<Record<string, { petition: { metadata?: string } } | null>>(() => server);
  const stored = async () =>
    (
      await server.pool.query<{
        uscis_address: string | null;
        tracking_number: string | null;
        metadata: Record<string, unknown>;
      }>('select uscis_address, tracking_number, project_management_status, metadata from app_public.petitions where id = $1', [
        world.petitionId,
      ])
    ).rows[0]!;

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("refuses a too-long USCIS address, tracking number or project status with the field's sentence, and stores nothing", async () => {
    const kept = await as(world.staff, UPDATE_PETITION, {
      id: world.petitionId,
      patch: {
        uscisAddress: 'USCIS\nAttn: I-129\n2500 Westfield Drive\nElgin, IL 60124-7836',
        trackingNumber: '1Z999AA10123456784',
      },
    });
    expect(kept.errors).toBeUndefined();
    const cases: [patch: Record<string, string>, message: string][] = [
      [{ uscisAddress: 'x'.repeat(3000) }, CASE_FIELD_TEXTS.uscisAddress],
      [{ uscisAddress: Array.from({ length: 7 }, (_, line) => `Line ${line}`).join('\n') }, CASE_FIELD_TEXTS.uscisAddress],
      [{ trackingNumber: '7'.repeat(61) }, CASE_FIELD_TEXTS.trackingNumber],
      [{ projectManagementStatus: 'Waiting '.repeat(20) }, CASE_FIELD_TEXTS.projectManagementStatus],
    ];
    for (const [patch, message] of cases) {
      const result = await as(world.staff, UPDATE_PETITION, { id: world.petitionId, patch });
      expect(result.status, JSON.stringify(patch).slice(0, 40)).toBeLessThan(500);
      expect(result.errors?.map((error) => error.message)).toEqual([message]);
    }
    expect(await stored()).toMatchObject({
      uscis_address: 'USCIS\nAttn: I-129\n2500 Westfield Drive\nElgin, IL 60124-7836',
      tracking_number: '1Z999AA10123456784',
    });
  });

  it('keeps the USCIS status to the newest recorded one: no patch sets it, a recorded status does (migration 0112)', async () => {
    const patched = await as(world.staff, UPDATE_PETITION, { id: world.petitionId, patch: { uscisStatus: 'Typed by hand' } });
    // The field is gone from PetitionPatch: refused by the schema before the database is asked.
    expect(patched.errors?.[0]?.message).toMatch(/uscisStatus/);
    const recorded = await as(
      world.staff,
      `mutation($status: UscisCaseStatusInput!) { createUscisCaseStatus(input: { uscisCaseStatus: $status }) { uscisCaseStatus { id } } }`,
      { status: { petitionId: world.petitionId, receiptNumber: 'WAC2612349999', status: 'Case Was Received' } },
    );
    expect(recorded.errors).toBeUndefined();
    const status = async () =>
      (await server.pool.query('select uscis_status from app_public.petitions where id = $1', [world.petitionId])).rows[0];
    expect(await status()).toEqual({ uscis_status: 'Case Was Received' });
    // Not even the database's owner (a job, a seed) writes another value: the column is the newest row's.
    await expect(
      server.pool.query(`update app_public.petitions set uscis_status = 'Typed by hand' where id = $1`, [world.petitionId]),
    ).rejects.toThrow('The USCIS status is the newest status recorded on the case: record it in the USCIS status panel.');
    expect(await status()).toEqual({ uscis_status: 'Case Was Received' });
    await server.pool.query('delete from app_public.uscis_case_statuses where petition_id = $1', [world.petitionId]);
    expect(await status()).toEqual({ uscis_status: null });
  });

  it("sets one builder case detail at a time for staff, keeping the other keys, into the I-129; a bad salary reads the builder's sentence", async () => {
    await server.pool.query(
      `update app_public.petitions set metadata = '{"fieldOfEndeavor": "Robotics", "hasDependents": "No"}' where id = $1`,
      [world.petitionId],
    );
    const role = await as(world.staff, SET_DETAIL, {
      petitionId: world.petitionId,
      field: 'proposedUSRole',
      value: ' Head of Perception ',
    });
    expect(role.errors).toBeUndefined();
    expect(JSON.parse(role.data!.setPetitionCaseDetail!.petition.metadata!)).toEqual({
      fieldOfEndeavor: 'Robotics',
      hasDependents: 'No',
      proposedUSRole: 'Head of Perception',
    });
    const salary = await as(world.staff, SET_DETAIL, {
      petitionId: world.petitionId,
      field: 'proposedUSSalary',
      value: '185000 per year',
    });
    expect(salary.errors).toBeUndefined();

    // What the page saved reaches the I-129's offer (no employment on file gives a title or wages).
    const client = await server.pool.connect();
    try {
      expect((await loadFormCaseData(client, world.petitionId, world.staff.id))?.offer).toMatchObject({
        jobTitle: 'Head of Perception',
        wages: '185000',
        wagesPer: 'year',
      });
    } finally {
      client.release();
    }

    const bad = await as(world.staff, SET_DETAIL, { petitionId: world.petitionId, field: 'proposedUSSalary', value: 'TBD' });
    expect(bad.status).toBeLessThan(500);
    expect(bad.errors?.map((error) => error.message)).toEqual([PROPOSED_SALARY_ERROR]);
    const cleared = await as(world.staff, SET_DETAIL, { petitionId: world.petitionId, field: 'fieldOfEndeavor', value: '  ' });
    expect(cleared.errors).toBeUndefined();
    expect((await stored()).metadata).toEqual({
      hasDependents: 'No',
      proposedUSRole: 'Head of Perception',
      proposedUSSalary: '185000 per year',
    });

    // Only the builder's four keys, and only staff: a customer who may edit the petition's metadata still may not.
    const other = await as(world.staff, SET_DETAIL, { petitionId: world.petitionId, field: 'hasDependents', value: 'Yes' });
    expect(other.errors?.[0]?.message).toMatch(/^field must be one of fieldOfEndeavor/);
    for (const customer of [world.beneficiary, world.companyAdmin]) {
      const refused = await as(customer, SET_DETAIL, { petitionId: world.petitionId, field: 'proposedUSRole', value: 'CEO' });
      expect(refused.errors?.map((error) => error.message)).toEqual(['Only staff may change the case details']);
    }
    expect((await stored()).metadata).toMatchObject({ hasDependents: 'No', proposedUSRole: 'Head of Perception' });
  });
});
