-- Up Migration
-- Which cached packet section (apps/api/src/packets/section-cache.ts) each exhibit was last compiled
-- with, so sections of exhibits that no longer exist, or whose files changed, are deleted from the file
-- storage instead of piling up (issue 12). Sections are keyed by content, so two exhibits with the same
-- files (a cloned petition) share one; an object is deleted only when no row names its key any more.
-- The compile job (the schema owner) reads and writes it; it is not part of the API.

create table app_private.packet_sections (
  -- No foreign key: the row must outlive its exhibit, or the deleted exhibit's section could not be found.
  exhibit_id uuid primary key,
  petition_id uuid not null,
  cache_key text not null check (cache_key ~ '^[0-9a-f]{64}$'),
  used_at timestamptz not null default now()
);
comment on table app_private.packet_sections is 'The cached section each exhibit was last compiled with; rows of exhibits that no longer exist are swept with their sections.';
create index packet_sections_cache_key_idx on app_private.packet_sections (cache_key);
-- Nobody but the owner reads it: row-level security on, no policy, no grant.
alter table app_private.packet_sections enable row level security;

-- Down Migration
drop table app_private.packet_sections;
