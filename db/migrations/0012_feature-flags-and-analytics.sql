-- Up Migration
-- Feature flags evaluated by the server and analytics events stored by it
-- (spec 1 §7 'Other'). Flags have a default and optional per-user, per-team
-- or staff-wide overrides; staff change them.

create table app_public.feature_flags (
  key text primary key check (key ~ '^[a-z0-9-]+$'),
  description text not null default '',
  enabled boolean not null,
  updated_at timestamptz not null default now()
);
comment on table app_public.feature_flags is 'Feature gates with their default (e.g. beneficiary-onboarding, on).';
create trigger _100_set_updated_at before update on app_public.feature_flags
  for each row execute function app_private.tg_set_updated_at();

create table app_public.feature_flag_overrides (
  id uuid primary key default gen_random_uuid(),
  flag_key text not null references app_public.feature_flags (key) on delete cascade,
  user_id uuid references app_public.users (id) on delete cascade,
  company_id uuid references app_public.companies (id) on delete cascade,
  for_staff boolean not null default false,
  enabled boolean not null,
  created_at timestamptz not null default now(),
  check (num_nonnulls(user_id, company_id) + for_staff::int = 1)
);
comment on table app_public.feature_flag_overrides is 'A flag value for one user, one team (company), or all staff; user beats team beats staff beats the default.';
create index feature_flag_overrides_flag_key_idx on app_public.feature_flag_overrides (flag_key);
create index feature_flag_overrides_user_id_idx on app_public.feature_flag_overrides (user_id);
create index feature_flag_overrides_company_id_idx on app_public.feature_flag_overrides (company_id);

insert into app_public.feature_flags (key, description, enabled) values
  ('beneficiary-onboarding', 'Beneficiary onboarding checklist; hides Action Items for personal accounts.', true);

create type app_public.feature_flag_value as (key text, enabled boolean);
comment on type app_public.feature_flag_value is 'A flag as evaluated for the signed-in user.';

create function app_public.feature_flag_values(team_id uuid default null) returns setof app_public.feature_flag_value
  language sql stable security definer
  set search_path = pg_catalog
as $$
  select f.key, coalesce(
    (select o.enabled from app_public.feature_flag_overrides o where o.flag_key = f.key and o.user_id = app_private.current_user_id() limit 1),
    (select o.enabled from app_public.feature_flag_overrides o
      where o.flag_key = f.key and o.company_id = feature_flag_values.team_id
        and (app_private.current_user_is_admin() or feature_flag_values.team_id in (select app_private.member_company_ids()))
      limit 1),
    (select o.enabled from app_public.feature_flag_overrides o where o.flag_key = f.key and o.for_staff and app_private.current_user_is_admin() limit 1),
    f.enabled)
  from app_public.feature_flags f
  where app_private.current_user_id() is not null
  order by f.key;
$$;
comment on function app_public.feature_flag_values(uuid) is 'Every flag evaluated for the signed-in user (id, e-mail, staff flag) and the current team.';
grant execute on function app_public.feature_flag_values(uuid) to petition_studio_visitor;

create table app_public.analytics_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid default app_private.current_user_id() references app_public.users (id) on delete set null,
  team_id uuid references app_public.companies (id) on delete set null,
  event text not null check (event ~ '^[a-z0-9_.:-]{1,100}$'),
  properties jsonb not null default '{}'::jsonb check (jsonb_typeof(properties) = 'object'),
  created_at timestamptz not null default now()
);
comment on table app_public.analytics_events is 'Product analytics events (e.g. employer_onboarding_view); written by users as themselves, read by staff.';
create index analytics_events_user_id_idx on app_public.analytics_events (user_id);
create index analytics_events_team_id_idx on app_public.analytics_events (team_id);
create index analytics_events_event_created_idx on app_public.analytics_events (event, created_at);

alter table app_public.feature_flags enable row level security;
alter table app_public.feature_flag_overrides enable row level security;
alter table app_public.analytics_events enable row level security;
create policy select_signed_in on app_public.feature_flags for select using ((select app_private.current_user_id()) is not null);
comment on policy select_signed_in on app_public.feature_flags is 'Any signed-in user reads flag defaults.';
create policy manage_staff on app_public.feature_flags for all using ((select app_private.current_user_is_admin()))
  with check ((select app_private.current_user_is_admin()));
comment on policy manage_staff on app_public.feature_flags is 'Only staff change flags.';
create policy manage_staff on app_public.feature_flag_overrides for all using ((select app_private.current_user_is_admin()))
  with check ((select app_private.current_user_is_admin()));
comment on policy manage_staff on app_public.feature_flag_overrides is 'Only staff see and change overrides.';
create policy insert_as_self on app_public.analytics_events for insert with check (
  user_id = (select app_private.current_user_id())
  and (team_id is null or team_id in (select app_private.member_company_ids()) or (select app_private.current_user_is_admin())));
comment on policy insert_as_self on app_public.analytics_events is 'A user records events as themselves, for a team they belong to.';
create policy select_own on app_public.analytics_events for select using (
  (select app_private.current_user_is_admin()) or user_id = (select app_private.current_user_id()));
comment on policy select_own on app_public.analytics_events is 'Staff read analytics; a user reads back only their own events.';
grant select, insert, update, delete on app_public.feature_flags, app_public.feature_flag_overrides to petition_studio_visitor;
grant select, insert, update, delete on app_public.analytics_events to petition_studio_visitor;

-- Down Migration
drop table app_public.analytics_events, app_public.feature_flag_overrides, app_public.feature_flags cascade;
drop type app_public.feature_flag_value;
