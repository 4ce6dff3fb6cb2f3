import type pg from 'pg';

/** Marks the case-list bench's data (petitions.metadata.benchmark), so later runs reuse it. */
export const CASE_LIST_BENCH_MARKER = 'case-list';
export const CASE_LIST_BENCH_STAFF_SUB = 'bench|case-list-staff';
const STAFF_COUNT = 20;

/**
 * The case list's data at scale, set-based: `petitions` petitions (one beneficiary each, ten per company), staff
 * as OA/CSM, open and completed tasks with due dates (about 40% of petitions have some; a few percent overdue)
 * and customer history. The builder bench's large seed (modules, exhibits, files) is left out on purpose: the case
 * list reads none of it, and at 100,000 petitions it would take ten minutes and tens of GB.
 * Inserted with triggers off (session_replication_role, as the large seed does); the case-list facts are then
 * computed by the same function the triggers call.
 */
export async function seedCaseListData(client: pg.ClientBase, petitions: number): Promise<void> {
  await client.query('begin');
  await client.query('set local session_replication_role = replica');
  await client.query(
    `insert into app_public.users (id, email, full_name, auth0_sub)
     select gen_random_uuid(), 'case-list-staff-' || n || '@bench.test', 'Staff Member ' || n,
            case when n = 1 then $1 end
       from generate_series(1, ${STAFF_COUNT}) n`,
    [CASE_LIST_BENCH_STAFF_SUB],
  );
  await client.query(
    `insert into app_public.admins (user_id) select id from app_public.users where email like 'case-list-staff-%@bench.test'`,
  );
  await client.query(`create temp table bench_staff on commit drop as
    select row_number() over (order by email) as n, id from app_public.users where email like 'case-list-staff-%@bench.test'`);
  await client.query(
    `create temp table bench_names on commit drop as
    select n, (array['Priya','Wei','Lars','Amara','Diego','Yuki','Omar','Sofia','Kofi','Anna'])[1 + n % 10] || ' ' ||
              (array['Patel','Chen','Eriksen','Okafor','Garcia','Tanaka','Farouk','Rossi','Boateng','Novak','Smith','Kim'])[1 + (n / 10) % 12]
              || ' ' || n as full_name
       from generate_series(1, $1::int) n`,
    [petitions],
  );
  await client.query(
    `create temp table bench_companies on commit drop as
    select n, gen_random_uuid() as id from generate_series(0, ($1::int - 1) / 10) n`,
    [petitions],
  );
  await client.query(`insert into app_public.companies (id, dba_name)
    select id, 'Company ' || n || ' Robotics' from bench_companies`);
  await client.query(`create temp table bench_petitions on commit drop as
    select b.n, gen_random_uuid() as id, gen_random_uuid() as beneficiary_id,
           -- Spread values (bigint products: n reaches the hundreds of thousands).
           ((b.n::bigint * 7919) % 540)::int as target_day, ((b.n::bigint * 104729) % 700)::int as created_day,
           ((b.n::bigint * 7907) % 500000)::int as updated_minute, ((b.n::bigint * 6113) % 200000)::int as activity_minute
      from bench_names b`);
  await client.query(`insert into app_public.users (id, email, full_name)
    select p.beneficiary_id, 'case-list-' || p.n || '@bench.test', b.full_name from bench_petitions p join bench_names b using (n)`);
  await client.query(
    `insert into app_public.petitions (id, beneficiary_id, company_id, visa_class, status, target_submission_date,
       oa_user_id, csm_user_id, metadata, created_at, updated_at)
     select p.id, p.beneficiary_id, c.id,
            (array['o_1a','o_1a','o_1a','eb_1a','eb_2_niw','h_1b','l_1a','tn'])[1 + p.n % 8],
            (array['PENDING_DOCS','PENDING_DOCS','PENDING_DOCS','IN_ATTORNEY_REVIEW','SUBMITTED','APPROVED','SHIPPED','ARCHIVED'])[1 + (p.n / 8) % 8]::app_public.petition_status,
            case when p.n % 5 = 0 then null else current_date - 180 + p.target_day end,
            s1.id, s2.id, jsonb_build_object('benchmark', $1::text),
            now() - make_interval(days => p.created_day), now() - make_interval(mins => p.updated_minute)
       from bench_petitions p
       join bench_companies c on c.n = (p.n - 1) / 10
       join bench_staff s1 on s1.n = 1 + p.n % ${STAFF_COUNT}
       join bench_staff s2 on s2.n = 1 + (p.n / ${STAFF_COUNT}) % ${STAFF_COUNT}`,
    [CASE_LIST_BENCH_MARKER],
  );
  // Tasks: 40% of petitions have 1–3; due from 30 days ago to 120 days ahead; a quarter completed; some assigned.
  await client.query(
    `insert into app_public.pending_petition_tasks (petition_id, content, party, due_date, completed_at, assignee_id)
     select p.id, 'Bench task ' || k,
            (array['BENEFICIARY','PETITIONER','PLYMOUTH'])[1 + (p.n + k) % 3]::app_public.owned_by,
            case when (p.n + k) % 6 = 0 then null else current_date - 30 + (p.n * 31 + k * 17) % 150 end,
            case when (p.n + k) % 4 = 0 then now() end,
            case when (p.n + k) % 3 = 2 then s.id end
       from bench_petitions p
       cross join generate_series(1, 1 + p.n % 3) k
       join bench_staff s on s.n = 1 + (p.n + k) % ${STAFF_COUNT}
      where p.n % 5 < 2`,
  );
  // Customer history: 60% of petitions have changes by their beneficiary, at various times.
  await client.query(
    `insert into app_public.petition_changes (petition_id, table_name, record_id, operation, changed, actor_id, created_at)
     select p.id, 'petitions', p.id::text, 'UPDATE', '{}', p.beneficiary_id, now() - make_interval(mins => p.activity_minute + k)
       from bench_petitions p cross join generate_series(1, 2) k where p.n % 5 >= 2`,
  );
  await client.query('analyze app_public.pending_petition_tasks, app_public.petition_changes, app_public.petitions');
  await client.query(`insert into app_public.case_list_facts (petition_id, last_customer_activity_at)
    select p.id, (select max(c.created_at) from app_public.petition_changes c where c.petition_id = p.id
                   and c.actor_id is not null and not exists (select 1 from app_public.admins a where a.user_id = c.actor_id))
      from bench_petitions p
    on conflict (petition_id) do update set last_customer_activity_at = excluded.last_customer_activity_at`);
  await client.query('select app_private.refresh_case_list_tasks(array(select id from bench_petitions))');
  await client.query('commit');
  await client.query('analyze');
}
