-- Up Migration
-- An answered RFE is closed (docs/decisions.md, "An answered RFE is closed, and the customer is told"). Once staff
-- set rfe_responses.answered_on, the response has gone to USCIS: its items (rfe_deficiencies) can no longer be
-- added, removed or changed, it takes no new tasks, and its response packet is not compiled again. Each refusal is a
-- sentence naming the date it was answered (the API passes our raises on as they are). What the database itself does
-- when a criterion or a draft's record is removed (on delete set null) is not an edit and goes through, and so does a
-- cascade removing the RFE or its petition.
--
-- Answering closes the customer's open tasks of the RFE (closed_reason 'rfe-answered'): the evidence they were asking
-- for can no longer reach USCIS in this response, so Action Items must stop asking and the due-date reminders stop.
-- Staff's own tasks stay as they are (follow-up work, e.g. sending the client a copy). Clearing answered_on (marked
-- answered by mistake) opens the RFE again, and the tasks the answer closed with it.
--
-- Customers learn that the response was sent where they follow the case, under the same rule as the USCIS statuses
-- (0059): only while staff share the case status with them. They read the dates only (petitions_rfe_responses_sent),
-- never the RFE's rows, and are told once by a notification ('rfe-response-sent', e-mailed at once by default).

alter table app_public.pending_petition_tasks
  add column closed_reason text
    constraint pending_petition_tasks_closed_reason check (
      closed_reason is null or (closed_reason = 'rfe-answered' and completed_at is not null));
comment on column app_public.pending_petition_tasks.closed_reason is E'@behavior -insert -update\nWhy the task was closed without being done: rfe-answered (the response to its RFE was sent). Null: open, or done.';
create trigger _204_staff_only_closed_reason before update on app_public.pending_petition_tasks
  for each row execute function app_private.tg_staff_only_columns('closed_reason');

-- The date in the app's one format (formatCalendarDate: 02/01/2027), for the refusals' sentences.
create function app_private.rfe_answered_text(answered_on date) returns text
  language sql stable
  set search_path = pg_catalog
as $$
  select 'This RFE was answered on ' || to_char(answered_on, 'MM/DD/YYYY');
$$;
comment on function app_private.rfe_answered_text(date) is 'The start of the sentences refusing changes to an answered RFE.';

-- Items: none added to, removed from or changed in an answered RFE (nor moved into or out of one).
create function app_private.tg_rfe_deficiency_answered_closed() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  answered date;
begin
  if tg_op = 'UPDATE'
     and (to_jsonb(new) - array['module_id', 'generation_id', 'updated_at'])
         = (to_jsonb(old) - array['module_id', 'generation_id', 'updated_at'])
     and (new.module_id is not distinct from old.module_id
          or (new.module_id is null and not exists (select 1 from app_public.modules m where m.id = old.module_id)))
     and (new.generation_id is not distinct from old.generation_id
          or (new.generation_id is null
              and not exists (select 1 from app_public.generated_texts g where g.id = old.generation_id))) then
    -- Nothing staff changed: the same values again, or a criterion or draft record removed (on delete set null).
    return new;
  end if;
  if tg_op = 'INSERT' then
    select r.answered_on into answered from app_public.rfe_responses r where r.id = new.rfe_response_id;
  elsif tg_op = 'DELETE' then
    -- A cascade removing the RFE (or its petition) has removed the RFE first: nothing is found, the item goes.
    select r.answered_on into answered from app_public.rfe_responses r where r.id = old.rfe_response_id;
  else
    select max(r.answered_on) into answered from app_public.rfe_responses r
     where r.id in (new.rfe_response_id, old.rfe_response_id);
  end if;
  if answered is not null then
    raise exception '%: its items can no longer be added, removed or changed.', app_private.rfe_answered_text(answered)
      using errcode = '55000';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
create trigger _140_answered_rfe_is_closed before insert or update or delete on app_public.rfe_deficiencies
  for each row execute function app_private.tg_rfe_deficiency_answered_closed();

-- Tasks: an answered RFE takes no new task (nor one moved onto it), and the customer's side of it stays closed:
-- no customer task of it opened again, no open task of ours handed to the customer.
create function app_private.tg_task_of_answered_rfe() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  answered date;
begin
  if new.completed_at is null then
    new.closed_reason := null;
  end if;
  if new.rfe_deficiency_id is null then
    return new;
  end if;
  select r.answered_on into answered
    from app_public.rfe_deficiencies d join app_public.rfe_responses r on r.id = d.rfe_response_id
   where d.id = new.rfe_deficiency_id;
  if answered is null then
    return new;
  end if;
  if tg_op = 'INSERT' or new.rfe_deficiency_id is distinct from old.rfe_deficiency_id then
    raise exception '%: it takes no new tasks.', app_private.rfe_answered_text(answered) using errcode = '55000';
  end if;
  if new.party <> 'PLYMOUTH' and new.completed_at is null and (old.completed_at is not null or old.party = 'PLYMOUTH') then
    raise exception '%: its tasks for the customer stay closed.', app_private.rfe_answered_text(answered)
      using errcode = '55000';
  end if;
  return new;
end;
$$;
create trigger _140_answered_rfe_is_closed before insert or update on app_public.pending_petition_tasks
  for each row execute function app_private.tg_task_of_answered_rfe();

-- Answering closes the customer's open tasks of the RFE and tells the customer (while the case status is shared);
-- clearing the answer opens again what it closed.
create function app_private.tg_rfe_answered() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  petition app_public.petitions;
  recipient uuid;
begin
  if old.answered_on is null and new.answered_on is not null then
    -- As close_awaiting_tasks (0036): a task waiting for data may be closed by this function only.
    perform set_config('petition_studio.closing_tasks', 'on', true);
    update app_public.pending_petition_tasks t
       set completed_at = now(), completed_by = app_private.current_user_id(), closed_reason = 'rfe-answered'
     where t.completed_at is null and t.party <> 'PLYMOUTH'
       and t.rfe_deficiency_id in (select d.id from app_public.rfe_deficiencies d where d.rfe_response_id = new.id);
    perform set_config('petition_studio.closing_tasks', '', true);
    -- Changes made by nobody in particular (seeds, migrations) tell nobody, as for the petition's status (0047).
    if app_private.current_user_id() is not null then
      select * into petition from app_public.petitions p where p.id = new.petition_id;
      if petition.share_uscis_status then
        for recipient in
          select petition.beneficiary_id
          union
          select cm.user_id from app_public.company_members cm where cm.company_id = petition.company_id
        loop
          perform app_private.notify_person(recipient, 'rfe-response-sent',
            jsonb_build_object('answeredOn', new.answered_on), new.petition_id, null);
        end loop;
      end if;
    end if;
  elsif old.answered_on is not null and new.answered_on is null then
    update app_public.pending_petition_tasks t
       set completed_at = null, completed_by = null, closed_reason = null
     where t.closed_reason = 'rfe-answered'
       and t.rfe_deficiency_id in (select d.id from app_public.rfe_deficiencies d where d.rfe_response_id = new.id);
  end if;
  return null;
end;
$$;
create trigger _800_answered after update of answered_on on app_public.rfe_responses
  for each row execute function app_private.tg_rfe_answered();

-- 'Documents received' (0036) is ticked when the last document task is done, not when an answered RFE closed it.
create or replace function app_private.tg_documents_received() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
begin
  if new.completed_at is not null and old.completed_at is null and new.closed_reason is null
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

-- The response packet is what was sent: an answered RFE's is not compiled again (0060's function, with that check).
create or replace function app_public.compile_rfe_response(rfe_response_id uuid) returns app_public.compiled_petitions
  language plpgsql volatile
  security definer
  set search_path = pg_catalog
as $$
declare
  rfe app_public.rfe_responses;
  running app_public.compiled_petitions;
  created app_public.compiled_petitions;
  petition_label text;
begin
  if not app_private.current_user_is_admin() then
    raise exception 'Only staff compile packets' using errcode = '42501';
  end if;
  select * into rfe from app_public.rfe_responses r where r.id = compile_rfe_response.rfe_response_id;
  if rfe.id is null then
    raise exception 'RFE not found' using errcode = 'P0002';
  end if;
  if rfe.answered_on is not null then
    raise exception '%: its response packet is the one sent and is not compiled again.',
      app_private.rfe_answered_text(rfe.answered_on) using errcode = '55000';
  end if;
  if not exists (select 1 from app_public.compiled_petitions c
                  where c.petition_id = rfe.petition_id and c.rfe_response_id is null and c.status = 'COMPLETED') then
    raise exception 'Compile the petition''s packet first: the response packet continues its exhibit numbers and Bates numbers.'
      using errcode = 'P0001';
  end if;
  select coalesce(u.full_name, 'Petition') || ' – ' || coalesce(v.name, p.visa_class)
    into petition_label
    from app_public.petitions p
    left join app_public.users u on u.id = p.beneficiary_id
    left join app_public.visa_types v on v.id = p.visa_class
   where p.id = rfe.petition_id;
  perform pg_advisory_xact_lock(hashtextextended('compile-petition:' || rfe.petition_id::text, 0));
  select * into running from app_public.compiled_petitions c where c.petition_id = rfe.petition_id and c.status = 'RUNNING';
  if found then
    return running;
  end if;
  insert into app_public.compiled_petitions (petition_id, display_name, status, creator_id, rfe_response_id)
  values (rfe.petition_id,
          petition_label || ' RFE response packet ' || to_char(now() at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC',
          'RUNNING', app_private.current_user_id(), rfe.id)
  returning * into created;
  if to_regnamespace('graphile_worker') is null then
    raise exception 'The job queue is not ready; try again in a moment' using errcode = '55000';
  end if;
  perform graphile_worker.add_job(
    'compile-petition-packet',
    json_build_object('compiledPetitionId', created.id),
    job_key => 'compile-petition-packet:' || rfe.petition_id::text,
    max_attempts => 3
  );
  return created;
end;
$$;

-- What the customer may know of the petition's RFEs: the days the responses were sent, newest first, while the case
-- status is shared with them (staff: always). Not the RFE's rows: USCIS's text and the letter stay staff work.
create function app_public.petitions_rfe_responses_sent(petition app_public.petitions) returns date[]
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select coalesce(array_agg(r.answered_on order by r.answered_on desc, r.created_at desc), '{}')
    from app_public.rfe_responses r
   where r.petition_id = petition.id and r.answered_on is not null
     and ((select app_private.current_user_is_admin())
          or exists (select 1 from app_public.petitions p
                      where p.id = petition.id and p.share_uscis_status
                        and p.id in (select app_private.readable_petition_ids())));
$$;
comment on function app_public.petitions_rfe_responses_sent(app_public.petitions) is 'The days the responses to the petition''s Requests for Evidence were sent, newest first (customers: while the case status is shared with them).';
grant execute on function app_public.petitions_rfe_responses_sent(app_public.petitions) to petition_studio_visitor;

do $$
declare
  kinds text[];
begin
  -- Keeps every kind the constraint allows now (other migrations add theirs) and adds ours.
  select array_agg(distinct kind order by kind) into kinds from (
    select (regexp_matches(pg_get_constraintdef(c.oid), '''([a-z-]+)''', 'g'))[1] as kind
      from pg_constraint c where c.conrelid = 'app_public.notifications'::regclass and c.conname = 'notifications_kind_check'
    union select 'rfe-response-sent'
  ) k;
  alter table app_public.notifications drop constraint notifications_kind_check;
  execute format('alter table app_public.notifications add constraint notifications_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(kind), ', ') from unnest(kinds) kind));
end;
$$;

-- The response sent is news the customer waits for: e-mailed at once unless they chose otherwise (0059's, restated).
create or replace function app_private.default_notification_delivery(kind text) returns text
  language sql immutable
  set search_path = pg_catalog
as $$
  select case kind
    when 'support-reply' then 'email'
    when 'status-changed' then 'email'
    when 'task-assigned' then 'email'
    when 'task-due' then 'email'
    when 'uscis-status' then 'email'
    when 'rfe-response-sent' then 'email'
    when 'document-uploaded' then 'digest'
    else 'in-app'
  end;
$$;

-- Down Migration
create or replace function app_private.default_notification_delivery(kind text) returns text
  language sql immutable
  set search_path = pg_catalog
as $$
  select case kind
    when 'support-reply' then 'email'
    when 'status-changed' then 'email'
    when 'task-assigned' then 'email'
    when 'task-due' then 'email'
    when 'uscis-status' then 'email'
    when 'document-uploaded' then 'digest'
    else 'in-app'
  end;
$$;
delete from app_public.notifications where kind = 'rfe-response-sent';
do $$
declare
  kinds text[];
begin
  select array_agg(distinct kind order by kind) into kinds from (
    select (regexp_matches(pg_get_constraintdef(c.oid), '''([a-z-]+)''', 'g'))[1] as kind
      from pg_constraint c where c.conrelid = 'app_public.notifications'::regclass and c.conname = 'notifications_kind_check'
  ) k where kind <> 'rfe-response-sent';
  alter table app_public.notifications drop constraint notifications_kind_check;
  execute format('alter table app_public.notifications add constraint notifications_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(kind), ', ') from unnest(kinds) kind));
end;
$$;
drop function app_public.petitions_rfe_responses_sent(app_public.petitions);
create or replace function app_public.compile_rfe_response(rfe_response_id uuid) returns app_public.compiled_petitions
  language plpgsql volatile
  security definer
  set search_path = pg_catalog
as $$
declare
  rfe app_public.rfe_responses;
  running app_public.compiled_petitions;
  created app_public.compiled_petitions;
  petition_label text;
begin
  if not app_private.current_user_is_admin() then
    raise exception 'Only staff compile packets' using errcode = '42501';
  end if;
  select * into rfe from app_public.rfe_responses r where r.id = compile_rfe_response.rfe_response_id;
  if rfe.id is null then
    raise exception 'RFE not found' using errcode = 'P0002';
  end if;
  if not exists (select 1 from app_public.compiled_petitions c
                  where c.petition_id = rfe.petition_id and c.rfe_response_id is null and c.status = 'COMPLETED') then
    raise exception 'Compile the petition''s packet first: the response packet continues its exhibit numbers and Bates numbers.'
      using errcode = 'P0001';
  end if;
  select coalesce(u.full_name, 'Petition') || ' – ' || coalesce(v.name, p.visa_class)
    into petition_label
    from app_public.petitions p
    left join app_public.users u on u.id = p.beneficiary_id
    left join app_public.visa_types v on v.id = p.visa_class
   where p.id = rfe.petition_id;
  perform pg_advisory_xact_lock(hashtextextended('compile-petition:' || rfe.petition_id::text, 0));
  select * into running from app_public.compiled_petitions c where c.petition_id = rfe.petition_id and c.status = 'RUNNING';
  if found then
    return running;
  end if;
  insert into app_public.compiled_petitions (petition_id, display_name, status, creator_id, rfe_response_id)
  values (rfe.petition_id,
          petition_label || ' RFE response packet ' || to_char(now() at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC',
          'RUNNING', app_private.current_user_id(), rfe.id)
  returning * into created;
  if to_regnamespace('graphile_worker') is null then
    raise exception 'The job queue is not ready; try again in a moment' using errcode = '55000';
  end if;
  perform graphile_worker.add_job(
    'compile-petition-packet',
    json_build_object('compiledPetitionId', created.id),
    job_key => 'compile-petition-packet:' || rfe.petition_id::text,
    max_attempts => 3
  );
  return created;
end;
$$;
create or replace function app_private.tg_documents_received() returns trigger
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
drop trigger _800_answered on app_public.rfe_responses;
drop function app_private.tg_rfe_answered();
drop trigger _140_answered_rfe_is_closed on app_public.pending_petition_tasks;
drop function app_private.tg_task_of_answered_rfe();
drop trigger _140_answered_rfe_is_closed on app_public.rfe_deficiencies;
drop function app_private.tg_rfe_deficiency_answered_closed();
drop function app_private.rfe_answered_text(date);
drop trigger _204_staff_only_closed_reason on app_public.pending_petition_tasks;
alter table app_public.pending_petition_tasks drop column closed_reason;
