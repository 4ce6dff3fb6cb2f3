-- Up Migration
-- Schemas, the request role and the helpers every row-level security policy uses.
-- Convention (after graphile/starter): app_public is what the GraphQL API exposes,
-- app_private holds security-definer helpers and anything the API must never show.

create extension if not exists pgcrypto;
create extension if not exists pg_trgm;

-- The role every GraphQL request runs as (set per transaction by the API). It
-- cannot log in; the API's connection role must be a member of it. Roles are
-- cluster-wide, so create it only once.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'petition_studio_visitor') then
    create role petition_studio_visitor nologin;
  end if;
end
$$;

create schema app_public;
create schema app_private;
comment on schema app_public is 'Everything the GraphQL API exposes. Every table has row-level security.';
comment on schema app_private is 'Helpers and data the API never exposes directly.';

grant usage on schema app_public to petition_studio_visitor;
grant usage on schema app_private to petition_studio_visitor;
alter default privileges revoke execute on functions from public;

create function app_private.current_user_id() returns uuid
  language sql stable
  set search_path = pg_catalog
as $$
  select nullif(current_setting('jwt.claims.user_id', true), '')::uuid;
$$;
comment on function app_private.current_user_id() is
  'The signed-in user (set by the API per request from the verified token), or null for anonymous. Policies call it as (select app_private.current_user_id()) so it runs once per query.';
grant execute on function app_private.current_user_id() to petition_studio_visitor;

create function app_private.tg_set_updated_at() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function app_private.tg_set_updated_at() is 'Keeps updated_at true on every update.';

-- Down Migration
drop schema app_private cascade;
drop schema app_public cascade;
