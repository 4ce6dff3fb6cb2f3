-- Up Migration
-- Two gaps staff met on the Entities screen (docs/decisions.md, "People's e-mail on the Entities list" and
-- "The company's date established"):
--
-- 1. The /admin/entities list (search_entity_listing, 0024) showed a person's name but not their e-mail address,
--    and its search matched names only: staff who know a customer by their address could not find them. The row
--    type gains `email` (people only; null for companies and other entities) and the search matches a person's
--    e-mail as well as their name, as search_people (the USER picker) already does.

alter type app_public.entity_listing_row add attribute email text;
comment on type app_public.entity_listing_row is E'A row of the /admin/entities table: a person (USER, a user id), a company (COMPANY, a company id) or an additional entity (its id); description is the bio or data.description; email is a person''s e-mail address (null for the others).';

create or replace function app_public.search_entity_listing(
  entity_type app_public.entity_type default null,
  search text default ''
) returns setof app_public.entity_listing_row
  language sql stable
as $$
  select * from (
    select 'USER'::app_public.entity_type, u.id, u.full_name, u.bio, u.email
    from app_public.users u
    where (search_entity_listing.entity_type is null or search_entity_listing.entity_type = 'USER')
      and (coalesce(btrim(search), '') = '' or u.full_name ilike '%' || btrim(search) || '%'
        or u.email ilike '%' || btrim(search) || '%')
    union all
    select 'COMPANY'::app_public.entity_type, c.id, c.dba_name, c.bio, null::text
    from app_public.companies c
    where (search_entity_listing.entity_type is null or search_entity_listing.entity_type = 'COMPANY')
      and (coalesce(btrim(search), '') = '' or c.dba_name ilike '%' || btrim(search) || '%')
    union all
    select e.type, e.id, e.name, e.data ->> 'description', null::text
    from app_public.additional_entities e
    where e.type not in ('USER', 'COMPANY')
      and (search_entity_listing.entity_type is null or e.type = search_entity_listing.entity_type)
      and (coalesce(btrim(search), '') = '' or e.name ilike '%' || btrim(search) || '%')
  ) found (type, id, name, description, email)
  order by lower(name), id;
$$;
comment on function app_public.search_entity_listing(app_public.entity_type, text) is 'People, companies and additional entities for the /admin/entities table, filtered by type (all when null) and a fragment of the name (or of a person''s e-mail address); row-level security limits what each caller finds.';

-- 2. The I-140's "Date Established" (Part 5 item 3, a full date) stayed empty: the employer wizard asks only the
--    year (0078, the I-129's box). Staff may now give the full date on the company's entity. Optional; the rules of
--    packages/domain/src/date-established.ts, with its sentences: a date from 1600-01-01 on, in the year
--    established when both are given (checks), and not in the future (a trigger, as 0078's year: it depends on the
--    clock), raising the domain's sentence with SQLSTATE 23514.

alter table app_public.companies add column date_established date
  constraint companies_date_established_range check (date_established >= '1600-01-01');
alter table app_public.companies add constraint companies_date_established_in_year check (
  date_established is null or year_established is null
  or extract(year from date_established)::int = year_established
);
comment on column app_public.companies.date_established is
  'The full date the company was established (I-140 Part 5), given by staff; in year_established when both are set.';

create function app_private.tg_company_date_established_not_future() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if new.date_established > (now() at time zone 'utc')::date then
    raise exception 'The date the company was established cannot be in the future.' using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function app_private.tg_company_date_established_not_future() is
  'Refuses a company''s date established after today (UTC) with the domain''s sentence (date-established.ts).';
create trigger _300_date_established_not_future before insert or update of date_established on app_public.companies
  for each row execute function app_private.tg_company_date_established_not_future();


-- Down Migration

drop function app_public.search_entity_listing(app_public.entity_type, text);
alter type app_public.entity_listing_row drop attribute email;
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

drop trigger _300_date_established_not_future on app_public.companies;
drop function app_private.tg_company_date_established_not_future();
alter table app_public.companies drop column date_established;
