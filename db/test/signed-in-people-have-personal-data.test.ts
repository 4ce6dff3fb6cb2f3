import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0110: a person staff created (no user_data row) who then signs in gets their personal data row, so the
 * portal's saves (updateUserDatumByUserId: the employer wizard's "Your Details", the checklist's person data) find a
 * row to change; one provision_user creates has exactly one.
 */
let pool: pg.Pool;
const tag = randomBytes(4).toString('hex');

const provision = async (sub: string, email: string, name: string) =>
  (await pool.query<{ user_id: string }>('select user_id from app_private.provision_user($1, $2, $3)', [sub, email, name]))
    .rows[0]!.user_id;
const dataRows = async (userId: string) =>
  (await pool.query('select 1 from app_public.user_data where user_id = $1', [userId])).rowCount;

beforeAll(() => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
});
afterAll(async () => {
  await pool?.end();
});

describe('personal data of people who sign in', () => {
  it('a person staff created gets the row at their first sign-in, and saves their phone and title through it', async () => {
    const staffCreated = (
      await insertRow(pool, 'users', makeUser({ full_name: 'Marisol Team', email: `marisol.${tag}@example.test` }))
    ).id as string;
    expect(await dataRows(staffCreated)).toBe(0);

    const signedIn = await provision(`test|marisol-${tag}`, `MARISOL.${tag}@example.test`, 'Marisol');
    expect(signedIn).toBe(staffCreated);
    expect(await dataRows(staffCreated)).toBe(1);
    // Signing in again adds nothing.
    await provision(`test|marisol-${tag}`, `marisol.${tag}@example.test`, 'Marisol');
    expect(await dataRows(staffCreated)).toBe(1);

    // What the wizard's "Your Details" does, as her: an update of her row, which now exists.
    const updated = await asUserRolledBack(pool, staffCreated, async (client) =>
      client.query(
        `update app_public.user_data set phone_number = '+1 (508) 555-0143', role = 'Co-founder & CEO' where user_id = $1`,
        [staffCreated],
      ),
    );
    expect(updated.rowCount).toBe(1);
  });

  it('a person the first sign-in creates has exactly one row', async () => {
    const created = await provision(`test|new-${tag}`, `new.${tag}@example.test`, 'New Person');
    expect(await dataRows(created)).toBe(1);
  });
});
