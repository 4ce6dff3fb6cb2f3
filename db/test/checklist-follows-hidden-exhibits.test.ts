import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeAdmin, makeExhibit, makeModule, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0143: an exhibit staff hide or give to the provider leaves the beneficiary's checklist at once (it is no
 * longer hers to provide); showing it again does not put it back by itself, it counts as not on the checklist until
 * staff refresh it. Migration 0144's trigger, which takes off whatever the build's rule stops asking for, keeps this.
 */
let pool: pg.Pool;
const tag = randomBytes(4).toString('hex');
let staffId: string;
let petitionId: string;
let awardsId: string;
const exhibitIds = { prize: '', medal: '', panel: '' };

type Item = { exhibitId: string | null; name: string; status: string };
type Module = { id: string; type: string; status: string; exhibits: Item[] };

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  const beneficiaryId = (await insertRow(pool, 'users', makeUser({ full_name: `Ana Hidden${tag}`, auth0_sub: null })))
    .id as string;
  staffId = (await insertRow(pool, 'users', makeUser({ full_name: `Staff Hidden${tag}`, auth0_sub: null }))).id as string;
  await insertRow(pool, 'admins', makeAdmin({ user_id: staffId }));
  petitionId = (
    await insertRow(pool, 'petitions', makePetition({ beneficiary_id: beneficiaryId, company_id: null, visa_class: 'o_1a' }))
  ).id as string;
  awardsId = (
    await insertRow(pool, 'modules', makeModule({ petition_id: petitionId, type: 'awards', name: 'Awards', order_index: 1 }))
  ).id as string;
  const judgingId = (
    await insertRow(pool, 'modules', makeModule({ petition_id: petitionId, type: 'judging', name: 'Judging', order_index: 2 }))
  ).id as string;
  const add = async (moduleId: string, name: string) =>
    (
      await insertRow(
        pool,
        'exhibits',
        makeExhibit({ module_id: moduleId, petition_id: petitionId, name, exhibit_type: 'award-evidence' }),
      )
    ).id as string;
  exhibitIds.prize = await add(awardsId, 'Prize');
  exhibitIds.medal = await add(awardsId, 'Medal');
  exhibitIds.panel = await add(judgingId, 'Panel');
});
afterAll(async () => {
  await pool?.query('delete from app_public.petitions where id = $1', [petitionId]);
  await pool?.end();
});

async function stored(client: pg.ClientBase): Promise<{ modules: Module[]; version: number; behind: number }> {
  const { rows } = await client.query<{ modules: Module[]; version: number; behind: number }>(
    `select modules, version, app_public.onboardings_exhibits_not_on_checklist(o) as behind
       from app_public.onboardings o where petition_id = $1`,
    [petitionId],
  );
  return rows[0]!;
}
const askedNames = (modules: Module[]) => modules.flatMap((m) => m.exhibits.filter((x) => x.exhibitId).map((x) => x.name)).sort();

describe("the beneficiary's checklist and exhibits staff hide (migration 0143)", () => {
  it('takes a hidden or provider-owned exhibit off the checklist, and its module when nothing is left to ask', async () => {
    await asUserRolledBack(pool, staffId, async (client) => {
      await client.query('select app_public.start_beneficiary_onboarding($1)', [petitionId]);
      expect(askedNames((await stored(client)).modules)).toEqual(['Medal', 'Panel', 'Prize']);

      await client.query('update app_public.exhibits set visible = false where id = $1', [exhibitIds.prize]);
      const afterHiding = await stored(client);
      expect(askedNames(afterHiding.modules)).toEqual(['Medal', 'Panel']);
      expect(afterHiding.behind).toBe(0);

      await client.query(`update app_public.exhibits set owned_by = 'PLYMOUTH' where id = $1`, [exhibitIds.medal]);
      const afterGiving = await stored(client);
      expect(askedNames(afterGiving.modules)).toEqual(['Panel']);
      expect(afterGiving.modules.some((m) => m.id === awardsId)).toBe(false);
      expect(afterGiving.modules.some((m) => m.type === 'PERSONAL')).toBe(true);
    });
  });

  it('leaves the checklist alone for other edits, and for an exhibit that was never asked', async () => {
    await asUserRolledBack(pool, staffId, async (client) => {
      await client.query(`update app_public.exhibits set owned_by = 'PLYMOUTH' where id = $1`, [exhibitIds.panel]);
      await client.query('select app_public.start_beneficiary_onboarding($1)', [petitionId]);
      const built = await stored(client);
      expect(askedNames(built.modules)).toEqual(['Medal', 'Prize']);

      // A rename, a reorder, and the provider's exhibit hidden as well: nothing the checklist asks changed.
      await client.query(`update app_public.exhibits set name = 'Prize (2024)', order_index = order_index + 1 where id = $1`, [
        exhibitIds.prize,
      ]);
      await client.query('update app_public.exhibits set visible = false where id = $1', [exhibitIds.panel]);
      expect((await stored(client)).version).toBe(built.version);
    });
  });

  it('counts an exhibit shown again as not on the checklist, and a refresh asks for it again', async () => {
    await asUserRolledBack(pool, staffId, async (client) => {
      await client.query('select app_public.start_beneficiary_onboarding($1)', [petitionId]);
      // One statement hides one exhibit and renames another.
      await client.query(`update app_public.exhibits set visible = (id <> $1), name = name || ' ' where id = any($2)`, [
        exhibitIds.prize,
        [exhibitIds.prize, exhibitIds.panel],
      ]);
      expect(askedNames((await stored(client)).modules)).toEqual(['Medal', 'Panel']);

      await client.query('update app_public.exhibits set visible = true where id = $1', [exhibitIds.prize]);
      const shownAgain = await stored(client);
      expect(askedNames(shownAgain.modules)).toEqual(['Medal', 'Panel']);
      expect(shownAgain.behind).toBe(1);

      await client.query('select app_public.start_beneficiary_onboarding($1)', [petitionId]);
      const refreshed = await stored(client);
      expect(askedNames(refreshed.modules).map((name) => name.trim())).toEqual(['Medal', 'Panel', 'Prize']);
      expect(refreshed.behind).toBe(0);
    });
  });
});
