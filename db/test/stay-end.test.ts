import { stayEnd, type StayEndInput } from '@app/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { petitionWithParties, type PetitionWithParties } from '../src/testing/petition-with-parties.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0150: the stay ends with an I-94 that admits the beneficiary for less than the approval, and the checklist's
 * extension is due six months before that. The database's petition_stay_end is the domain's stayEnd over the same cases.
 */
let pool: pg.Pool;
let ids: PetitionWithParties;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  ids = await petitionWithParties(pool, 'Stay End Co');
});
afterAll(async () => {
  await pool?.end();
});

/** YYYY-MM-DD six calendar months earlier, the day of the month kept. */
function sixMonthsBefore(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const back = month - 6;
  const [y, m] = back >= 1 ? [year, back] : [year - 1, back + 12];
  return `${y}-${String(m).padStart(2, '0')}-${date.slice(8)}`;
}

type Arrival = NonNullable<StayEndInput['latestArrival']>;
const APPROVED = { visaClass: 'o_1a', approvedValidFrom: '2025-12-15', approvedValidTo: '2028-12-14' };
const CASES: Array<{ name: string; input: StayEndInput; arrivals?: Arrival[] }> = [
  { name: 'no arrival', input: { ...APPROVED, latestArrival: null } },
  {
    name: 'an O-1A entry after the approval, admitted to the passport’s expiry',
    input: { ...APPROVED, latestArrival: { visaClass: 'O-1A', dateOfEntry: '2026-01-10', admitUntil: '2026-06-30' } },
  },
  {
    name: 'admitted with the grace period beyond the approval',
    input: { ...APPROVED, latestArrival: { visaClass: 'O-1A', dateOfEntry: '2026-01-10', admitUntil: '2028-12-24' } },
  },
  {
    name: 'an F-1 entry before the approval (a change of status)',
    input: { ...APPROVED, latestArrival: { visaClass: 'F-1', dateOfEntry: '2024-08-20', admitUntil: '2025-01-01' } },
  },
  {
    name: 'an O-1A entry before the approval began',
    input: { ...APPROVED, latestArrival: { visaClass: 'O-1A', dateOfEntry: '2025-12-01', admitUntil: '2026-03-01' } },
  },
  {
    name: 'a visitor’s entry after the approval',
    input: { ...APPROVED, latestArrival: { visaClass: 'B-2', dateOfEntry: '2026-02-01', admitUntil: '2026-08-01' } },
  },
  {
    name: 'the latest of two entries governs',
    input: { ...APPROVED, latestArrival: { visaClass: 'O1A', dateOfEntry: '2026-05-01', admitUntil: '2028-12-14' } },
    arrivals: [{ visaClass: 'O-1A', dateOfEntry: '2026-01-10', admitUntil: '2026-06-30' }],
  },
  {
    name: 'no approved period',
    input: { visaClass: 'o_1a', approvedValidFrom: null, approvedValidTo: null, latestArrival: null },
  },
];

describe('the stay’s end (migration 0150)', () => {
  it.each(CASES)('is the domain’s: $name', async ({ input, arrivals = [] }) => {
    const stored = await asUserRolledBack(pool, ids.staff, async (client) => {
      await client.query(
        'update app_public.petitions set visa_class = $2, approved_valid_from = $3, approved_valid_to = $4 where id = $1',
        [ids.petition, input.visaClass, input.approvedValidFrom, input.approvedValidTo],
      );
      for (const arrival of [...arrivals, ...(input.latestArrival ? [input.latestArrival] : [])]) {
        await client.query(
          'insert into app_public.i94_entries (petition_id, visa_class, date_of_entry, admit_until) values ($1, $2, $3, $4)',
          [ids.petition, arrival.visaClass, arrival.dateOfEntry, arrival.admitUntil],
        );
      }
      // The function is the database's own (app_private): asked as the connection's owner, as its triggers run it.
      await client.query('reset role');
      const { rows } = await client.query<{ end: string | null; due: string | null }>(
        `select to_char(app_private.petition_stay_end($1), 'YYYY-MM-DD') as end,
                (select to_char(i.due_date, 'YYYY-MM-DD') from app_public.petition_checklist_items i
                   join app_public.checklist_tasks t on t.id = i.task_id
                  where t.code = 'decision.extension-filed' and i.petition_id = $1) as due`,
        [ids.petition],
      );
      return rows[0]!;
    });
    const end = stayEnd(input);
    expect(stored.end).toBe(end);
    // Due six months before the stay ends (no case here ends on a day a shorter month lacks).
    if (end) expect(stored.due).toBe(sixMonthsBefore(end));
    else expect(stored.due ?? null).toBeNull();
  });

  it('moves the extension’s due date when the beneficiary records a short I-94, and back when it is corrected', async () => {
    const dues = await asUserRolledBack(pool, ids.staff, async (client) => {
      const due = async () =>
        (
          await client.query<{ due: string | null }>(
            `select to_char(i.due_date, 'YYYY-MM-DD') as due from app_public.petition_checklist_items i
               join app_public.checklist_tasks t on t.id = i.task_id
              where t.code = 'decision.extension-filed' and i.petition_id = $1`,
            [ids.petition],
          )
        ).rows[0]?.due;
      await client.query(
        `update app_public.petitions set visa_class = 'o_1a', approved_valid_from = '2025-12-15', approved_valid_to = '2028-12-14'
          where id = $1`,
        [ids.petition],
      );
      const approved = await due();
      // The beneficiary records her arrival (her own role: the checklist is staff's, the trigger writes it for her).
      const actAs = (userId: string) => client.query(`select set_config('jwt.claims.user_id', $1, true)`, [userId]);
      await actAs(ids.beneficiary);
      const entry = (
        await client.query<{ id: string }>(`select id from app_public.record_latest_arrival($1, 'O-1A', '2026-01-10', null)`, [
          ids.petition,
        ])
      ).rows[0]!.id;
      await client.query(`select app_public.record_arrival_admit_until($1, '2026-06-30', false)`, [entry]);
      // Staff read their checklist (the beneficiary cannot see it).
      await actAs(ids.staff);
      const short = await due();
      await actAs(ids.beneficiary);
      await client.query(`select app_public.record_arrival_admit_until($1, '2028-12-24', false)`, [entry]);
      await actAs(ids.staff);
      return { approved, short, corrected: await due() };
    });
    expect(dues).toEqual({ approved: '2028-06-14', short: '2025-12-30', corrected: '2028-06-14' });
  });
});
