-- Up Migration
-- Petition picker and account search that stay fast as the data grows.
--
-- * Name fragments: pg_trgm GIN indexes (pg_trgm from 0001; users.full_name
--   and companies.dba_name have theirs since 0003, added here: users.email
--   for the account search, the petition id as text). Trigrams are
--   case-folded, so an index on the column itself serves `ilike '%x%'`; no
--   lower() expression is needed. Fragments under three characters have no
--   trigram and fall back to scanning (still correct, just not indexed).
-- * The petition search is rewritten from one `or` across three joined tables
--   (which no index can serve) into a union of indexed lookups yielding
--   petition ids; rows and order are the same as before.
-- * The list order (updated_at desc, id) has its own index, and a partial one
--   for the active statuses, so the first page of the picker reads ~20 index
--   entries instead of sorting every petition.
-- * Keyset pagination: after_updated_at/after_id continue after the last row
--   of the previous page (an offset would read and drop every earlier row).
-- * search_petitions_count: a total that stops counting at 1,001, which the
--   picker shows as "1,000+", instead of counting every match.
-- search_petitions stays `language sql stable` without SET clauses so
-- PostgreSQL inlines it into PostGraphile's query (its LIMIT reaches the index
-- scan); row-level security stays the policies' once-per-query sub-selects, and
-- the fragment lookup (petition_ids_matching) runs once per search.

create index users_email_trgm_idx on app_public.users using gin (email gin_trgm_ops);
-- Ids are matched as text (a pasted id or any part of one): the id-prefix path.
create index petitions_id_text_trgm_idx on app_public.petitions using gin ((id::text) gin_trgm_ops);
create index petitions_updated_at_id_idx on app_public.petitions (updated_at desc, id);
create index petitions_active_updated_at_id_idx on app_public.petitions (updated_at desc, id)
  where status in ('PENDING_DOCS', 'IN_ATTORNEY_REVIEW', 'SUBMITTED', 'PRINT_SHIP_REQUESTED', 'SHIPPED');

drop function app_public.search_petitions(text, boolean);

-- Candidate petition ids for a fragment: beneficiary name, petitioner name,
-- visa class label (via the few visa types, then the visa_class index), or id.
-- Security definer on purpose: under row-level security `ilike` (not
-- leakproof) may not run before the policies' filters, so PostgreSQL cannot
-- use a trigram index for it and scans users and companies (EXPLAIN showed a
-- 15–30 ms Seq Scan on 22,000 users). Here the lookups use the indexes; the
-- caller's policies still decide which candidates search_petitions returns,
-- and the beneficiary and petitioner of a petition the caller may read are
-- always people and companies the caller may see (visible_user_ids,
-- visible_company_ids), so the rows found are exactly those of the former
-- single-query search. It returns ids only and runs once per search.
create function app_private.petition_ids_matching(fragment text) returns setof uuid
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
    select p.id from app_public.petitions p where p.id::text ilike '%' || fragment || '%'
  ) m
  where (select app_private.current_user_is_admin()) or m.id in (select app_private.readable_petition_ids());
$$;
comment on function app_private.petition_ids_matching(text) is 'Ids of petitions whose beneficiary name, petitioner name, visa class label or id contains the fragment (indexed lookups run as the owner, answering only ids the caller may read; search_petitions applies the caller''s row-level security again).';
grant execute on function app_private.petition_ids_matching(text) to petition_studio_visitor;

create function app_public.search_petitions(
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
comment on function app_public.search_petitions(text, boolean, timestamptz, uuid) is E'Petition picker search (server-side). Pass the updatedAt and id of the last row of a page as afterUpdatedAt/afterId for the next page (keyset pagination).\n@sortable';
grant execute on function app_public.search_petitions(text, boolean, timestamptz, uuid) to petition_studio_visitor;

create function app_public.search_petitions_count(search text default '', active_only boolean default true) returns int
  language sql stable
as $$
  select count(*)::int from (
    select 1 from app_public.search_petitions(search, active_only) limit 1001
  ) capped;
$$;
comment on function app_public.search_petitions_count(text, boolean) is 'How many petitions search_petitions finds, counting at most 1,001 (more than 1,000 is shown as "1,000+"), so the count never scans everything.';
grant execute on function app_public.search_petitions_count(text, boolean) to petition_studio_visitor;

-- Down Migration
drop function app_public.search_petitions_count(text, boolean);
drop function app_public.search_petitions(text, boolean, timestamptz, uuid);
drop function app_private.petition_ids_matching(text);
create function app_public.search_petitions(search text default '', active_only boolean default true)
  returns setof app_public.petitions
  language sql stable
as $$
  select p.* from app_public.petitions p
  join app_public.users b on b.id = p.beneficiary_id
  left join app_public.companies c on c.id = p.company_id
  where (not coalesce(active_only, true)
         or p.status in ('PENDING_DOCS', 'IN_ATTORNEY_REVIEW', 'SUBMITTED', 'PRINT_SHIP_REQUESTED', 'SHIPPED'))
    and (coalesce(btrim(search), '') = ''
         or b.full_name ilike '%' || btrim(search) || '%'
         or c.dba_name ilike '%' || btrim(search) || '%'
         or upper(replace(p.visa_class, '_', '-')) ilike '%' || btrim(search) || '%'
         or p.id::text ilike '%' || btrim(search) || '%')
  order by p.updated_at desc, p.id;
$$;
comment on function app_public.search_petitions(text, boolean) is E'Petition picker search (server-side, paginated).\n@sortable';
grant execute on function app_public.search_petitions(text, boolean) to petition_studio_visitor;
drop index app_public.petitions_active_updated_at_id_idx, app_public.petitions_updated_at_id_idx,
  app_public.petitions_id_text_trgm_idx, app_public.users_email_trgm_idx;
