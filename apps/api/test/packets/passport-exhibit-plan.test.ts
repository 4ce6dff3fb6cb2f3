import { randomUUID } from 'node:crypto';
import { asUser } from '@app/db';
import { insertRow, makeExhibit, makeModule, makePetition, makeUser } from '@app/db/seed';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPacketPlan } from '../../src/packets/load-packet-plan.ts';
import { testDatabaseUrl } from '../support/database.ts';

/**
 * Issue 25: the passport a beneficiary uploads in her checklist (an immigration document) is a file of her
 * petition's Passport exhibit, so the packet compiles pages for it instead of leaving the exhibit out.
 */
let pool: pg.Pool;
const beneficiary = randomUUID();
const petitionId = randomUUID();
const passportExhibit = randomUUID();

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  await insertRow(pool, 'users', makeUser({ id: beneficiary, email: `passport-${beneficiary}@example.test` }));
  await insertRow(pool, 'petitions', makePetition({ id: petitionId, beneficiary_id: beneficiary }));
  const moduleId = randomUUID();
  await insertRow(pool, 'modules', makeModule({ id: moduleId, petition_id: petitionId, type: 'immigration-history' }));
  await insertRow(
    pool,
    'exhibits',
    makeExhibit({
      id: passportExhibit,
      module_id: moduleId,
      petition_id: petitionId,
      exhibit_type: 'passport',
      name: 'Passport',
    }),
  );
});

afterAll(async () => {
  await pool.query('delete from app_public.petitions where id = $1', [petitionId]);
  await pool.query('delete from app_public.files where owner_id = $1', [beneficiary]);
  await pool.query('delete from app_public.users where id = $1', [beneficiary]);
  await pool.end();
});

describe('the Passport exhibit of the packet', () => {
  it('holds the passport the beneficiary uploaded as her immigration document', async () => {
    const before = await loadPacketPlan(pool, petitionId, new Date());
    // Issue 28: without documents the exhibit is left out of the packet.
    expect(before?.exhibits.some((exhibit) => exhibit.id === passportExhibit)).toBe(false);

    const fileId = await asUser(pool, beneficiary, async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `insert into app_public.files (name, mime_type, storage_key, owner_id)
         values ('passport.jpg', 'image/jpeg', 'files/' || gen_random_uuid(), $1) returning id`,
        [beneficiary],
      );
      await client.query(`insert into app_public.immigration_documents (owner_id, file_id, type) values ($1, $2, 'PASSPORT')`, [
        beneficiary,
        rows[0]!.id,
      ]);
      return rows[0]!.id;
    });

    const after = await loadPacketPlan(pool, petitionId, new Date());
    const passport = after?.exhibits.find((exhibit) => exhibit.id === passportExhibit);
    expect(passport?.title).toBe('Passport');
    expect(passport?.files.map((file) => [file.id, file.name])).toEqual([[fileId, 'passport.jpg']]);
  });
});
