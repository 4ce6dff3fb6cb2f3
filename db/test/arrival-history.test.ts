import { randomBytes } from 'node:crypto';
import { I94_CONSTRAINT_MESSAGES, I94_TEXTS } from '@app/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../src/as-user.ts';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeAdmin, makeCompany, makeI94Entry, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0081: record_latest_arrival never overwrites staff's I-94 history. The beneficiary corrects their own
 * latest entry, fills the class and number of the same trip (same date of entry), and otherwise adds a new entry;
 * staff correct the latest entry, which becomes theirs. Only staff and the petition's beneficiary may call it, and
 * no customer writes i94_entries (or who recorded an entry) directly.
 */
let pool: pg.Pool;
const tag = randomBytes(4).toString('hex');
let staff: string;
let priya: string;
let stranger: string;
let company: string;
let visa: string;

type Entry = { date: string; visaClass: string; number: string | null; by: string };

const person = async (name: string) =>
  (await insertRow(pool, 'users', makeUser({ full_name: name, email: `${name.replace(/\W/g, '.')}.${tag}@example.test` })))
    .id as string;
const newPetition = async () =>
  (await insertRow(pool, 'petitions', makePetition({ beneficiary_id: priya, company_id: company, visa_class: visa })))
    .id as string;
const record = (by: string, petitionId: string, visaClass: string, date: string, number: string) =>
  asUser(pool, by, (client) =>
    client.query('select * from app_public.record_latest_arrival($1, $2, $3, $4)', [petitionId, visaClass, date, number]),
  );
/** The petition's entries, latest first, as staff read them. */
const history = async (petitionId: string): Promise<Entry[]> =>
  (
    await pool.query<Entry>(
      `select to_char(date_of_entry, 'YYYY-MM-DD') as date, visa_class as "visaClass", i94_number as number, recorded_by as by
         from app_public.i94_entries where petition_id = $1 order by date_of_entry desc, created_at desc`,
      [petitionId],
    )
  ).rows;
const outcome = (by: string, sql: string, params: unknown[]) =>
  asUserRolledBack(pool, by, (client) => client.query(sql, params).then((result) => result.rowCount ?? 0)).catch(
    (error: Error) => error.message,
  );

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  staff = await person('Arrival Staff');
  await insertRow(pool, 'admins', makeAdmin({ user_id: staff }));
  priya = await person('Priya Arrival');
  stranger = await person('Sam Stranger');
  company = (await insertRow(pool, 'companies', makeCompany({ dba_name: `Arrival Co ${tag}` }))).id as string;
  visa = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
});
afterAll(async () => {
  await pool?.end();
});

describe('the beneficiary’s latest arrival next to staff’s I-94 history (migration 0081)', () => {
  it('a new trip after staff’s entry is added: staff’s earlier trip stays, the new one is the latest', async () => {
    const petitionId = await newPetition();
    await record(staff, petitionId, 'F-1', '2021-08-20', '111111111A1');
    await record(priya, petitionId, 'F-1', '2024-01-09', '222222222B2');
    expect(await history(petitionId)).toEqual([
      { date: '2024-01-09', visaClass: 'F-1', number: '222222222B2', by: 'BENEFICIARY' },
      { date: '2021-08-20', visaClass: 'F-1', number: '111111111A1', by: 'STAFF' },
    ]);
  });

  it('the beneficiary corrects their own entry, date and all, without adding another', async () => {
    const petitionId = await newPetition();
    await record(staff, petitionId, 'F-1', '2021-08-20', '111111111A1');
    await record(priya, petitionId, 'F-1', '2024-01-19', '222222222B2');
    await record(priya, petitionId, 'F-1', '2024-01-09', '333333333C3');
    expect(await history(petitionId)).toEqual([
      { date: '2024-01-09', visaClass: 'F-1', number: '333333333C3', by: 'BENEFICIARY' },
      { date: '2021-08-20', visaClass: 'F-1', number: '111111111A1', by: 'STAFF' },
    ]);
  });

  it('the same date as staff’s entry is the same trip: its class and number are filled, it stays staff’s', async () => {
    const petitionId = await newPetition();
    await insertRow(
      pool,
      'i94_entries',
      makeI94Entry({ petition_id: petitionId, visa_class: 'F1', date_of_entry: '2023-08-27' }),
    );
    await record(priya, petitionId, 'F-1', '2023-08-27', '444444444D4');
    expect(await history(petitionId)).toEqual([{ date: '2023-08-27', visaClass: 'F-1', number: '444444444D4', by: 'STAFF' }]);
    // Staff's entry stays staff's, so the beneficiary's next different date is a new trip, not a move of this one.
    await record(priya, petitionId, 'F-1', '2025-02-02', '555555555E5');
    expect((await history(petitionId)).map((entry) => [entry.date, entry.by])).toEqual([
      ['2025-02-02', 'BENEFICIARY'],
      ['2023-08-27', 'STAFF'],
    ]);
  });

  it('a typo’d date corrected to the date of staff’s entry fills that entry and drops the typo', async () => {
    const petitionId = await newPetition();
    await record(staff, petitionId, 'F-1', '2023-08-27', '111111111A1');
    await record(priya, petitionId, 'F-1', '2023-09-27', '666666666F6');
    await record(priya, petitionId, 'F-1', '2023-08-27', '666666666F6');
    expect(await history(petitionId)).toEqual([{ date: '2023-08-27', visaClass: 'F-1', number: '666666666F6', by: 'STAFF' }]);
  });

  it('staff correct the latest entry whoever wrote it, and it becomes staff’s', async () => {
    const petitionId = await newPetition();
    await record(priya, petitionId, 'F-1', '2024-03-03', '777777777G7');
    expect((await history(petitionId))[0]!.by).toBe('BENEFICIARY');
    await record(staff, petitionId, 'H-4', '2024-03-04', '777777777G7');
    expect(await history(petitionId)).toEqual([{ date: '2024-03-04', visaClass: 'H-4', number: '777777777G7', by: 'STAFF' }]);
    // Now the beneficiary cannot move it: a different date adds a trip.
    await record(priya, petitionId, 'F-1', '2024-05-05', '888888888H8');
    expect((await history(petitionId)).map((entry) => entry.by)).toEqual(['BENEFICIARY', 'STAFF']);
  });

  it('only staff and the petition’s beneficiary record an arrival; customers never write entries directly', async () => {
    const petitionId = await newPetition();
    await record(staff, petitionId, 'F-1', '2021-08-20', '111111111A1');
    const entryId = (await pool.query('select id from app_public.i94_entries where petition_id = $1', [petitionId])).rows[0]!
      .id as string;
    expect(
      await outcome(stranger, 'select app_public.record_latest_arrival($1, $2, $3, $4)', [
        petitionId,
        'F-1',
        '2024-01-09',
        '222222222B2',
      ]),
    ).toBe('Only the beneficiary of this petition or staff can record its arrival.');
    // RLS: the beneficiary reads the entry but cannot change it, nor claim it as theirs.
    expect(
      await outcome(priya, 'update app_public.i94_entries set recorded_by = $2 where id = $1', [entryId, 'BENEFICIARY']),
    ).toBe(0);
    expect(
      await outcome(
        priya,
        `insert into app_public.i94_entries (petition_id, visa_class, date_of_entry) values ($1, 'F-1', '2024-01-01')`,
        [petitionId],
      ),
    ).toMatch(/row-level security/);
    // Staff cannot forge the author either: the trigger sets it from who writes.
    expect(
      await outcome(
        staff,
        `insert into app_public.i94_entries (petition_id, visa_class, date_of_entry, recorded_by)
         values ($1, 'F-1', '2024-01-01', 'BENEFICIARY') returning recorded_by`,
        [petitionId],
      ),
    ).toBe(1);
    const forged = await asUserRolledBack(pool, staff, (client) =>
      client.query<{ by: string }>(
        `insert into app_public.i94_entries (petition_id, visa_class, date_of_entry, recorded_by)
         values ($1, 'F-1', '2024-01-01', 'BENEFICIARY') returning recorded_by as by`,
        [petitionId],
      ),
    );
    expect(forged.rows[0]!.by).toBe('STAFF');
  });
});

/**
 * Migration 0148: an entry's Admit Until Date, or D/S, recorded by staff or the petition's beneficiary (who holds the
 * I-94) through record_arrival_admit_until; the table refuses a date before the entry, or a date beside D/S, with the
 * checks the domain's sentence stands for (I94_CONSTRAINT_MESSAGES).
 */
describe('the admit-until date', () => {
  const admitUntil = (entryId: string) =>
    pool
      .query<{ until: string | null; ds: boolean }>(
        `select to_char(admit_until, 'YYYY-MM-DD') as until, admitted_for_duration_of_status as ds
           from app_public.i94_entries where id = $1`,
        [entryId],
      )
      .then((result) => result.rows[0]);
  const setAdmitUntil = (by: string, entryId: string, until: string | null, ds: boolean) =>
    asUser(pool, by, (client) =>
      client.query('select * from app_public.record_arrival_admit_until($1, $2, $3)', [entryId, until, ds]),
    );

  it('the beneficiary and staff record a date or D/S; nobody else', async () => {
    const petitionId = await newPetition();
    const entryId = (await record(priya, petitionId, 'F-1', '2023-08-27', '123456789A1')).rows[0]!.id as string;
    await setAdmitUntil(priya, entryId, null, true);
    expect(await admitUntil(entryId)).toEqual({ until: null, ds: true });
    // D/S wins over a date given with it: the I-94 says one or the other.
    await setAdmitUntil(staff, entryId, '2026-08-26', true);
    expect(await admitUntil(entryId)).toEqual({ until: null, ds: true });
    await setAdmitUntil(staff, entryId, '2026-08-26', false);
    expect(await admitUntil(entryId)).toEqual({ until: '2026-08-26', ds: false });
    // Staff's change makes the entry theirs, as any staff correction does (0081's trigger).
    expect(await history(petitionId)).toEqual([{ date: '2023-08-27', visaClass: 'F-1', number: '123456789A1', by: 'STAFF' }]);
    expect(await outcome(stranger, 'select app_public.record_arrival_admit_until($1, $2, $3)', [entryId, null, true])).toBe(
      'Only the beneficiary of this petition or staff can record its arrival.',
    );
    expect(await admitUntil(entryId)).toEqual({ until: '2026-08-26', ds: false });
  });

  it('refuses a date before the entry, and a date beside D/S, by their named checks', async () => {
    const petitionId = await newPetition();
    const entryId = (await record(staff, petitionId, 'F-1', '2023-08-27', '123456789A1')).rows[0]!.id as string;
    expect(
      await outcome(staff, 'select app_public.record_arrival_admit_until($1, $2, $3)', [entryId, '2023-08-26', false]),
    ).toMatch(/i94_entries_admit_until_after_entry/);
    expect(
      await outcome(
        staff,
        `update app_public.i94_entries set admit_until = '2026-08-26', admitted_for_duration_of_status = true where id = $1`,
        [entryId],
      ),
    ).toMatch(/i94_entries_admit_until_or_duration_of_status/);
    expect(I94_CONSTRAINT_MESSAGES.i94_entries_admit_until_after_entry).toBe(I94_TEXTS.admitUntil);
  });
});
