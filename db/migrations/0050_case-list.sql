-- Up Migration
-- Issue 30: the staff case list. One row per petition with its people, status, dates, next deadline, open customer
-- items and last customer activity; filters (mine, overdue, status, visa class, names), four sorts and keyset pages.
--
-- Why a facts table: the next deadline, the open customer items and the last customer activity are aggregates over
-- tasks and history. Sorting 100,000 petitions by an aggregate computed per request cannot answer a page in 50 ms;
-- kept per petition by statement triggers and indexed, a page is an index range scan of page-size rows.

create table app_public.case_list_facts (
  petition_id uuid primary key references app_public.petitions (id) on delete cascade,
  -- The earliest due date of the petition's open tasks; null: none is dated.
  next_deadline date,
  -- Open tasks of the customer's side (the beneficiary's and the petitioner's).
  open_customer_items integer not null default 0,
  -- The latest change by someone who is not staff (petition_changes.actor_id not in admins).
  last_customer_activity_at timestamptz
);
comment on table app_public.case_list_facts is E'@behavior -*\nPer-petition figures of the staff case list, kept by triggers on tasks, history and petitions; read through case_list() only.';
alter table app_public.case_list_facts enable row level security;
-- Read only: written by the security-definer triggers below.
grant select on app_public.case_list_facts to petition_studio_visitor;
create policy select_staff on app_public.case_list_facts for select using ((select app_private.current_user_is_admin()));
comment on policy select_staff on app_public.case_list_facts is 'Staff read the case list; customers never.';

-- Sort keys with nulls mapped to ±infinity, so that each sort is one btree order and its cursor one comparison.
create index case_list_facts_deadline_key_idx on app_public.case_list_facts ((coalesce(next_deadline, 'infinity'::date)), petition_id);
create index case_list_facts_activity_key_idx on app_public.case_list_facts
  ((coalesce(last_customer_activity_at, '-infinity'::timestamptz)), petition_id);
create index petitions_target_key_idx on app_public.petitions ((coalesce(target_submission_date, 'infinity'::date)), id);
create index petitions_updated_key_idx on app_public.petitions (updated_at, id);
-- A petition's open tasks by due date: the facts' min(due_date) and count are one index range each (without it the
-- planner may answer min() by walking migration 0048's due-date index through every open task).
create index pending_petition_tasks_open_petition_due_idx on app_public.pending_petition_tasks (petition_id, due_date)
  where completed_at is null;
-- "Mine" through an open task's assignee.
create index pending_petition_tasks_open_assignee_idx on app_public.pending_petition_tasks (assignee_id, petition_id)
  where completed_at is null;

-- Recomputes the task figures of the given petitions (one statement for a whole batch of task changes).
create function app_private.refresh_case_list_tasks(petition_ids uuid[]) returns void
  language sql volatile
  security definer
  set search_path = pg_catalog
as $$
  insert into app_public.case_list_facts (petition_id, next_deadline, open_customer_items)
  select p.id,
         (select min(t.due_date) from app_public.pending_petition_tasks t
           where t.petition_id = p.id and t.completed_at is null),
         (select count(*) from app_public.pending_petition_tasks t
           where t.petition_id = p.id and t.completed_at is null and t.party in ('BENEFICIARY', 'PETITIONER'))
    -- A join, not `= any(array)`: the migration's backfill passes every petition at once.
    from app_public.petitions p join unnest(petition_ids) as changed (id) on changed.id = p.id
  on conflict (petition_id) do update
    set next_deadline = excluded.next_deadline, open_customer_items = excluded.open_customer_items;
$$;

-- Statement triggers with transition tables: a bulk task change recomputes each petition once, not once per row.
-- (A trigger with transition tables may have one event only, hence three functions.)
create function app_private.tg_case_list_tasks_inserted() returns trigger
  language plpgsql security definer set search_path = pg_catalog
as $$
begin
  perform app_private.refresh_case_list_tasks(array(select distinct n.petition_id from new_rows n));
  return null;
end;
$$;
create function app_private.tg_case_list_tasks_updated() returns trigger
  language plpgsql security definer set search_path = pg_catalog
as $$
begin
  perform app_private.refresh_case_list_tasks(array(
    select n.petition_id from new_rows n union select o.petition_id from old_rows o));
  return null;
end;
$$;
create function app_private.tg_case_list_tasks_deleted() returns trigger
  language plpgsql security definer set search_path = pg_catalog
as $$
begin
  perform app_private.refresh_case_list_tasks(array(select distinct o.petition_id from old_rows o));
  return null;
end;
$$;
create trigger _950_case_list_inserted after insert on app_public.pending_petition_tasks
  referencing new table as new_rows for each statement execute function app_private.tg_case_list_tasks_inserted();
create trigger _950_case_list_updated after update on app_public.pending_petition_tasks
  referencing new table as new_rows old table as old_rows
  for each statement execute function app_private.tg_case_list_tasks_updated();
create trigger _950_case_list_deleted after delete on app_public.pending_petition_tasks
  referencing old table as old_rows for each statement execute function app_private.tg_case_list_tasks_deleted();

-- Every petition has its facts row: the sorts read the facts' indexes and join the petition, so a petition without
-- one would be missing from the list.
create function app_private.tg_case_list_petitions_inserted() returns trigger
  language plpgsql security definer set search_path = pg_catalog
as $$
begin
  insert into app_public.case_list_facts (petition_id) select n.id from new_rows n on conflict do nothing;
  return null;
end;
$$;
create trigger _950_case_list_inserted after insert on app_public.petitions
  referencing new table as new_rows for each statement execute function app_private.tg_case_list_petitions_inserted();

-- Customers' activity: history rows whose actor is not staff. Rows of a petition already deleted are skipped (its
-- history outlives it, migration 0026).
create function app_private.tg_case_list_changes_inserted() returns trigger
  language plpgsql security definer set search_path = pg_catalog
as $$
begin
  insert into app_public.case_list_facts as f (petition_id, last_customer_activity_at)
  select n.petition_id, max(n.created_at) from new_rows n
   where n.actor_id is not null
     and not exists (select 1 from app_public.admins a where a.user_id = n.actor_id)
     and exists (select 1 from app_public.petitions p where p.id = n.petition_id)
   group by n.petition_id
  on conflict (petition_id) do update
    set last_customer_activity_at = greatest(f.last_customer_activity_at, excluded.last_customer_activity_at);
  return null;
end;
$$;
create trigger _950_case_list_inserted after insert on app_public.petition_changes
  referencing new table as new_rows for each statement execute function app_private.tg_case_list_changes_inserted();

-- The figures of the petitions there are already.
insert into app_public.case_list_facts (petition_id, last_customer_activity_at)
select p.id,
       (select max(c.created_at) from app_public.petition_changes c
         where c.petition_id = p.id and c.actor_id is not null
           and not exists (select 1 from app_public.admins a where a.user_id = c.actor_id))
  from app_public.petitions p;
select app_private.refresh_case_list_tasks(array(select id from app_public.petitions));

-- The petitions whose beneficiary's or petitioner's name matches an ilike pattern. Security definer on purpose (as
-- migration 0022's picker search): under row-level security `ilike` (not leakproof) may not run before the
-- policies, so the trigram indexes could not serve it and a search would read every user. Staff only: anyone else
-- gets no id, so it tells nobody whose names match.
create function app_private.case_list_petitions_named(pattern text) returns setof uuid
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select m.id from (
    select p.id from app_public.petitions p join app_public.users b on b.id = p.beneficiary_id
     where b.full_name ilike pattern
    union
    select p.id from app_public.petitions p join app_public.companies c on c.id = p.company_id
     where c.dba_name ilike pattern
  ) m
  where (select app_private.current_user_is_admin());
$$;
grant execute on function app_private.case_list_petitions_named(text) to petition_studio_visitor;

-- One row of the case list: names and dates, never passport data. sort_key is the row's cursor key as text (the
-- sort's key, ±infinity for none); the next page starts after (sort_key, petition_id).
create type app_public.case_list_entry as (
  petition_id uuid,
  beneficiary_name text,
  petitioner_name text,
  visa_class text,
  status app_public.petition_status,
  oa_name text,
  csm_name text,
  target_submission_date date,
  next_deadline date,
  overdue boolean,
  open_customer_items integer,
  last_customer_activity_at timestamptz,
  updated_at timestamptz,
  sort_key text
);
comment on type app_public.case_list_entry is 'One petition in the staff case list.';

-- Security invoker: row-level security of petitions and case_list_facts applies; and customers get no row at all.
-- Dynamic SQL: each sort gets its own ORDER BY matching its index, planned with the actual filter values.
create function app_public.case_list(
  mine boolean default false,
  overdue_only boolean default false,
  status app_public.petition_status default null,
  visa_class text default null,
  search text default null,
  sort text default 'next-deadline',
  cursor_key text default null,
  cursor_id uuid default null,
  backward boolean default false,
  page_size integer default 25
) returns setof app_public.case_list_entry
  language plpgsql stable
  security invoker
  set search_path = pg_catalog
as $$
declare
  key_expr text;
  key_type text;
  id_expr text;
  descending boolean;
  -- Reading backward (the previous page) walks the order the other way and turns the page round at the end.
  walk_desc boolean;
  filters text := '';
  pattern text;
begin
  if not coalesce(app_private.current_user_is_admin(), false) then
    return;
  end if;
  if page_size is null or page_size < 1 or page_size > 101 then
    raise exception 'The page size must be between 1 and 101' using errcode = '22023';
  end if;
  case sort
    when 'next-deadline' then key_expr := 'coalesce(f.next_deadline, ''infinity''::date)'; key_type := 'date';
      id_expr := 'f.petition_id'; descending := false;
    when 'target-date' then key_expr := 'coalesce(p.target_submission_date, ''infinity''::date)'; key_type := 'date';
      id_expr := 'p.id'; descending := false;
    when 'last-activity' then key_expr := 'coalesce(f.last_customer_activity_at, ''-infinity''::timestamptz)';
      key_type := 'timestamptz'; id_expr := 'f.petition_id'; descending := true;
    when 'updated' then key_expr := 'p.updated_at'; key_type := 'timestamptz'; id_expr := 'p.id'; descending := true;
    else raise exception 'Unknown sort of the case list: %', sort using errcode = '22023';
  end case;
  walk_desc := descending <> coalesce(backward, false);

  if coalesce(mine, false) then
    filters := filters || ' and (p.oa_user_id = $1 or p.csm_user_id = $1 or exists (select 1 from app_public.pending_petition_tasks t'
      || ' where t.assignee_id = $1 and t.petition_id = p.id and t.completed_at is null))';
  end if;
  if coalesce(overdue_only, false) then
    filters := filters || ' and f.next_deadline < current_date';
  end if;
  if case_list.status is not null then
    filters := filters || ' and p.status = $2';
  end if;
  if case_list.visa_class is not null then
    filters := filters || ' and p.visa_class = $3';
  end if;
  if nullif(btrim(search), '') is not null then
    -- A substring of either name; the user's % and _ are literal.
    pattern := '%' || replace(replace(replace(btrim(search), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    filters := filters || ' and p.id in (select app_private.case_list_petitions_named($4))';
  end if;
  if cursor_key is not null and cursor_id is not null then
    filters := filters || format(' and (%s, %s) %s ($5::%s, $6)', key_expr, id_expr, case when walk_desc then '<' else '>' end, key_type);
  end if;

  return query execute format(
    -- The names are read for the page's rows only (outside the limit): a broad search may match thousands.
    'select petition_id,
            (select u.full_name from app_public.users u where u.id = page.beneficiary_id),
            (select c.dba_name from app_public.companies c where c.id = page.company_id),
            visa_class, status,
            (select u.full_name from app_public.users u where u.id = page.oa_user_id),
            (select u.full_name from app_public.users u where u.id = page.csm_user_id),
            target_submission_date, next_deadline, overdue, open_customer_items, last_customer_activity_at, updated_at, sort_key
       from (
         select p.id as petition_id, p.beneficiary_id, p.company_id, p.visa_class, p.status, p.oa_user_id, p.csm_user_id,
                p.target_submission_date, f.next_deadline, coalesce(f.next_deadline < current_date, false) as overdue,
                f.open_customer_items, f.last_customer_activity_at, p.updated_at,
                (%1$s)::text as sort_key, %1$s as k, %2$s as i
           from app_public.case_list_facts f
           join app_public.petitions p on p.id = f.petition_id
          where true %3$s
          order by %1$s %4$s, %2$s %4$s
          limit $7
       ) page
      order by k %5$s, i %5$s',
    key_expr, id_expr, filters,
    case when walk_desc then 'desc' else 'asc' end,
    case when descending then 'desc' else 'asc' end)
  using app_private.current_user_id(), case_list.status, case_list.visa_class, pattern, cursor_key, cursor_id, page_size;
end;
$$;
comment on function app_public.case_list(boolean, boolean, app_public.petition_status, text, text, text, text, uuid, boolean, integer) is
  E'The staff case list: one page of petitions (keyset: pass the last row''s sortKey and petitionId as the cursor; backward for the page before the first row). Sorts: next-deadline, target-date, last-activity, updated. Customers get no rows.';
grant execute on function app_public.case_list(boolean, boolean, app_public.petition_status, text, text, text, text, uuid, boolean, integer)
  to petition_studio_visitor;

-- Down Migration
drop function app_public.case_list(boolean, boolean, app_public.petition_status, text, text, text, text, uuid, boolean, integer);
drop type app_public.case_list_entry;
drop function app_private.case_list_petitions_named(text);
drop trigger _950_case_list_inserted on app_public.petition_changes;
drop function app_private.tg_case_list_changes_inserted();
drop trigger _950_case_list_inserted on app_public.petitions;
drop function app_private.tg_case_list_petitions_inserted();
drop trigger _950_case_list_inserted on app_public.pending_petition_tasks;
drop trigger _950_case_list_updated on app_public.pending_petition_tasks;
drop trigger _950_case_list_deleted on app_public.pending_petition_tasks;
drop function app_private.tg_case_list_tasks_inserted();
drop function app_private.tg_case_list_tasks_updated();
drop function app_private.tg_case_list_tasks_deleted();
drop function app_private.refresh_case_list_tasks(uuid[]);
drop index app_public.pending_petition_tasks_open_assignee_idx;
drop index app_public.pending_petition_tasks_open_petition_due_idx;
drop index app_public.petitions_updated_key_idx;
drop index app_public.petitions_target_key_idx;
drop table app_public.case_list_facts;
