-- Up Migration
-- Issue 25: the person data the forms need but onboarding never captured, and worksites per petition.
-- * app_public.user_addresses: a beneficiary's address history, one row per address with the dates lived
--   there and which one is current (at most one per person). The old user_data.addresses JSON list has no
--   dates and nothing reads it for forms; it is left as it is.
-- * user_data already had columns for the passport's date and place of issue (date_of_issue, city_of_issue,
--   country_of_issue) and the place of birth (city_birth, province_birth, country_birth); now the dates in
--   that row are checked: no birth or issue date in the future, no issue date before birth, no expiry
--   before issue. The same rules are in the domain's person-history schemas the forms use.
-- * petitions.worksite_office_id: the beneficiary's worksite is chosen per petition in the employer wizard
--   (a company with two beneficiaries may have them at two offices). The offices stay the company's: a
--   petition only points at one, so company_offices does not join the petition aggregate.

create table app_public.user_addresses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references app_public.users (id) on delete cascade,
  street text not null check (length(trim(street)) > 0),
  street2 text,
  city text not null check (length(trim(city)) > 0),
  province text,
  postal_code text,
  country text not null check (country ~ '^[A-Z]{2}$'),
  from_date date not null,
  to_date date,
  is_current boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_addresses_from_before_to check (to_date is null or from_date <= to_date),
  -- The current address has no end date; a past one has one.
  constraint user_addresses_current_has_no_end check (is_current = (to_date is null))
);
comment on table app_public.user_addresses is 'Address history of a person (forms ask for every address with its dates). Sensitive: never logged.';
comment on column app_public.user_addresses.province is 'State, province or region.';
comment on column app_public.user_addresses.country is 'ISO 3166-1 alpha-2 code.';
comment on column app_public.user_addresses.is_current is 'The address the person lives at now (at most one per person; it has no to_date).';
create index user_addresses_user_id_idx on app_public.user_addresses (user_id, from_date);
create unique index user_addresses_one_current_idx on app_public.user_addresses (user_id) where is_current;
create trigger _100_set_updated_at before update on app_public.user_addresses
  for each row execute function app_private.tg_set_updated_at();

-- Dates relative to today cannot be CHECK constraints (those must not depend on the clock).
create function app_private.tg_user_addresses_dates_not_future() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if new.from_date > current_date or new.to_date > current_date then
    raise exception 'An address''s dates cannot be in the future' using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger _300_dates_not_future before insert or update on app_public.user_addresses
  for each row execute function app_private.tg_user_addresses_dates_not_future();

alter table app_public.user_addresses enable row level security;
grant select, insert, update, delete on app_public.user_addresses to petition_studio_visitor;
-- The same people as user_data: the person and staff.
create policy select_own on app_public.user_addresses for select using (
  (select app_private.current_user_is_admin()) or user_id = (select app_private.current_user_id()));
comment on policy select_own on app_public.user_addresses is 'Address history: the person and staff only.';
create policy insert_own on app_public.user_addresses for insert with check (
  (select app_private.current_user_is_admin()) or user_id = (select app_private.current_user_id()));
comment on policy insert_own on app_public.user_addresses is 'The person or staff add an address.';
create policy update_own on app_public.user_addresses for update using (
  (select app_private.current_user_is_admin()) or user_id = (select app_private.current_user_id()));
comment on policy update_own on app_public.user_addresses is 'The person or staff edit an address.';
create policy delete_own on app_public.user_addresses for delete using (
  (select app_private.current_user_is_admin()) or user_id = (select app_private.current_user_id()));
comment on policy delete_own on app_public.user_addresses is 'The person or staff remove an address from the history.';
-- Whose address it is is fixed once recorded.
create trigger _200_staff_only_columns before update on app_public.user_addresses
  for each row execute function app_private.tg_staff_only_columns('user_id');

create function app_private.tg_user_data_plausible_dates() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if new.date_of_birth > current_date then
    raise exception 'The date of birth cannot be in the future' using errcode = '23514';
  end if;
  if new.date_of_issue > current_date then
    raise exception 'The passport''s date of issue cannot be in the future' using errcode = '23514';
  end if;
  if new.date_of_issue < new.date_of_birth then
    raise exception 'The passport''s date of issue cannot be before the date of birth' using errcode = '23514';
  end if;
  if new.expiration_date <= new.date_of_issue then
    raise exception 'The passport''s expiration date must be after its date of issue' using errcode = '23514';
  end if;
  return new;
end;
$$;
-- Only when a date changes: a row saved before this migration is not refused for an unrelated edit.
create trigger _300_plausible_dates before insert or update of date_of_birth, date_of_issue, expiration_date
  on app_public.user_data
  for each row execute function app_private.tg_user_data_plausible_dates();

alter table app_public.petitions
  add column worksite_office_id uuid references app_public.company_offices (id) on delete set null;
comment on column app_public.petitions.worksite_office_id is
  'The beneficiary''s worksite for this petition (an office of the petitioner, chosen in the employer wizard).';
create index petitions_worksite_office_id_idx on app_public.petitions (worksite_office_id);

create function app_private.tg_petition_worksite_of_company() returns trigger
  language plpgsql
  -- Reads the office whatever the caller may see: the answer is only yes or no for this petition's company.
  security definer
  set search_path = pg_catalog
as $$
begin
  -- The employer decides where the beneficiary works: the beneficiary may edit other columns of the
  -- petition, not this one. Requests without a user (seed, migrations, jobs) are trusted.
  if tg_op = 'UPDATE' and new.worksite_office_id is distinct from old.worksite_office_id
     and app_private.current_user_id() is not null and not app_private.current_user_is_admin()
     and new.company_id not in (select app_private.editor_company_ids()) then
    raise exception 'Only staff and the petitioner''s editors choose the worksite' using errcode = '42501';
  end if;
  if new.worksite_office_id is not null and not exists (
    select 1 from app_public.company_offices o where o.id = new.worksite_office_id and o.company_id = new.company_id
  ) then
    raise exception 'A petition''s worksite must be an office of its petitioner' using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger _300_worksite_of_company before insert or update of worksite_office_id, company_id on app_public.petitions
  for each row execute function app_private.tg_petition_worksite_of_company();

-- Down Migration
drop trigger _300_worksite_of_company on app_public.petitions;
drop function app_private.tg_petition_worksite_of_company();
alter table app_public.petitions drop column worksite_office_id;
drop trigger _300_plausible_dates on app_public.user_data;
drop function app_private.tg_user_data_plausible_dates();
drop table app_public.user_addresses;
drop function app_private.tg_user_addresses_dates_not_future();
