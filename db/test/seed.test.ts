import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  DEMO_COMPANY_NAME,
  ENTITY_TYPES,
  EXHIBIT_TYPES,
  isCompletedWithoutDescription,
  ONBOARDING_DESCRIBED_EXHIBIT_TYPES,
  ONBOARDING_STATUSES,
  PETITION_MODULE_TYPES,
  PETITION_STATUSES,
  TN_PRESET_MODULES,
  VISA_TYPES,
} from '@app/domain';
import { LARGE_BENCH_PETITION_MARKER, seedDemoData, seedLargeData, seedReferenceData } from '../src/seed/index.ts';
import { createTestDatabase, dropTestDatabase } from '../src/testing/test-database.ts';

const REFERENCE_TABLES = [
  'visa_types',
  'module_types',
  'exhibit_types',
  'entity_schemas',
  'checklist_sections',
  'checklist_tasks',
];
/** A fixed "today" so two runs of the demo seed can be compared byte for byte. */
const DEMO_NOW = new Date('2026-03-02T12:00:00Z');

async function counts(client: pg.ClientBase, tables: readonly string[]): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from app_public.${table}`);
    result[table] = rows[0]?.n ?? -1;
  }
  return result;
}

/** A digest of the demo's content (ids, names, statuses, file hashes) to compare two runs. */
async function fingerprint(client: pg.ClientBase): Promise<string> {
  const { rows } = await client.query<{ digest: string }>(`
    select md5(concat_ws('|',
      (select string_agg(concat_ws(',', id, email, full_name, archetype, created_at), ';' order by id) from app_public.users),
      (select string_agg(concat_ws(',', id, status, visa_class, latest_petition, metadata::text, updated_at), ';' order by id) from app_public.petitions),
      (select string_agg(concat_ws(',', id, module_id, parent_exhibit_id, name, status, owned_by, order_index), ';' order by id) from app_public.exhibits),
      (select string_agg(concat_ws(',', id, name, sha256, size_bytes), ';' order by id) from app_public.files),
      (select string_agg(concat_ws(',', id, modules::text, status), ';' order by id) from app_public.onboardings)
    )) as digest`);
  return rows[0]?.digest ?? '';
}

describe('reference data (own database: other tests add rows to the shared one)', () => {
  let database: { name: string; url: string };
  let client: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase('ps_reference');
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    if (database) await dropTestDatabase(database.name);
  });

  it('is idempotent: a second and third run change no counts', async () => {
    await seedReferenceData(client);
    const first = await counts(client, REFERENCE_TABLES);
    await seedReferenceData(client);
    await seedReferenceData(client);
    expect(await counts(client, REFERENCE_TABLES)).toEqual(first);
    expect(first.visa_types).toBe(VISA_TYPES.length);
    expect(first.module_types).toBe(PETITION_MODULE_TYPES.length);
    expect(first.exhibit_types).toBe(EXHIBIT_TYPES.length);
    expect(first.entity_schemas).toBe(ENTITY_TYPES.length);
  });

  it('holds the whole catalogue, and every exhibit type points at an existing module type', async () => {
    const { rows } = await client.query<{ id: string; module_type_id: string | null; module_exists: boolean }>(`
      select e.id, e.module_type_id, m.id is not null as module_exists
      from app_public.exhibit_types e left join app_public.module_types m on m.id = e.module_type_id`);
    expect(rows.filter((row) => !row.module_exists)).toEqual([]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const type of EXHIBIT_TYPES) expect(byId.get(type.id)?.module_type_id).toBe(type.moduleType);
    for (const type of TN_PRESET_MODULES) {
      const { rowCount } = await client.query('select 1 from app_public.module_types where id = $1', [type.type]);
      expect(rowCount).toBe(1);
    }
  });

  it('has an entity schema per type and a staff checklist of sections with 1 to 6 tasks', async () => {
    const schemas = await client.query<{ type: string; schema: { properties: Record<string, unknown> } }>(
      'select type::text, schema from app_public.entity_schemas',
    );
    expect(schemas.rows.map((row) => row.type).sort()).toEqual([...ENTITY_TYPES].sort());
    for (const row of schemas.rows)
      expect(Object.keys(row.schema.properties)).toEqual(expect.arrayContaining(['description', 'selection_criteria']));
    const sections = await client.query<{ name: string; tasks: number }>(`
      select s.name, count(t.id)::int as tasks from app_public.checklist_sections s
      left join app_public.checklist_tasks t on t.section_id = s.id group by s.id order by s.position`);
    expect(sections.rows.map((row) => row.name)).toEqual([
      'Intake',
      'Evidence',
      'Forms',
      'Filing',
      'Border or consulate application',
      'After the decision',
    ]);
    // "After the decision" holds the extension alone (migration 0147): a section is what the work is, not a size.
    for (const section of sections.rows) expect(section.tasks).toBeGreaterThanOrEqual(1);
    for (const section of sections.rows) expect(section.tasks).toBeLessThanOrEqual(6);
  });
});

describe('demo data and large data (own database)', () => {
  let database: { name: string; url: string };
  let client: pg.Client;
  const stored = new Map<string, Buffer>();

  beforeAll(async () => {
    database = await createTestDatabase('ps_seed');
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await seedDemoData(client, {
      now: DEMO_NOW,
      files: {
        write: async (key, bytes) => {
          stored.set(key, bytes);
        },
      },
    });
  });
  afterAll(async () => {
    await client?.end();
    if (database) await dropTestDatabase(database.name);
  });

  it('tells nobody about the story it replays, and plans its open tasks (issue 30)', async () => {
    // Replaying the status history (as the staff admin) notified every customer and queued an e-mail each.
    expect((await client.query('select count(*)::int as n from app_public.email_outbox')).rows[0].n).toBe(0);
    const notifications = await client.query<{ kind: string; read: boolean }>(
      `select n.kind, n.read_at is not null as read from app_public.notifications n order by n.kind`,
    );
    expect(notifications.rows.map((row) => row.kind)).toEqual(['document-uploaded', 'status-changed', 'task-assigned']);
    expect(notifications.rows.every((row) => row.read)).toBe(true);
    const tasks = await client.query<{ open: number; dated: number; overdue: number }>(
      `select count(*)::int as open, count(due_date)::int as dated,
              count(*) filter (where due_date < current_date)::int as overdue
         from app_public.pending_petition_tasks where completed_at is null`,
    );
    expect(tasks.rows[0]!.open).toBeGreaterThan(0);
    expect(tasks.rows[0]!.dated).toBe(tasks.rows[0]!.open);
    const facts = await client.query<{ n: number }>(
      'select count(*)::int as n from app_public.case_list_facts where next_deadline is not null',
    );
    expect(facts.rows[0]!.n).toBeGreaterThan(0);
  });

  it('creates the four demo accounts with their roles', async () => {
    const { rows } = await client.query<{
      sub: string;
      full_name: string;
      email: string;
      is_admin: boolean;
      archetype: string | null;
      roles: string[] | null;
    }>(`
      select u.auth0_sub as sub, u.full_name, u.email, exists (select 1 from app_public.admins a where a.user_id = u.id) as is_admin,
             u.archetype,
             (select array_agg(c.dba_name || ':' || m.role || ':' || m.is_authorized_signatory) from app_public.company_members m
              join app_public.companies c on c.id = m.company_id where m.user_id = u.id) as roles
      from app_public.users u where u.auth0_sub is not null`);
    const bySub = new Map(rows.map((row) => [row.sub, row]));
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    for (const account of DEMO_ACCOUNTS) {
      const user = bySub.get(account.sub);
      expect(user?.full_name).toBe(account.fullName);
      expect(user?.email).toBe(account.email);
      expect(user?.is_admin).toBe(account.key === 'staffAdmin');
    }
    const sub = (key: string) => DEMO_ACCOUNTS.find((account) => account.key === key)?.sub ?? '';
    expect(bySub.get(sub('employerAdmin'))?.roles).toEqual([`${DEMO_COMPANY_NAME}:ADMIN:true`]);
    expect(bySub.get(sub('companyViewer'))?.roles).toEqual([`${DEMO_COMPANY_NAME}:VIEWER:false`]);
    const priya = bySub.get(sub('beneficiary'));
    expect(priya?.roles).toBeNull();
    expect(priya?.archetype).toBe('software-engineer');

    const petition = await client.query<{ status: string; visa_class: string; company: string; onboarding: string }>(
      `
      select p.status, p.visa_class, c.dba_name as company, o.status as onboarding
      from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
      join app_public.companies c on c.id = p.company_id join app_public.onboardings o on o.petition_id = p.id
      where u.auth0_sub = $1 and p.latest_petition`,
      [sub('beneficiary')],
    );
    expect(petition.rows).toEqual([
      { status: 'PENDING_DOCS', visa_class: 'o_1a', company: DEMO_COMPANY_NAME, onboarding: 'in_progress' },
    ]);
  });

  it('has about ten companies with offices and teams, forty beneficiaries, and staff on the cases', async () => {
    const c = await counts(client, ['companies', 'company_offices', 'company_members', 'admins', 'user_employments']);
    expect(c.companies).toBeGreaterThanOrEqual(10);
    expect(c.company_offices).toBeGreaterThanOrEqual(c.companies ?? 0);
    expect(c.admins).toBeGreaterThan(1);
    const { rows } = await client.query<{ archetype: string; n: number }>(
      'select archetype, count(*)::int as n from app_public.users where archetype is not null group by 1 order by 1',
    );
    expect(rows.reduce((sum, row) => sum + row.n, 0)).toBe(40);
    expect(rows).toHaveLength(4);
    const staffed = await client.query<{ n: number }>(`
      select count(*)::int as n from app_public.petitions p
      where p.oa_user_id in (select user_id from app_public.admins) and p.csm_user_id in (select user_id from app_public.admins)`);
    expect(staffed.rows[0]?.n).toBe((await counts(client, ['petitions'])).petitions);
  });

  it('has petitions in every status and several visa classes, one latest per beneficiary, history from the trigger', async () => {
    const statuses = await client.query<{ status: string }>('select distinct status::text from app_public.petitions');
    expect(statuses.rows.map((row) => row.status).sort()).toEqual([...PETITION_STATUSES].sort());
    const visas = await client.query<{ visa_class: string; n: number }>(
      'select visa_class, count(*)::int as n from app_public.petitions group by 1',
    );
    const byVisa = Object.fromEntries(visas.rows.map((row) => [row.visa_class, row.n]));
    expect(Object.keys(byVisa).sort()).toEqual(['eb_1a', 'o_1a', 'o_1b', 'tn']);
    expect(byVisa.o_1a).toBeGreaterThan((byVisa.tn ?? 0) + (byVisa.o_1b ?? 0) + (byVisa.eb_1a ?? 0));
    const latest = await client.query<{ n: number }>(`
      select count(*)::int as n from app_public.users u where u.archetype is not null
        and (select count(*) from app_public.petitions p where p.beneficiary_id = u.id and p.latest_petition) <> 1`);
    expect(latest.rows[0]?.n).toBe(0);
    const history = await client.query<{ path: string; by_staff: boolean }>(`
      select string_agg(c.to_status::text, '>' order by c.changed_at) as path,
             bool_and(c.from_status is null or c.changed_by in (select user_id from app_public.admins)) as by_staff
      from app_public.petition_status_changes c join app_public.petitions p on p.id = c.petition_id
      where p.status = 'DENIED' group by p.id`);
    expect(history.rows.length).toBeGreaterThan(0);
    for (const row of history.rows) {
      expect(row.path.startsWith('PENDING_DOCS>IN_ATTORNEY_REVIEW')).toBe(true);
      expect(row.path.endsWith('DENIED')).toBe(true);
      expect(row.by_staff).toBe(true);
    }
  });

  it('builds modules and exhibits from the archetype templates and the TN preset', async () => {
    const { rows } = await client.query<{ visa_class: string; types: string[]; exhibits: number; subs: number }>(`
      select p.visa_class, array_agg(m.type order by m.order_index) as types,
             (select count(*)::int from app_public.exhibits e where e.petition_id = p.id) as exhibits,
             (select count(*)::int from app_public.exhibits e where e.petition_id = p.id and e.parent_exhibit_id is not null) as subs
      from app_public.petitions p join app_public.modules m on m.petition_id = p.id group by p.id`);
    for (const row of rows) {
      if (row.visa_class === 'tn') expect(row.types).toEqual(TN_PRESET_MODULES.map((module) => module.type));
      else {
        expect(row.types[0]).toBe('memo-starter');
        expect(row.types[row.types.length - 1]).toBe('conclusion');
      }
      expect(row.exhibits).toBeGreaterThan(0);
    }
    expect(rows.some((row) => row.subs > 0)).toBe(true);
    const wrongPetition = await client.query(
      'select 1 from app_public.exhibits e join app_public.modules m on m.id = e.module_id where e.petition_id <> m.petition_id',
    );
    expect(wrongPetition.rowCount).toBe(0);
  });

  it('has entities of every type, linked to users and companies, and used by modules', async () => {
    const { rows } = await client.query<{ type: string; n: number; linked: number }>(`
      select type::text, count(*)::int as n,
             count(*) filter (where (type = 'USER' and user_id is not null) or (type = 'COMPANY' and company_id is not null)
                                 or type not in ('USER', 'COMPANY'))::int as linked
      from app_public.additional_entities group by 1`);
    expect(rows.map((row) => row.type).sort()).toEqual([...ENTITY_TYPES].sort());
    for (const row of rows) expect(row.linked).toBe(row.n);
    expect((await counts(client, ['module_entities'])).module_entities).toBeGreaterThan(0);
  });

  it('stores real files whose bytes match their size and sha256', async () => {
    const { rows } = await client.query<{
      id: string;
      storage_key: string;
      mime_type: string;
      size_bytes: string;
      sha256: string;
      owner_id: string | null;
    }>('select id, storage_key, mime_type, size_bytes, sha256, owner_id from app_public.files');
    expect(rows.length).toBeGreaterThan(100);
    expect(stored.size).toBe(rows.length);
    const kinds = new Set<string>();
    for (const row of rows) {
      expect(row.storage_key).toBe(`files/${row.id}`);
      expect(row.owner_id).not.toBeNull();
      const bytes = stored.get(row.storage_key);
      if (!bytes) throw new Error(`missing bytes for ${row.storage_key}`);
      expect(bytes.length).toBe(Number(row.size_bytes));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);
      kinds.add(row.mime_type);
      if (row.mime_type === 'application/pdf') {
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        // Every cross-reference entry points at its object.
        const text = bytes.toString('latin1');
        const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
        expect(text.slice(xref, xref + 4)).toBe('xref');
        const entries = text
          .slice(xref)
          .split('\n')
          .slice(3)
          .filter((line) => / n $/.test(line));
        entries.forEach((entry, index) => expect(text.startsWith(`${index + 1} 0 obj`, Number(entry.slice(0, 10)))).toBe(true));
      } else if (row.mime_type === 'image/png') {
        expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      } else if (row.mime_type === 'image/jpeg') {
        expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
        expect([...bytes.subarray(-2)]).toEqual([0xff, 0xd9]);
      } else {
        throw new Error(`unexpected mime type ${row.mime_type}`);
      }
    }
    expect([...kinds].sort()).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
    const links = await counts(client, [
      'exhibit_files',
      'user_documents',
      'immigration_documents',
      'company_documents',
      'petition_forms',
      'petition_letters',
      'compiled_petitions',
      'reusable_exhibit_files',
    ]);
    for (const [table, n] of Object.entries(links)) expect(n, table).toBeGreaterThan(0);
    const passports = await client.query<{ n: number }>(`
      select count(*)::int as n from app_public.users u where u.archetype is not null and not exists (
        select 1 from app_public.immigration_documents d where d.owner_id = u.id and d.type = 'PASSPORT' and not d.deleted)`);
    expect(passports.rows[0]?.n).toBe(0);
    const compiled = await client.query('select 1 from app_public.compiled_petitions where status = $1 and file_id is not null', [
      'COMPLETED',
    ]);
    expect(compiled.rowCount).toBe(1);
  });

  it('has a case strategy with modules, onboarding records in every status, notes, tasks and checklist items', async () => {
    const strategies = await client.query<{ n: number }>(
      "select jsonb_array_length(strategy -> 'modules') as n from app_public.case_strategies",
    );
    expect(strategies.rows.length).toBeGreaterThan(0);
    for (const row of strategies.rows) expect(row.n).toBeGreaterThan(0);
    const onboarding = await client.query<{ status: string }>('select distinct status::text from app_public.onboardings');
    expect(onboarding.rows.map((row) => row.status).sort()).toEqual([...ONBOARDING_STATUSES].sort());
    const modules = await client.query<{ type: string; title: string }>(
      `select m ->> 'type' as type, m ->> 'title' as title from app_public.onboardings o, jsonb_array_elements(o.modules) m limit 4`,
    );
    expect(modules.rows.map((row) => row.type)).toEqual(['PERSONAL', 'IDENTIFICATION', 'EMPLOYMENT', 'FILING_TYPE']);
    const c = await counts(client, [
      'notes',
      'pending_petition_tasks',
      'petition_checklist_items',
      'reusable_exhibits',
      'i94_entries',
    ]);
    for (const [table, n] of Object.entries(c)) expect(n, table).toBeGreaterThan(0);
    const tasks = await client.query<{ open: number; done: number }>(
      'select count(*) filter (where completed_at is null)::int as open, count(*) filter (where completed_at is not null)::int as done from app_public.pending_petition_tasks',
    );
    expect(tasks.rows[0]?.open).toBeGreaterThan(0);
    expect(tasks.rows[0]?.done).toBeGreaterThan(0);
    const reusableChildren = await client.query('select 1 from app_public.reusable_exhibits where parent_id is not null');
    expect(reusableChildren.rowCount).toBeGreaterThan(0);
  });

  it('completes no checklist item without the description its screen requires (the checklist never saves one)', async () => {
    const { rows } = await client.query<{ name: string; type: string; status: string; data: unknown }>(
      `select e ->> 'name' as name, e ->> 'type' as type, e ->> 'status' as status, e -> 'data' as data
         from app_public.onboardings o, jsonb_array_elements(o.modules) m, jsonb_array_elements(m -> 'exhibits') e`,
    );
    expect(rows.filter(isCompletedWithoutDescription).map((item) => `${item.name} (${item.type})`)).toEqual([]);
    // The demo does have completed items of those screens, with their descriptions (the rule was tested, not avoided).
    const described: readonly string[] = ONBOARDING_DESCRIBED_EXHIBIT_TYPES;
    const completedDescribed = rows.filter((item) => item.status === 'completed' && described.includes(item.type));
    expect(completedDescribed.map((item) => item.type)).toContain('ORIGINAL_CONTRIBUTIONS_SUMMARY');
  });

  it("gives Priya's pay-stub task the data it waits for: her pay-stub document, open while she holds none", async () => {
    const { rows } = await client.query<{
      party: string;
      awaited_kind: string;
      awaited_type: string;
      open: boolean;
      held: boolean;
    }>(
      `select t.party::text, t.awaited_kind, t.awaited_type, t.completed_at is null as open,
              exists (select 1 from app_public.user_documents d
                       where d.user_id = p.beneficiary_id and d.document_type = t.awaited_type) as held
         from app_public.pending_petition_tasks t
         join app_public.petitions p on p.id = t.petition_id and p.latest_petition
         join app_public.users u on u.id = p.beneficiary_id and u.email = 'priya@demo.petition.studio'
        where t.content = 'Upload your last three pay stubs'`,
    );
    expect(rows).toHaveLength(1);
    const task = rows[0]!;
    expect(task).toMatchObject({ party: 'BENEFICIARY', awaited_kind: 'USER_DOCUMENT', awaited_type: 'pay-stubs' });
    expect(task.open).toBe(!task.held);
  });

  it('does nothing the second time, and writes the same data on a fresh database', async () => {
    const tables = ['users', 'companies', 'petitions', 'exhibits', 'files', 'notes'];
    const before = await counts(client, tables);
    const digest = await fingerprint(client);
    let calls = 0;
    await seedDemoData(client, { now: DEMO_NOW, files: { write: async () => void calls++ } });
    expect(await counts(client, tables)).toEqual(before);
    expect(calls).toBe(0);

    const other = await createTestDatabase('ps_seed_again');
    const otherClient = new pg.Client({ connectionString: other.url });
    try {
      await otherClient.connect();
      await seedDemoData(otherClient, { now: DEMO_NOW });
      expect(await fingerprint(otherClient)).toBe(digest);
    } finally {
      await otherClient.end();
      await dropTestDatabase(other.name);
    }
  });

  it('adds large petitions with full trees next to the demo data, and keeps one benchmark marker', async () => {
    const before = await counts(client, ['petitions', 'companies', 'users']);
    const result = await seedLargeData(client, { petitions: 50, batchSize: 20 });
    const after = await counts(client, ['petitions', 'companies', 'users']);
    expect((after.petitions ?? 0) - (before.petitions ?? 0)).toBe(50);
    expect((after.companies ?? 0) - (before.companies ?? 0)).toBe(5);

    const trees = await client.query<{ modules: number; exhibits: number; subs: number; files: number; history: number }>(`
      select (select count(*)::int from app_public.modules m where m.petition_id = p.id) as modules,
             (select count(*)::int from app_public.exhibits e where e.petition_id = p.id) as exhibits,
             (select count(*)::int from app_public.exhibits e where e.petition_id = p.id and e.parent_exhibit_id is not null) as subs,
             (select count(*)::int from app_public.exhibit_files f join app_public.exhibits e on e.id = f.exhibit_id where e.petition_id = p.id) as files,
             (select count(*)::int from app_public.petition_status_changes c where c.petition_id = p.id) as history
      from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
      where u.email like 'beneficiary-%@scale.example'`);
    expect(trees.rows).toHaveLength(50);
    for (const tree of trees.rows) {
      expect(tree.modules).toBe(13);
      expect(tree.exhibits).toBe(80);
      expect(tree.subs).toBeGreaterThan(0);
      expect(tree.files).toBeGreaterThanOrEqual(80);
      expect(tree.history).toBe(1);
    }

    const marked = async () =>
      (
        await client.query<{ id: string }>('select id from app_public.petitions where metadata ->> $1 = $2', [
          LARGE_BENCH_PETITION_MARKER.key,
          LARGE_BENCH_PETITION_MARKER.value,
        ])
      ).rows.map((row) => row.id);
    expect(await marked()).toEqual([result.benchmarkPetitionId]);

    // A second run adds more and keeps the one marker.
    const again = await seedLargeData(client, { petitions: 10 });
    expect(again.benchmarkPetitionId).toBe(result.benchmarkPetitionId);
    expect(await marked()).toEqual([result.benchmarkPetitionId]);
    expect((await counts(client, ['petitions'])).petitions).toBe((after.petitions ?? 0) + 10);

    // Rows written with triggers off still satisfy every rule the triggers and keys enforce.
    const integrity = await client.query<Record<string, number>>(`
      select
        (select count(*)::int from app_public.exhibits e where not exists (
          select 1 from app_public.modules m where m.id = e.module_id and m.petition_id = e.petition_id)) as exhibit_module,
        (select count(*)::int from app_public.exhibits e where e.parent_exhibit_id is not null and not exists (
          select 1 from app_public.exhibits p where p.id = e.parent_exhibit_id and p.module_id = e.module_id)) as exhibit_parent,
        (select count(*)::int from app_public.exhibit_files l where not exists (select 1 from app_public.files f where f.id = l.file_id)) as link_file,
        (select count(*)::int from app_public.petitions p where not exists (select 1 from app_public.companies c where c.id = p.company_id)) as petition_company,
        (select count(*)::int from app_public.company_members m where not exists (select 1 from app_public.users u where u.id = m.user_id)) as member_user,
        (select count(*)::int from app_public.users u where u.first_name = '' and u.full_name <> '') as unsplit_names,
        (select count(*)::int from (select beneficiary_id from app_public.petitions where latest_petition group by 1 having count(*) > 1) x) as two_latest`);
    expect(integrity.rows[0]).toEqual({
      exhibit_module: 0,
      exhibit_parent: 0,
      link_file: 0,
      petition_company: 0,
      member_user: 0,
      unsplit_names: 0,
      two_latest: 0,
    });
  });
});
