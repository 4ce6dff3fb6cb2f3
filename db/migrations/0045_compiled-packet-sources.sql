-- Up Migration
-- Issue 28, "compiled packets remember which form and file versions they used": the compile job records, with the
-- COMPLETED packet, what it was made of: each generated USCIS form (form, edition, the generated file and its hash,
-- when it was generated, its pages), the cover letter when there is one, and each exhibit with its files (files
-- never change: a new version is a new file, so the file id names the version and the hash confirms it). Forms
-- are regenerated in place (petition_generated_forms keeps only the latest copy) and exhibit files are replaced,
-- so without this a packet filed months ago could no longer say which copy it holds.
-- A table of its own beside compiled_petitions rather than a column of it: customers read a packet once staff
-- share it, while which form copies and internal file ids it came from is staff bookkeeping (generated forms are
-- staff-only, migration 0043). Staff read it; nobody writes it but the compile job (the owner), in the transaction
-- that completes the packet. Left out of GraphQL (@omit) until a screen shows it.

create table app_public.compiled_petition_sources (
  compiled_petition_id uuid primary key references app_public.compiled_petitions (id) on delete cascade,
  sources jsonb not null check (jsonb_typeof(sources) = 'object'),
  created_at timestamptz not null default now()
);
comment on table app_public.compiled_petition_sources is E'@omit\nWhat a COMPLETED packet was compiled from: {unnumberedPages, forms: [{form, number, edition, fileId, sha256, generatedAt, firstPage, pageCount}], coverLetter, exhibits: [{exhibitId, label, title, toFollow, files: [{fileId, name, sha256}]}]}. Staff only; written by the compile job.';

alter table app_public.compiled_petition_sources enable row level security;
grant select on app_public.compiled_petition_sources to petition_studio_visitor;
create policy staff_select on app_public.compiled_petition_sources for select
  using ((select app_private.current_user_is_admin()));
comment on policy staff_select on app_public.compiled_petition_sources is 'Staff only: customers of a shared packet see the packet, not which form copies and files it was made from.';

-- Down Migration
drop table app_public.compiled_petition_sources;
