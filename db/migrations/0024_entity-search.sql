-- Up Migration
-- Server-side entity search for the builder's entity pickers and the
-- /admin/entities page (decisions ENT-091), so neither loads whole tables:
--
-- * search_entities: additional entities of one type (or all) by a name
--   fragment. USER → search_people, COMPANY → search_companies (the pickers
--   pick people and companies themselves, not their link rows).
-- * search_entity_listing: one list of people, companies and additional
--   entities for the admin table (filter by type, search by name, paginated
--   with a count). Additional entities of type USER or COMPANY are left out:
--   they only link a person or company, which the list shows itself.
--
-- All are `language sql stable` and security invoker: the caller's row-level
-- security decides what is found (customers see only their own person,
-- company and the entities linked to them). Name fragments use the trigram
-- indexes (additional_entities_name_trgm_idx, users_full_name_trgm_idx,
-- companies_dba_name_trgm_idx) where the planner can.

create function app_public.search_entities(
  entity_type app_public.entity_type default null,
  search text default ''
) returns setof app_public.additional_entities
  language sql stable
as $$
  select e.* from app_public.additional_entities e
  where (search_entities.entity_type is null or e.type = search_entities.entity_type)
    and (coalesce(btrim(search), '') = '' or e.name ilike '%' || btrim(search) || '%')
  order by lower(e.name), e.id;
$$;
comment on function app_public.search_entities(app_public.entity_type, text) is 'Additional entities of a type (all types when null) whose name contains the search, by name; row-level security limits what each caller finds.';
grant execute on function app_public.search_entities(app_public.entity_type, text) to petition_studio_visitor;

create function app_public.search_people(search text default '') returns setof app_public.users
  language sql stable
as $$
  select u.* from app_public.users u
  where coalesce(btrim(search), '') = '' or u.full_name ilike '%' || btrim(search) || '%'
    or u.email ilike '%' || btrim(search) || '%'
  order by lower(u.full_name), u.id;
$$;
comment on function app_public.search_people(text) is 'People whose full name or e-mail contains the search, by name (the USER entity picker); row-level security limits what each caller finds.';
grant execute on function app_public.search_people(text) to petition_studio_visitor;

create function app_public.search_companies(search text default '') returns setof app_public.companies
  language sql stable
as $$
  select c.* from app_public.companies c
  where coalesce(btrim(search), '') = '' or c.dba_name ilike '%' || btrim(search) || '%'
  order by lower(c.dba_name), c.id;
$$;
comment on function app_public.search_companies(text) is 'Companies whose DBA name contains the search, by name (the COMPANY entity picker); row-level security limits what each caller finds.';
grant execute on function app_public.search_companies(text) to petition_studio_visitor;

create type app_public.entity_listing_row as (type app_public.entity_type, id uuid, name text, description text);
comment on type app_public.entity_listing_row is E'A row of the /admin/entities table: a person (USER, a user id), a company (COMPANY, a company id) or an additional entity (its id); description is the bio or data.description.';

create function app_public.search_entity_listing(
  entity_type app_public.entity_type default null,
  search text default ''
) returns setof app_public.entity_listing_row
  language sql stable
as $$
  select * from (
    select 'USER'::app_public.entity_type, u.id, u.full_name, u.bio
    from app_public.users u
    where (search_entity_listing.entity_type is null or search_entity_listing.entity_type = 'USER')
      and (coalesce(btrim(search), '') = '' or u.full_name ilike '%' || btrim(search) || '%')
    union all
    select 'COMPANY'::app_public.entity_type, c.id, c.dba_name, c.bio
    from app_public.companies c
    where (search_entity_listing.entity_type is null or search_entity_listing.entity_type = 'COMPANY')
      and (coalesce(btrim(search), '') = '' or c.dba_name ilike '%' || btrim(search) || '%')
    union all
    select e.type, e.id, e.name, e.data ->> 'description'
    from app_public.additional_entities e
    where e.type not in ('USER', 'COMPANY')
      and (search_entity_listing.entity_type is null or e.type = search_entity_listing.entity_type)
      and (coalesce(btrim(search), '') = '' or e.name ilike '%' || btrim(search) || '%')
  ) found (type, id, name, description)
  order by lower(name), id;
$$;
comment on function app_public.search_entity_listing(app_public.entity_type, text) is 'People, companies and additional entities for the /admin/entities table, filtered by type (all when null) and a name fragment; row-level security limits what each caller finds.';
grant execute on function app_public.search_entity_listing(app_public.entity_type, text) to petition_studio_visitor;

-- Down Migration
drop function app_public.search_entity_listing(app_public.entity_type, text);
drop type app_public.entity_listing_row;
drop function app_public.search_companies(text);
drop function app_public.search_people(text);
drop function app_public.search_entities(app_public.entity_type, text);
