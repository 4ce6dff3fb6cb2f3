import { createTestDatabase, dropTestDatabase } from '@app/db/testing';
import { insertRow, makeAdmin, makeUser } from '@app/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUscisCaseStatuses } from '../../src/uscis/poll-case-statuses.ts';
import { createUscisCaseStatusClient } from '../../src/uscis/torch-client.ts';
import { graphql } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { startTorchServer, type TorchServer } from './torch-server.ts';

const RECORD_STATUS = `mutation($status: UscisCaseStatusInput!) {
  createUscisCaseStatus(input: { uscisCaseStatus: $status }) { uscisCaseStatus { id } }
}`;
const RFE = 'Request for Evidence Was Sent';

/**
 * A USCIS status that moves the case status is told once per person (migration 0130), the same whether staff record
 * it on the petition page (createUscisCaseStatus) or the hourly polling job reads it from the local server speaking
 * the Case Status API: the staff on the case, the beneficiary and the employer's team each get one notification
 * naming both the USCIS status and the case's new status. On a database of its own (the job reads every petition).
 */
describe('who is told when USCIS moves a shared case to RFE Received', () => {
  let database: { name: string; url: string };
  let server: TestServer;
  let torch: TorchServer;
  let world: World;
  let attorneyId: string;
  let polledPetitionId: string;

  /** Per person on the case, each notification about the petition: its kind and the case status it names. */
  const toldAbout = async (petitionId: string) => {
    const { rows } = await server.pool.query<{ user_id: string; kind: string; case_status: string | null }>(
      `select user_id, kind, coalesce(data ->> 'caseStatus', case kind when 'status-changed' then data ->> 'status' end) as case_status
         from app_public.notifications where petition_id = $1 order by created_at, kind`,
      [petitionId],
    );
    const people = new Map([
      [world.staff.id, 'staff who recorded it'],
      [attorneyId, 'attorney'],
      [world.beneficiary.id, 'beneficiary'],
      [world.companyAdmin.id, 'company admin'],
      [world.companyViewer.id, 'company viewer'],
    ]);
    const told: Record<string, string[]> = {};
    for (const row of rows) (told[people.get(row.user_id) ?? 'someone else'] ??= []).push(`${row.kind} ${row.case_status}`);
    return told;
  };
  const onceEach = {
    attorney: ['uscis-status RFEED'],
    beneficiary: ['uscis-status RFEED'],
    'company admin': ['uscis-status RFEED'],
    'company viewer': ['uscis-status RFEED'],
  };

  beforeAll(async () => {
    database = await createTestDatabase('ps_uscis_told');
    server = await startTestServer(database.url);
    torch = await startTorchServer();
    world = await createWorld(server.pool);
    attorneyId = (await insertRow(server.pool, 'users', makeUser())).id as string;
    await insertRow(server.pool, 'admins', makeAdmin({ user_id: attorneyId }));
    // The same case twice: one whose status staff record, one the job polls.
    const copy = await server.pool.query<{ id: string }>(
      `insert into app_public.petitions (beneficiary_id, company_id, visa_class)
       select beneficiary_id, company_id, visa_class from app_public.petitions where id = $1 returning id`,
      [world.petitionId],
    );
    polledPetitionId = copy.rows[0]!.id;
    await server.pool.query(
      `update app_public.petitions set status = 'SHIPPED', share_uscis_status = true, oa_user_id = $2 where id = any($1)`,
      [[world.petitionId, polledPetitionId], attorneyId],
    );
  });
  afterAll(async () => {
    await server?.close();
    await torch?.close();
    if (database) await dropTestDatabase(database.name);
  });

  it('tells each person once when staff record the status', async () => {
    const token = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
    const result = await graphql(server.url, token, RECORD_STATUS, {
      status: { petitionId: world.petitionId, receiptNumber: 'WAC2612340001', status: RFE },
    });
    expect(result.errors).toBeUndefined();
    expect(await toldAbout(world.petitionId)).toEqual(onceEach);
  });

  it('tells the same people the same way when the polling job reads it', async () => {
    await server.pool.query('update app_public.petitions set uscis_receipt_number = $2 where id = $1', [
      polledPetitionId,
      'WAC2612340002',
    ]);
    torch.cases.set('WAC2612340002', { status: RFE });
    // The case staff recorded was just checked by hand: only the other is due.
    await server.pool.query('insert into app_private.uscis_status_checks (petition_id, checked_at) values ($1, now())', [
      world.petitionId,
    ]);
    const client = createUscisCaseStatusClient(
      { baseUrl: torch.url, clientId: torch.clientId, clientSecret: torch.clientSecret, requestsPerSecond: 10, dailyQuota: 100 },
      { sleep: async () => undefined },
    );
    expect(await pollUscisCaseStatuses(server.pool, client)).toMatchObject({ asked: 1, changed: 1 });
    expect(await toldAbout(polledPetitionId)).toEqual(onceEach);
  });
});
