-- Up Migration
-- Uploads handed out by POST /db/presigned-upload and not yet registered. The
-- server reads this table itself (it is not part of the API): registration
-- accepts only an upload the same user asked for, under the storage key the
-- server chose, before it expires.

create table app_private.pending_uploads (
  file_id uuid primary key,
  storage_key text not null unique,
  owner_id uuid not null references app_public.users (id) on delete cascade,
  file_name text not null check (length(file_name) between 1 and 255),
  content_type text not null,
  max_bytes bigint not null check (max_bytes > 0),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
comment on table app_private.pending_uploads is 'Presigned uploads waiting for registration; storage_key is made of ids only. Rows past expires_at are swept with their stored objects.';
create index pending_uploads_owner_id_idx on app_private.pending_uploads (owner_id);
create index pending_uploads_expires_at_idx on app_private.pending_uploads (expires_at);

-- Down Migration
drop table app_private.pending_uploads;
