import { EXTENSION_TEXTS } from '@app/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRow, makePetition } from '../src/seed/factories/index.ts';
import { asUserRolledBack } from '../src/testing/index.ts';
import { petitionWithParties, updateByEachParty, type PetitionWithParties } from '../src/testing/petition-with-parties.ts';
import { rolledBackOutcome } from '../src/testing/rolled-back-outcome.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0149: an extension names the approved petition it extends (staff only), for the same beneficiary and never
 * an immigrant petition; filing it ticks the extended petition's "Extension filed before the approved period ends".
 */
let pool: pg.Pool;
let ids: PetitionWithParties;
let extension: string;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  ids = await petitionWithParties(pool, 'Extension Co');
  extension = (
    await insertRow(
      pool,
      'petitions',
      makePetition({ beneficiary_id: ids.beneficiary, company_id: ids.company, visa_class: 'o_1a' }),
    )
  ).id as string;
});
afterAll(async () => {
  await pool?.end();
});

const link = (from: string, to: string, visaClass = 'o_1a') =>
  rolledBackOutcome(pool, 'update app_public.petitions set visa_class = $3, extends_petition_id = $2 where id = $1', [
    from,
    to,
    visaClass,
  ]);

describe('the extension link (migration 0149)', () => {
  it('links an extension to the same beneficiary’s petition, never to itself, another person’s or an I-140', async () => {
    expect(await link(extension, ids.petition)).toBe('ok');
    expect(await link(extension, extension)).toBe('petitions_extends_another_petition');
    const stranger = await petitionWithParties(pool, 'Another Co');
    expect(await link(extension, stranger.petition)).toBe('petitions_extension_same_beneficiary');
    expect(await link(extension, ids.petition, 'eb_1a')).toBe('petitions_extension_nonimmigrant_only');
  });

  it('refuses in the domain’s words', async () => {
    const refusal = async (sql: string, params: unknown[]) => {
      try {
        await pool.query(sql, params);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    const stranger = await petitionWithParties(pool, 'Third Co');
    expect(
      await refusal('update app_public.petitions set extends_petition_id = $2 where id = $1', [extension, stranger.petition]),
    ).toBe(EXTENSION_TEXTS.sameBeneficiary);
    const immigrant = (
      await insertRow(
        pool,
        'petitions',
        makePetition({ beneficiary_id: ids.beneficiary, company_id: ids.company, visa_class: 'eb_1a' }),
      )
    ).id as string;
    expect(await refusal('update app_public.petitions set extends_petition_id = $2 where id = $1', [extension, immigrant])).toBe(
      EXTENSION_TEXTS.notExtendable,
    );
  });

  it('lets staff set it, never the beneficiary or the petitioner’s team', async () => {
    const sql = `update app_public.petitions set extends_petition_id = '${ids.petition}' where id = $1`;
    expect(await updateByEachParty(pool, { ...ids, petition: extension }, sql)).toEqual({
      staff: 1,
      beneficiary: '42501',
      editor: '42501',
    });
  });

  it('ticks the extended petition’s "Extension filed" item when the extension is shipped, and only then', async () => {
    const ticked = await asUserRolledBack(pool, ids.staff, async (client) => {
      const done = async () =>
        (
          await client.query<{ done: boolean }>(
            `select i.completed_at is not null as done from app_public.petition_checklist_items i
               join app_public.checklist_tasks t on t.id = i.task_id
              where t.code = 'decision.extension-filed' and i.petition_id = $1`,
            [ids.petition],
          )
        ).rows[0]?.done ?? false;
      await client.query(
        `update app_public.petitions set approved_valid_from = '2026-12-15', approved_valid_to = '2029-12-14' where id = $1`,
        [ids.petition],
      );
      await client.query('update app_public.petitions set extends_petition_id = $2 where id = $1', [extension, ids.petition]);
      const beforeFiling = await done();
      await client.query(`update app_public.petitions set petition_shipped_date = '2029-06-20' where id = $1`, [extension]);
      return { beforeFiling, afterFiling: await done() };
    });
    expect(ticked).toEqual({ beforeFiling: false, afterFiling: true });
  });
});
