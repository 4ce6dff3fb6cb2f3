-- Up Migration
-- One source of truth per exhibit (issue 25). What a customer provides for a petition exhibit lands on that
-- exhibit, in the transaction that saves it, whichever screen it came from:
--   * typed answers (a description, links, an expert letter's recommender, …) and the checklist item's status:
--     app_public.exhibit_contributions, one row per exhibit, written by a trigger on the onboarding record
--     (the checklist keeps saving its modules JSON as before; the trigger copies each changed item to the
--     exhibit the item is for, with who saved it and when);
--   * immigration papers (the checklist's passport, visa stamp, … and the Documents page): the file is linked
--     to the matching exhibit of the person's latest petition too (the exhibit the packet compiles);
--   * evidence uploads the beneficiary makes to an exhibit: stored as their typed document too
--     (user_documents with the exhibit's catalogue type, spec 3 §4.3 "upload it as a document of the given
--     type"), so the Documents page lists them.
-- The one status both sides see is computed here, app_public.exhibits_customer_progress (mirror of the
-- domain's exhibitProgress; each side words it its own way, packages/domain/src/exhibit-progress.ts).
--
-- The triggers act only for a signed-in request (current_user_id not null): the seed, migrations and
-- server jobs write whole records of their own.

-- Links as the checklist keeps them: [{url}], web addresses only, at most 50.
create function app_private.valid_contribution_links(links jsonb) returns boolean
  language sql immutable parallel safe
  set search_path = pg_catalog
as $$
  select jsonb_typeof(links) = 'array' and jsonb_array_length(links) <= 50
    and not exists (
      select 1 from jsonb_array_elements(links) l
      where jsonb_typeof(l) <> 'object' or jsonb_typeof(l -> 'url') is distinct from 'string'
         or length(l ->> 'url') > 2000 or (l ->> 'url') !~ '^https?://[^\s]+$');
$$;
comment on function app_private.valid_contribution_links(jsonb) is 'True for a list of at most 50 {url} objects with http(s) addresses.';

create table app_public.exhibit_contributions (
  id uuid primary key default gen_random_uuid(),
  exhibit_id uuid not null unique references app_public.exhibits (id) on delete cascade,
  petition_id uuid not null references app_public.petitions (id) on delete cascade,
  checklist_status text check (checklist_status in ('pending', 'in_progress', 'completed', 'skipped')),
  description text check (length(description) between 1 and 20000),
  links jsonb not null default '[]'::jsonb check (app_private.valid_contribution_links(links)),
  answers jsonb not null default '{}'::jsonb
    check (jsonb_typeof(answers) = 'object' and length(answers::text) <= 20000),
  provided_by uuid references app_public.users (id) on delete set null,
  provided_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.exhibit_contributions is E'@behavior -insert -update -delete\nWhat the customer provided for a petition exhibit from the onboarding checklist: the item''s status, description, links and form answers, with who saved them last and when. Written by the onboarding record''s trigger only (migration 0035).';
comment on column app_public.exhibit_contributions.checklist_status is 'Status of the checklist item asking for the exhibit (pending, in_progress, completed, skipped).';
comment on column app_public.exhibit_contributions.answers is 'Form answers besides description and links (e.g. an expert letter''s recommender: fullName, email, title, …), text values only.';
comment on column app_public.exhibit_contributions.provided_by is 'Who saved it last (the beneficiary, or an editor of the petitioner).';
create index exhibit_contributions_petition_id_idx on app_public.exhibit_contributions (petition_id);
create index exhibit_contributions_provided_by_idx on app_public.exhibit_contributions (provided_by);
create trigger _100_set_updated_at before update on app_public.exhibit_contributions
  for each row execute function app_private.tg_set_updated_at();
-- The staff workspace refetches on its petition's topic (as it does for exhibits and their files).
create trigger _900_notify after insert or update or delete on app_public.exhibit_contributions
  for each row execute function app_private.tg_notify_topics('builder_petition', 'petition_id');
-- Part of the petition aggregate: its changes are recorded like every other table of it (migration 0026).
create trigger _900_record_change after insert or update on app_public.exhibit_contributions
  for each row execute function app_private.tg_record_petition_change();
create trigger _900_record_delete before delete on app_public.exhibit_contributions
  for each row execute function app_private.tg_record_petition_change();

alter table app_public.exhibit_contributions enable row level security;
grant select on app_public.exhibit_contributions to petition_studio_visitor;
-- Whoever may see the exhibit: the exhibits policy hides provider-owned ones from customers.
create policy select_readable on app_public.exhibit_contributions for select using (
  (select app_private.current_user_is_admin())
  or exists (select 1 from app_public.exhibits e where e.id = exhibit_id));
comment on policy select_readable on app_public.exhibit_contributions is 'Staff; whoever may see the exhibit.';

-- The petition exhibit a checklist item is for: its own exhibitId, or for a personal identification item
-- (no exhibitId) the petition's exhibit of that document type. Only exhibits a customer may edit.
create function app_private.personal_item_exhibit_type(item_type text) returns text
  language sql immutable parallel safe
  set search_path = pg_catalog
as $$
  select case item_type
    when 'PASSPORT' then 'passport'
    when 'VISA_STAMP' then 'visa-stamp'
    when 'STUDENT_VISA' then 'student-visa'
    when 'EAD' then 'ead'
  end;
$$;
comment on function app_private.personal_item_exhibit_type(text) is 'Catalogue exhibit type of a personal checklist item that is a petition exhibit too (PASSPORT → passport).';

create function app_private.contribution_exhibit_id(petition_id uuid, item jsonb) returns uuid
  language sql stable
  set search_path = pg_catalog
as $$
  select e.id from app_public.exhibits e
  where e.petition_id = contribution_exhibit_id.petition_id and (e.owned_by <> 'PLYMOUTH' or e.visible)
    and case
      when item ->> 'exhibitId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        then e.id = (item ->> 'exhibitId')::uuid
      when item ->> 'exhibitId' is null
        then e.exhibit_type = app_private.personal_item_exhibit_type(item ->> 'type') and e.parent_exhibit_id is null
      else false
    end
  order by e.order_index, e.created_at, e.id
  limit 1;
$$;

-- The one status (mirror of the domain's exhibitProgress): the checklist item decides; an exhibit no item
-- asks for is provided once it holds a file or an answer.
create function app_private.exhibit_progress(checklist_status text, file_count int, has_answers boolean) returns text
  language sql immutable parallel safe
  set search_path = pg_catalog
as $$
  select case checklist_status
    when 'pending' then 'requested'
    when 'in_progress' then 'in_progress'
    when 'completed' then 'provided'
    when 'skipped' then 'skipped'
    else case when file_count > 0 or has_answers then 'provided' else 'requested' end
  end;
$$;
comment on function app_private.exhibit_progress(text, int, boolean) is 'Customer progress of an exhibit (requested, in_progress, provided, skipped); mirror of the domain''s exhibitProgress.';
grant execute on function app_private.valid_contribution_links(jsonb), app_private.personal_item_exhibit_type(text),
  app_private.exhibit_progress(text, int, boolean) to petition_studio_visitor;

-- Read as the caller: the files and the contribution they may see are the ones counted.
create function app_public.exhibits_customer_progress(e app_public.exhibits) returns text
  language sql stable
  set search_path = pg_catalog
as $$
  select app_private.exhibit_progress(
    c.checklist_status,
    (select count(*)::int from app_public.exhibit_files ef join app_public.files f on f.id = ef.file_id
      where ef.exhibit_id = e.id and not f.deleted),
    coalesce(c.description is not null or c.links <> '[]'::jsonb or c.answers <> '{}'::jsonb, false))
  from (select 1) as one
  left join app_public.exhibit_contributions c on c.exhibit_id = e.id;
$$;
comment on function app_public.exhibits_customer_progress(app_public.exhibits) is
  'The one status of the exhibit both the customer and staff see (requested, in_progress, provided, skipped), from its checklist item, files and answers.';
grant execute on function app_public.exhibits_customer_progress(app_public.exhibits) to petition_studio_visitor;

-- Checklist items → contributions. Runs as the owner (the table takes no customer writes) after the
-- onboarding record's own policy and staff-only checks let the save through; it writes only to exhibits of
-- that record's petition that customers may edit. Items whose status and data did not change are left
-- alone, so a save keeps who provided the rest and when.
create function app_private.tg_onboardings_sync_contributions() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  me uuid := app_private.current_user_id();
  rec record;
  data jsonb;
  links jsonb;
  answers jsonb;
begin
  if me is null or jsonb_typeof(new.modules) <> 'array' then
    return null;
  end if;
  for rec in
    with fresh as (
      select e as item from jsonb_array_elements(new.modules) m, jsonb_array_elements(
        case when jsonb_typeof(m -> 'exhibits') = 'array' then m -> 'exhibits' else '[]'::jsonb end) e
      where jsonb_typeof(e) = 'object'
    ), previous as (
      select e as item from jsonb_array_elements(
          case when tg_op = 'UPDATE' and jsonb_typeof(old.modules) = 'array' then old.modules else '[]'::jsonb end) m,
        jsonb_array_elements(case when jsonb_typeof(m -> 'exhibits') = 'array' then m -> 'exhibits' else '[]'::jsonb end) e
      where jsonb_typeof(e) = 'object'
    )
    select f.item, app_private.contribution_exhibit_id(new.petition_id, f.item) as exhibit_id
    from fresh f
    where f.item ->> 'type' is distinct from 'COVER_PAGE'
      and not exists (
        select 1 from previous p
        where app_private.onboarding_exhibit_key(p.item) = app_private.onboarding_exhibit_key(f.item)
          and p.item -> 'status' is not distinct from f.item -> 'status'
          and p.item -> 'data' is not distinct from f.item -> 'data')
  loop
    continue when rec.exhibit_id is null;
    data := case when jsonb_typeof(rec.item -> 'data') = 'object' then rec.item -> 'data' else '{}'::jsonb end;
    -- Links being typed are autosaved as they are: only complete web addresses are kept.
    select coalesce(jsonb_agg(jsonb_build_object('url', btrim(l ->> 'url')) order by i), '[]'::jsonb) into links
    from jsonb_array_elements(case when jsonb_typeof(data -> 'links') = 'array' then data -> 'links' else '[]'::jsonb end)
      with ordinality as ls(l, i)
    where jsonb_typeof(l -> 'url') = 'string' and btrim(l ->> 'url') ~ '^https?://[^\s]+$';
    -- Form answers: the remaining text, number and yes/no values (the file ids are on the exhibit itself).
    select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) into answers
    from jsonb_each(data - 'description' - 'links' - 'files')
    where jsonb_typeof(value) in ('string', 'number', 'boolean') and btrim(value #>> '{}') <> '';
    -- An untouched item (a new checklist, a refresh) records nothing; one put back to pending after work does.
    continue when rec.item ->> 'status' is not distinct from 'pending' and links = '[]'::jsonb and answers = '{}'::jsonb
      and coalesce(btrim(data ->> 'description'), '') = ''
      and not exists (select 1 from app_public.exhibit_contributions c where c.exhibit_id = rec.exhibit_id);
    insert into app_public.exhibit_contributions as c
      (exhibit_id, petition_id, checklist_status, description, links, answers, provided_by, provided_at)
    values (
      rec.exhibit_id, new.petition_id,
      case when rec.item ->> 'status' in ('pending', 'in_progress', 'completed', 'skipped') then rec.item ->> 'status' end,
      case when jsonb_typeof(data -> 'description') = 'string' then nullif(btrim(data ->> 'description'), '') end,
      links, answers, me, now())
    on conflict (exhibit_id) do update
      set checklist_status = excluded.checklist_status, description = excluded.description, links = excluded.links,
          answers = excluded.answers, provided_by = excluded.provided_by, provided_at = excluded.provided_at
      where (c.checklist_status, c.description, c.links, c.answers)
        is distinct from (excluded.checklist_status, excluded.description, excluded.links, excluded.answers);
  end loop;
  return null;
end;
$$;
comment on function app_private.tg_onboardings_sync_contributions() is
  'Copies each changed checklist item of a signed-in save to the petition exhibit it is for (exhibit_contributions).';
create trigger _600_sync_contributions after insert or update of modules on app_public.onboardings
  for each row execute function app_private.tg_onboardings_sync_contributions();

-- Immigration papers → the matching exhibit of the person's latest petition (spec: the passport uploaded in
-- the checklist is the petition's Passport exhibit). Deleting the document (or marking it deleted) takes it
-- off those exhibits again.
create function app_private.immigration_exhibit_type(document_type app_public.immigration_document_type) returns text
  language sql immutable parallel safe
  set search_path = pg_catalog
as $$
  select case document_type::text
    when 'PASSPORT' then 'passport'
    when 'VISA_STAMP' then 'visa-stamp'
    when 'STUDENT_VISA' then 'student-visa'
    when 'EAD_CARD' then 'ead'
    when 'I_94' then 'i-94'
    when 'APPROVAL_NOTICE' then 'approval-notice'
  end;
$$;
comment on function app_private.immigration_exhibit_type(app_public.immigration_document_type) is 'Catalogue exhibit type an immigration document is filed as (PASSPORT → passport); null for the others.';

create function app_private.tg_immigration_documents_link_exhibits() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  doc app_public.immigration_documents := coalesce(new, old);
  v_type text := app_private.immigration_exhibit_type(doc.type);
begin
  if v_type is null then
    return null;
  end if;
  -- Taking a document off its exhibits is always right; linking waits for a signed-in request (above).
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and new.deleted and not old.deleted) then
    delete from app_public.exhibit_files ef
    using app_public.exhibits e, app_public.petitions p
    where ef.file_id = doc.file_id and e.id = ef.exhibit_id and p.id = e.petition_id
      and p.beneficiary_id = doc.owner_id and e.exhibit_type = v_type;
  elsif not doc.deleted and app_private.current_user_id() is not null then
    insert into app_public.exhibit_files (exhibit_id, file_id, order_index)
    select e.id, doc.file_id,
           (select coalesce(max(ef.order_index) + 1, 0) from app_public.exhibit_files ef where ef.exhibit_id = e.id)
    from app_public.exhibits e
    join app_public.petitions p on p.id = e.petition_id
    where p.beneficiary_id = doc.owner_id and p.latest_petition and e.exhibit_type = v_type and e.parent_exhibit_id is null
    on conflict do nothing;
  end if;
  return null;
end;
$$;
comment on function app_private.tg_immigration_documents_link_exhibits() is
  'Links a person''s passport, visa stamp, … to the exhibit of that type of their latest petition, and unlinks it when the document goes.';
create trigger _600_link_exhibits after insert or update of deleted or delete on app_public.immigration_documents
  for each row execute function app_private.tg_immigration_documents_link_exhibits();

-- A person's immigration papers stay theirs and staff's (0008: "passports are sensitive"), also once linked to
-- a petition exhibit above: the petitioner's members, who read the rest of the petition, do not see such a
-- link, and so (files.select_linked asks this table) not the file either.
create function app_private.is_others_immigration_document(file_id uuid) returns boolean
  language sql stable security definer
  set search_path = pg_catalog
as $$
  select exists (
    select 1 from app_public.immigration_documents d
    where d.file_id = is_others_immigration_document.file_id
      and d.owner_id is distinct from app_private.current_user_id());
$$;
comment on function app_private.is_others_immigration_document(uuid) is 'True when the file is an immigration document of somebody other than the signed-in user.';
grant execute on function app_private.is_others_immigration_document(uuid) to petition_studio_visitor;
drop policy select_readable on app_public.exhibit_files;
create policy select_readable on app_public.exhibit_files for select using (
  (select app_private.current_user_is_admin())
  or (exists (select 1 from app_public.exhibits e where e.id = exhibit_id)
      and not app_private.is_others_immigration_document(file_id)));
comment on policy select_readable on app_public.exhibit_files is 'Whoever may see the exhibit, except another person''s immigration documents (staff see all).';

-- Evidence the beneficiary uploads to an exhibit is their typed document too. Only their own file, on their
-- own petition, in their own request; immigration papers are immigration documents already.
create function app_private.tg_exhibit_files_user_document() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
declare
  me uuid := app_private.current_user_id();
begin
  if me is null then
    return null;
  end if;
  insert into app_public.user_documents (user_id, file_id, document_type)
  select me, new.file_id, e.exhibit_type
  from app_public.exhibits e
  join app_public.petitions p on p.id = e.petition_id
  join app_public.files f on f.id = new.file_id
  where e.id = new.exhibit_id and e.exhibit_type is not null and p.beneficiary_id = me and f.owner_id = me
    and e.exhibit_type not in ('passport', 'visa-stamp', 'student-visa', 'ead', 'i-94', 'approval-notice')
  on conflict do nothing;
  return null;
end;
$$;
comment on function app_private.tg_exhibit_files_user_document() is
  'Files an evidence upload of the beneficiary as their user document of the exhibit''s catalogue type.';
grant execute on function app_private.tg_exhibit_files_user_document() to petition_studio_visitor;
create trigger _600_user_document after insert on app_public.exhibit_files
  for each row execute function app_private.tg_exhibit_files_user_document();

-- Down Migration
drop policy select_readable on app_public.exhibit_files;
create policy select_readable on app_public.exhibit_files for select using (
  (select app_private.current_user_is_admin())
  or exists (select 1 from app_public.exhibits e where e.id = exhibit_id));
comment on policy select_readable on app_public.exhibit_files is 'Whoever may see the exhibit.';
drop function app_private.is_others_immigration_document(uuid);
drop trigger _600_user_document on app_public.exhibit_files;
drop function app_private.tg_exhibit_files_user_document();
drop trigger _600_link_exhibits on app_public.immigration_documents;
drop function app_private.tg_immigration_documents_link_exhibits();
drop function app_private.immigration_exhibit_type(app_public.immigration_document_type);
drop trigger _600_sync_contributions on app_public.onboardings;
drop function app_private.tg_onboardings_sync_contributions();
drop function app_public.exhibits_customer_progress(app_public.exhibits);
drop function app_private.exhibit_progress(text, int, boolean);
drop function app_private.contribution_exhibit_id(uuid, jsonb);
drop function app_private.personal_item_exhibit_type(text);
drop table app_public.exhibit_contributions;
drop function app_private.valid_contribution_links(jsonb);
