-- Up Migration
-- USCIS forms filled from the case (issue 28, part):
-- - attorney_profiles: the attorney or accredited representative's own data the forms ask for (G-28 Parts 1-2,
--   the attorney boxes of the I-907, I-129 and I-140). One profile per staff user: whoever generates a form is
--   the representative who signs it, and two attorneys of one firm have two bar numbers.
-- - petition_form_overrides: a value staff typed by hand for one field of one form of a petition; applied last,
--   so it survives regenerating the form after the case data changed.
-- - petition_generated_forms: the latest generated PDF of each form of a petition (a file in app_public.files) and the
--   required fields that were still empty then.
--   Not petition_forms (migration 0005): those are the Forms tab's uploaded forms, which customers may read.
-- All three are staff tools: customers neither read nor write them (forms reach customers only when staff share
-- the file). They are used through the REST routes (apps/api/src/forms), so GraphQL leaves them out (@omit).

create table app_public.attorney_profiles (
  user_id uuid primary key references app_public.users (id) on delete cascade,
  family_name text not null default '' check (length(family_name) <= 200),
  given_name text not null default '' check (length(given_name) <= 200),
  middle_name text check (length(middle_name) <= 200),
  firm_name text check (length(firm_name) <= 300),
  bar_number text check (length(bar_number) <= 60),
  licensing_authority text check (length(licensing_authority) <= 300),
  street text check (length(street) <= 300),
  unit_type app_public.unit_type,
  unit_number text check (length(unit_number) <= 30),
  city text check (length(city) <= 120),
  state text check (length(state) <= 60),
  postal_code text check (length(postal_code) <= 30),
  country text check (country is null or country ~ '^[A-Z]{2}$'),
  phone text check (length(phone) <= 40),
  mobile_phone text check (length(mobile_phone) <= 40),
  email text check (length(email) <= 320),
  uscis_online_account_number text check (uscis_online_account_number is null or uscis_online_account_number ~ '^[0-9]{12}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.attorney_profiles is E'@omit\nA staff member''s data as attorney or accredited representative (G-28 and the attorney boxes of the other USCIS forms). Staff only.';
comment on column app_public.attorney_profiles.country is 'ISO 3166-1 alpha-2 code.';
comment on column app_public.attorney_profiles.uscis_online_account_number is 'The 12-digit USCIS online account number, if the attorney has one.';
create trigger _100_set_updated_at before update on app_public.attorney_profiles
  for each row execute function app_private.tg_set_updated_at();

create table app_public.petition_form_overrides (
  petition_id uuid not null references app_public.petitions (id) on delete cascade,
  form text not null check (form ~ '^[a-z0-9-]{2,20}$'),
  -- The form's own (fully qualified AcroForm) field name; the field map decides which names are accepted.
  field_name text not null check (length(field_name) between 1 and 300),
  value text not null check (length(value) <= 2000),
  updated_by uuid references app_public.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  primary key (petition_id, form, field_name)
);
comment on table app_public.petition_form_overrides is E'@omit\nA value staff typed by hand for one field of a petition''s form; applied after the case data, kept across regenerations.';

create table app_public.petition_generated_forms (
  petition_id uuid not null references app_public.petitions (id) on delete cascade,
  form text not null check (form ~ '^[a-z0-9-]{2,20}$'),
  edition text not null check (edition ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  file_id uuid not null references app_public.files (id) on delete cascade,
  -- What the form still lacked when it was generated: [{field, label, where}] (shown next to the form).
  missing_fields jsonb not null default '[]'::jsonb check (jsonb_typeof(missing_fields) = 'array'),
  generated_by uuid references app_public.users (id) on delete set null,
  generated_at timestamptz not null default now(),
  primary key (petition_id, form)
);
comment on table app_public.petition_generated_forms is E'@omit\nThe latest generated PDF of each USCIS form of a petition, with the required fields it still lacked.';
create index petition_generated_forms_file_id_idx on app_public.petition_generated_forms (file_id);

alter table app_public.attorney_profiles enable row level security;
alter table app_public.petition_form_overrides enable row level security;
alter table app_public.petition_generated_forms enable row level security;
grant select, insert, update, delete on app_public.attorney_profiles, app_public.petition_form_overrides,
  app_public.petition_generated_forms to petition_studio_visitor;

create policy staff_all on app_public.attorney_profiles for all
  using ((select app_private.current_user_is_admin())) with check ((select app_private.current_user_is_admin()));
comment on policy staff_all on app_public.attorney_profiles is 'Staff read every profile (a colleague may file for a case) and write them; customers nothing.';
create policy staff_all on app_public.petition_form_overrides for all
  using ((select app_private.current_user_is_admin())) with check ((select app_private.current_user_is_admin()));
comment on policy staff_all on app_public.petition_form_overrides is 'Staff only.';
create policy staff_all on app_public.petition_generated_forms for all
  using ((select app_private.current_user_is_admin())) with check ((select app_private.current_user_is_admin()));
comment on policy staff_all on app_public.petition_generated_forms is 'Staff only: customers see a form only when staff share its file.';

-- Down Migration
drop table app_public.petition_generated_forms;
drop table app_public.petition_form_overrides;
drop table app_public.attorney_profiles;
