import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeAdmin, makeExhibit, makeModule, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0144: whatever staff change that the build's rule reads (a sub-exhibit making an umbrella, a module hidden,
 * an exhibit moved) takes what the rule no longer asks for off the beneficiary's checklist at once; what it newly asks
 * for counts as not on the checklist until staff refresh it.
 */
let pool: pg.Pool;
const tag = randomBytes(4).toString('hex');
let staffId: string;
let petitionId: string;
const moduleIds = { awards: '', employment: '', conclusion: '' };
const exhibitIds = { prize: '', medal: '', letter: '', cv: '' };

type Item = { exhibitId: string | null; name: string; status: string };
type Module = { id: string; type: string; status: string; exhibits: Item[] };

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  const beneficiaryId = (await insertRow(pool, 'users', makeUser({ full_name: `Ana Umbrella${tag}`, auth0_sub: null })))
    .id as string;
  staffId = (await insertRow(pool, 'users', makeUser({ full_name: `Staff Umbrella${tag}`, auth0_sub: null }))).id as string;
  await insertRow(pool, 'admins', makeAdmin({ user_id: staffId }));
  petitionId = (
    await insertRow(pool, 'petitions', makePetition({ beneficiary_id: beneficiaryId, company_id: null, visa_class: 'o_1a' }))
  ).id as string;
  const module = async (type: string, name: string, orderIndex: number) =>
    (await insertRow(pool, 'modules', makeModule({ petition_id: petitionId, type, name, order_index: orderIndex }))).id as string;
  moduleIds.awards = await module('awards', 'Awards', 1);
  moduleIds.employment = await module('beneficiary-background', 'Background', 2);
  moduleIds.conclusion = await module('conclusion', 'Conclusion', 3);
  const add = async (moduleId: string, name: string, exhibitType: string) =>
    (
      await insertRow(
        pool,
        'exhibits',
        makeExhibit({ module_id: moduleId, petition_id: petitionId, name, exhibit_type: exhibitType }),
      )
    ).id as string;
  exhibitIds.prize = await add(moduleIds.awards, 'Prize', 'award-evidence');
  exhibitIds.medal = await add(moduleIds.awards, 'Medal', 'award-evidence');
  exhibitIds.letter = await add(moduleIds.awards, 'Letter from the jury', 'expert-letter');
  exhibitIds.cv = await add(moduleIds.employment, 'Curriculum vitae', 'beneficiary-cv');
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
const addSubExhibit = (client: pg.ClientBase, parentId: string, name: string) =>
  client.query(
    `insert into app_public.exhibits (module_id, parent_exhibit_id, name, exhibit_type)
     select module_id, id, $2, 'award-evidence' from app_public.exhibits where id = $1`,
    [parentId, name],
  );

describe("the beneficiary's checklist asks only for what its build would (migration 0144)", () => {
  it('takes an exhibit that got a sub-exhibit off (an expert letter stays), and a refresh asks for the sub-exhibit', async () => {
    await asUserRolledBack(pool, staffId, async (client) => {
      await client.query('select app_public.start_beneficiary_onboarding($1)', [petitionId]);
      expect(askedNames((await stored(client)).modules)).toEqual(['Curriculum vitae', 'Letter from the jury', 'Medal', 'Prize']);

      await addSubExhibit(client, exhibitIds.prize, 'Prize certificate');
      await addSubExhibit(client, exhibitIds.letter, 'Letter, signed page');
      const afterAdding = await stored(client);
      expect(askedNames(afterAdding.modules)).toEqual(['Curriculum vitae', 'Letter from the jury', 'Medal']);
      expect(afterAdding.behind).toBe(2);

      await client.query('select app_public.start_beneficiary_onboarding($1)', [petitionId]);
      const refreshed = await stored(client);
      expect(askedNames(refreshed.modules)).toEqual([
        'Curriculum vitae',
        'Letter from the jury',
        'Letter, signed page',
        'Medal',
        'Prize certificate',
      ]);
      expect(refreshed.behind).toBe(0);
    });
  });

  it('takes an exhibit off when staff move another under it or move it to a module with no checklist section', async () => {
    await asUserRolledBack(pool, staffId, async (client) => {
      await client.query('select app_public.start_beneficiary_onboarding($1)', [petitionId]);
      await client.query('update app_public.exhibits set parent_exhibit_id = $1 where id = $2', [
        exhibitIds.prize,
        exhibitIds.medal,
      ]);
      // Prize is now an umbrella; Medal, its sub-exhibit, is still asked.
      expect(askedNames((await stored(client)).modules)).toEqual(['Curriculum vitae', 'Letter from the jury', 'Medal']);

      await client.query('update app_public.exhibits set module_id = $1, parent_exhibit_id = null where id = $2', [
        moduleIds.conclusion,
        exhibitIds.medal,
      ]);
      const afterMoving = await stored(client);
      expect(askedNames(afterMoving.modules)).toEqual(['Curriculum vitae', 'Letter from the jury']);
      // Prize has no sub-exhibit any more: asked again by the rule, so counted until a refresh.
      expect(afterMoving.behind).toBe(1);
      expect(afterMoving.modules.some((m) => m.id === moduleIds.awards)).toBe(false);
    });
  });

  it("takes a CV off when staff hide its module, and leaves the checklist alone for a module's other edits", async () => {
    await asUserRolledBack(pool, staffId, async (client) => {
      await client.query('select app_public.start_beneficiary_onboarding($1)', [petitionId]);
      const built = await stored(client);
      await client.query(`update app_public.modules set name = 'Awards and prizes', order_index = 5 where id = $1`, [
        moduleIds.awards,
      ]);
      await client.query('update app_public.exhibits set order_index = order_index + 1, name = name || $2 where module_id = $1', [
        moduleIds.awards,
        ' (2024)',
      ]);
      expect((await stored(client)).version).toBe(built.version);

      await client.query('update app_public.modules set visible = false where id = $1', [moduleIds.employment]);
      const afterHiding = await stored(client);
      expect(askedNames(afterHiding.modules)).toEqual(['Letter from the jury', 'Medal', 'Prize']);
      expect(afterHiding.version).toBe(built.version + 1);
    });
  });
});
