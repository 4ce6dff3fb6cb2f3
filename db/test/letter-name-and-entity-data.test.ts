import { readFile } from 'node:fs/promises';
import {
  AdditionalEntityDataSchema,
  ENTITY_DATA_TEXTS,
  FIELD_CONSTRAINT_MESSAGES,
  LETTER_NAME_MAX,
  letterNameError,
} from '@app/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRow, makeCompany, makeEntity, makePetition, makePetitionLetter, makeUser } from '../src/seed/factories/index.ts';
import { rolledBackOutcome } from '../src/testing/rolled-back-outcome.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0074: a saved letter's name has letterNameSchema's bounds in the database (not blank, 200 characters,
 * one line) and an entity's description and selection criteria are text, each check mapped to the sentence the
 * domain rule says; the migration makes the rows written before fit instead of failing on them.
 */
let pool: pg.Pool;
let petitionId: string;
let letterId: string;
let entityId: string;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  const visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  const person = (await insertRow(pool, 'users', makeUser({ full_name: 'Letter Rules' }))).id as string;
  const company = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'Letter Rules Co', country: 'US' }))).id as string;
  petitionId = (
    await insertRow(pool, 'petitions', makePetition({ beneficiary_id: person, company_id: company, visa_class: visaClass }))
  ).id as string;
  letterId = (await insertRow(pool, 'petition_letters', makePetitionLetter({ petition_id: petitionId, name: 'Support letter' })))
    .id as string;
  entityId = (await insertRow(pool, 'additional_entities', makeEntity({ name: 'Ada Prize', type: 'AWARD' }))).id as string;
});
afterAll(async () => {
  await pool?.end();
});

const outcome = (sql: string, params: unknown[]) => rolledBackOutcome(pool, sql, params);

describe('a letter name in the database (migration 0074)', () => {
  const atBound = 'É'.repeat(LETTER_NAME_MAX);
  const cases: [kind: string, name: string][] = [
    ['blank', '   '],
    ['empty', ''],
    ['one past the bound', `${atBound}x`],
    ['a line break', 'Expert letter\nDraft'],
    ['a tab', 'Expert\tletter'],
    ['a C1 control', 'Expert\u0085letter'],
    ['at the bound, counted in characters', atBound],
    ['an emoji at the bound', '✉️'.repeat(LETTER_NAME_MAX / 2)],
  ];

  it.each(cases)('a name %s: the database refuses what the rule refuses, with its sentence', async (_kind, name) => {
    const expected = letterNameError(name) ?? 'ok';
    for (const sql of [
      'update app_public.petition_letters set name = $1 where id = $2',
      'insert into app_public.petition_letters (name, petition_id) values ($1, $2)',
    ]) {
      const refused = await outcome(sql, [name, sql.startsWith('update') ? letterId : petitionId]);
      expect(refused === 'ok' ? 'ok' : FIELD_CONSTRAINT_MESSAGES[refused], `${sql}: ${refused}`).toBe(expected);
    }
  });
});

describe('an entity’s data texts in the database (migration 0074)', () => {
  const cases: [kind: string, data: Record<string, unknown>][] = [
    ['a number description', { description: 42 }],
    ['a null description', { description: null }],
    ['a list description', { description: ['Top prize'] }],
    ['an object as selection criteria', { selection_criteria: { rate: '1 in 500' } }],
    ['a boolean as selection criteria', { description: 'Top prize', selection_criteria: true }],
    ['texts', { description: 'Top prize', selection_criteria: '1 in 500', url: 'https://ada.example' }],
    ['no texts, other keys', { url: 'https://ada.example', amount: 5000 }],
  ];

  it.each(cases)('%s: the database refuses what the rule refuses, with its sentence', async (_kind, data) => {
    const checked = AdditionalEntityDataSchema.safeParse(data);
    const expected = checked.success ? 'ok' : checked.error.issues[0]!.message;
    const refused = await outcome('update app_public.additional_entities set data = $1 where id = $2', [data, entityId]);
    expect(refused === 'ok' ? 'ok' : FIELD_CONSTRAINT_MESSAGES[refused], refused).toBe(expected);
  });

  it('says what is wrong in words a person reads', () => {
    expect(FIELD_CONSTRAINT_MESSAGES.additional_entities_data_description_text).toBe(ENTITY_DATA_TEXTS.descriptionNotText);
    expect(AdditionalEntityDataSchema.safeParse({ description: 42 }).error?.issues[0]?.message).toBe(
      'A description must be text',
    );
  });
});

describe('migration 0074 on rows written before it', () => {
  it('puts letter names on one line, names blank ones, and makes entity texts text; then validates', async () => {
    const migration = await readFile(new URL('../migrations/0074_letter-name-bounds.sql', import.meta.url), 'utf8');
    const [up, down] = migration.split('-- Down Migration');
    const client = await pool.connect();
    try {
      await client.query('begin');
      // As the database was before 0074: no checks, so the rows below could be written.
      await client.query(down!);
      const letter = async (name: string) =>
        (
          await client.query<{ id: string }>(
            'insert into app_public.petition_letters (name, petition_id) values ($1, $2) returning id',
            [name, petitionId],
          )
        ).rows[0]!.id;
      const entity = async (data: unknown) =>
        (
          await client.query<{ id: string }>(
            `insert into app_public.additional_entities (name, type, data) values ('Old entity', 'AWARD', $1) returning id`,
            [data],
          )
        ).rows[0]!.id;
      const letters = {
        lines: await letter(' Expert letter\n\tfor  Ada \r\n'),
        blank: await letter(' \t '),
        fine: await letter('Support letter'),
      };
      const entities = {
        number: await entity({ description: 42, selection_criteria: '1 in 500' }),
        nulls: await entity({ description: null, selection_criteria: null, url: 'https://ada.example' }),
        list: await entity({ description: ['Top', 'prize'], selection_criteria: false }),
        fine: await entity({ description: 'Top prize' }),
      };
      await client.query(up!);

      const names = await client.query<{ id: string; name: string }>(
        'select id, name from app_public.petition_letters where id = any($1)',
        [Object.values(letters)],
      );
      const nameOf = (id: string) => names.rows.find((row) => row.id === id)?.name;
      expect(nameOf(letters.lines)).toBe('Expert letter for Ada');
      expect(nameOf(letters.blank)).toBe('Untitled letter');
      expect(nameOf(letters.fine)).toBe('Support letter');

      const data = await client.query<{ id: string; data: Record<string, unknown> }>(
        'select id, data from app_public.additional_entities where id = any($1)',
        [Object.values(entities)],
      );
      const dataOf = (id: string) => data.rows.find((row) => row.id === id)?.data;
      expect(dataOf(entities.number)).toEqual({ description: '42', selection_criteria: '1 in 500' });
      expect(dataOf(entities.nulls)).toEqual({ url: 'https://ada.example' });
      expect(dataOf(entities.list)).toEqual({ description: '["Top", "prize"]', selection_criteria: 'false' });
      expect(dataOf(entities.fine)).toEqual({ description: 'Top prize' });
      for (const row of data.rows) expect(AdditionalEntityDataSchema.safeParse(row.data).success).toBe(true);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
