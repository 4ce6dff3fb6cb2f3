-- Up Migration
-- Issue 30: the case list's name search answers a page in milliseconds however common the name (migration 0050
-- computed every matching petition first: "patel", 8,339 of 100,000, took 85 ms a page; the goal is 50).
--
-- The names now live beside the sort keys: case_list_facts.search_text holds the beneficiary's and the petitioner's
-- names (kept by triggers on petitions, users and companies), with a trigram index. The planner, given the actual
-- pattern, either walks the sort's index and checks each row's names (a common name: a few hundred rows to fill a
-- page) or reads the few matches through the trigram index and sorts them (a rare name).
--
-- case_list() becomes security definer, guarded by its first line (staff only; anyone else gets no row, as before):
-- under row-level security the planner may not use `ilike` (not leakproof) in an index condition, which is what
-- made 0050 compute the matches in a separate security-definer function. The policies it no longer relies on said
-- the same thing: staff read every petition and every facts row; customers none of the case list.
-- "Mine" also counts the open checklist items assigned to the staff member (migration 0052).

alter table app_public.case_list_facts add column search_text text not null default '';
comment on column app_public.case_list_facts.search_text is 'The beneficiary''s and the petitioner''s names, separated by the unit separator (chr(31)), for the name search.';
create index case_list_facts_search_text_trgm_idx on app_public.case_list_facts using gin (search_text gin_trgm_ops);

-- The names of the given petitions into their facts (one statement for a batch).
create function app_private.refresh_case_list_names(petition_ids uuid[]) returns void
  language sql volatile
  security definer
  set search_path = pg_catalog
as $$
  update app_public.case_list_facts f
     set search_text = coalesce(b.full_name, '') || chr(31) || coalesce(c.dba_name, '')
    from app_public.petitions p
    join unnest(petition_ids) as changed (id) on changed.id = p.id
    left join app_public.users b on b.id = p.beneficiary_id
    left join app_public.companies c on c.id = p.company_id
   where f.petition_id = p.id
     and f.search_text is distinct from coalesce(b.full_name, '') || chr(31) || coalesce(c.dba_name, '');
$$;

-- New petitions (after 0050's trigger gave them their facts row: triggers fire in name order).
create function app_private.tg_case_list_names_petitions_inserted() returns trigger
  language plpgsql security definer set search_path = pg_catalog
as $$
begin
  perform app_private.refresh_case_list_names(array(select n.id from new_rows n));
  return null;
end;
$$;
create trigger _951_case_list_names after insert on app_public.petitions
  referencing new table as new_rows for each statement execute function app_private.tg_case_list_names_petitions_inserted();

-- A petition that changes its beneficiary or petitioner.
create function app_private.tg_case_list_names_petition_changed() returns trigger
  language plpgsql security definer set search_path = pg_catalog
as $$
begin
  perform app_private.refresh_case_list_names(array[new.id]);
  return null;
end;
$$;
create trigger _951_case_list_names_changed after update of beneficiary_id, company_id on app_public.petitions
  for each row execute function app_private.tg_case_list_names_petition_changed();

-- A person or company renamed: the petitions they are on.
create function app_private.tg_case_list_names_user_renamed() returns trigger
  language plpgsql security definer set search_path = pg_catalog
as $$
begin
  perform app_private.refresh_case_list_names(array(select p.id from app_public.petitions p where p.beneficiary_id = new.id));
  return null;
end;
$$;
create trigger _951_case_list_names after update of full_name on app_public.users
  for each row when (new.full_name is distinct from old.full_name)
  execute function app_private.tg_case_list_names_user_renamed();

create function app_private.tg_case_list_names_company_renamed() returns trigger
  language plpgsql security definer set search_path = pg_catalog
as $$
begin
  perform app_private.refresh_case_list_names(array(select p.id from app_public.petitions p where p.company_id = new.id));
  return null;
end;
$$;
create trigger _951_case_list_names after update of dba_name on app_public.companies
  for each row when (new.dba_name is distinct from old.dba_name)
  execute function app_private.tg_case_list_names_company_renamed();

select app_private.refresh_case_list_names(array(select id from app_public.petitions));

-- 0050's function, restated: security definer with its staff guard, the name search on the facts' names, and
-- "mine" through open checklist items too.
create or replace function app_public.case_list(
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
  security definer
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
      || ' where t.assignee_id = $1 and t.petition_id = p.id and t.completed_at is null)'
      || ' or exists (select 1 from app_public.petition_checklist_items i'
      || ' where i.assignee_id = $1 and i.petition_id = p.id and i.completed_at is null))';
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
    -- A substring of either name; the user's % and _ are literal, and the names' separator is no character of it.
    pattern := '%' || replace(replace(replace(replace(btrim(search), chr(31), ''), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    filters := filters || ' and f.search_text ilike $4';
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

drop function app_private.case_list_petitions_named(text);

-- Down Migration
create or replace function app_public.case_list(
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
drop trigger _951_case_list_names on app_public.companies;
drop function app_private.tg_case_list_names_company_renamed();
drop trigger _951_case_list_names on app_public.users;
drop function app_private.tg_case_list_names_user_renamed();
drop trigger _951_case_list_names on app_public.petitions;
drop trigger _951_case_list_names_changed on app_public.petitions;
drop function app_private.tg_case_list_names_petition_changed();
drop function app_private.tg_case_list_names_petitions_inserted();
drop function app_private.refresh_case_list_names(uuid[]);
alter table app_public.case_list_facts drop column search_text;
