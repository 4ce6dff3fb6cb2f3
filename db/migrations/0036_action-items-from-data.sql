-- Up Migration
-- Action items derived from data (issue 25).
--
-- 1. A pending task names the party it is for (party: BENEFICIARY, PETITIONER, or PLYMOUTH = the provider's
--    own staff) and, optionally, the data it waits for (awaited_kind + awaited_type, or exhibit_id for a file
--    on an exhibit). Row-level security shows a customer only the tasks of their party: the beneficiary those
--    for BENEFICIARY on their own petitions, a team member those for PETITIONER on the company's petitions;
--    provider tasks and the staff checklist are staff-only.
-- 2. Triggers on the tables uploads and answers write to (company_documents, immigration_documents,
--    user_documents, exhibit_files, employer_onboardings, onboardings) close the matching open tasks, so an
--    item closes when what it asks for arrives, whichever client wrote it. A customer cannot tick such an
--    item by hand (it would close without the data); staff still can.
-- 3. Staff checklist items that record an event tick themselves, with the time and the person who caused
--    it: 'intake.employer-onboarding' when the employer wizard reaches its final state,
--    'intake.beneficiary-onboarding' when the beneficiary onboarding record is completed, and
--    'intake.documents-received' when the last open document task of a petition closes.
-- Like migration 0035's, the triggers act only for a signed-in request (current_user_id not null): every
-- client (web app, API routes, jobs acting for someone) is one; the seed and migrations write whole records
-- of their own, tasks and checklist included.

alter table app_public.pending_petition_tasks
  add column party app_public.owned_by not null default 'BENEFICIARY',
  add column awaited_kind text,
  add column awaited_type text;
comment on column app_public.pending_petition_tasks.party is
  'Whose task it is: BENEFICIARY, PETITIONER (the company''s team) or PLYMOUTH (the provider; staff only). Only that party sees it.';
comment on column app_public.pending_petition_tasks.awaited_kind is
  'What the task waits for; it closes by itself when that arrives: COMPANY_DOCUMENT, IMMIGRATION_DOCUMENT, USER_DOCUMENT (of the given type), EXHIBIT_FILE (a file on exhibit_id), EMPLOYER_STEP (an employer wizard step completed), ONBOARDING_MODULE (a beneficiary checklist module completed). Null: closed by hand.';
comment on column app_public.pending_petition_tasks.awaited_type is
  'The document type, wizard step or onboarding module type awaited_kind names (null for EXHIBIT_FILE and hand-closed tasks).';

-- Each kind belongs to one party and needs its type: a company document is the petitioner's, personal and
-- immigration documents and the beneficiary checklist are the beneficiary's; an exhibit file either's.
alter table app_public.pending_petition_tasks add constraint pending_petition_tasks_awaited_check check (
  case awaited_kind
    when 'COMPANY_DOCUMENT' then party = 'PETITIONER' and awaited_type is not null
    when 'EMPLOYER_STEP' then party = 'PETITIONER' and awaited_type in ('confirmContact', 'addContact',
      'confirmAddress', 'addWorksite', 'beneficiary', 'employerHistory', 'immigrationQuestions', 'corporateDocs',
      'foreignDocs', 'employerFundingDocs')
    when 'IMMIGRATION_DOCUMENT' then party = 'BENEFICIARY' and awaited_type is not null
    when 'USER_DOCUMENT' then party = 'BENEFICIARY' and length(btrim(awaited_type)) between 1 and 100
    when 'ONBOARDING_MODULE' then party = 'BENEFICIARY' and app_private.onboarding_module_title(awaited_type) is not null
    -- exhibit_id may become null later (the exhibit deleted: on delete set null); the insert trigger needs it
    when 'EXHIBIT_FILE' then party <> 'PLYMOUTH' and awaited_type is null
    else awaited_kind is null and awaited_type is null
  end);
create index pending_petition_tasks_awaited_idx on app_public.pending_petition_tasks (awaited_kind, awaited_type)
  where completed_at is null;

-- Enum-typed kinds: the type must be a value of the enum (a check constraint cannot cast to an enum); a new
-- task waiting for an exhibit file names the exhibit.
create function app_private.tg_pending_task_awaited_type() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if tg_op = 'INSERT' and new.awaited_kind = 'EXHIBIT_FILE' and new.exhibit_id is null then
    raise exception 'A task waiting for an exhibit file needs the exhibit' using errcode = '23514';
  end if;
  if new.awaited_kind = 'COMPANY_DOCUMENT' then
    perform new.awaited_type::app_public.company_document_type;
  elsif new.awaited_kind = 'IMMIGRATION_DOCUMENT' then
    perform new.awaited_type::app_public.immigration_document_type;
  end if;
  return new;
end;
$$;
create trigger _150_awaited_type before insert or update on app_public.pending_petition_tasks
  for each row execute function app_private.tg_pending_task_awaited_type();

-- Party and awaited data are staff's choice, like the content.
create trigger _201_staff_only_party before update on app_public.pending_petition_tasks
  for each row execute function app_private.tg_staff_only_columns('party', 'awaited_kind', 'awaited_type');

-- Existing tasks about an exhibit belong to whoever provides the exhibit and wait for a file on it; a
-- petitioner exhibit that is a corporate document ('tax-id-fein-document') waits for the company's document
-- of that type instead, which the employer uploads once (wizard or Documents) for all its petitions.
update app_public.pending_petition_tasks t
set party = e.owned_by,
    awaited_kind = case when d.type is not null then 'COMPANY_DOCUMENT' else 'EXHIBIT_FILE' end,
    awaited_type = d.type
from app_public.exhibits e
left join lateral (
  select v::text as type from unnest(enum_range(null::app_public.company_document_type)) v
  where v::text = upper(replace(e.exhibit_type, '-', '_'))
) d on e.owned_by = 'PETITIONER'
where e.id = t.exhibit_id and e.owned_by <> 'PLYMOUTH';

-- A customer may not tick a task that waits for data: it closes when the data arrives. The closing
-- function below sets petition_studio.closing_tasks for the length of its own update.
create function app_private.tg_pending_task_closed_by_data() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if new.awaited_kind is not null and new.completed_at is distinct from old.completed_at
     and app_private.current_user_id() is not null and not app_private.current_user_is_admin()
     and coalesce(current_setting('petition_studio.closing_tasks', true), '') <> 'on' then
    raise exception 'This item closes by itself when what it asks for arrives' using errcode = '42501';
  end if;
  return new;
end;
$$;
create trigger _220_closed_by_data before update on app_public.pending_petition_tasks
  for each row execute function app_private.tg_pending_task_closed_by_data();

-- Closes the open tasks of the given petitions that wait for (kind, type) or for a file on the exhibit.
-- Security definer: the uploader may not see every matching task (another party's), and the tasks must
-- close anyway; completed_by is the signed-in user who delivered the data.
create function app_private.close_awaiting_tasks(petition_ids uuid[], kind text, type text, exhibit uuid default null)
  returns void
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
begin
  if app_private.current_user_id() is null then
    return;
  end if;
  perform set_config('petition_studio.closing_tasks', 'on', true);
  update app_public.pending_petition_tasks t
  set completed_at = now(), completed_by = app_private.current_user_id()
  where t.completed_at is null and t.awaited_kind = kind and t.petition_id = any (petition_ids)
    and (case when kind = 'EXHIBIT_FILE' then t.exhibit_id = exhibit else t.awaited_type = type end);
  perform set_config('petition_studio.closing_tasks', '', true);
end;
$$;
comment on function app_private.close_awaiting_tasks(uuid[], text, text, uuid) is
  'Closes the open tasks of the petitions that wait for this data (called by the upload and answer triggers).';

-- Ticks the petition-level staff checklist item of a task code (reference data), keeping the first time
-- it was ticked. A missing code (reference data not loaded) ticks nothing.
create function app_private.tick_checklist_item(petition_id uuid, code text, by_user uuid) returns void
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
declare
  v_task uuid;
begin
  select t.id into v_task from app_public.checklist_tasks t where t.code = tick_checklist_item.code;
  if v_task is null or app_private.current_user_id() is null then
    return;
  end if;
  update app_public.petition_checklist_items i set completed_at = now(), completed_by = by_user
  where i.petition_id = tick_checklist_item.petition_id and i.task_id = v_task and i.module_id is null
    and i.completed_at is null;
  if not found then
    insert into app_public.petition_checklist_items (petition_id, task_id, completed_at, completed_by)
    select tick_checklist_item.petition_id, v_task, now(), by_user
    where not exists (select 1 from app_public.petition_checklist_items i
                      where i.petition_id = tick_checklist_item.petition_id and i.task_id = v_task and i.module_id is null);
  end if;
end;
$$;
comment on function app_private.tick_checklist_item(uuid, text, uuid) is
  'Ticks the staff checklist item of the code on the petition (first time kept): events record themselves.';

-- Uploads --------------------------------------------------------------------------------------------

create function app_private.tg_company_document_closes_tasks() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
begin
  perform app_private.close_awaiting_tasks(
    array(select p.id from app_public.petitions p where p.company_id = new.company_id), 'COMPANY_DOCUMENT', new.type::text);
  return null;
end;
$$;
create trigger _500_close_tasks after insert on app_public.company_documents
  for each row execute function app_private.tg_company_document_closes_tasks();

create function app_private.tg_immigration_document_closes_tasks() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
begin
  if not new.deleted then
    perform app_private.close_awaiting_tasks(
      array(select p.id from app_public.petitions p where p.beneficiary_id = new.owner_id), 'IMMIGRATION_DOCUMENT', new.type::text);
  end if;
  return null;
end;
$$;
create trigger _500_close_tasks after insert on app_public.immigration_documents
  for each row execute function app_private.tg_immigration_document_closes_tasks();

create function app_private.tg_user_document_closes_tasks() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
begin
  perform app_private.close_awaiting_tasks(
    array(select p.id from app_public.petitions p where p.beneficiary_id = new.user_id), 'USER_DOCUMENT', new.document_type);
  return null;
end;
$$;
create trigger _500_close_tasks after insert on app_public.user_documents
  for each row execute function app_private.tg_user_document_closes_tasks();

create function app_private.tg_exhibit_file_closes_tasks() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
begin
  perform app_private.close_awaiting_tasks(
    array(select e.petition_id from app_public.exhibits e where e.id = new.exhibit_id), 'EXHIBIT_FILE', null, new.exhibit_id);
  return null;
end;
$$;
create trigger _500_close_tasks after insert on app_public.exhibit_files
  for each row execute function app_private.tg_exhibit_file_closes_tasks();

-- Answers --------------------------------------------------------------------------------------------

-- The employer wizard: a step stored as complete closes the tasks waiting for it; the final state ticks
-- 'Employer onboarding completed' on the company's live petitions. The wizard's row is per company; if it
-- names a petition (a petition_id column), only that petition's tasks and checklist are touched.
create function app_private.tg_employer_onboarding_events() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
declare
  v_petitions uuid[];
  v_step text;
  v_by uuid := app_private.current_user_id();
  v_petition uuid := nullif(to_jsonb(new) ->> 'petition_id', '')::uuid;
begin
  v_petitions := array(select p.id from app_public.petitions p
                       where p.company_id = new.company_id and p.status <> 'ARCHIVED'
                         and (v_petition is null or p.id = v_petition));
  for v_step in select key from jsonb_each_text(new.items) where value = 'complete' loop
    perform app_private.close_awaiting_tasks(v_petitions, 'EMPLOYER_STEP', v_step);
  end loop;
  if new.step = 'final' and (tg_op = 'INSERT' or old.step is distinct from 'final') then
    perform app_private.tick_checklist_item(p, 'intake.employer-onboarding', v_by) from unnest(v_petitions) p;
  end if;
  return null;
end;
$$;
create trigger _500_events after insert or update on app_public.employer_onboardings
  for each row execute function app_private.tg_employer_onboarding_events();

-- The beneficiary checklist: a completed module closes the tasks waiting for it; a completed record ticks
-- 'Beneficiary onboarding completed'.
create function app_private.tg_onboarding_events() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
declare
  v_module text;
begin
  for v_module in select distinct m ->> 'type' from jsonb_array_elements(new.modules) m
                  where m ->> 'status' = 'completed' and m ->> 'type' is not null loop
    perform app_private.close_awaiting_tasks(array[new.petition_id], 'ONBOARDING_MODULE', v_module);
  end loop;
  if new.status = 'completed' and (tg_op = 'INSERT' or old.status is distinct from 'completed') then
    perform app_private.tick_checklist_item(new.petition_id, 'intake.beneficiary-onboarding', app_private.current_user_id());
  end if;
  return null;
end;
$$;
create trigger _500_events after insert or update on app_public.onboardings
  for each row execute function app_private.tg_onboarding_events();

-- 'Documents received': the last open task of the petition that waits for a document has closed.
create function app_private.tg_documents_received() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
begin
  if new.completed_at is not null and old.completed_at is null
     and new.awaited_kind in ('COMPANY_DOCUMENT', 'IMMIGRATION_DOCUMENT', 'USER_DOCUMENT', 'EXHIBIT_FILE')
     and not exists (
       select 1 from app_public.pending_petition_tasks t
       where t.petition_id = new.petition_id and t.completed_at is null
         and t.awaited_kind in ('COMPANY_DOCUMENT', 'IMMIGRATION_DOCUMENT', 'USER_DOCUMENT', 'EXHIBIT_FILE')) then
    perform app_private.tick_checklist_item(new.petition_id, 'intake.documents-received',
      coalesce(new.completed_by, app_private.current_user_id()));
  end if;
  return null;
end;
$$;
create trigger _500_documents_received after update of completed_at on app_public.pending_petition_tasks
  for each row execute function app_private.tg_documents_received();

-- Row-level security by party ----------------------------------------------------------------------

create function app_private.beneficiary_petition_ids() returns setof uuid
  language sql stable security definer
  set search_path = pg_catalog
as $$
  select p.id from app_public.petitions p where p.beneficiary_id = app_private.current_user_id();
$$;
comment on function app_private.beneficiary_petition_ids() is 'Petitions of which the signed-in user is the beneficiary.';
create function app_private.petitioner_petition_ids(editors_only boolean) returns setof uuid
  language sql stable security definer
  set search_path = pg_catalog
as $$
  select p.id from app_public.petitions p
  where p.company_id in (select c from app_private.member_company_ids() c
                         where not editors_only or c in (select app_private.editor_company_ids()));
$$;
comment on function app_private.petitioner_petition_ids(boolean) is
  'Petitions filed by a company of the signed-in user (any role, or only as ADMIN/MEMBER when editors_only).';
grant execute on function app_private.beneficiary_petition_ids(), app_private.petitioner_petition_ids(boolean)
  to petition_studio_visitor;

drop policy select_readable on app_public.pending_petition_tasks;
create policy select_party on app_public.pending_petition_tasks for select using (
  (select app_private.current_user_is_admin())
  or (party = 'BENEFICIARY' and petition_id in (select app_private.beneficiary_petition_ids()))
  or (party = 'PETITIONER' and petition_id in (select app_private.petitioner_petition_ids(false))));
comment on policy select_party on app_public.pending_petition_tasks is
  'Staff; the beneficiary their BENEFICIARY tasks; the petitioner''s members its PETITIONER tasks. Provider tasks are staff-only.';
drop policy update_editable on app_public.pending_petition_tasks;
create policy update_party on app_public.pending_petition_tasks for update using (
  (select app_private.current_user_is_admin())
  or (party = 'BENEFICIARY' and petition_id in (select app_private.beneficiary_petition_ids()))
  or (party = 'PETITIONER' and petition_id in (select app_private.petitioner_petition_ids(true))));
comment on policy update_party on app_public.pending_petition_tasks is
  'Staff; the beneficiary completes their tasks; the petitioner''s ADMIN/MEMBER complete its tasks.';

-- The case checklist is the provider's own work list.
drop policy select_readable on app_public.petition_checklist_items;
comment on policy manage_staff on app_public.petition_checklist_items is 'The provider''s case checklist: only staff read or write.';

-- Down Migration
create policy select_readable on app_public.petition_checklist_items for select using (
  (select app_private.current_user_is_admin()) or petition_id in (select app_private.readable_petition_ids()));
comment on policy manage_staff on app_public.petition_checklist_items is 'Only staff write.';
drop policy update_party on app_public.pending_petition_tasks;
create policy update_editable on app_public.pending_petition_tasks for update using (
  (select app_private.current_user_is_admin()) or petition_id in (select app_private.editable_petition_ids()));
drop policy select_party on app_public.pending_petition_tasks;
create policy select_readable on app_public.pending_petition_tasks for select using (
  (select app_private.current_user_is_admin()) or petition_id in (select app_private.readable_petition_ids()));
drop function app_private.petitioner_petition_ids(boolean), app_private.beneficiary_petition_ids();
drop trigger _500_documents_received on app_public.pending_petition_tasks;
drop trigger _500_events on app_public.onboardings;
drop trigger _500_events on app_public.employer_onboardings;
drop trigger _500_close_tasks on app_public.exhibit_files;
drop trigger _500_close_tasks on app_public.user_documents;
drop trigger _500_close_tasks on app_public.immigration_documents;
drop trigger _500_close_tasks on app_public.company_documents;
drop function app_private.tg_documents_received(), app_private.tg_onboarding_events(),
  app_private.tg_employer_onboarding_events(), app_private.tg_exhibit_file_closes_tasks(),
  app_private.tg_user_document_closes_tasks(), app_private.tg_immigration_document_closes_tasks(),
  app_private.tg_company_document_closes_tasks(), app_private.tick_checklist_item(uuid, text, uuid),
  app_private.close_awaiting_tasks(uuid[], text, text, uuid);
drop trigger _220_closed_by_data on app_public.pending_petition_tasks;
drop function app_private.tg_pending_task_closed_by_data();
drop trigger _201_staff_only_party on app_public.pending_petition_tasks;
drop trigger _150_awaited_type on app_public.pending_petition_tasks;
drop function app_private.tg_pending_task_awaited_type();
alter table app_public.pending_petition_tasks drop column awaited_type, drop column awaited_kind, drop column party;
