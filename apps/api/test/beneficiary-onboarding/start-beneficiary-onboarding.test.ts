import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  EXHIBIT_TYPE_IDS,
  ONBOARDING_MODULE_TITLES,
  ONBOARDING_MODULE_TYPES,
  onboardingExhibitTypeFor,
  parseOnboardingModules,
  PERSONAL_ONBOARDING_MODULES,
  type OnboardingModule,
} from '@app/domain';
import { seedDemoData } from '@app/db/seed';
import { createTestDatabase, dropTestDatabase } from '@app/db/testing';
import { graphql } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The server-built beneficiary checklist (migration 0025) on the demo data, through GraphQL as the
 * browser calls it: staff build and refresh Priya's record; she edits only her own; a team VIEWER reads.
 * Own database: the demo seed needs an empty one.
 */
let database: { name: string; url: string };
let owner: pg.Client;
let server: TestServer;
let priyaPetitionId: string;
let otherOnboardingId: string;
const tokens = new Map<string, string>();

type AccountKey = 'staffAdmin' | 'beneficiary' | 'companyViewer';
function account(key: AccountKey) {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No demo account ${key}`);
  return found;
}
async function as<T = Record<string, unknown>>(key: AccountKey, query: string, variables: Record<string, unknown>) {
  const person = account(key);
  let token = tokens.get(person.sub);
  if (!token) {
    token = await server.issuer.issueToken({ sub: person.sub, email: person.email, name: person.fullName });
    tokens.set(person.sub, token);
  }
  return graphql<T>(server.url, token, query, variables);
}

const START = `mutation($petitionId: UUID!) {
  startBeneficiaryOnboarding(input: { petitionId: $petitionId }) { onboarding { id status modules } }
}`;
const READ = `query($petitionId: UUID!) { onboardingByPetitionId(petitionId: $petitionId) { id status modules } }`;
const UPDATE = `mutation($id: UUID!, $modules: JSON!) {
  updateOnboardingById(input: { id: $id, onboardingPatch: { modules: $modules } }) { onboarding { id modules } }
}`;

interface OnboardingRow {
  id: string;
  status: string;
  modules: unknown;
}
async function start(key: AccountKey = 'staffAdmin') {
  return as<{ startBeneficiaryOnboarding: { onboarding: OnboardingRow } | null }>(key, START, {
    petitionId: priyaPetitionId,
  });
}
async function read(key: AccountKey, petitionId = priyaPetitionId) {
  const result = await as<{ onboardingByPetitionId: OnboardingRow | null }>(key, READ, { petitionId });
  return result.data?.onboardingByPetitionId ?? null;
}
/** PostGraphile answers an update row-level security hides with no record (or an error): nothing changed. */
const refused = (result: { data?: Record<string, unknown> | null; errors?: unknown[] }) =>
  (result.errors?.length ?? 0) > 0 || (result.data?.updateOnboardingById as { onboarding: unknown } | null)?.onboarding === null;
const exhibitsOf = (modules: OnboardingModule[]) => modules.flatMap((module) => module.exhibits);

beforeAll(async () => {
  database = await createTestDatabase('ps_onboarding');
  owner = new pg.Client({ connectionString: database.url });
  await owner.connect();
  await seedDemoData(owner);
  const { rows } = await owner.query<{ id: string }>(
    `select p.id from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
     where u.email = $1 and p.latest_petition`,
    [account('beneficiary').email],
  );
  priyaPetitionId = rows[0]!.id;
  const other = await owner.query<{ id: string }>(
    `select o.id from app_public.onboardings o join app_public.petitions p on p.id = o.petition_id
     join app_public.users u on u.id = p.beneficiary_id where u.email <> $1 limit 1`,
    [account('beneficiary').email],
  );
  otherOnboardingId = other.rows[0]!.id;
  server = await startTestServer(database.url);
});
afterAll(async () => {
  await server?.close();
  await owner?.end();
  if (database) await dropTestDatabase(database.name);
});

describe('the SQL copies of the domain vocabulary agree with the domain package', () => {
  it('personal module template', async () => {
    const { rows } = await owner.query<{ template: unknown }>('select app_private.personal_onboarding_template() as template');
    expect(rows[0]!.template).toEqual(PERSONAL_ONBOARDING_MODULES);
  });

  it('module titles', async () => {
    for (const type of ONBOARDING_MODULE_TYPES) {
      const { rows } = await owner.query<{ title: string }>('select app_private.onboarding_module_title($1) as title', [type]);
      expect(rows[0]!.title, type).toBe(ONBOARDING_MODULE_TITLES[type]);
    }
  });

  it('exhibit type map of every catalogue type', async () => {
    const { rows } = await owner.query<{ id: string; type: string }>(
      'select id, app_private.onboarding_exhibit_type(id) as type from unnest($1::text[]) as id',
      [EXHIBIT_TYPE_IDS],
    );
    for (const row of rows) expect(row.type, row.id).toBe(onboardingExhibitTypeFor(row.id as never));
  });
});

describe('the modules JSON contract (packages/domain onboarding-record.ts)', () => {
  it('reads every onboarding record of the demo seed', async () => {
    const { rows } = await owner.query<{ modules: unknown }>('select modules from app_public.onboardings');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(() => parseOnboardingModules(row.modules)).not.toThrow();
  });
});

describe('start_beneficiary_onboarding', () => {
  it('is refused to the beneficiary and leaves the record as it was', async () => {
    const before = await read('beneficiary');
    const result = await start('beneficiary');
    expect(result.errors?.[0]?.message).toBe('Only staff may start beneficiary onboarding');
    expect(await read('beneficiary')).toEqual(before);
  });

  it('builds the checklist of the demo petition of Priya from its modules and customer-facing exhibits', async () => {
    // Start over: without a record the function builds one from scratch.
    await owner.query('delete from app_public.onboardings where petition_id = $1', [priyaPetitionId]);
    const result = await start();
    expect(result.errors).toBeUndefined();
    const record = result.data!.startBeneficiaryOnboarding!.onboarding;
    expect(record.status).toBe('NOT_STARTED');
    const modules = parseOnboardingModules(record.modules);

    expect(modules.slice(0, 4).map((module) => module.type)).toEqual(['PERSONAL', 'IDENTIFICATION', 'EMPLOYMENT', 'FILING_TYPE']);
    expect(modules.at(-1)?.type).toBe('MEMO_STARTER');
    for (const module of modules) expect(module.title).toBe(ONBOARDING_MODULE_TITLES[module.type]);
    // Priya files by change of status: she is in the U.S., so the U.S.-only items show.
    expect(modules[0]!.exhibits.find((exhibit) => exhibit.type === 'US_ADDRESS')?.hidden).toBe(false);

    const { rows: customerFacing } = await owner.query<{ id: string; exhibit_type: string }>(
      `select e.id, e.exhibit_type from app_public.exhibits e join app_public.modules m on m.id = e.module_id
       where e.petition_id = $1 and e.owned_by <> 'PLYMOUTH' and e.visible
         and m.type in ('high-remuneration', 'critical-role', 'membership', 'authorship', 'judging', 'awards',
                        'original-contribution', 'press')
         and not exists (select 1 from app_public.exhibits c where c.parent_exhibit_id = e.id)`,
      [priyaPetitionId],
    );
    const items = exhibitsOf(modules).filter((exhibit) => exhibit.exhibitId !== null);
    expect(items.map((exhibit) => exhibit.exhibitId).sort()).toEqual(customerFacing.map((row) => row.id).sort());
    for (const row of customerFacing) {
      const item = items.find((exhibit) => exhibit.exhibitId === row.id)!;
      expect(item.id).toBe(row.id);
      expect(item.type).toBe(onboardingExhibitTypeFor(row.exhibit_type as never));
      expect(item.status).toBe('pending');
    }
    const letters = modules.find((module) => module.type === 'EXPERT_LETTERS');
    expect(letters?.exhibits.length).toBeGreaterThan(0);
    expect(letters?.exhibits.every((exhibit) => exhibit.type === 'EXPERT_LETTER')).toBe(true);
  });

  it('never lists a hidden provider-owned exhibit', async () => {
    const { rows: hidden } = await owner.query<{ id: string }>(
      `select id from app_public.exhibits where petition_id = $1 and owned_by = 'PLYMOUTH' and not visible`,
      [priyaPetitionId],
    );
    expect(hidden.length).toBeGreaterThan(0);
    const modules = parseOnboardingModules((await read('staffAdmin'))!.modules);
    const listed = new Set(exhibitsOf(modules).flatMap((exhibit) => [exhibit.id, exhibit.exhibitId]));
    for (const row of hidden) expect(listed.has(row.id)).toBe(false);
  });

  it('a refresh keeps what the beneficiary did and adds new evidence as pending', async () => {
    const record = (await read('beneficiary'))!;
    const modules = parseOnboardingModules(record.modules);
    const target =
      modules.find((module) => module.type === 'AUTHORSHIP' || module.type === 'PRESS' || module.type === 'AWARDS') ??
      modules[4]!;
    const done = target.exhibits.find((exhibit) => exhibit.exhibitId)!;
    const legalName = modules[0]!.exhibits.find((exhibit) => exhibit.type === 'LEGAL_NAME')!;
    done.status = 'completed';
    done.data = { links: ['https://example.test/article'] };
    legalName.status = 'completed';
    legalName.data = { firstName: 'Priya' };
    const saved = await as('beneficiary', UPDATE, { id: record.id, modules: JSON.stringify(modules) });
    expect(saved.errors).toBeUndefined();

    // Staff add an exhibit to the petition, then refresh the checklist.
    const { rows: added } = await owner.query<{ id: string }>(
      `insert into app_public.exhibits (module_id, petition_id, exhibit_type, name, owned_by, order_index)
       values ($1, $2, 'press-article', 'New article', 'BENEFICIARY', 99) returning id`,
      [target.id, priyaPetitionId],
    );
    const result = await start();
    expect(result.errors).toBeUndefined();
    const refreshed = parseOnboardingModules(result.data!.startBeneficiaryOnboarding!.onboarding.modules);
    const keep = exhibitsOf(refreshed).find((exhibit) => exhibit.id === done.id)!;
    expect(keep).toMatchObject({ status: 'completed', data: { links: ['https://example.test/article'] } });
    expect(exhibitsOf(refreshed).find((exhibit) => exhibit.id === legalName.id)).toMatchObject({
      status: 'completed',
      data: { firstName: 'Priya' },
    });
    const refreshedTarget = refreshed.find((module) => module.id === target.id)!;
    expect(refreshedTarget.exhibits.find((exhibit) => exhibit.exhibitId === added[0]!.id)).toMatchObject({
      status: 'pending',
      type: 'PRESS_ARTICLE',
    });
    expect(refreshedTarget.status).toBe('in_progress');
    // Module ids survive a refresh too (browser links carry them).
    expect(refreshed.map((module) => module.id)).toEqual(expect.arrayContaining(modules.map((module) => module.id)));
  });
});

describe('who may change an onboarding record', () => {
  it("the beneficiary saves her own record's modules", async () => {
    const record = (await read('beneficiary'))!;
    const modules = parseOnboardingModules(record.modules);
    modules[0]!.status = 'in_progress';
    const result = await as('beneficiary', UPDATE, { id: record.id, modules: JSON.stringify(modules) });
    expect(result.errors).toBeUndefined();
    expect(parseOnboardingModules((await read('staffAdmin'))!.modules)[0]!.status).toBe('in_progress');
  });

  it("the beneficiary cannot change another beneficiary's record", async () => {
    const before = await owner.query<{ modules: unknown }>('select modules from app_public.onboardings where id = $1', [
      otherOnboardingId,
    ]);
    const result = await as('beneficiary', UPDATE, { id: otherOnboardingId, modules: '[]' });
    expect(refused(result)).toBe(true);
    const after = await owner.query<{ modules: unknown }>('select modules from app_public.onboardings where id = $1', [
      otherOnboardingId,
    ]);
    expect(after.rows[0]!.modules).toEqual(before.rows[0]!.modules);
  });

  it('a team VIEWER reads the record but cannot save it', async () => {
    const seen = await read('companyViewer');
    expect(seen?.id).toBeDefined();
    const result = await as('companyViewer', UPDATE, { id: seen!.id, modules: '[]' });
    expect(refused(result)).toBe(true);
    expect(parseOnboardingModules((await read('staffAdmin'))!.modules).length).toBeGreaterThan(4);
  });

  it('a team VIEWER cannot start onboarding either', async () => {
    const result = await start('companyViewer');
    expect(result.errors?.[0]?.message).toBe('Only staff may start beneficiary onboarding');
  });
});
