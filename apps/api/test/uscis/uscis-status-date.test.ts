import { USCIS_CASE_STATUS_TEXTS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';

/**
 * A USCIS case status is never dated after today (migration 0069): recording one through the API (the petition page's
 * "Record status", createUscisCaseStatus) answers the domain's sentence as a client error (SQLSTATE 23514), never the
 * masked "unexpected error", and stores nothing; the trigger refuses the same row written straight to the database, whoever writes it.
 */
const RECORD_STATUS = `mutation($status: UscisCaseStatusInput!) {
  createUscisCaseStatus(input: { uscisCaseStatus: $status }) { uscisCaseStatus { id statusDate } }
}`;

describe('the date of a USCIS case status', () => {
  let server: TestServer;
  let world: World;
  let token: string;
  let today: string;
  const daysAfter = (days: number) => {
    const day = new Date(`${today}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + days);
    return day.toISOString().slice(0, 10);
  };
  const record = (statusDate: string | null) =>
    graphql<{ createUscisCaseStatus: { uscisCaseStatus: { id: string; statusDate: string | null } } | null }>(
      server.url,
      token,
      RECORD_STATUS,
      { status: { petitionId: world.petitionId, receiptNumber: 'WAC2612345678', status: 'Case Was Received', statusDate } },
    );
  const storedDates = async () =>
    (
      await server.pool.query<{ status_date: string | null }>(
        `select to_char(status_date, 'YYYY-MM-DD') as status_date from app_public.uscis_case_statuses
          where petition_id = $1 order by created_at`,
        [world.petitionId],
      )
    ).rows.map((row) => row.status_date);

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
    token = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
    const { rows } = await server.pool.query<{ today: string }>(
      `select to_char((now() at time zone 'utc')::date, 'YYYY-MM-DD') as today`,
    );
    today = rows[0]!.today;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('records a status dated today, in the past, or without a date', async () => {
    for (const statusDate of [today, '2026-01-15', null]) {
      const result = await record(statusDate);
      expect(result.errors, String(statusDate)).toBeUndefined();
      expect(result.data?.createUscisCaseStatus?.uscisCaseStatus.statusDate ?? null).toBe(statusDate);
    }
    expect(await storedDates()).toEqual([today, '2026-01-15', null]);
  });

  it('answers a date after today with the sentence the form shows, as a client error, and stores nothing', async () => {
    const before = await storedDates();
    for (const statusDate of [daysAfter(1), daysAfter(365)]) {
      const result = await record(statusDate);
      // GraphQL over HTTP answers a refused field with 200 and the error (as every refusal of this API), never a 500.
      expect(result.status, statusDate).toBe(200);
      expect(
        result.errors?.map(({ message, extensions }) => ({ message, code: extensions?.code })),
        statusDate,
      ).toEqual([{ message: USCIS_CASE_STATUS_TEXTS.statusDateFuture, code: '23514' }]);
      expect(result.data?.createUscisCaseStatus ?? null).toBeNull();
    }
    expect(await storedDates()).toEqual(before);
  });

  it('is refused by the database itself, for a row written directly (as the polling job writes)', async () => {
    const insert = (statusDate: string) =>
      server.pool.query(
        `insert into app_public.uscis_case_statuses (petition_id, receipt_number, status, status_date, source)
         values ($1, 'WAC2612345678', 'Case Was Approved', $2, 'uscis-api')`,
        [world.otherPetitionId, statusDate],
      );
    await expect(insert(daysAfter(1))).rejects.toMatchObject({
      code: '23514',
      message: USCIS_CASE_STATUS_TEXTS.statusDateFuture,
    });
    // An existing row cannot be moved into the future either.
    await insert(today);
    await expect(
      server.pool.query(`update app_public.uscis_case_statuses set status_date = $2::date + 30 where petition_id = $1`, [
        world.otherPetitionId,
        today,
      ]),
    ).rejects.toMatchObject({ code: '23514', message: USCIS_CASE_STATUS_TEXTS.statusDateFuture });
  });
});
