import {
  CASE_FIELD_LIMITS,
  CASE_FIELD_SCHEMAS,
  CASE_FIELD_TEXTS,
  FIELD_CONSTRAINT_MESSAGES,
  optionalFieldError,
  type CaseTextField,
} from '@app/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRow, makeCompany, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { rolledBackOutcome } from '../src/testing/rolled-back-outcome.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0068 (and 0059's USCIS status): the petition page's free-text case columns are bounded in the database
 * exactly as packages/domain/src/petition-case-fields.ts bounds the fields, and each check's name maps to the field's
 * sentence. The limits are compared by what each side accepts at the bound and one past it.
 */
let pool: pg.Pool;
let petitionId: string;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  const visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  const person = (await insertRow(pool, 'users', makeUser({ full_name: 'Case Fields' }))).id as string;
  const company = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'Case Fields Co', country: 'US' }))).id as string;
  petitionId = (
    await insertRow(pool, 'petitions', makePetition({ beneficiary_id: person, company_id: company, visa_class: visaClass }))
  ).id as string;
});
afterAll(async () => {
  await pool?.end();
});

/** One update of a petitions column, rolled back: 'ok', or the refused check's name. */
function setColumn(column: string, value: string | null): Promise<string> {
  return updateRolledBack(`update app_public.petitions set ${column} = $1 where id = $2`, value);
}

/** One update of a key of petitions.metadata (as the builder and set_petition_case_detail write it), rolled back. */
function setMetadata(key: string, value: string | null): Promise<string> {
  return updateRolledBack(
    `update app_public.petitions set metadata = metadata || jsonb_build_object('${key}', $1::text) where id = $2`,
    value,
  );
}

function updateRolledBack(sql: string, value: string | null): Promise<string> {
  return rolledBackOutcome(pool, sql, [value, petitionId]);
}

const COLUMNS: [field: CaseTextField, column: string, constraint: string][] = [
  ['uscisAddress', 'uscis_address', 'petitions_uscis_address_text'],
  ['trackingNumber', 'tracking_number', 'petitions_tracking_number_text'],
  ['projectManagementStatus', 'project_management_status', 'petitions_project_management_status_text'],
];

describe("the petition page's case columns (migration 0068)", () => {
  it.each(COLUMNS)(
    "%s: the database's limit is the domain's, and its check maps to the field's sentence",
    async (field, column, constraint) => {
      const max = CASE_FIELD_LIMITS[field].maxLength;
      const schema = CASE_FIELD_SCHEMAS[field];
      const atLimit = 'a'.repeat(max);
      const pastLimit = 'a'.repeat(max + 1);
      expect(optionalFieldError(schema, atLimit)).toBeNull();
      expect(await setColumn(column, atLimit)).toBe('ok');
      expect(optionalFieldError(schema, pastLimit)).toBe(CASE_FIELD_TEXTS[field]);
      expect(await setColumn(column, pastLimit)).toBe(constraint);
      // A character is a character on both sides (char_length counts code points).
      expect(optionalFieldError(schema, 'é'.repeat(max))).toBeNull();
      expect(await setColumn(column, 'é'.repeat(max))).toBe('ok');
      // A control character other than the address's line breaks is refused by both.
      expect(optionalFieldError(schema, 'a\u0007b')).toBe(CASE_FIELD_TEXTS[field]);
      expect(await setColumn(column, 'a\u0007b')).toBe(constraint);
      expect(await setColumn(column, null)).toBe('ok');
      expect(FIELD_CONSTRAINT_MESSAGES[constraint]).toBe(CASE_FIELD_TEXTS[field]);
      const { rows } = await pool.query<{ definition: string }>(
        'select pg_get_constraintdef(oid) as definition from pg_constraint where conname = $1',
        [constraint],
      );
      expect(rows[0]?.definition).toMatch(new RegExp(`char_length\\(${column}\\) <= ${max}`));
    },
  );

  it('one-line columns refuse a line break; the address takes as many lines as the domain, and no more', async () => {
    for (const [field, column, constraint] of COLUMNS.filter(([field]) => field !== 'uscisAddress')) {
      expect(optionalFieldError(CASE_FIELD_SCHEMAS[field], 'two\nlines'), field).toBe(CASE_FIELD_TEXTS[field]);
      expect(await setColumn(column, 'two\nlines'), column).toBe(constraint);
    }
    const { maxLines } = CASE_FIELD_LIMITS.uscisAddress;
    const lines = (count: number) => Array.from({ length: count }, (_, line) => `Line ${line + 1}`).join('\n');
    expect(optionalFieldError(CASE_FIELD_SCHEMAS.uscisAddress, lines(maxLines))).toBeNull();
    expect(await setColumn('uscis_address', lines(maxLines))).toBe('ok');
    expect(optionalFieldError(CASE_FIELD_SCHEMAS.uscisAddress, lines(maxLines + 1))).toBe(CASE_FIELD_TEXTS.uscisAddress);
    expect(await setColumn('uscis_address', lines(maxLines + 1))).toBe('petitions_uscis_address_text');
    expect(await setColumn('uscis_address', 'USCIS\r\nDallas')).toBe('petitions_uscis_address_text');
  });
});

const METADATA_KEYS: [field: CaseTextField, key: string, constraint: string][] = [
  ['fieldOfEndeavor', 'fieldOfEndeavor', 'petitions_field_of_endeavor_text'],
  ['proposedUSRole', 'proposedUSRole', 'petitions_proposed_us_role_text'],
  ['worksiteLocation', 'worksiteLocation', 'petitions_worksite_location_text'],
];

describe("the builder's case details in the metadata (migration 0068)", () => {
  it.each(METADATA_KEYS)(
    '%s: bounded in the database as in the domain, with the same sentence',
    async (field, key, constraint) => {
      const max = CASE_FIELD_LIMITS[field].maxLength;
      const schema = CASE_FIELD_SCHEMAS[field];
      expect(optionalFieldError(schema, 'é'.repeat(max))).toBeNull();
      expect(await setMetadata(key, 'é'.repeat(max))).toBe('ok');
      expect(optionalFieldError(schema, 'a'.repeat(max + 1))).toBe(CASE_FIELD_TEXTS[field]);
      expect(await setMetadata(key, 'a'.repeat(max + 1))).toBe(constraint);
      expect(await setMetadata(key, 'two\nlines')).toBe(constraint);
      expect(await setMetadata(key, '')).toBe('ok');
      expect(FIELD_CONSTRAINT_MESSAGES[constraint]).toBe(CASE_FIELD_TEXTS[field]);
    },
  );
});
