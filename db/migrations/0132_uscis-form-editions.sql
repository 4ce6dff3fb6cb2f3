-- Up Migration
-- Newer editions of the blank USCIS forms, added by staff (docs/decisions.md, "Staff add newer USCIS form editions").
-- USCIS revises its forms and stops accepting old editions; the app ships one blank PDF per form with a field map
-- written for it. Staff upload the newer blank PDF (Settings → USCIS form editions): the API reads the form and its
-- edition from the file itself, finds each field the shipped map fills by its tooltip, and keeps here what it found.
-- A form is then filled on the newest edition held for it (this table's newest, else the shipped one).
create table app_public.uscis_form_editions (
  id uuid primary key default gen_random_uuid(),
  -- The blank form (one PDF): the G-28 naming the I-765's applicant is the G-28.
  form text not null check (form in ('g-28', 'i-907', 'i-129', 'i-140', 'i-765')),
  -- The edition date USCIS prints in the footer and the barcode, read from the file.
  edition date not null,
  -- The blank PDF as uploaded (decrypted or not, as USCIS publishes it), in the app's file storage.
  file_id uuid not null references app_public.files (id) on delete restrict,
  -- The shipped edition's field name → this edition's field name, for each field the shipped map fills that was found.
  field_names jsonb not null check (jsonb_typeof(field_names) = 'object'),
  -- The shipped edition's field names the map fills that this edition has no field for (staff enter them by hand).
  unmatched_fields text[] not null default '{}',
  added_by uuid references app_public.users (id) on delete set null,
  added_at timestamptz not null default now(),
  constraint uscis_form_editions_form_edition_key unique (form, edition)
);
comment on table app_public.uscis_form_editions is E'@omit\nNewer editions of the blank USCIS forms that staff added: the file, and how the shipped field map''s fields were found in it by tooltip. The newest edition of a form is the one filled.';
comment on column app_public.uscis_form_editions.form is 'The blank form: g-28, i-907, i-129, i-140 or i-765.';
comment on column app_public.uscis_form_editions.edition is 'The edition date USCIS prints on the form (footer, barcode), read from the file. One row per form and edition.';
comment on column app_public.uscis_form_editions.file_id is 'The blank PDF as uploaded.';
comment on column app_public.uscis_form_editions.field_names is 'Shipped field name → this edition''s field name, for each mapped field found by its tooltip.';
comment on column app_public.uscis_form_editions.unmatched_fields is 'Shipped field names the map fills that this edition has no matching field for: listed for staff to enter by hand.';
comment on column app_public.uscis_form_editions.added_by is 'The staff member who added the edition.';
comment on column app_public.uscis_form_editions.added_at is 'When the edition was added.';
create index uscis_form_editions_file_id_idx on app_public.uscis_form_editions (file_id);
create index uscis_form_editions_added_by_idx on app_public.uscis_form_editions (added_by);

alter table app_public.uscis_form_editions enable row level security;
grant select, insert, update, delete on app_public.uscis_form_editions to petition_studio_visitor;
create policy staff_all on app_public.uscis_form_editions for all
  using ((select app_private.current_user_is_admin())) with check ((select app_private.current_user_is_admin()));
comment on policy staff_all on app_public.uscis_form_editions is 'Staff read and add editions; customers nothing (the forms are staff work).';

-- Down Migration
drop table app_public.uscis_form_editions;
