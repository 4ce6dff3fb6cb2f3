-- Up Migration
-- Users, staff admins, per-user data, companies (petitioners), their offices,
-- members and the employment history of beneficiaries.

create table app_public.users (
  id uuid primary key default gen_random_uuid(),
  email text,
  full_name text not null default '',
  first_name text not null default '',
  middle_name text,
  last_name text not null default '',
  bio text,
  archetype text check (archetype in ('technology-founder', 'software-engineer', 'critical-employee', 'researcher-scientist')),
  portal_onboarded boolean not null default false,
  auth0_sub text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.users is E'People: beneficiaries, company contacts and provider staff.\n@behavior -delete';
comment on column app_public.users.auth0_sub is 'The identity provider''s subject (sub claim) this user signs in as.';
comment on column app_public.users.archetype is 'Beneficiary archetype; picks the petition module template.';
create unique index users_email_key on app_public.users (lower(email));
create index users_email_idx on app_public.users (email);
create index users_full_name_trgm_idx on app_public.users using gin (full_name gin_trgm_ops);
create index users_created_at_idx on app_public.users (created_at);
create trigger _100_set_updated_at before update on app_public.users
  for each row execute function app_private.tg_set_updated_at();

create table app_public.admins (
  user_id uuid primary key references app_public.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table app_public.admins is 'The admin link: users listed here are provider staff admins (one staff role, decisions ROLE-007).';

-- Security helpers. security definer so that they read membership without
-- recursing into the policies of the tables they read.
create function app_private.current_user_is_admin() returns boolean
  language sql stable security definer
  set search_path = pg_catalog
as $$
  select exists (select 1 from app_public.admins a where a.user_id = app_private.current_user_id());
$$;
comment on function app_private.current_user_is_admin() is 'True when the signed-in user is a staff admin.';
grant execute on function app_private.current_user_is_admin() to petition_studio_visitor;

create table app_public.user_data (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references app_public.users (id) on delete cascade,
  city_birth text, country_birth text, province_birth text, date_of_birth date,
  city_foreign_address text, country_foreign_address text, province_foreign_address text,
  state_foreign_address text, postal_code_foreign_address text, street_number_street_name_foreign_address text,
  city_us_residential_address text, state_us_residential_address text,
  street_number_street_name_us_residential_address text, zip_code_us_residential_address text,
  phone_number text, role text, us_role_title text, linkedin_url text, personal_url text,
  addresses jsonb not null default '[]'::jsonb check (jsonb_typeof(addresses) = 'array'),
  other_names jsonb check (other_names is null or jsonb_typeof(other_names) = 'array'),
  passport_number text, city_of_issue text, country_of_issue text, expiration_date date,
  date_of_issue date, place_of_birth text, surname text, given_name text, passport_middle_name text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.user_data is 'Personal data of one user: birth, addresses, contact, passport fields. Sensitive: never logged.';
comment on column app_public.user_data.role is 'The user''s own job title (not the company member role).';
comment on column app_public.user_data.addresses is 'List of {street, street2, city, province, country, postalCode, createdAt}.';
comment on column app_public.user_data.other_names is 'Previous names: list of {firstName, middleName, lastName}.';
comment on column app_public.user_data.passport_middle_name is 'Middle name as printed in the passport (the spec''s passport middleName).';
create trigger _100_set_updated_at before update on app_public.user_data
  for each row execute function app_private.tg_set_updated_at();

create table app_public.companies (
  id uuid primary key default gen_random_uuid(),
  dba_name text not null,
  legal_name text,
  bio text,
  phone_number text,
  ein text,
  website_url text,
  portal_onboarded boolean not null default false,
  country text, state text, city text,
  street_number_street_name_business_address text,
  unit_number text,
  unit_type app_public.unit_type,
  zip_code text,
  is_business_address_worksite boolean,
  company_type_of_business text,
  current_number_of_employees int check (current_number_of_employees >= 0),
  company_gross_annual_income numeric(16, 2),
  company_net_annual_income numeric(16, 2),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.companies is 'Petitioners (employers); a company is also a team account in the portal.';
create index companies_dba_name_trgm_idx on app_public.companies using gin (dba_name gin_trgm_ops);
create index companies_dba_name_idx on app_public.companies (dba_name);
create trigger _100_set_updated_at before update on app_public.companies
  for each row execute function app_private.tg_set_updated_at();

create table app_public.company_members (
  company_id uuid not null references app_public.companies (id) on delete cascade,
  user_id uuid not null references app_public.users (id) on delete cascade,
  role app_public.company_member_role not null default 'MEMBER',
  is_authorized_signatory boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (company_id, user_id)
);
comment on table app_public.company_members is 'Team membership. ADMIN and MEMBER edit the company''s records, VIEWER only reads; only ADMIN manages members.';
create index company_members_user_id_idx on app_public.company_members (user_id);

create function app_private.member_company_ids() returns setof uuid
  language sql stable security definer
  set search_path = pg_catalog
as $$
  select company_id from app_public.company_members where user_id = app_private.current_user_id();
$$;
comment on function app_private.member_company_ids() is 'Companies the signed-in user belongs to, in any role.';

create function app_private.editor_company_ids() returns setof uuid
  language sql stable security definer
  set search_path = pg_catalog
as $$
  select company_id from app_public.company_members
  where user_id = app_private.current_user_id() and role in ('ADMIN', 'MEMBER');
$$;
comment on function app_private.editor_company_ids() is 'Companies whose records the signed-in user may edit (ADMIN or MEMBER).';

create function app_private.admin_company_ids() returns setof uuid
  language sql stable security definer
  set search_path = pg_catalog
as $$
  select company_id from app_public.company_members
  where user_id = app_private.current_user_id() and role = 'ADMIN';
$$;
comment on function app_private.admin_company_ids() is 'Companies whose membership the signed-in user manages (ADMIN).';
grant execute on function app_private.member_company_ids(), app_private.editor_company_ids(),
  app_private.admin_company_ids() to petition_studio_visitor;

create table app_public.company_offices (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references app_public.companies (id) on delete cascade,
  label text not null default '',
  street text, street2 text,
  unit_type app_public.unit_type,
  unit_number text,
  city text, state text, country text, postal_code text,
  is_employee_worksite boolean not null default true,
  created_at timestamptz not null default now()
);
comment on table app_public.company_offices is 'Worksites of a company (label is the worksite name).';
create index company_offices_company_id_idx on app_public.company_offices (company_id);

create table app_public.user_employments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references app_public.users (id) on delete cascade,
  company_id uuid references app_public.companies (id) on delete set null,
  company_name text not null default '',
  position text,
  start_date date,
  end_date date,
  is_current boolean not null default false,
  city text, country text,
  salary numeric(14, 2),
  salary_frequency text,
  other_compensation jsonb,
  is_full_time boolean,
  hours_per_week numeric(5, 2),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date is null or start_date is null or end_date >= start_date)
);
comment on table app_public.user_employments is 'Employment history of a beneficiary; an employer records the offered role with company_id set.';
comment on column app_public.user_employments.other_compensation is '{equityAndStandardBenefits: boolean, otherGuaranteedPay: boolean, other: text}.';
create index user_employments_user_id_idx on app_public.user_employments (user_id);
create index user_employments_company_id_idx on app_public.user_employments (company_id);
create trigger _100_set_updated_at before update on app_public.user_employments
  for each row execute function app_private.tg_set_updated_at();

-- Down Migration
drop table app_public.user_employments, app_public.company_offices, app_public.company_members,
  app_public.companies, app_public.user_data, app_public.admins, app_public.users cascade;
