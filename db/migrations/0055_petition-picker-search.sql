-- Up Migration
-- Issue 35: the staff petition picker in one statement, and a search that holds both the text and the order; and
-- live-update notifications that name the editor session of the change (at the end).
--
-- Before: the picker's request ran four transactions (the page, the capped count, then the page's beneficiaries and
-- companies by id), and a frequent word ("robot": 10,004 of 100,000 petitions) collected every candidate id through
-- four joins, then walked the active petitions in order until enough were candidates (70 ms in SQL alone).
--
-- Now: one row per petition in app_private.petition_search_texts holds the words a search looks in (beneficiary
-- name, petitioner name, visa class label, id), whether the petition is active, and its updated_at, kept by triggers.
-- A trigram index answers rare fragments; an (updated_at desc, id) index answers frequent ones by walking the order
-- and testing each row's text on the same row, with no join. app_public.petition_picker returns the page with its
-- names and the capped count in one statement.

create table app_private.petition_search_texts (
  petition_id uuid primary key references app_public.petitions (id) on delete cascade,
  -- Lower case, fields separated by a newline (a search never holds one: it is trimmed and typed on one line).
  search_text text not null,
  active boolean not null,
  -- A copy of petitions.updated_at: the picker's order and its keyset cursor.
  updated_at timestamptz not null
);
comment on table app_private.petition_search_texts is 'The picker''s search text per petition (names, visa class label, id), with its order; kept by triggers, read by petition_picker_matches() only.';
-- Server-only: read by a security-definer function; a request's role reads nothing directly.
alter table app_private.petition_search_texts enable row level security;
-- More histogram entries: the planner's estimate of how many texts contain a fragment chooses between the two indexes.
alter table app_private.petition_search_texts alter column search_text set statistics 1000;
create index petition_search_texts_trgm_idx on app_private.petition_search_texts using gin (search_text gin_trgm_ops);
create index petition_search_texts_active_order_idx on app_private.petition_search_texts (updated_at desc, petition_id) where active;
create index petition_search_texts_order_idx on app_private.petition_search_texts (updated_at desc, petition_id);

-- The statuses the picker's "active petitions only" keeps (as migration 0022's partial index).
create function app_private.petition_status_is_active(status app_public.petition_status) returns boolean
  language sql immutable parallel safe
  set search_path = pg_catalog
as $$
  select status in ('PENDING_DOCS', 'IN_ATTORNEY_REVIEW', 'SUBMITTED', 'PRINT_SHIP_REQUESTED', 'SHIPPED');
$$;

-- Recomputes the search rows of the given petitions (one statement for a batch; the backfill passes all of them).
create function app_private.refresh_petition_search_texts(petition_ids uuid[]) returns void
  language sql volatile
  security definer
  set search_path = pg_catalog
as $$
  insert into app_private.petition_search_texts (petition_id, search_text, active, updated_at)
  select p.id,
         lower(concat_ws(E'\n', b.full_name, c.dba_name, replace(p.visa_class, '_', '-'), p.id::text)),
         app_private.petition_status_is_active(p.status),
         p.updated_at
    from app_public.petitions p
    join unnest(petition_ids) as changed (id) on changed.id = p.id
    left join app_public.users b on b.id = p.beneficiary_id
    left join app_public.companies c on c.id = p.company_id
  on conflict (petition_id) do update
    set search_text = excluded.search_text, active = excluded.active, updated_at = excluded.updated_at;
$$;

create function app_private.tg_petition_search_petitions_inserted() returns trigger
  language plpgsql security definer set search_path = pg_catalog
as $$
begin
  perform app_private.refresh_petition_search_texts(array(select id from new_rows));
  return null;
end;
$$;
create trigger _960_petition_search_inserted after insert on app_public.petitions
  referencing new table as new_rows for each statement execute function app_private.tg_petition_search_petitions_inserted();

create function app_private.tg_petition_search_petitions_updated() returns trigger
  language plpgsql security definer set search_path = pg_catalog
as $$
begin
  perform app_private.refresh_petition_search_texts(array(
    select n.id from new_rows n join old_rows o on o.id = n.id
     where o.updated_at is distinct from n.updated_at or o.status is distinct from n.status
        or o.beneficiary_id is distinct from n.beneficiary_id or o.company_id is distinct from n.company_id
        or o.visa_class is distinct from n.visa_class));
  return null;
end;
$$;
-- Every update moves updated_at (the order), so this runs on every petition update; a statement trigger, so a bulk
-- update (a later migration's backfill) refreshes its rows in one statement, not one per row.
create trigger _960_petition_search_updated after update on app_public.petitions
  referencing old table as old_rows new table as new_rows
  for each statement execute function app_private.tg_petition_search_petitions_updated();

create function app_private.tg_petition_search_user_renamed() returns trigger
  language plpgsql security definer set search_path = pg_catalog
as $$
begin
  perform app_private.refresh_petition_search_texts(array(select p.id from app_public.petitions p where p.beneficiary_id = new.id));
  return null;
end;
$$;
create trigger _960_petition_search_renamed after update of full_name on app_public.users
  for each row when (old.full_name is distinct from new.full_name)
  execute function app_private.tg_petition_search_user_renamed();

create function app_private.tg_petition_search_company_renamed() returns trigger
  language plpgsql security definer set search_path = pg_catalog
as $$
begin
  perform app_private.refresh_petition_search_texts(array(select p.id from app_public.petitions p where p.company_id = new.id));
  return null;
end;
$$;
create trigger _960_petition_search_renamed after update of dba_name on app_public.companies
  for each row when (old.dba_name is distinct from new.dba_name)
  execute function app_private.tg_petition_search_company_renamed();

select app_private.refresh_petition_search_texts(array(select id from app_public.petitions));
analyze app_private.petition_search_texts;

-- The page's petition ids in order, and how many petitions match (capped at 1,001: "1,000+"), for the signed-in
-- user: staff all petitions, anyone else the petitions they may read. Security definer on purpose (as migration
-- 0050's case_list_petitions_named): under row-level security `like` (not leakproof) may not run before the
-- policies, so the trigram index could not serve it. Dynamic SQL: planned with the actual fragment, so the planner's
-- estimate of its matches picks the trigram index (few) or the walk in order (many: "robot" finds a page of 50
-- in ~500 rows).
create function app_private.petition_picker_matches(
  search text,
  active_only boolean,
  after_updated_at timestamptz,
  after_id uuid,
  page_size integer
) returns table (petition_id uuid, page_position integer, matching_count integer)
  language plpgsql stable
  -- A page: the caller's join to petitions then reads each row by its key instead of hashing every petition.
  rows 50
  security definer
  set search_path = pg_catalog
as $$
declare
  fragment text := lower(nullif(btrim(search), ''));
  filters text := '';
  page_ids uuid[];
  total integer;
begin
  if page_size is null or page_size < 1 or page_size > 101 then
    raise exception 'The page size must be between 1 and 101' using errcode = '22023';
  end if;
  if not coalesce(app_private.current_user_is_admin(), false) then
    filters := filters || ' and s.petition_id in (select app_private.readable_petition_ids())';
  end if;
  if coalesce(active_only, true) then
    filters := filters || ' and s.active';
  end if;
  if fragment is not null then
    -- A substring of the text; the user's % and _ are literal.
    filters := filters || format(' and s.search_text like %L',
      '%' || replace(replace(replace(fragment, '\', '\\'), '%', '\%'), '_', '\_') || '%');
  end if;
  -- The count ignores the cursor: it is the whole search's, on every page.
  execute format('select count(*)::integer from (select 1 from app_private.petition_search_texts s where true %s limit 1001) m', filters)
    into total;
  if after_updated_at is not null and after_id is not null then
    filters := filters || ' and s.updated_at <= $1 and (s.updated_at < $1 or s.petition_id > $2)';
  end if;
  execute format(
    'select array(select s.petition_id from app_private.petition_search_texts s where true %s
                   order by s.updated_at desc, s.petition_id limit $3)', filters)
    into page_ids
    using after_updated_at, after_id, page_size;
  return query select m.id, m.n::integer, total from unnest(page_ids) with ordinality as m (id, n);
end;
$$;
grant execute on function app_private.petition_picker_matches(text, boolean, timestamptz, uuid, integer) to petition_studio_visitor;

-- One row of the picker: what it shows, and the search's capped count (the same on every row). petition_id, not id:
-- an entry is one search's row (its count belongs to that search), so the web app's cache must not merge entries of
-- different searches as one object, which it would for anything with an `id`.
create type app_public.petition_picker_entry as (
  petition_id uuid,
  updated_at timestamptz,
  status app_public.petition_status,
  visa_class text,
  beneficiary_id uuid,
  beneficiary_name text,
  petitioner_name text,
  matching_count integer
);
comment on type app_public.petition_picker_entry is 'One petition in the staff petition picker, with the names it shows and how many petitions the search matches (1001 means more than 1,000).';

-- Security invoker: the rows are read under the caller's row-level security again (petitions, users, companies).
create function app_public.petition_picker(
  search text default '',
  active_only boolean default true,
  after_updated_at timestamptz default null,
  after_id uuid default null,
  page_size integer default 50
) returns setof app_public.petition_picker_entry
  language sql stable
as $$
  select p.id, p.updated_at, p.status, p.visa_class, p.beneficiary_id,
         (select b.full_name from app_public.users b where b.id = p.beneficiary_id),
         (select c.dba_name from app_public.companies c where c.id = p.company_id),
         m.matching_count
    from app_private.petition_picker_matches(search, active_only, after_updated_at, after_id, page_size) m
    join app_public.petitions p on p.id = m.petition_id
   order by m.page_position;
$$;
comment on function app_public.petition_picker(text, boolean, timestamptz, uuid, integer) is
  E'The petition picker: a page of petitions (most recently updated first) whose beneficiary name, petitioner name, visa class or id contains the search, with the names and the capped count of matches in one statement. Pass the updatedAt and id of the last row as afterUpdatedAt/afterId for the next page.';
grant execute on function app_public.petition_picker(text, boolean, timestamptz, uuid, integer) to petition_studio_visitor;

-- One round trip per drag: the live-update notifications name the editor session (page) whose request made the
-- change, when the request sent one (apps/api/src/graphql/request-context.ts sets app.editor_session), so the page
-- that made a change can skip refetching its own echo while every other page still refetches. Not a credential.
create or replace function app_private.notify_topic(topic text, subject uuid, event text) returns void
  language sql volatile
  set search_path = pg_catalog
as $$
  select pg_notify(topic || ':' || subject::text,
                   json_build_object('event', event, 'subject', subject,
                                     'editorSession', nullif(current_setting('app.editor_session', true), ''))::text)
  where subject is not null;
$$;

-- Down Migration
create or replace function app_private.notify_topic(topic text, subject uuid, event text) returns void
  language sql volatile
  set search_path = pg_catalog
as $$
  select pg_notify(topic || ':' || subject::text,
                   json_build_object('event', event, 'subject', subject)::text)
  where subject is not null;
$$;
drop function app_public.petition_picker(text, boolean, timestamptz, uuid, integer);
drop type app_public.petition_picker_entry;
drop function app_private.petition_picker_matches(text, boolean, timestamptz, uuid, integer);
drop trigger _960_petition_search_renamed on app_public.companies;
drop function app_private.tg_petition_search_company_renamed();
drop trigger _960_petition_search_renamed on app_public.users;
drop function app_private.tg_petition_search_user_renamed();
drop trigger _960_petition_search_updated on app_public.petitions;
drop function app_private.tg_petition_search_petitions_updated();
drop trigger _960_petition_search_inserted on app_public.petitions;
drop function app_private.tg_petition_search_petitions_inserted();
drop function app_private.refresh_petition_search_texts(uuid[]);
drop function app_private.petition_status_is_active(app_public.petition_status);
drop table app_private.petition_search_texts;
