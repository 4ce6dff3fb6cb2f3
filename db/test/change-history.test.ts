import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import {
  insertRow,
  makeAdmin,
  makeExhibit,
  makeExhibitFile,
  makeFile,
  makeModule,
  makePetition,
  makeUser,
} from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * The change history of migration 0026: triggers on every table of the petition aggregate record who changed
 * which fields of which row, staff read it, customers never do.
 */
let pool: pg.Pool;
const ids = {} as Record<'staff' | 'customer' | 'petition' | 'module' | 'exhibit' | 'file', string>;

interface Change {
  petition_id: string;
  module_id: string | null;
  exhibit_id: string | null;
  table_name: string;
  record_id: string;
  operation: 'INSERT' | 'UPDATE' | 'DELETE';
  changed: Record<string, { old: unknown; new: unknown }>;
  actor_id: string | null;
  signed_in_user_id: string | null;
}

/** The history of one record, oldest first, read as the caller (row-level security applies). */
async function historyOf(client: pg.ClientBase, table: string, recordId: string): Promise<Change[]> {
  const { rows } = await client.query<Change>(
    `select petition_id, module_id, exhibit_id, table_name, record_id, operation, changed, actor_id, signed_in_user_id
       from app_public.petition_changes where table_name = $1 and record_id = $2 order by id`,
    [table, recordId],
  );
  return rows;
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  const moduleType = (await pool.query<{ id: string }>('select id from app_public.module_types order by id limit 1')).rows[0]!.id;
  const visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  ids.staff = (await insertRow(pool, 'users', makeUser())).id as string;
  await insertRow(pool, 'admins', makeAdmin({ user_id: ids.staff }));
  ids.customer = (await insertRow(pool, 'users', makeUser())).id as string;
  ids.petition = (await insertRow(pool, 'petitions', makePetition({ beneficiary_id: ids.customer, visa_class: visaClass })))
    .id as string;
  ids.module = (await insertRow(pool, 'modules', makeModule({ petition_id: ids.petition, type: moduleType }))).id as string;
  ids.exhibit = (
    await insertRow(pool, 'exhibits', makeExhibit({ module_id: ids.module, petition_id: ids.petition, name: 'Award letter' }))
  ).id as string;
  ids.file = (await insertRow(pool, 'files', makeFile({ owner_id: ids.customer }))).id as string;
  await insertRow(pool, 'exhibit_files', makeExhibitFile({ exhibit_id: ids.exhibit, file_id: ids.file }));
});
afterAll(async () => {
  await pool?.end();
});

describe('coverage', () => {
  const NOT_RECORDED = [
    // Audit tables written by trigger themselves: recording them would record every change twice.
    'petition_changes',
    'petition_status_changes',
    // Written once by the compile job in the transaction that completes the packet, whose own entry records it.
    'compiled_petition_sources',
    // Figures derived from other rows by trigger (migration 0050), whose own changes are recorded.
    'case_list_facts',
    // A staff member's own view settings (migration 0057), no part of any case.
    'case_list_saved_filters',
    // Records that never change; the petition's history records the status each one sets (migration 0059).
    'uscis_case_statuses',
    // Messages about changes (migrations 0047, 0049), not changes of the case.
    'notifications',
    'email_outbox',
    // Letters sent for signature (migration 0054): signature_events is their own audit trail, printed on the signed PDF.
    'signature_requests',
    'signature_events',
    // Passport data (migration 0061): person data, never copied into a petition's history (as user_data).
    'passport_confirmations',
    // Portal invitations (migration 0077): e-mails sent, as the outbox; each row is its own record of who invited
    // whom and when, shown in the petition page's People section.
    'portal_invitations',
    // The signatory's copy of a signed letter (migration 0080): an e-mail with the outbox's states, beside the
    // signature's own audit trail.
    'signed_copy_emails',
    // A form's signature request (migration 0087): its row is its own record of who asked, who sent the signed copy
    // and who refused it, and when; its action item's changes (asked, closed, reopened) are recorded in the history.
    'petition_form_signatures',
    // Its signed copies (migration 0093): a history itself (who sent each copy, who refused it, when and why).
    'petition_form_signed_copies',
  ];

  it('puts the history triggers on every table of the petition aggregate', async () => {
    // The aggregate: tables with a petition_id, and every table a delete of a petition cascades to.
    const { rows: aggregate } = await pool.query<{ table: string }>(`
      with recursive cascaded(rel) as (
        select 'app_public.petitions'::regclass
        union
        select c.conrelid::regclass from pg_constraint c join cascaded on c.confrelid = cascaded.rel
         where c.contype = 'f' and c.confdeltype = 'c'
      )
      select c.relname as table from pg_class c
       where c.relnamespace = 'app_public'::regnamespace and c.relkind = 'r'
         and (c.oid in (select rel from cascaded)
              or exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'petition_id' and not a.attisdropped))
       order by 1`);
    const { rows: triggered } = await pool.query<{ table: string; triggers: string[] }>(`
      select c.relname as table, array_agg(t.tgname::text || ':' || t.tgtype order by t.tgname) as triggers
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where t.tgfoid = 'app_private.tg_record_petition_change'::regproc
       group by c.relname order by 1`);
    const expected = aggregate.map((r) => r.table).filter((t) => !NOT_RECORDED.includes(t));
    expect(expected).toEqual(expect.arrayContaining(['petitions', 'modules', 'exhibits', 'exhibit_files', 'module_entities']));
    expect(triggered.map((r) => r.table)).toEqual(expected);
    // tgtype bits: 1 row, 2 before, 4 insert, 8 delete, 16 update → after insert or update (21), before delete (11).
    for (const { table, triggers } of triggered) {
      expect({ table, triggers }).toEqual({ table, triggers: ['_900_record_change:21', '_900_record_delete:11'] });
    }
  });

  it('never copies passport data: the person and document tables are not recorded', async () => {
    const { rows } = await pool.query(
      `select tgrelid::regclass::text from pg_trigger
        where tgfoid = 'app_private.tg_record_petition_change'::regproc
          and tgrelid in ('app_public.user_data'::regclass, 'app_public.immigration_documents'::regclass, 'app_public.users'::regclass,
                         'app_public.passport_confirmations'::regclass)`,
    );
    expect(rows).toEqual([]);
  });
});

describe('recording', () => {
  it('records an exhibit insert with every field, an update with only the changed ones, and a delete', async () => {
    await asUserRolledBack(pool, ids.staff, async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `insert into app_public.exhibits (module_id, name, description) values ($1, 'Press article', '<p>Old</p>') returning id`,
        [ids.module],
      );
      const id = rows[0]!.id;
      // A no-op update and an update of bookkeeping only are not changes.
      await client.query(`update app_public.exhibits set name = name where id = $1`, [id]);
      await client.query(`update app_public.exhibits set name = 'Press feature', description = '<p>New</p>' where id = $1`, [id]);
      await client.query(`delete from app_public.exhibits where id = $1`, [id]);

      const [insert, update, remove, ...rest] = await historyOf(client, 'exhibits', id);
      expect(rest).toEqual([]);
      const scope = {
        petition_id: ids.petition,
        module_id: ids.module,
        exhibit_id: id,
        actor_id: ids.staff,
        signed_in_user_id: null,
      };
      expect(insert).toMatchObject({ ...scope, operation: 'INSERT' });
      expect(insert!.changed.name).toEqual({ old: null, new: 'Press article' });
      expect(insert!.changed.status).toEqual({ old: null, new: 'PENDING_DOCUMENTS' });
      expect(insert!.changed).not.toHaveProperty('updated_at');
      expect(insert!.changed).not.toHaveProperty('created_at');
      expect(update).toMatchObject({
        ...scope,
        operation: 'UPDATE',
        changed: { name: { old: 'Press article', new: 'Press feature' }, description: { old: '<p>Old</p>', new: '<p>New</p>' } },
      });
      expect(Object.keys(update!.changed).sort()).toEqual(['description', 'name']);
      expect(remove).toMatchObject({ ...scope, operation: 'DELETE' });
      expect(remove!.changed.name).toEqual({ old: 'Press feature', new: null });
    });
  });

  it("records a USCIS form's generation and a field typed by hand, keyed by form and field, without plumbing", async () => {
    await asUserRolledBack(pool, ids.staff, async (client) => {
      const field = 'form1[0].#subform[1].Part3_Line2_FamilyName[0]';
      await client.query(
        `insert into app_public.petition_form_overrides (petition_id, form, field_name, value, updated_by) values ($1, 'i-129', $2, 'Sharma', $3)`,
        [ids.petition, field, ids.staff],
      );
      await client.query(
        `insert into app_public.petition_generated_forms (petition_id, form, edition, file_id, generated_by) values ($1, 'i-129', '2025-01-20', $2, $3)`,
        [ids.petition, ids.file, ids.staff],
      );
      // Record ids of form rows are unique within their petition (other petitions have an I-129 too).
      const ofThisPetition = (changes: Change[]) => changes.filter((change) => change.petition_id === ids.petition);
      const [override] = ofThisPetition(await historyOf(client, 'petition_form_overrides', `i-129:${field}`));
      expect(override).toMatchObject({ petition_id: ids.petition, operation: 'INSERT', actor_id: ids.staff });
      expect(override!.changed).toMatchObject({ form: { new: 'i-129' }, field_name: { new: field }, value: { new: 'Sharma' } });
      expect(override!.changed).not.toHaveProperty('updated_by');
      const [generated] = ofThisPetition(await historyOf(client, 'petition_generated_forms', 'i-129'));
      expect(generated).toMatchObject({ petition_id: ids.petition, operation: 'INSERT', actor_id: ids.staff });
      expect(Object.keys(generated!.changed).sort()).toEqual(['edition', 'form', 'generated_at', 'petition_id']);
    });
  });

  it('records a status change of the petition as old → new, by the staff member who made it', async () => {
    await asUserRolledBack(pool, ids.staff, async (client) => {
      await client.query(`update app_public.petitions set status = 'APPROVED' where id = $1`, [ids.petition]);
      const changes = await historyOf(client, 'petitions', ids.petition);
      expect(changes.at(-1)).toMatchObject({
        petition_id: ids.petition,
        module_id: null,
        operation: 'UPDATE',
        changed: { status: { old: 'PENDING_DOCS', new: 'APPROVED' } },
        actor_id: ids.staff,
      });
    });
  });

  it('names the people its values hold by user id, for staff, and nothing else that looks like an id', async () => {
    await asUserRolledBack(pool, ids.staff, async (client) => {
      // The petition's success manager set to the customer, then cleared: both values are the customer's id.
      await client.query(`update app_public.petitions set csm_user_id = $2 where id = $1`, [ids.petition, ids.customer]);
      await client.query(`update app_public.petitions set csm_user_id = null, status = 'APPROVED' where id = $1`, [ids.petition]);
      const { rows } = await client.query<{ named: string[] }>(
        `select coalesce((select array_agg(u.id::text) from app_public.petition_changes_people_named(c) u), '{}') as named
           from app_public.petition_changes c
          where c.table_name = 'petitions' and c.record_id = $1 order by c.id desc limit 3`,
        [ids.petition],
      );
      // Newest first: the clearing (old value the customer), the setting (new value the customer), the insert
      // (beneficiary_id the customer; its own id is the petition's, not a person's).
      expect(rows.map((row) => row.named)).toEqual([[ids.customer], [ids.customer], [ids.customer]]);
    });
  });

  it('records the customer who changed their exhibit', async () => {
    await asUserRolledBack(pool, ids.customer, async (client) => {
      expect((await client.query(`update app_public.exhibits set name = 'My award' where id = $1`, [ids.exhibit])).rowCount).toBe(
        1,
      );
      // Customers may not read history: read it back as the owner, in the same (rolled-back) transaction.
      await client.query('reset role');
      const last = (await historyOf(client, 'exhibits', ids.exhibit)).at(-1);
      expect(last).toMatchObject({ operation: 'UPDATE', actor_id: ids.customer, signed_in_user_id: null });
      expect(last!.changed).toEqual({ name: { old: 'Award letter', new: 'My award' } });
    });
  });

  it('records the staff member signed in beside the account they are viewing as', async () => {
    await asUserRolledBack(pool, ids.customer, async (client) => {
      await client.query(`select set_config('jwt.claims.signed_in_user_id', $1, true)`, [ids.staff]);
      await client.query(`update app_public.modules set name = 'Awards won' where id = $1`, [ids.module]);
      await client.query('reset role');
      expect((await historyOf(client, 'modules', ids.module)).at(-1)).toMatchObject({
        operation: 'UPDATE',
        actor_id: ids.customer,
        signed_in_user_id: ids.staff,
        changed: { name: { new: 'Awards won' } },
      });
    });
  });

  it('keeps the history of a deleted petition, its cascaded children included', async () => {
    await asUserRolledBack(pool, ids.staff, async (client) => {
      await client.query(`delete from app_public.petitions where id = $1`, [ids.petition]);
      const { rows } = await client.query<{
        table_name: string;
        record_id: string;
        module_id: string | null;
        exhibit_id: string | null;
      }>(
        `select table_name, record_id, module_id, exhibit_id from app_public.petition_changes
          where petition_id = $1 and operation = 'DELETE' order by id`,
        [ids.petition],
      );
      expect(rows).toEqual(
        expect.arrayContaining([
          { table_name: 'petitions', record_id: ids.petition, module_id: null, exhibit_id: null },
          { table_name: 'modules', record_id: ids.module, module_id: ids.module, exhibit_id: null },
          { table_name: 'exhibits', record_id: ids.exhibit, module_id: ids.module, exhibit_id: ids.exhibit },
          {
            table_name: 'exhibit_files',
            record_id: `${ids.exhibit}:${ids.file}`,
            module_id: ids.module,
            exhibit_id: ids.exhibit,
          },
        ]),
      );
    });
  });
});

describe('access', () => {
  it('lets staff read the history and never a customer, not even of their own petition', async () => {
    const count = (client: pg.ClientBase) =>
      client
        .query<{ n: number }>('select count(*)::int as n from app_public.petition_changes where petition_id = $1', [ids.petition])
        .then((r) => r.rows[0]!.n);
    expect(await asUserRolledBack(pool, ids.staff, count)).toBeGreaterThan(0);
    expect(await asUserRolledBack(pool, ids.customer, count)).toBe(0);
  });

  it('lets nobody write it directly, staff included', async () => {
    for (const who of [ids.staff, ids.customer]) {
      await expect(
        asUserRolledBack(pool, who, (client) =>
          client.query(
            `insert into app_public.petition_changes (petition_id, table_name, record_id, operation, changed)
             values ($1::uuid, 'petitions', $1::text, 'UPDATE', '{}')`,
            [ids.petition],
          ),
        ),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        asUserRolledBack(pool, who, (client) =>
          client.query('delete from app_public.petition_changes where petition_id = $1', [ids.petition]),
        ),
      ).rejects.toMatchObject({ code: '42501' });
    }
  });
});
