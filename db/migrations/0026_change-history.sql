-- Up Migration
-- Complete change history of the petition aggregate (issue 11, History): law firms must show who changed
-- what. Database triggers record every insert, update and delete of the petition and everything under it,
-- so no code path (GraphQL, REST routes, jobs, seeds, psql) can skip it.
--
-- The aggregate: petitions, modules, exhibits, exhibit_files, module_entities, notes, pending_petition_tasks,
-- petition_checklist_items, i94_entries, petition_forms, petition_letters, compiled_petitions, onboardings,
-- and provider_documents filed on a petition (those without one belong to a person only and are not recorded).
-- Not in it, on purpose:
--   - petition_status_changes: itself a trigger-written audit of petitions.status, whose changes this
--     history already records on the petitions row (status old → new); recording it again would double them.
--   - user_data and the immigration documents: passport data must never be copied into history. No table
--     of the aggregate holds it; a table that does must not get this trigger.
-- db/test/change-history.test.ts fails when a table of the aggregate lacks the trigger.

create type app_public.petition_change_operation as enum ('INSERT', 'UPDATE', 'DELETE');
comment on type app_public.petition_change_operation is 'What a recorded change did to its row.';

create table app_public.petition_changes (
  id bigint generated always as identity primary key,
  -- No foreign key: the history of a deleted petition survives it (the delete is its last entry).
  petition_id uuid not null,
  module_id uuid,
  exhibit_id uuid,
  table_name text not null,
  record_id text not null,
  operation app_public.petition_change_operation not null,
  changed jsonb not null check (jsonb_typeof(changed) = 'object'),
  actor_id uuid references app_public.users (id) on delete set null,
  signed_in_user_id uuid references app_public.users (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table app_public.petition_changes is E'@behavior -insert -update -delete\n@foreignKey (petition_id) references app_public.petitions (id)|@fieldName petition|@foreignFieldName petitionChangesByPetitionId\n@foreignKey (module_id) references app_public.modules (id)|@fieldName module|@foreignFieldName petitionChangesByModuleId\n@foreignKey (exhibit_id) references app_public.exhibits (id)|@fieldName exhibit|@foreignFieldName petitionChangesByExhibitId\nChange history of a petition and everything under it: one row per inserted, updated or deleted row. Written by trigger only; staff read it, customers never.';
comment on column app_public.petition_changes.id is 'Order of recording: breaks ties between changes of one transaction (same created_at).';
comment on column app_public.petition_changes.petition_id is 'The petition the change belongs to. No foreign key, so the history outlives a deleted petition.';
comment on column app_public.petition_changes.module_id is 'The module the change belongs to (the module itself, an exhibit of it, a linked entity, a checklist item); null for petition-level rows.';
comment on column app_public.petition_changes.exhibit_id is 'The exhibit the change belongs to (the exhibit itself, one of its files, a task about it); null otherwise.';
comment on column app_public.petition_changes.table_name is 'Table of the changed row, e.g. exhibits.';
comment on column app_public.petition_changes.record_id is 'Primary key of the changed row; composite keys joined with '':'' (exhibit_files: exhibit_id:file_id).';
comment on column app_public.petition_changes.operation is 'INSERT, UPDATE or DELETE.';
comment on column app_public.petition_changes.changed is 'Changed fields as {field: {old, new}}: only the fields that changed on UPDATE, every field on INSERT (old null) and DELETE (new null). updated_at, created_at and bookkeeping columns are left out.';
comment on column app_public.petition_changes.actor_id is 'Whose request made the change (app_private.current_user_id()); null for the server''s own work (migrations, seeds, jobs without a user).';
comment on column app_public.petition_changes.signed_in_user_id is 'The staff member actually signed in when they made the change while viewing the app as actor_id (setting jwt.claims.signed_in_user_id); null when that is actor_id.';
comment on column app_public.petition_changes.created_at is 'When: the time of the changing transaction.';
create index petition_changes_petition_id_created_at_idx on app_public.petition_changes (petition_id, created_at desc, id desc);
create index petition_changes_module_id_idx on app_public.petition_changes (module_id, created_at desc) where module_id is not null;
create index petition_changes_exhibit_id_idx on app_public.petition_changes (exhibit_id, created_at desc) where exhibit_id is not null;
create index petition_changes_actor_id_idx on app_public.petition_changes (actor_id);
create index petition_changes_signed_in_user_id_idx on app_public.petition_changes (signed_in_user_id);
-- Also finds a deleted parent's petition (see petition_change_scope).
create index petition_changes_table_name_record_id_idx on app_public.petition_changes (table_name, record_id);

alter table app_public.petition_changes enable row level security;
-- Read only: rows come from the trigger (security definer, the owner bypasses row-level security).
grant select on app_public.petition_changes to petition_studio_visitor;
create policy select_staff on app_public.petition_changes for select using ((select app_private.current_user_is_admin()));
comment on policy select_staff on app_public.petition_changes is 'Staff read every petition''s history; customers never.';

create function app_private.signed_in_user_id() returns uuid
  language sql stable
  set search_path = pg_catalog
as $$
  select nullif(nullif(current_setting('jwt.claims.signed_in_user_id', true), ''),
                coalesce(current_setting('jwt.claims.user_id', true), ''))::uuid;
$$;
comment on function app_private.signed_in_user_id() is
  'The staff member signed in while viewing the app as another account (jwt.claims.signed_in_user_id), or null when the request runs as the signed-in user themself.';

-- Where a row sits in the aggregate. Children without a petition_id column (exhibit_files, module_entities)
-- find it through their exhibit or module; when that parent is being deleted in the same statement (a
-- cascade) it is no longer visible, so its own history entry, recorded just before, answers instead.
create function app_private.petition_change_scope(
  table_name text, rec jsonb,
  out petition_id uuid, out module_id uuid, out exhibit_id uuid, out record_id text
)
  language plpgsql stable
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
begin
  petition_id := rec ->> 'petition_id';
  module_id := rec ->> 'module_id';
  exhibit_id := rec ->> 'exhibit_id';
  record_id := rec ->> 'id';
  case table_name
    when 'petitions' then petition_id := rec ->> 'id';
    when 'modules' then module_id := rec ->> 'id';
    when 'exhibits' then exhibit_id := rec ->> 'id';
    when 'exhibit_files' then record_id := concat_ws(':', rec ->> 'exhibit_id', rec ->> 'file_id');
    when 'module_entities' then record_id := concat_ws(':', rec ->> 'module_id', rec ->> 'entity_id');
    when 'provider_documents' then record_id := concat_ws(':', rec ->> 'owner_id', rec ->> 'file_id');
    else null;
  end case;

  if exhibit_id is not null and (petition_id is null or module_id is null) then
    select e.petition_id, e.module_id into petition_id, module_id
      from app_public.exhibits e where e.id = exhibit_id;
    if petition_id is null then
      select c.petition_id, c.module_id into petition_id, module_id
        from app_public.petition_changes c
       where c.table_name = 'exhibits' and c.record_id = exhibit_id::text
       order by c.id desc limit 1;
    end if;
  end if;
  if petition_id is null and module_id is not null then
    select m.petition_id into petition_id from app_public.modules m where m.id = module_id;
    if petition_id is null then
      select c.petition_id into petition_id
        from app_public.petition_changes c
       where c.table_name = 'modules' and c.record_id = module_id::text
       order by c.id desc limit 1;
    end if;
  end if;
  -- A provider document may belong to a person only, outside any petition: not part of the aggregate.
  if (petition_id is null and table_name <> 'provider_documents') or record_id is null then
    raise exception 'No petition found for a change of % (does the table belong to the petition aggregate?)', table_name;
  end if;
end;
$$;
comment on function app_private.petition_change_scope(text, jsonb) is
  'The petition, module, exhibit and record id of a row of the petition aggregate (as jsonb), for its history entry; petition_id null for a provider document outside any petition.';

-- One trigger function for every table of the aggregate. Arguments: extra columns to leave out of
-- `changed` besides updated_at and created_at (bookkeeping that would only add noise).
-- Deletes are recorded BEFORE the row goes: foreign-key cascades run after it, and the children they
-- delete then find their petition through this entry (see petition_change_scope). Inserts and updates
-- are recorded AFTER, with the values the before-triggers settled on.
create function app_private.tg_record_petition_change() returns trigger
  language plpgsql
  -- Writers (the visitor role) may not write petition_changes; the owner may.
  security definer
  set search_path = pg_catalog
as $$
declare
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  left_out text[] := array['updated_at', 'created_at'] || coalesce(tg_argv, array[]::text[]);
  changed jsonb := '{}'::jsonb;
  col text;
  scope record;
begin
  for col in select jsonb_object_keys(coalesce(new_row, old_row)) loop
    continue when col = any(left_out);
    continue when tg_op = 'UPDATE' and old_row -> col is not distinct from new_row -> col;
    changed := changed || jsonb_build_object(col, jsonb_build_object('old', old_row -> col, 'new', new_row -> col));
  end loop;
  -- An update of nothing but bookkeeping (or of nothing) is not a change anybody needs to see.
  if changed = '{}'::jsonb then
    return case when tg_when = 'BEFORE' then old end;
  end if;
  scope := app_private.petition_change_scope(tg_table_name, coalesce(new_row, old_row));
  if scope.petition_id is not null then
    insert into app_public.petition_changes
      (petition_id, module_id, exhibit_id, table_name, record_id, operation, changed, actor_id, signed_in_user_id)
    values (scope.petition_id, scope.module_id, scope.exhibit_id, tg_table_name, scope.record_id,
            tg_op::app_public.petition_change_operation, changed,
            app_private.current_user_id(), app_private.signed_in_user_id());
  end if;
  return case when tg_when = 'BEFORE' then old end;
end;
$$;
comment on function app_private.tg_record_petition_change() is
  'Records a change of a row of the petition aggregate in petition_changes (trigger arguments: extra columns to leave out).';

do $$
declare
  t text;
  extra text[];
begin
  foreach t in array array['petitions', 'modules', 'exhibits', 'exhibit_files', 'module_entities', 'notes',
                           'pending_petition_tasks', 'petition_checklist_items', 'i94_entries', 'petition_forms',
                           'petition_letters', 'compiled_petitions', 'onboardings', 'provider_documents'] loop
    extra := case t
      -- the Idempotency-Key of the creating request: plumbing, not content
      when 'petitions' then array['creation_key']
      -- optimistic-concurrency counter, bumped by every save
      when 'onboardings' then array['version']
      else array[]::text[]
    end;
    execute format('create trigger _900_record_change after insert or update on app_public.%I
                      for each row execute function app_private.tg_record_petition_change(%s)',
                   t, (select string_agg(quote_literal(x), ', ') from unnest(extra) x));
    execute format('create trigger _900_record_delete before delete on app_public.%I
                      for each row execute function app_private.tg_record_petition_change(%s)',
                   t, (select string_agg(quote_literal(x), ', ') from unnest(extra) x));
  end loop;
end
$$;

-- Down Migration
do $$
declare t text;
begin
  foreach t in array array['petitions', 'modules', 'exhibits', 'exhibit_files', 'module_entities', 'notes',
                           'pending_petition_tasks', 'petition_checklist_items', 'i94_entries', 'petition_forms',
                           'petition_letters', 'compiled_petitions', 'onboardings', 'provider_documents'] loop
    execute format('drop trigger _900_record_change on app_public.%I', t);
    execute format('drop trigger _900_record_delete on app_public.%I', t);
  end loop;
end
$$;
drop function app_private.tg_record_petition_change();
drop function app_private.petition_change_scope(text, jsonb);
drop function app_private.signed_in_user_id();
drop table app_public.petition_changes;
drop type app_public.petition_change_operation;
