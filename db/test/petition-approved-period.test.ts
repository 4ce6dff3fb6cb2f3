import {
  APPROVED_PERIOD_CONSTRAINT_MESSAGES,
  approvedPeriodProblem,
  FIELD_CONSTRAINT_MESSAGES,
  VISA_TYPE_CODES,
  visaClassHasApprovedPeriod,
} from '@app/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { petitionWithParties, updateByEachParty, type PetitionWithParties } from '../src/testing/petition-with-parties.ts';
import { rolledBackOutcome } from '../src/testing/rolled-back-outcome.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0146: the validity USCIS approved holds the domain's rules (approved-period.ts) for every writer, each
 * refusal named by a check GraphQL answers with the domain's sentence; only staff record it.
 */
let pool: pg.Pool;
let ids: PetitionWithParties;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  ids = await petitionWithParties(pool, 'Approved Period Co');
});
afterAll(async () => {
  await pool?.end();
});

const setPeriod = (from: string | null, to: string | null, visaClass = 'o_1a') =>
  rolledBackOutcome(
    pool,
    `update app_public.petitions set visa_class = $4, approved_valid_from = $2, approved_valid_to = $3 where id = $1`,
    [ids.petition, from, to, visaClass],
  );

describe('the approved period checks (migration 0146)', () => {
  it('keep what a notice grants, however long, and none', async () => {
    expect(await setPeriod('2026-10-15', '2029-10-14')).toBe('ok');
    // Longer than a first approval: USCIS decides the length, the app records it.
    expect(await setPeriod('2026-10-15', '2030-04-14')).toBe('ok');
    expect(await setPeriod(null, null)).toBe('ok');
  });

  it('refuse what the domain refuses, each by its named check', async () => {
    const cases: [string | null, string | null, string][] = [
      ['2027-06-01', '2027-05-31', 'petitions_approved_period_end_after_start'],
      ['2027-06-01', '2027-06-01', 'petitions_approved_period_end_after_start'],
      ['2027-01-04', null, 'petitions_approved_period_both_or_neither'],
      [null, '2029-12-31', 'petitions_approved_period_both_or_neither'],
      ['1999-12-31', '2001-01-01', 'petitions_approved_valid_from_range'],
      ['2099-01-01', '2101-01-01', 'petitions_approved_valid_to_range'],
    ];
    for (const [from, to, check] of cases) {
      expect(await setPeriod(from, to), `${from} – ${to}`).toBe(check);
      expect(approvedPeriodProblem({ visaClass: 'o_1a', from, to })?.message).toBe(FIELD_CONSTRAINT_MESSAGES[check]);
    }
  });

  it('allow a period on exactly the classes the domain gives one (never an I-140 class)', async () => {
    for (const visaClass of VISA_TYPE_CODES) {
      expect(await setPeriod('2027-01-04', '2029-12-31', visaClass), visaClass).toBe(
        visaClassHasApprovedPeriod(visaClass) ? 'ok' : 'petitions_approved_period_nonimmigrant_only',
      );
    }
    expect(APPROVED_PERIOD_CONSTRAINT_MESSAGES.petitions_approved_period_nonimmigrant_only).toMatch(/immigrant petition/);
  });

  it('let staff record it, never the beneficiary or the petitioner’s team', async () => {
    expect(
      await updateByEachParty(
        pool,
        ids,
        `update app_public.petitions set approved_valid_from = '2026-10-15', approved_valid_to = '2029-10-14' where id = $1`,
      ),
    ).toEqual({ staff: 1, beneficiary: '42501', editor: '42501' });
  });
});

describe('the extension is due six months before the approved period ends (migration 0147)', () => {
  const extensionItem = (client: pg.ClientBase) =>
    client
      .query<{ due: string | null; done: boolean }>(
        `select to_char(i.due_date, 'YYYY-MM-DD') as due, i.completed_at is not null as done
           from app_public.petition_checklist_items i join app_public.checklist_tasks t on t.id = i.task_id
          where t.code = 'decision.extension-filed' and i.petition_id = $1`,
        [ids.petition],
      )
      .then((result) => result.rows);
  const setEnd = (client: pg.ClientBase, from: string | null, to: string | null) =>
    client.query(`update app_public.petitions set approved_valid_from = $2, approved_valid_to = $3 where id = $1`, [
      ids.petition,
      from,
      to,
    ]);

  it('puts the item on the checklist when staff record the period, and moves it with the end', async () => {
    const seen = await asUserRolledBack(pool, ids.staff, async (client) => {
      const steps: unknown[] = [await extensionItem(client)];
      await setEnd(client, '2026-10-15', '2029-10-14');
      steps.push(await extensionItem(client));
      // A month's end six months back is that month's last day (31 August → 28 February).
      await setEnd(client, '2026-10-15', '2029-08-31');
      steps.push(await extensionItem(client));
      await setEnd(client, null, null);
      steps.push(await extensionItem(client));
      return steps;
    });
    expect(seen).toEqual([
      [],
      [{ due: '2029-04-14', done: false }],
      [{ due: '2029-02-28', done: false }],
      [{ due: null, done: false }],
    ]);
  });

  it('leaves a ticked item as it was: the extension was filed', async () => {
    const seen = await asUserRolledBack(pool, ids.staff, async (client) => {
      await setEnd(client, '2026-10-15', '2029-10-14');
      await client.query(
        `update app_public.petition_checklist_items set completed_at = now()
          where petition_id = $1 and task_id = (select id from app_public.checklist_tasks where code = 'decision.extension-filed')`,
        [ids.petition],
      );
      await setEnd(client, '2029-10-15', '2032-10-14');
      return extensionItem(client);
    });
    expect(seen).toEqual([{ due: '2029-04-14', done: true }]);
  });
});
