import { FIELD_CONSTRAINT_MESSAGES, PASSPORT_TEXT_TOO_LONG, passportTextSchema, ZConfirmedPassportSchema } from '@app/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRow, makeUser, makeUserData } from '../src/seed/factories/index.ts';
import { rolledBackOutcome } from '../src/testing/rolled-back-outcome.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0088: user_data.passport_number holds exactly what the domain's passport text rule stores (trimmed, at
 * most 100 characters, an emoji counting one as zod and PostgreSQL count it), whoever writes it; a refusal has the rule's sentence.
 */
let pool: pg.Pool;
let personId: string;
const CHECK = 'user_data_passport_number_text';
const EMOJI = '\u{1F600}';

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  personId = (await insertRow(pool, 'users', makeUser({ full_name: 'Pat Passport' }))).id as string;
  await insertRow(pool, 'user_data', makeUserData({ user_id: personId, passport_number: 'Z4821937' }));
});
afterAll(async () => {
  await pool?.end();
});

const setNumber = (value: string | null) =>
  rolledBackOutcome(pool, 'update app_public.user_data set passport_number = $1 where user_id = $2', [value, personId]);

/** What the rule stores for a typed value: its output, or null when it refuses the value. */
const stored = (value: string) => {
  const result = passportTextSchema.safeParse(value);
  return result.success ? result.data : null;
};

describe('the passport number check (migration 0088)', () => {
  it('refuses a number over 100 characters, or with blanks around it, with the rule’s sentence', async () => {
    const tooLong = ['X'.repeat(101), `${'X'.repeat(100)}${EMOJI}`, EMOJI.repeat(101)];
    const untrimmed = [' Z4821937', 'Z4821937 ', '\tZ4821937', 'Z4821937\n', '\u00a0Z4821937', 'Z4821937\u3000', '\ufeffZ48'];
    for (const bad of [...tooLong, ...untrimmed]) expect(await setNumber(bad), JSON.stringify(bad)).toBe(CHECK);
    for (const bad of tooLong) expect(passportTextSchema.safeParse(bad).success, bad).toBe(false);
    expect(FIELD_CONSTRAINT_MESSAGES[CHECK]).toBe(PASSPORT_TEXT_TOO_LONG);
  });

  it('accepts what the rule stores: a number, blanks inside it, 100 characters, an empty field or none', async () => {
    for (const good of ['Z4821937', 'AB 123 456', 'X'.repeat(100), EMOJI.repeat(100), `${'X'.repeat(99)}${EMOJI}`, '', null]) {
      if (good !== null) expect(stored(good), good).toBe(good);
      expect(await setNumber(good), JSON.stringify(good)).toBe('ok');
    }
  });

  it('agrees with the rule on every character before or after a number, and at the length bound', async () => {
    // The check's own expression, run over many values at once: true (or null) is what the check lets through.
    const { rows } = await pool.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = $1`,
      [CHECK],
    );
    const expression = rows[0]!.definition.replace(/^CHECK /, '');
    const values: string[] = [];
    for (let code = 1; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue; // lone surrogates are not text PostgreSQL can hold
      const character = String.fromCharCode(code);
      values.push(`${character}Z48`, `Z48${character}`);
    }
    for (let length = 95; length <= 105; length++)
      values.push('X'.repeat(length), `${'X'.repeat(length - 1)}${EMOJI}`, EMOJI.repeat(length));
    const { rows: verdicts } = await pool.query<{ value: string; ok: boolean }>(
      `select passport_number as value, coalesce(${expression}, true) as ok from unnest($1::text[]) as t(passport_number)`,
      [values],
    );
    const disagreements = verdicts.filter(({ value, ok }) => ok !== (stored(value) === value));
    expect(disagreements.map(({ value }) => JSON.stringify(value))).toEqual([]);
    expect(verdicts).toHaveLength(values.length);
  });

  it('lets every writer through: the demo seed’s numbers and what a passport confirmation stores', async () => {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from app_public.user_data where passport_number is not null`,
    );
    // The constraint is validated, so every stored number passes it; the seeded test database has some.
    expect(rows[0]!.n).toBeGreaterThan(0);
    const confirmed = ZConfirmedPassportSchema.parse({
      passportNumber: '  p1234567  ',
      givenName: null,
      middleName: null,
      surname: null,
      nationality: null,
      dateOfBirth: null,
      sex: null,
      countryOfIssue: null,
      expirationDate: null,
    });
    expect(await setNumber(confirmed.passportNumber)).toBe('ok');
  });
});
