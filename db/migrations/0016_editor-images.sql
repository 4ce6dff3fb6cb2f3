-- Up Migration
-- Images placed in rich text (exhibit descriptions, letters; decisions RTE-021): uploaded through the
-- same presigned file service, stored as files, and referenced in the saved HTML by a stable address
-- the server turns into a short-lived signed link.

create table app_public.editor_images (
  file_id uuid primary key references app_public.files (id) on delete cascade,
  uploaded_by uuid not null default app_private.current_user_id() references app_public.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table app_public.editor_images is E'Files uploaded as rich-text images (jpg, png, webp, gif, checked by content). Served at /files/editor-images/<file id> to whoever holds that address, so saved HTML shows its images in any viewer and in compiled petitions; never used for documents.\n@omit';
comment on column app_public.editor_images.uploaded_by is 'Who placed the image; only they (and staff) list it.';
create index editor_images_uploaded_by_idx on app_public.editor_images (uploaded_by);

alter table app_public.editor_images enable row level security;
grant select, insert on app_public.editor_images to petition_studio_visitor;

create policy select_own on app_public.editor_images for select using (
  (select app_private.current_user_is_admin()) or uploaded_by = (select app_private.current_user_id()));
comment on policy select_own on app_public.editor_images is 'Staff, and the person who uploaded the image.';
create function app_private.file_is_unlinked(file_id uuid) returns boolean
  language sql stable security definer
  set search_path = pg_catalog
as $$
  select not exists (select 1 from app_public.exhibit_files l where l.file_id = $1)
    and not exists (select 1 from app_public.user_documents l where l.file_id = $1)
    and not exists (select 1 from app_public.immigration_documents l where l.file_id = $1)
    and not exists (select 1 from app_public.company_documents l where l.file_id = $1)
    and not exists (select 1 from app_public.provider_documents l where l.file_id = $1)
    and not exists (select 1 from app_public.petition_forms l where l.file_id = $1)
    and not exists (select 1 from app_public.reusable_exhibit_files l where l.file_id = $1);
$$;
comment on function app_private.file_is_unlinked(uuid) is 'True when no document or exhibit uses the file: only such files may become (publicly addressable) editor images, so a passport can never be exposed that way.';
grant execute on function app_private.file_is_unlinked(uuid) to petition_studio_visitor;

create policy insert_own on app_public.editor_images for insert with check (
  uploaded_by = (select app_private.current_user_id()) and app_private.owns_file(file_id)
  and app_private.file_is_unlinked(file_id));
comment on policy insert_own on app_public.editor_images is 'Anyone signed in marks a file they uploaded themselves, and that no document uses, as an editor image.';

-- Down Migration
drop table app_public.editor_images;
drop function app_private.file_is_unlinked(uuid);
