-- Up Migration
-- Server-side account search for the staff "view as" picker: people by name
-- or e-mail and companies by name, so the picker scales past a first page.

create type app_public.account_kind as enum ('PERSONAL', 'TEAM');

create type app_public.account_search_result as (kind app_public.account_kind, id uuid, name text, email text);
comment on type app_public.account_search_result is 'A personal account (a user) or a team account (a company) found by search_accounts.';

create function app_public.search_accounts(search text default '') returns setof app_public.account_search_result
  language sql stable
as $$
  select * from (
    select 'PERSONAL'::app_public.account_kind, u.id, u.full_name, u.email
    from app_public.users u
    where coalesce(btrim(search), '') = '' or u.full_name ilike '%' || btrim(search) || '%' or u.email ilike '%' || btrim(search) || '%'
    union all
    select 'TEAM'::app_public.account_kind, c.id, c.dba_name, null
    from app_public.companies c
    where coalesce(btrim(search), '') = '' or c.dba_name ilike '%' || btrim(search) || '%'
  ) found (kind, id, name, email)
  order by name, id;
$$;
comment on function app_public.search_accounts(text) is E'Accounts (people and companies) matching the search, for the staff "view as" picker; row-level security limits what each caller finds.\n@sortable';
grant execute on function app_public.search_accounts(text) to petition_studio_visitor;

-- Down Migration
drop function app_public.search_accounts(text);
drop type app_public.account_search_result, app_public.account_kind;
