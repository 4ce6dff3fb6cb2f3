import type { TConfirmedPassport, TPassportReadingRecord } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from '../files/file-service-client.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';

/** POST /passport-confirmations(/check) (issue 34): the passport is compared with the case, and differences need a reason. */
describe('passport confirmation against the case', () => {
  let server: TestServer;
  let world: World;
  let token: string;

  const BEA: TConfirmedPassport = {
    passportNumber: 'AB1234567',
    givenName: 'BEA',
    middleName: null,
    surname: 'LINDQVIST',
    nationality: 'SWE',
    dateOfBirth: '1990-04-12',
    sex: 'F',
    countryOfIssue: 'SWE',
    expirationDate: '2035-01-31',
  };
  const certain = Object.fromEntries(
    Object.keys(BEA).map((name) => [name, 'certain']),
  ) as TPassportReadingRecord['fieldConfidence'];
  const readingOf = (fields: TConfirmedPassport): TPassportReadingRecord => ({
    documentCode: 'P',
    fields,
    fieldConfidence: certain,
  });
  const OTHER: TConfirmedPassport = { ...BEA, givenName: 'JOHN', surname: 'OCONNOR', expirationDate: '2020-01-31' };

  const post = (path: string, body: unknown) => callJson<Record<string, unknown>>(`${server.url}${path}`, token, { body });
  const stored = async () =>
    (
      await server.pool.query<{ reason: string | null; findings: string[]; confirmed_by: string; reading: unknown }>(
        `select reason, findings, confirmed_by, reading from app_public.passport_confirmations where user_id = $1 order by created_at`,
        [world.beneficiary.id],
      )
    ).rows;
  const passportNumber = async () =>
    (await server.pool.query(`select passport_number from app_public.user_data where user_id = $1`, [world.beneficiary.id]))
      .rows[0]?.passport_number as string | null;

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
    token = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email, name: 'Bea Lindqvist' });
    await server.pool.query(`update app_public.users set full_name = 'Bea Lindqvist' where id = $1`, [world.beneficiary.id]);
    await server.pool.query(
      `insert into app_public.user_data (user_id, date_of_birth, country_of_issue) values ($1, '1990-04-12', 'SE')
       on conflict (user_id) do update set date_of_birth = excluded.date_of_birth, country_of_issue = excluded.country_of_issue`,
      [world.beneficiary.id],
    );
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('checks an expired passport in another name against the case, storing nothing', async () => {
    const answer = await post('/passport-confirmations/check', { reading: readingOf(OTHER), confirmed: OTHER });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      findings: [
        { kind: 'name-differs', message: 'The passport is in the name of JOHN OCONNOR; the case is for Bea Lindqvist.' },
        { kind: 'expired', message: 'The passport expired on 01/31/2020.' },
      ],
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses to confirm it without a reason (422) and writes nothing', async () => {
    const answer = await post('/passport-confirmations', { fileId: null, reading: readingOf(OTHER), confirmed: OTHER });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatch(/^Give a reason to confirm these details: The passport is in the name of JOHN OCONNOR/);
    const tooShort = await post('/passport-confirmations', {
      fileId: null,
      reading: readingOf(OTHER),
      confirmed: OTHER,
      reason: ' ok ',
    });
    expect(tooShort.status).toBe(400);
    expect(await stored()).toEqual([]);
    expect(await passportNumber()).toBeNull();
  });

  it('confirms it with a reason, kept with the findings, the reading and who confirmed', async () => {
    const reason = 'This is my old passport; the new one is on its way.';
    const answer = await post('/passport-confirmations', { fileId: null, reading: readingOf(OTHER), confirmed: OTHER, reason });
    expect(answer.status).toBe(201);
    expect(await stored()).toEqual([
      { reason, findings: ['name-differs', 'expired'], confirmed_by: world.beneficiary.id, reading: readingOf(OTHER) },
    ]);
    expect(await passportNumber()).toBe(OTHER.passportNumber);
  });

  it('confirms a passport that fits the case without a reason', async () => {
    const answer = await post('/passport-confirmations', { fileId: null, reading: readingOf(BEA), confirmed: BEA });
    expect(answer.status).toBe(201);
    expect(answer.body.findings).toEqual([]);
    expect((await stored()).at(-1)).toMatchObject({ reason: null, findings: [] });
  });

  it('never confirms an empty reading silently, nor an empty form at all', async () => {
    const empty = await post('/passport-confirmations', { fileId: null, reading: null, confirmed: BEA });
    expect(empty.status).toBe(422);
    expect(empty.body.error).toContain('No passport lines could be read from this file');
    const nothing = Object.fromEntries(Object.keys(BEA).map((name) => [name, null]));
    const blank = await post('/passport-confirmations', {
      fileId: null,
      reading: null,
      confirmed: nothing,
      reason: 'Nothing to say here',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('There is nothing to confirm: type the details as printed in your passport first.');
  });

  it("stores the person's typed spelling of the same name (Lucía, not the zone's LUCIA), and a different name as the passport's", async () => {
    await server.pool.query(`update app_public.users set full_name = 'Ana Lucía Ferreira' where id = $1`, [world.beneficiary.id]);
    const names = async () =>
      (
        await server.pool.query(`select given_name, passport_middle_name, surname from app_public.user_data where user_id = $1`, [
          world.beneficiary.id,
        ])
      ).rows[0];
    const ana: TConfirmedPassport = { ...BEA, givenName: 'ANA', middleName: 'LUCIA', surname: 'FERREIRA' };
    const same = await post('/passport-confirmations', { fileId: null, reading: readingOf(ana), confirmed: ana });
    expect(same.status).toBe(201);
    expect(same.body.findings).toEqual([]);
    expect(await names()).toEqual({ given_name: 'Ana', passport_middle_name: 'Lucía', surname: 'Ferreira' });
    const confirmedRecord = await server.pool.query(
      `select confirmed from app_public.passport_confirmations where user_id = $1 order by created_at desc limit 1`,
      [world.beneficiary.id],
    );
    expect(confirmedRecord.rows[0].confirmed).toMatchObject({ givenName: 'ANA', middleName: 'LUCIA', surname: 'FERREIRA' });

    const maria: TConfirmedPassport = { ...BEA, givenName: 'MARIA', middleName: null, surname: 'SOUZA' };
    const reason = 'I changed my name when I married; the case will be updated.';
    const other = await post('/passport-confirmations', { fileId: null, reading: readingOf(maria), confirmed: maria, reason });
    expect(other.status).toBe(201);
    expect(other.body.findings).toEqual([
      { kind: 'name-differs', message: 'The passport is in the name of MARIA SOUZA; the case is for Ana Ferreira.' },
    ]);
    expect(await names()).toEqual({ given_name: 'MARIA', passport_middle_name: null, surname: 'SOUZA' });
  });

  it('holds the rule in the database too: findings without a reason are refused', async () => {
    await expect(
      server.pool.query(
        `insert into app_public.passport_confirmations (user_id, reading, confirmed, findings, finding_messages)
         values ($1, null, '{}', '{no-zone}', '{"Nothing read"}')`,
        [world.beneficiary.id],
      ),
    ).rejects.toMatchObject({ code: '23514', constraint: 'passport_confirmations_reason_needed' });
    await expect(
      server.pool.query(
        `insert into app_public.passport_confirmations (user_id, reading, confirmed, findings, finding_messages, reason)
         values ($1, null, '{}', '{}', '{}', 'Nothing was read')`,
        [world.beneficiary.id],
      ),
    ).rejects.toMatchObject({ code: '23514', constraint: 'passport_confirmations_empty_reading_flagged' });
  });
});
