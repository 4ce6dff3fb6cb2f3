import {
  FIELD_CONSTRAINT_MESSAGES,
  REQUESTED_PERIOD_CONSTRAINT_MESSAGES,
  requestedPeriodProblem,
  VISA_TYPE_CODES,
  visaClassHasRequestedPeriod,
} from '@app/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { petitionWithParties, updateByEachParty, type PetitionWithParties } from '../src/testing/petition-with-parties.ts';
import { rolledBackOutcome } from '../src/testing/rolled-back-outcome.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0092: the petition's requested period of employment holds the domain's rules (requested-period.ts) for
 * every writer, each refusal named by a check GraphQL answers with the domain's sentence; only staff set it.
 */
let pool: pg.Pool;
let ids: PetitionWithParties;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  ids = await petitionWithParties(pool, 'Requested Period Co');
});
afterAll(async () => {
  await pool?.end();
});

const setPeriod = (start: string | null, end: string | null, visaClass = 'o_1a') =>
  rolledBackOutcome(
    pool,
    `update app_public.petitions set visa_class = $4, requested_start_date = $2, requested_end_date = $3 where id = $1`,
    [ids.petition, start, end, visaClass],
  );

describe('the requested period checks (migration 0092)', () => {
  it('keep a period of up to 3 years, and none', async () => {
    expect(await setPeriod('2027-01-04', '2030-01-03')).toBe('ok');
    expect(await setPeriod('2028-02-29', '2031-02-27')).toBe('ok');
    expect(await setPeriod(null, null)).toBe('ok');
  });

  it('refuse what the domain refuses, each by its named check', async () => {
    const cases: [string | null, string | null, string][] = [
      ['2027-06-01', '2027-05-31', 'petitions_requested_period_end_after_start'],
      ['2027-06-01', '2027-06-01', 'petitions_requested_period_end_after_start'],
      ['2027-01-04', '2030-01-04', 'petitions_requested_period_at_most_3_years'],
      ['2028-02-29', '2031-02-28', 'petitions_requested_period_at_most_3_years'],
      ['2027-01-04', null, 'petitions_requested_period_both_or_neither'],
      [null, '2029-12-31', 'petitions_requested_period_both_or_neither'],
      ['1999-12-31', '2001-01-01', 'petitions_requested_start_date_range'],
      ['2099-01-01', '2101-01-01', 'petitions_requested_end_date_range'],
    ];
    for (const [start, end, check] of cases) {
      expect(await setPeriod(start, end), `${start} – ${end}`).toBe(check);
      expect(requestedPeriodProblem({ visaClass: 'o_1a', start, end })?.message).toBe(FIELD_CONSTRAINT_MESSAGES[check]);
    }
  });

  it('allow a period on exactly the classes the domain gives one (never an I-140 class)', async () => {
    for (const visaClass of VISA_TYPE_CODES) {
      expect(await setPeriod('2027-01-04', '2029-12-31', visaClass), visaClass).toBe(
        visaClassHasRequestedPeriod(visaClass) ? 'ok' : 'petitions_requested_period_nonimmigrant_only',
      );
    }
    expect(REQUESTED_PERIOD_CONSTRAINT_MESSAGES.petitions_requested_period_nonimmigrant_only).toMatch(/immigrant petition/);
  });

  it('let staff set it, never the beneficiary or the petitioner’s team', async () => {
    expect(
      await updateByEachParty(
        pool,
        ids,
        `update app_public.petitions set requested_start_date = '2027-01-04', requested_end_date = '2029-12-31' where id = $1`,
      ),
    ).toEqual({ staff: 1, beneficiary: '42501', editor: '42501' });
  });
});
