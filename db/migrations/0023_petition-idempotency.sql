-- Up Migration
-- The research agent's POST /petition and POST /clone-petition take an Idempotency-Key header: a request
-- repeated with the same key by the same person answers the first petition instead of creating a second.
-- The key lives on the petition it created, unique per creator, so two parallel requests with one key
-- meet at the unique index and only one petition is written.

alter table app_public.petitions
  add column created_by uuid references app_public.users (id) on delete set null,
  add column creation_key text check (creation_key is null or (length(creation_key) between 1 and 200));
comment on column app_public.petitions.created_by is E'@omit\nWho created the petition through the research-agent routes (null: created otherwise, or that person was erased).';
comment on column app_public.petitions.creation_key is E'@omit\nThe Idempotency-Key header of the request that created the petition; unique per creator, so a repeated request finds its petition again.';

create unique index petitions_created_by_creation_key_idx on app_public.petitions (created_by, creation_key)
  where creation_key is not null;
create index petitions_created_by_idx on app_public.petitions (created_by);

-- Written by the server only; nobody but staff (and the server's own connections) may rewrite them.
create trigger _210_staff_only_creation_columns before update on app_public.petitions
  for each row execute function app_private.tg_staff_only_columns('created_by', 'creation_key');

-- Down Migration
drop trigger _210_staff_only_creation_columns on app_public.petitions;
alter table app_public.petitions drop column creation_key, drop column created_by;
