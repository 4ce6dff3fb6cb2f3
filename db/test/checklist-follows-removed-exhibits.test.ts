import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeAdmin, makeExhibit, makeModule, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0142: an exhibit staff delete leaves the beneficiary's checklist at once, and a customer's save of the
 * checklist changes only its statuses and answers, so it cannot bring back what staff removed or drop what a refresh
 * added while her page was open.
 */
let pool: pg.Pool;
const tag = randomBytes(4).toString('hex');
let staffId: string;
let beneficiaryId: string;
let petitionId: string;
let awardsId: string;
const exhibitIds = { prize: '', medal: '', panel: '', letter: '' };

type Item = { id: string; exhibitId: string | null; name: string; status: string; data: Record<string, unknown> };
type Module = { id: string; type: string; status: string; exhibits: Item[] };

async function addExhibit(moduleId: string, name: string, exhibitType: string): Promise<string> {
  const row = await insertRow(
    pool,
    'exhibits',
    makeExhibit({ module_id: moduleId, petition_id: petitionId, name, exhibit_type: exhibitType }),
  );
  return row.id as string;
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  beneficiaryId = (await insertRow(pool, 'users', makeUser({ full_name: `Ana Removed${tag}`, auth0_sub: null }))).id as string;
  staffId = (await insertRow(pool, 'users', makeUser({ full_name: `Staff Removed${tag}`, auth0_sub: null }))).id as string;
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
  exhibitIds.prize = await addExhibit(awardsId, 'Prize', 'award-evidence');
  exhibitIds.medal = await addExhibit(awardsId, 'Medal', 'award-evidence');
  exhibitIds.panel = await addExhibit(judgingId, 'Panel', 'award-evidence');
  exhibitIds.letter = await addExhibit(judgingId, 'Letter', 'expert-letter');
});
afterAll(async () => {
  await pool?.query('delete from app_public.petitions where id = $1', [petitionId]);
  await pool?.end();
});

async function checklist(client: pg.ClientBase): Promise<Module[]> {
  const { rows } = await client.query<{ modules: Module[] }>(
    'select modules from app_public.onboardings where petition_id = $1',
    [petitionId],
  );
  return rows[0]!.modules;
}
const askedNames = (modules: Module[]) => modules.flatMap((m) => m.exhibits.filter((x) => x.exhibitId).map((x) => x.name)).sort();
const itemFor = (modules: Module[], exhibitId: string) =>
  modules.flatMap((m) => m.exhibits).find((item) => item.exhibitId === exhibitId);

async function asStaff<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return asUserRolledBack(pool, staffId, fn);
}
async function switchTo(client: pg.ClientBase, userId: string): Promise<void> {
  await client.query(`select set_config('jwt.claims.user_id', $1, true)`, [userId]);
}
async function saveAsCustomer(client: pg.ClientBase, modules: unknown): Promise<void> {
  await switchTo(client, beneficiaryId);
  await client.query('update app_public.onboardings set modules = $2 where petition_id = $1', [
    petitionId,
    JSON.stringify(modules),
  ]);
  await switchTo(client, staffId);
}

describe("the beneficiary's checklist and exhibits staff remove (migration 0142)", () => {
  it('takes a deleted exhibit off the checklist, and a module left with nothing to ask with it', async () => {
    await asStaff(async (client) => {
      await client.query('select app_public.start_beneficiary_onboarding($1)', [petitionId]);
      expect(askedNames(await checklist(client))).toEqual(['Letter', 'Medal', 'Panel', 'Prize']);

      await client.query('delete from app_public.exhibits where id = $1', [exhibitIds.prize]);
      const afterPrize = await checklist(client);
      expect(askedNames(afterPrize)).toEqual(['Letter', 'Medal', 'Panel']);
      expect(afterPrize.some((m) => m.id === awardsId)).toBe(true);

      // The module goes when its last item goes; the expert letters' module when its letter does.
      await client.query('delete from app_public.exhibits where id = any($1)', [[exhibitIds.medal, exhibitIds.letter]]);
      const left = await checklist(client);
      expect(askedNames(left)).toEqual(['Panel']);
      expect(left.some((m) => m.id === awardsId)).toBe(false);
      expect(left.some((m) => m.type === 'EXPERT_LETTERS')).toBe(false);
      // The personal modules are untouched, and nothing counts as behind the petition.
      expect(left.some((m) => m.type === 'PERSONAL')).toBe(true);
      const { rows } = await client.query<{ n: number }>(
        'select app_public.onboardings_exhibits_not_on_checklist(o) as n from app_public.onboardings o where petition_id = $1',
        [petitionId],
      );
      expect(rows[0]!.n).toBe(0);
    });
  });

  it('works a module out again when the item it lost was the one still open', async () => {
    await asStaff(async (client) => {
      await client.query('select app_public.start_beneficiary_onboarding($1)', [petitionId]);
      const loaded = await checklist(client);
      const done = loaded.map((m) => ({
        ...m,
        exhibits: m.exhibits.map((x) =>
          x.exhibitId === exhibitIds.prize ? { ...x, status: 'completed', data: { description: 'Won' } } : x,
        ),
      }));
      await saveAsCustomer(client, done);
      await client.query('delete from app_public.exhibits where id = $1', [exhibitIds.medal]);
      const awards = (await checklist(client)).find((m) => m.id === awardsId)!;
      expect(awards.exhibits.map((x) => x.name)).toEqual(['Prize']);
      expect(awards.status).toBe('completed');
    });
  });

  it("keeps staff's changes when the customer saves the checklist her page loaded before them", async () => {
    await asStaff(async (client) => {
      await client.query('select app_public.start_beneficiary_onboarding($1)', [petitionId]);
      const herPage = await checklist(client);

      // Meanwhile staff delete one exhibit, add another and refresh, and rename a third.
      await client.query('delete from app_public.exhibits where id = $1', [exhibitIds.prize]);
      const added = await addExhibitAs(client, 'Added later');
      await client.query(`update app_public.exhibits set name = 'Medal (gold)' where id = $1`, [exhibitIds.medal]);
      await client.query('select app_public.start_beneficiary_onboarding($1)', [petitionId]);

      // Her save: answers on two items (one of them the deleted exhibit's), an item and a module of her own, a name.
      const sent = herPage.map((m) => ({
        ...m,
        status: m.id === awardsId ? 'in_progress' : m.status,
        exhibits: [
          ...m.exhibits.map((x) => {
            if (x.exhibitId === exhibitIds.medal)
              return { ...x, name: 'Renamed by her', status: 'completed', data: { description: 'Gold' } };
            if (x.exhibitId === exhibitIds.prize) return { ...x, status: 'completed', data: { description: 'Gone' } };
            return x;
          }),
          ...(m.id === awardsId
            ? [{ ...m.exhibits[0]!, id: 'invented', exhibitId: '00000000-0000-4000-8000-000000000000' }]
            : []),
        ],
      }));
      sent.push({ id: 'her-module', type: 'PRESS', status: 'completed', exhibits: [] });
      await saveAsCustomer(client, sent);

      const stored = await checklist(client);
      expect(askedNames(stored)).toEqual(['Added later', 'Letter', 'Medal (gold)', 'Panel']);
      expect(itemFor(stored, exhibitIds.medal)).toMatchObject({ status: 'completed', data: { description: 'Gold' } });
      expect(itemFor(stored, added)).toMatchObject({ status: 'pending' });
      expect(stored.find((m) => m.id === awardsId)!.status).toBe('in_progress');
      expect(stored.some((m) => m.id === 'her-module')).toBe(false);
    });
  });

  it('refuses a customer save whose modules are not a list, and lets staff write theirs as sent', async () => {
    await asStaff(async (client) => {
      await client.query('select app_public.start_beneficiary_onboarding($1)', [petitionId]);
      await client.query('savepoint before_bad_save');
      await expect(saveAsCustomer(client, { not: 'a list' })).rejects.toMatchObject({
        code: '22023',
        message: 'The checklist could not be saved: its modules must be a list.',
      });
      await client.query('rollback to savepoint before_bad_save');
      await switchTo(client, staffId);
      const trimmed = (await checklist(client)).filter((m) => m.type !== 'JUDGING');
      await client.query('update app_public.onboardings set modules = $2 where petition_id = $1', [
        petitionId,
        JSON.stringify(trimmed),
      ]);
      expect(askedNames(await checklist(client))).toEqual(['Letter', 'Medal', 'Prize']);
    });
  });
});

async function addExhibitAs(client: pg.ClientBase, name: string): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `insert into app_public.exhibits (petition_id, module_id, name, exhibit_type, order_index)
     values ($1, $2, $3, 'award-evidence', 9) returning id`,
    [petitionId, awardsId, name],
  );
  return rows[0]!.id;
}
