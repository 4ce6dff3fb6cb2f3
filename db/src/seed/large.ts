import type pg from 'pg';
import { COLUMNS } from './large-columns.ts';
import {
  buildExhibitLayout,
  LAYOUT_MODULES,
  EXHIBIT_SLOTS,
  FILE_SLOTS,
  MODULE_SLOTS,
  type ExhibitTypeRow,
} from './large-layout.ts';
import { seedReferenceData } from './reference.ts';

/**
 * The one petition the builder benchmark opens: `metadata ->> 'benchmark' = 'builder'`.
 * Exactly one petition in the database carries it.
 */
export const LARGE_BENCH_PETITION_MARKER = { key: 'benchmark', value: 'builder' } as const;

export interface LargeSeedOptions {
  /** How many petitions to add (each with ~13 modules, ~80 exhibits, ~110 files). */
  petitions: number;
  log?: (message: string) => void;
  /** Petitions per transaction; defaults to 1,000. */
  batchSize?: number;
}

export interface LargeSeedResult {
  petitions: number;
  modules: number;
  exhibits: number;
  files: number;
  companies: number;
  beneficiaries: number;
  /** The petition carrying LARGE_BENCH_PETITION_MARKER (an earlier run's, if there was one). */
  benchmarkPetitionId: string;
}

/**
 * Adds `petitions` petitions with full trees for scale tests and benchmarks,
 * spread over about one company per ten petitions and one new beneficiary per
 * petition. Everything is generated inside PostgreSQL with set-based inserts,
 * in transactions of `batchSize` petitions, with triggers (and so NOTIFY and
 * the exhibits' petition_id trigger) switched off by
 * `session_replication_role = replica`; the rows set every derived column
 * themselves. Needs a superuser connection. Adds to existing data and can run
 * again; ids are UUID-shaped and ordered (run timestamp, table tag, counter) so
 * the indexes fill from the right. Files are rows only (storage keys under
 * `large/`, no bytes).
 */
export async function seedLargeData(client: pg.ClientBase, options: LargeSeedOptions): Promise<LargeSeedResult> {
  const log = options.log ?? (() => {});
  const total = Math.floor(options.petitions);
  if (!Number.isFinite(total) || total < 1) throw new Error('petitions must be a positive number');
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? 1000));
  const companies = Math.max(1, Math.ceil(total / 10));
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

  await seedReferenceData(client);
  const types = await client.query<ExhibitTypeRow>(
    'select id, name, module_type_id, default_owned_by::text, default_visible from app_public.exhibit_types order by id',
  );
  const layoutExhibits = buildExhibitLayout(types.rows);
  const filesPerPetition = layoutExhibits.reduce((sum, exhibit) => sum + exhibit.file_count, 0);
  if (filesPerPetition > FILE_SLOTS) throw new Error('Too many files per petition for the id scheme');

  // Run prefix: milliseconds since the epoch (48 bits), so a later run sorts after an earlier one.
  const run = Date.now();
  const tag = run.toString(36);
  await client.query(`
    create or replace function pg_temp.large_id(run bigint, tag int, n bigint) returns uuid
      language sql immutable
    as $$
      select (lpad(to_hex(run), 12, '0') || '7' || lpad(to_hex(tag), 3, '0') || '8' || lpad(to_hex(n), 15, '0'))::uuid
    $$`);
  await client.query(
    'drop table if exists pg_temp.large_layout_modules, pg_temp.large_layout_exhibits, pg_temp.large_layout_files',
  );
  await client.query(
    `create temp table large_layout_modules as
     select * from jsonb_to_recordset($1::jsonb) as x(pos int, type text, name text, visible boolean, autogen boolean)`,
    [JSON.stringify(LAYOUT_MODULES.map((module, pos) => ({ ...module, pos })))],
  );
  await client.query(
    `create temp table large_layout_exhibits as
     select * from jsonb_to_recordset($1::jsonb) as x(seq int, module_pos int, parent_seq int, order_index int,
       exhibit_type text, name text, owned_by app_public.owned_by, visible boolean, file_count int)`,
    [JSON.stringify(layoutExhibits)],
  );
  // One row per file of a petition: which exhibit, its position and its own counter.
  await client.query(`
    create temp table large_layout_files as
    select e.seq as exhibit_seq, k.k as order_index,
           (row_number() over (order by e.seq, k.k))::int as file_no,
           e.name as exhibit_name, e.exhibit_type
    from pg_temp.large_layout_exhibits e
    cross join lateral generate_series(0, e.file_count - 1) as k(k)`);

  const marker = await client.query<{ id: string }>(
    `select id from app_public.petitions where metadata ->> $1 = $2 order by created_at limit 1`,
    [LARGE_BENCH_PETITION_MARKER.key, LARGE_BENCH_PETITION_MARKER.value],
  );
  const existingBenchmark = marker.rows[0]?.id;

  log(
    `Large seed: ${total} petitions, ${companies} companies, ${LAYOUT_MODULES.length} modules, ` +
      `${layoutExhibits.length} exhibits and ${filesPerPetition} files per petition (run ${tag})`,
  );

  // Companies with one admin contact each, and one beneficiary per petition.
  await inTransaction(client, async () => {
    await client.query('set local session_replication_role = replica');
    await client.query(
      `insert into app_public.companies (${COLUMNS.companies})
       select pg_temp.large_id($1, 3, g),
              (array['Apex','Birch','Cascade','Delta','Ember','Fjord','Granite','Harbor','Iris','Juniper'])[1 + g % 10]
                || ' ' || (array['Robotics','Analytics','Bio','Software','Systems','Labs','Energy','Health','Media','Quantum'])[1 + (g / 10) % 10]
                || ' ' || g,
              'Large Seed Company ' || $2 || '-' || g || ', Inc.',
              'Generated company for scale tests.',
              '+1 (555) 010-' || lpad((g % 10000)::text, 4, '0'),
              lpad((g % 100)::text, 2, '0') || '-' || lpad(g::text, 7, '0'),
              'https://company-' || $2 || '-' || g || '.example',
              g % 3 <> 0, 'US',
              (array['TX','CA','NY','WA','MA','CO','IL','FL'])[1 + g % 8],
              (array['Austin','San Jose','New York','Seattle','Boston','Denver','Chicago','Miami'])[1 + g % 8],
              (100 + g % 900) || ' Market Street', lpad((10000 + g % 89999)::text, 5, '0'), true,
              'Technology', 10 + g % 990, 1000000 + (g % 500) * 100000, 100000 + (g % 300) * 10000,
              now() - make_interval(days => 400 + g % 600), now() - make_interval(days => g % 30)
       from generate_series(1, $3::int) as g`,
      [run, tag, companies],
    );
    await client.query(
      `insert into app_public.users (${COLUMNS.contacts})
       select pg_temp.large_id($1, 2, g), 'contact-' || $2 || '-' || g || '@scale.example',
              'Contact ' || g, 'Contact', null, g::text, true,
              now() - make_interval(days => 400 + g % 600), now() - make_interval(days => 400 + g % 600)
       from generate_series(1, $3::int) as g`,
      [run, tag, companies],
    );
    await client.query(
      `insert into app_public.user_data (${COLUMNS.contactData})
       select pg_temp.large_id($1, 2, g), 'HR Manager', '+1 (555) 020-' || lpad((g % 10000)::text, 4, '0')
       from generate_series(1, $2::int) as g`,
      [run, companies],
    );
    await client.query(
      `insert into app_public.company_members (${COLUMNS.members})
       select pg_temp.large_id($1, 3, g), pg_temp.large_id($1, 2, g), 'ADMIN', true from generate_series(1, $2::int) as g`,
      [run, companies],
    );
    await client.query(
      `insert into app_public.users (${COLUMNS.beneficiaries})
       select pg_temp.large_id($1, 1, g), 'beneficiary-' || $2 || '-' || g || '@scale.example',
              f.first || ' ' || f.last, f.first, null, f.last,
              (array['technology-founder','software-engineer','critical-employee','researcher-scientist'])[1 + g % 4],
              g % 5 <> 0, now() - make_interval(days => 30 + g % 700), now() - make_interval(days => g % 30)
       from generate_series(1, $3::int) as g
       cross join lateral (select
         (array['Aarav','Beatriz','Chen','Dario','Elif','Farah','Goran','Hana','Ivan','Jae','Kiran','Lucia','Mateus','Nia','Oskar',
                'Pia','Quentin','Rina','Sami','Tariq','Uma','Viktor','Wen','Ximena','Yara','Zoltan'])[1 + g % 26] as first,
         (array['Abbas','Bauer','Cruz','Duarte','Eze','Fontaine','Gupta','Horvat','Ito','Jansen','Kaur','Lopez','Mwangi','Novak',
                'Ortega','Pereira','Quinn','Rossi','Suzuki','Teo','Usman','Varga','Weber','Xu','Yadav','Zhou'])[1 + (g / 26) % 26]
           as last) as f`,
      [run, tag, total],
    );
    await client.query(
      `insert into app_public.user_data (${COLUMNS.beneficiaryData})
       select pg_temp.large_id($1, 1, g), (array['IN','CN','BR','NG','DE','KR','MX','CA'])[1 + g % 8],
              (array['Pune','Chengdu','Recife','Lagos','Munich','Busan','Puebla','Waterloo'])[1 + g % 8],
              date '1980-01-01' + (g % 6000), '+1 (555) 030-' || lpad((g % 10000)::text, 4, '0'), '[]'::jsonb, '[]'::jsonb
       from generate_series(1, $2::int) as g`,
      [run, total],
    );
  });
  log(`  ${companies} companies and ${total} beneficiaries (${elapsed()})`);

  for (let lo = 1; lo <= total; lo += batchSize) {
    const hi = Math.min(total, lo + batchSize - 1);
    await inTransaction(client, async () => {
      await client.query('set local session_replication_role = replica');
      await client.query('set local synchronous_commit = off');
      const params = [
        run,
        lo,
        hi,
        companies,
        existingBenchmark ? null : 1,
        JSON.stringify({ [LARGE_BENCH_PETITION_MARKER.key]: LARGE_BENCH_PETITION_MARKER.value }),
      ];
      await client.query(
        `insert into app_public.petitions (${COLUMNS.petitions})
         select pg_temp.large_id($1, 4, g), pg_temp.large_id($1, 1, g), pg_temp.large_id($1, 3, 1 + (g - 1) % $4),
                (array['o_1a','o_1a','o_1a','o_1a','o_1a','o_1a','o_1b','eb_1a'])[1 + g % 8],
                s.status, true,
                (array['technology-founder','software-engineer','critical-employee','researcher-scientist'])[1 + g % 4],
                case when g % 4 = 0 then 'consular_processing' else 'change_of_status' end,
                case when g % 4 = 0 then 'CONSULAR_PROCESSING' else 'CHANGE_OF_STATUS' end::app_public.case_type,
                jsonb_build_object('filingType', case when g % 4 = 0 then 'consular_processing' else 'change_of_status' end,
                  'fieldOfEndeavor', 'Generated field ' || g % 50, 'proposedUSRole', 'Senior Engineer',
                  'proposedUSSalary', (150000 + (g % 20) * 5000) || ' per year', 'worksiteLocation', 'Austin, TX')
                  || case when g = $5 then $6::jsonb else '{}'::jsonb end,
                current_date + (g % 120) - 30, null, null,
                now() - make_interval(days => g % 700, mins => g % 1440), now() - make_interval(days => g % 30, mins => g % 1440)
         from generate_series($2::int, $3::int) as g
         cross join lateral (select (array['PENDING_DOCS','PENDING_DOCS','PENDING_DOCS','PENDING_DOCS','IN_ATTORNEY_REVIEW',
           'IN_ATTORNEY_REVIEW','SUBMITTED','PRINT_SHIP_REQUESTED','SHIPPED','APPROVED','APPROVED','DENIED','RFEED','ARCHIVED'])
           [1 + g % 14]::app_public.petition_status as status) as s`,
        params,
      );
      await client.query(
        `insert into app_public.petition_status_changes (petition_id, from_status, to_status, changed_at)
         select p.id, null, p.status, p.created_at from app_public.petitions p
         where p.id between pg_temp.large_id($1, 4, $2) and pg_temp.large_id($1, 4, $3)`,
        [run, lo, hi],
      );
      await client.query(
        `insert into app_public.modules (${COLUMNS.modules})
         select pg_temp.large_id($1, 5, g::bigint * ${MODULE_SLOTS} + m.pos), pg_temp.large_id($1, 4, g), m.type, m.name, m.pos,
                m.visible, m.autogen, m.type = 'memo-starter', jsonb_build_object('notes', ''),
                now() - make_interval(days => g % 700), now() - make_interval(days => g % 30)
         from generate_series($2::int, $3::int) as g cross join pg_temp.large_layout_modules m
         order by g, m.pos`,
        [run, lo, hi],
      );
      await client.query(
        `insert into app_public.exhibits (${COLUMNS.exhibits})
         select pg_temp.large_id($1, 6, g::bigint * ${EXHIBIT_SLOTS} + e.seq),
                pg_temp.large_id($1, 5, g::bigint * ${MODULE_SLOTS} + e.module_pos),
                pg_temp.large_id($1, 4, g),
                case when e.parent_seq is null then null else pg_temp.large_id($1, 6, g::bigint * ${EXHIBIT_SLOTS} + e.parent_seq) end,
                e.exhibit_type, e.name,
                (array['PENDING_DOCUMENTS','DOCUMENT_UPLOADED','DOCUMENT_APPROVAL','CREATE_EXHIBIT_DESCRIPTION',
                  'REVIEW_EXHIBIT_DESCRIPTION','APPROVED_EXHIBIT_DESCRIPTION','APPROVED_EXHIBIT'])[1 + (g + e.seq) % 7]::app_public.exhibit_status,
                e.owned_by, e.visible, e.order_index, '{}'::jsonb, '{}'::jsonb,
                now() - make_interval(days => g % 700), now() - make_interval(days => g % 30)
         from generate_series($2::int, $3::int) as g cross join pg_temp.large_layout_exhibits e
         order by g, e.seq`,
        [run, lo, hi],
      );
      await client.query(
        `insert into app_public.files (${COLUMNS.files})
         select pg_temp.large_id($1, 7, g::bigint * ${FILE_SLOTS} + f.file_no),
                f.exhibit_type || '-' || g || '-' || (f.order_index + 1) || '.pdf', 'application/pdf',
                20000 + ((g * 7919 + f.file_no * 104729) % 2000000),
                'large/' || pg_temp.large_id($1, 7, g::bigint * ${FILE_SLOTS} + f.file_no),
                pg_temp.large_id($1, 1, g), now() - make_interval(days => g % 30)
         from generate_series($2::int, $3::int) as g cross join pg_temp.large_layout_files f
         order by g, f.file_no`,
        [run, lo, hi],
      );
      await client.query(
        `insert into app_public.exhibit_files (${COLUMNS.exhibitFiles})
         select pg_temp.large_id($1, 6, g::bigint * ${EXHIBIT_SLOTS} + f.exhibit_seq),
                pg_temp.large_id($1, 7, g::bigint * ${FILE_SLOTS} + f.file_no), f.order_index, now() - make_interval(days => g % 30)
         from generate_series($2::int, $3::int) as g cross join pg_temp.large_layout_files f
         order by g, f.file_no`,
        [run, lo, hi],
      );
    });
    log(`  petitions ${hi}/${total} (${elapsed()})`);
  }

  await client.query(
    'drop table if exists pg_temp.large_layout_modules, pg_temp.large_layout_exhibits, pg_temp.large_layout_files',
  );
  // The picker's search rows (migration 0055), which the triggers switched off above would have written.
  log(`  petition search texts (${elapsed()})`);
  await client.query(
    `select app_private.refresh_petition_search_texts(array(select p.id from app_public.petitions p
       where not exists (select 1 from app_private.petition_search_texts s where s.petition_id = p.id)))`,
  );
  log(`  analyze (${elapsed()})`);
  await client.query(
    `analyze app_private.petition_search_texts, app_public.users, app_public.user_data, app_public.companies, app_public.company_members, app_public.petitions,
       app_public.petition_status_changes, app_public.modules, app_public.exhibits, app_public.files, app_public.exhibit_files`,
  );

  const benchmark =
    existingBenchmark ?? (await client.query<{ id: string }>('select pg_temp.large_id($1, 4, 1) as id', [run])).rows[0]?.id;
  if (!benchmark) throw new Error('No benchmark petition');
  log(`Large seed done in ${elapsed()}; benchmark petition ${benchmark}`);
  return {
    petitions: total,
    modules: total * LAYOUT_MODULES.length,
    exhibits: total * layoutExhibits.length,
    files: total * filesPerPetition,
    companies,
    beneficiaries: total,
    benchmarkPetitionId: benchmark,
  };
}

async function inTransaction(client: pg.ClientBase, fn: () => Promise<void>): Promise<void> {
  await client.query('begin');
  try {
    await fn();
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}
