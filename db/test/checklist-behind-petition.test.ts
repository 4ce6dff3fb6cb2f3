import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeAdmin, makeExhibit, makeModule, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0141: staff are told how many of the petition's exhibits the beneficiary's checklist does not ask for
 * yet, and the rule that says which exhibits a checklist asks for agrees with the build
 * (start_beneficiary_onboarding) on a petition with every kind of exhibit the build tells apart.
 */
let pool: pg.Pool;
const tag = randomBytes(4).toString('hex');
let staffId: string;
let beneficiaryId: string;
let petitionId: string;
let awardsId: string;

async function addModule(fields: Record<string, unknown>): Promise<string> {
  return (await insertRow(pool, 'modules', makeModule({ petition_id: petitionId, ...fields }))).id as string;
}
async function addExhibit(moduleId: string, fields: Record<string, unknown>): Promise<string> {
  return (await insertRow(pool, 'exhibits', makeExhibit({ module_id: moduleId, petition_id: petitionId, ...fields })))
    .id as string;
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  beneficiaryId = (await insertRow(pool, 'users', makeUser({ full_name: `Ana Behind${tag}`, auth0_sub: null }))).id as string;
  staffId = (await insertRow(pool, 'users', makeUser({ full_name: `Staff Behind${tag}`, auth0_sub: null }))).id as string;
  await insertRow(pool, 'admins', makeAdmin({ user_id: staffId }));
  petitionId = (
    await insertRow(pool, 'petitions', makePetition({ beneficiary_id: beneficiaryId, company_id: null, visa_class: 'o_1a' }))
  ).id as string;
  const memo = await addModule({ type: 'memo-starter', name: 'Memo Starter', visible: false, order_index: 0 });
  const background = await addModule({ type: 'beneficiary-background', name: 'Background', order_index: 1 });
  awardsId = await addModule({ type: 'awards', name: 'Awards', order_index: 2 });
  const conclusion = await addModule({ type: 'conclusion', name: 'Conclusion', order_index: 3 });
  // Asked: a CV of a visible module, an award, a sub-exhibit (its umbrella is not), expert letters wherever they are.
  await addExhibit(background, { exhibit_type: 'beneficiary-cv', name: 'CV' });
  await addExhibit(awardsId, { exhibit_type: 'award-evidence', name: 'Award' });
  const umbrella = await addExhibit(awardsId, { exhibit_type: 'award-evidence', name: 'Umbrella' });
  await addExhibit(awardsId, { exhibit_type: 'award-evidence', name: 'Sub-exhibit', parent_exhibit_id: umbrella });
  await addExhibit(awardsId, { exhibit_type: 'expert-letter', name: 'Letter in awards' });
  await addExhibit(conclusion, { exhibit_type: 'expert-letter', name: 'Letter in conclusion' });
  // Not asked: the CV of the hidden memo starter, the provider's own exhibit, a hidden one, a conclusion's exhibit.
  await addExhibit(memo, { exhibit_type: 'beneficiary-cv', name: 'Old CV' });
  await addExhibit(awardsId, { exhibit_type: 'award-evidence', name: 'Provider', owned_by: 'PLYMOUTH' });
  await addExhibit(awardsId, { exhibit_type: 'award-evidence', name: 'Hidden', visible: false });
  await addExhibit(conclusion, { exhibit_type: null, name: 'Conclusion text' });
});
afterAll(async () => {
  await pool?.query('delete from app_public.petitions where id = $1', [petitionId]);
  await pool?.end();
});

type Checklist = { modules: { exhibits: { exhibitId: string | null }[] }[] };

async function startOnboarding(client: pg.ClientBase): Promise<void> {
  await client.query('select app_public.start_beneficiary_onboarding($1)', [petitionId]);
}
async function notOnChecklist(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    'select app_public.onboardings_exhibits_not_on_checklist(o) as n from app_public.onboardings o where o.petition_id = $1',
    [petitionId],
  );
  return rows[0]!.n;
}

describe('the checklist behind the petition (migration 0141)', () => {
  it('asks for the exhibits the build puts on the checklist, no more and no fewer', async () => {
    await asUserRolledBack(pool, staffId, async (client) => {
      await startOnboarding(client);
      const { rows } = await client.query<Checklist>('select modules from app_public.onboardings where petition_id = $1', [
        petitionId,
      ]);
      const built = rows[0]!.modules.flatMap((module) => module.exhibits.flatMap((item) => item.exhibitId ?? []));
      const { rows: asked } = await client.query<{ id: string }>(
        'select id from app_private.onboarding_asked_exhibit_ids($1) as asked(id)',
        [petitionId],
      );
      const names = await client.query<{ id: string; name: string }>(
        'select id, name from app_public.exhibits where petition_id = $1',
        [petitionId],
      );
      const name = (id: string) => names.rows.find((row) => row.id === id)?.name;
      expect(built.map(name).sort()).toEqual(['Award', 'CV', 'Letter in awards', 'Letter in conclusion', 'Sub-exhibit']);
      expect(asked.map((row) => name(row.id)).sort()).toEqual(built.map(name).sort());
    });
  });

  it('counts an exhibit added after the checklist was built until staff refresh it', async () => {
    await asUserRolledBack(pool, staffId, async (client) => {
      await startOnboarding(client);
      expect(await notOnChecklist(client)).toBe(0);
      await client.query(
        `insert into app_public.exhibits (petition_id, module_id, name, exhibit_type, order_index)
         values ($1, $2, 'Added later', 'award-evidence', 9), ($1, $2, 'Provider later', 'award-evidence', 10)`,
        [petitionId, awardsId],
      );
      await client.query(
        `update app_public.exhibits set owned_by = 'PLYMOUTH' where name = 'Provider later' and petition_id = $1`,
        [petitionId],
      );
      // The provider's own exhibit is never asked of the beneficiary: only the award counts.
      expect(await notOnChecklist(client)).toBe(1);
      await startOnboarding(client);
      expect(await notOnChecklist(client)).toBe(0);
    });
  });
});
