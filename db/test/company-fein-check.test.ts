import { FEIN_RULE_TEXT, FIELD_CONSTRAINT_MESSAGES, feinSchema } from '@app/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRow, makeCompany } from '../src/seed/factories/index.ts';
import { rolledBackOutcome } from '../src/testing/rolled-back-outcome.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0090: companies.ein holds the FEIN only as the domain's rule stores it (NN-NNNNNNN), whoever writes it;
 * a refusal has the rule's sentence. The demo and large seeds write their FEINs under this check (seed.test.ts
 * seeds both into a migrated database).
 */
let pool: pg.Pool;
let companyId: string;
const CHECK = 'companies_ein_format';

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  companyId = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'FEIN Rules Co' }))).id as string;
});
afterAll(async () => {
  await pool?.end();
});

const setFein = (value: string | null) =>
  rolledBackOutcome(pool, 'update app_public.companies set ein = $1 where id = $2', [value, companyId]);

describe('the FEIN check (migration 0090)', () => {
  it('stores what the rule stores, and no FEIN', async () => {
    for (const typed of ['12-3456789', '123456789', ' 98-7654321 ']) {
      expect(await setFein(feinSchema.parse(typed)), typed).toBe('ok');
    }
    expect(await setFein(null)).toBe('ok');
  });

  it('refuses any other text with the rule’s sentence, the undashed digits included', async () => {
    for (const bad of ['123456789', '12-345', '12-34567890', '123-456789', ' 12-3456789', 'call the CFO', '']) {
      expect(await setFein(bad), JSON.stringify(bad)).toBe(CHECK);
    }
    expect(FIELD_CONSTRAINT_MESSAGES[CHECK]).toBe(FEIN_RULE_TEXT);
  });
});
