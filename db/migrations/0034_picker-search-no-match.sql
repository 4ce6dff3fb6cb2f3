-- Up Migration
-- Petition picker search at 100,000 petitions (issue 17). A fragment nothing matches ("smith" on the large
-- seed) made search_petitions walk every active petition in updated-at order looking for a candidate, and
-- its capped count do the same: ~60 ms and ~100 ms of a 2-core machine for an empty answer. Two changes,
-- neither changing what a search finds:
-- * petition_ids_matching skips the id lookup when the fragment has a character no id text has (ids are
--   hex digits and dashes), instead of asking the trigram index for it.
-- * petition_search_may_match answers, from the indexes, whether any petition at all could match; a false
--   answer ends search_petitions (a one-time filter, also in a generic plan) before it reads a petition.
--   It looks at all petitions, never at what the caller may read, and only gates: the rows still come
--   from petition_ids_matching and the caller's row-level security.

create or replace function app_private.petition_ids_matching(fragment text) returns setof uuid
  language sql stable security definer
  set search_path = pg_catalog
as $$
  -- Runs as the owner so the trigram indexes serve the ilike; answers only ids the caller may read (staff: all),
  -- so calling it directly tells nobody which other people's petitions match a name.
  select m.id from (
    select p.id from app_public.petitions p join app_public.users b on b.id = p.beneficiary_id
    where b.full_name ilike '%' || fragment || '%'
    union
    select p.id from app_public.petitions p join app_public.companies c on c.id = p.company_id
    where c.dba_name ilike '%' || fragment || '%'
    union
    select p.id from app_public.petitions p
    where p.visa_class in (select v.id from app_public.visa_types v where upper(replace(v.id, '_', '-')) ilike '%' || fragment || '%')
    union
    select p.id from app_public.petitions p
    where fragment ~ '^[0-9A-Fa-f-]+$' and p.id::text ilike '%' || fragment || '%'
  ) m
  where (select app_private.current_user_is_admin()) or m.id in (select app_private.readable_petition_ids());
$$;

create function app_private.petition_search_may_match(fragment text) returns boolean
  language sql stable security definer
  set search_path = pg_catalog
as $$
  -- Materialized: planned to read every match, so the trigram indexes answer; under a bare EXISTS the planner
  -- expects an early hit and scans all users in order instead (35 ms for no match on the large seed).
  with users_matching as materialized (
    select b.id from app_public.users b where b.full_name ilike '%' || fragment || '%'
  ), companies_matching as materialized (
    select c.id from app_public.companies c where c.dba_name ilike '%' || fragment || '%'
  )
  select exists (select 1 from app_public.petitions p where p.beneficiary_id in (select id from users_matching))
      or exists (select 1 from app_public.petitions p where p.company_id in (select id from companies_matching))
      or exists (select 1 from app_public.visa_types v where upper(replace(v.id, '_', '-')) ilike '%' || fragment || '%')
      or (fragment ~ '^[0-9A-Fa-f-]+$'
          and exists (select 1 from app_public.petitions p where p.id::text ilike '%' || fragment || '%'));
$$;
comment on function app_private.petition_search_may_match(text) is 'Whether any petition (readable or not) has a beneficiary name, petitioner name, visa class label or id containing the fragment. Only a gate for search_petitions: false ends the search early; true tells nothing about what the caller may read.';
grant execute on function app_private.petition_search_may_match(text) to petition_studio_visitor;

create or replace function app_public.search_petitions(
  search text default '',
  active_only boolean default true,
  after_updated_at timestamptz default null,
  after_id uuid default null
) returns setof app_public.petitions
  language sql stable
as $$
  select p.* from app_public.petitions p
  join app_public.users b on b.id = p.beneficiary_id
  where (not coalesce(active_only, true)
         or p.status in ('PENDING_DOCS', 'IN_ATTORNEY_REVIEW', 'SUBMITTED', 'PRINT_SHIP_REQUESTED', 'SHIPPED'))
    -- No petition variable in the gate: PostgreSQL evaluates it once, before reading any petition.
    and (coalesce(btrim(search), '') = '' or (select app_private.petition_search_may_match(btrim(search))))
    and (coalesce(btrim(search), '') = '' or p.id in (select m.id from app_private.petition_ids_matching(btrim(search)) m (id)))
    -- keyset: rows after (after_updated_at, after_id) in (updated_at desc, id) order
    and (after_updated_at is null
         or (p.updated_at <= after_updated_at and (p.updated_at < after_updated_at or p.id > after_id)))
  order by p.updated_at desc, p.id;
$$;

-- Down Migration
create or replace function app_public.search_petitions(
  search text default '',
  active_only boolean default true,
  after_updated_at timestamptz default null,
  after_id uuid default null
) returns setof app_public.petitions
  language sql stable
as $$
  select p.* from app_public.petitions p
  join app_public.users b on b.id = p.beneficiary_id
  where (not coalesce(active_only, true)
         or p.status in ('PENDING_DOCS', 'IN_ATTORNEY_REVIEW', 'SUBMITTED', 'PRINT_SHIP_REQUESTED', 'SHIPPED'))
    and (coalesce(btrim(search), '') = '' or p.id in (select m.id from app_private.petition_ids_matching(btrim(search)) m (id)))
    -- keyset: rows after (after_updated_at, after_id) in (updated_at desc, id) order
    and (after_updated_at is null
         or (p.updated_at <= after_updated_at and (p.updated_at < after_updated_at or p.id > after_id)))
  order by p.updated_at desc, p.id;
$$;
drop function app_private.petition_search_may_match(text);
create or replace function app_private.petition_ids_matching(fragment text) returns setof uuid
  language sql stable security definer
  set search_path = pg_catalog
as $$
  select m.id from (
    select p.id from app_public.petitions p join app_public.users b on b.id = p.beneficiary_id
    where b.full_name ilike '%' || fragment || '%'
    union
    select p.id from app_public.petitions p join app_public.companies c on c.id = p.company_id
    where c.dba_name ilike '%' || fragment || '%'
    union
    select p.id from app_public.petitions p
    where p.visa_class in (select v.id from app_public.visa_types v where upper(replace(v.id, '_', '-')) ilike '%' || fragment || '%')
    union
    select p.id from app_public.petitions p where p.id::text ilike '%' || fragment || '%'
  ) m
  where (select app_private.current_user_is_admin()) or m.id in (select app_private.readable_petition_ids());
$$;
