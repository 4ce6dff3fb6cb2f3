-- Up Migration
-- Issue 30: a staff member's saved case-list filters, kept on the server so they follow the person to another
-- browser or computer (the first version kept them in the browser's localStorage). A named set of the case list's
-- filters and sort; one name once per person (saving under a name again replaces its filters).
--
-- The rules are the domain's (packages/domain/src/case-list.ts: ZSavedCaseFilterSchema): a name of 1 to 60
-- characters without surrounding spaces, and a filter object holding only the case list's filter keys. The page
-- re-validates a stored filter with ZCaseListFilterSchema before it reaches a query.

create table app_public.case_list_saved_filters (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default app_private.current_user_id() references app_public.users (id) on delete cascade,
  name text not null constraint case_list_saved_filters_name check (name = btrim(name) and char_length(name) between 1 and 60),
  filter jsonb not null constraint case_list_saved_filters_filter
    check (jsonb_typeof(filter) = 'object' and filter - array['mine', 'overdue', 'status', 'visaClass', 'search', 'sort'] = '{}'::jsonb),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint case_list_saved_filters_one_name unique (user_id, name)
);
comment on table app_public.case_list_saved_filters is 'A staff member''s saved filters of the case list (their own only).';
comment on column app_public.case_list_saved_filters.user_id is E'@behavior -insert -update\nWhose filters: always the signed-in staff member (the column default).';
comment on column app_public.case_list_saved_filters.filter is 'The case list''s filters and sort (mine, overdue, status, visaClass, search, sort).';
create trigger _100_set_updated_at before update on app_public.case_list_saved_filters
  for each row execute function app_private.tg_set_updated_at();

alter table app_public.case_list_saved_filters enable row level security;
grant select, delete on app_public.case_list_saved_filters to petition_studio_visitor;
grant insert (name, filter) on app_public.case_list_saved_filters to petition_studio_visitor;
grant update (name, filter) on app_public.case_list_saved_filters to petition_studio_visitor;
-- The case list is staff's: a customer can neither read nor keep saved filters; staff only their own.
create policy manage_own_staff on app_public.case_list_saved_filters for all
  using (user_id = (select app_private.current_user_id()) and (select app_private.current_user_is_admin()))
  with check (user_id = (select app_private.current_user_id()) and (select app_private.current_user_is_admin()));
comment on policy manage_own_staff on app_public.case_list_saved_filters is 'Staff read and write their own saved filters; customers none.';

-- Saves the current filters under a name, replacing the filters of a name already saved (one request, no race
-- between "is the name taken" and the insert).
create function app_public.save_case_list_filter(name text, filter jsonb) returns app_public.case_list_saved_filters
  language sql volatile
  security invoker
  set search_path = pg_catalog
as $$
  insert into app_public.case_list_saved_filters as s (name, filter) values (btrim(name), filter)
  on conflict on constraint case_list_saved_filters_one_name do update set filter = excluded.filter
  returning s.*;
$$;
comment on function app_public.save_case_list_filter(text, jsonb) is 'Saves the signed-in staff member''s case-list filters under a name (the same name replaces them).';
grant execute on function app_public.save_case_list_filter(text, jsonb) to petition_studio_visitor;

-- Down Migration
drop function app_public.save_case_list_filter(text, jsonb);
drop table app_public.case_list_saved_filters;
