-- Up Migration
-- A TN applied for at the border (or a consulate) reads its statuses in its own words on the staff's case list too, as
-- it does on the petition page and the customer's Home (migration 0137, docs/decisions.md "border TN words"): "Packet
-- Given to Beneficiary", not "Shipped". The words depend on the visa class and the filing route (packages/domain
-- petition-status.ts, petitionStatusLabel), and a case list row carried only the visa class: it now carries the
-- petition's filing_type as well ('change_of_status', 'consular_processing' or none), added last so the row's other
-- columns keep their places. case_list() is migration 0056's, restated with the one column more.

alter type app_public.case_list_entry add attribute filing_type text;
comment on column app_public.case_list_entry.filing_type is
  E'How the beneficiary applies: change_of_status, consular_processing, or null when not chosen yet.';

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
            target_submission_date, next_deadline, overdue, open_customer_items, last_customer_activity_at, updated_at, sort_key,
            filing_type
       from (
         select p.id as petition_id, p.beneficiary_id, p.company_id, p.visa_class, p.status, p.oa_user_id, p.csm_user_id,
                p.target_submission_date, f.next_deadline, coalesce(f.next_deadline < current_date, false) as overdue,
                f.open_customer_items, f.last_customer_activity_at, p.updated_at,
                (%1$s)::text as sort_key, p.filing_type, %1$s as k, %2$s as i
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

alter type app_public.case_list_entry drop attribute filing_type;
