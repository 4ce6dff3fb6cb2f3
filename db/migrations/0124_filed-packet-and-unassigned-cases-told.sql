-- Up Migration
-- After filing (docs/decisions.md, "After filing: one filed packet, staff told, a decision ends the RFE"), three fixes:
--
-- 1. One rule for "the filed packet".
-- Migration 0113 made app_private.filed_compiled_petition_id the rule (the petition's own last completed compile by
-- FINISH time), read by the response packet (loadFiledPacket) and exhibits.filedPacketLabel. The RFE panel still chose
-- its own "filed packet" with a second rule — the newest completed compile by CREATION time, page count or not — which
-- names another compile when two compiles overlap (the one started first finishing last). petitions.filedPacket
-- exposes the database's rule so the browser reads it instead of repeating one.
--
-- Security invoker, no policy change: compiled_petitions' own policies still decide who reads the row.

create function app_public.petitions_filed_packet(petition app_public.petitions) returns app_public.compiled_petitions
  language sql stable
  set search_path = pg_catalog
as $$
  select c.* from app_public.compiled_petitions c where c.id = app_private.filed_compiled_petition_id(petition.id);
$$;
comment on function app_public.petitions_filed_packet(app_public.petitions) is 'The petition''s filed packet: its own (not an RFE response''s) last completed compile by finish time, which an RFE response packet continues; null before one.';
grant execute on function app_public.petitions_filed_packet(app_public.petitions) to petition_studio_visitor;


-- 2. Staff told about a case after filing when nobody is assigned to it. A new USCIS status (the polling job's "Request
-- for Evidence Was Sent", "Case Was Approved"; 0112's trigger) and an RFE's daily due-date reminders (0060's
-- send_rfe_reminders) went only to the petition's attorney (oa_user_id) and success manager (csm_user_id): on a case
-- with neither, an RFE USCIS sent reached no one on staff, and its deadline passed with no reminder — while
-- reminded_on said it had been sent. Migration 0064 settled who is told on such a case for a customer's USCIS notice:
-- every staff admin whose sign-in is not disabled, so whoever takes it up assigns the case. That rule is now one
-- function, used by all three; with an attorney or a success manager set, only they are told, as before.

create function app_private.staff_told_about_petition(petition_id uuid) returns setof uuid
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select distinct s from app_public.petitions p, unnest(array[p.oa_user_id, p.csm_user_id]) s
   where p.id = staff_told_about_petition.petition_id and s is not null
  union
  select a.user_id from app_public.admins a join app_public.users u on u.id = a.user_id
   where u.access_disabled_at is null
     and exists (select 1 from app_public.petitions p
                  where p.id = staff_told_about_petition.petition_id and p.oa_user_id is null and p.csm_user_id is null);
$$;
comment on function app_private.staff_told_about_petition(uuid) is 'Staff told about news on a petition: its attorney and success manager, or every staff admin not disabled when it has neither (migration 0064''s rule).';

-- 0064's trigger, its recipients from the one rule.
create or replace function app_private.tg_customer_uscis_notice_notifies() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  staff_member uuid;
begin
  if new.document_type <> 'USCIS notice' or new.petition_id is null
     or app_private.current_user_is_admin() or app_private.current_user_id() is null then
    return null;
  end if;
  for staff_member in select app_private.staff_told_about_petition(new.petition_id) loop
    perform app_private.notify_person(staff_member, 'document-uploaded',
      jsonb_build_object('exhibitName', 'USCIS notices', 'count', 1, 'uscisNotice', true), new.petition_id, null);
  end loop;
  return null;
end;
$$;

-- 0112's trigger, its staff from the one rule.
create or replace function app_private.tg_uscis_case_status_recorded() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  recipient uuid;
  petition app_public.petitions;
begin
  update app_public.petitions p set uscis_status = new.status,
         uscis_receipt_number = coalesce(p.uscis_receipt_number, new.receipt_number)
   where p.id = new.petition_id and p.uscis_status is distinct from new.status
     and not exists (select 1 from app_public.uscis_case_statuses later
                      where later.petition_id = new.petition_id and later.created_at > new.created_at)
  returning * into petition;
  if petition.id is null then
    return null; -- the same status again, or an older one: nothing new to tell
  end if;
  for recipient in
    select app_private.staff_told_about_petition(petition.id)
    union
    select petition.beneficiary_id where petition.share_uscis_status
    union
    select cm.user_id from app_public.company_members cm
     where petition.share_uscis_status and cm.company_id = petition.company_id
  loop
    perform app_private.notify_person(recipient, 'uscis-status',
      jsonb_build_object('status', new.status, 'receiptNumber', new.receipt_number, 'statusDate', new.status_date),
      new.petition_id, null);
  end loop;
  return null;
end;
$$;

-- 0060's reminders, their recipients from the one rule, none for a decided case (3. below).
create or replace function app_private.send_rfe_reminders(today date) returns integer
  language plpgsql volatile
  security definer
  set search_path = pg_catalog
as $$
declare
  rfe app_public.rfe_responses;
  recipient uuid;
  sent integer := 0;
begin
  for rfe in
    update app_public.rfe_responses r set reminded_on = today
     where r.answered_on is null and r.due_date <= today + 7 and r.reminded_on is distinct from today
       and not app_private.petition_is_decided(r.petition_id)
    returning r.*
  loop
    for recipient in select app_private.staff_told_about_petition(rfe.petition_id) loop
      perform app_private.notify_person(recipient, 'task-due',
        jsonb_build_object('task', 'Respond to the Request for Evidence', 'dueDate', rfe.due_date,
                           'overdue', rfe.due_date < today), rfe.petition_id, null);
    end loop;
    sent := sent + 1;
  end loop;
  return sent;
end;
$$;

-- 3. A decided case ends what its open RFE asks of people. When USCIS decides while the RFE is still open — staff
-- sent the response but did not record "Answered on", or USCIS decided without it — and staff set the case's status
-- to Approved or Denied (the petition page offers it, UscisDecisionPrompt), the customer's Home
-- went on saying "Our response is due by …" (later: "was due"), her RFE tasks stayed open in Action Items with their
-- reminders, and staff were reminded daily that the response was overdue. Now, while the case's status is one of
-- those two, the RFE is over for everyone but the RFE panel (where staff may still record when the response was sent):
-- - the customer's open RFE (petitions_open_rfe) is null, and send_rfe_reminders skips it;
-- - the customer's open tasks of its items close (closed_reason 'case-decided', as 0073 closes them with
--   'rfe-answered'), and open again if the status is taken back. Staff's own tasks stay as they are.

-- The one rule: the case's own status says USCIS decided it (Archived is staff's filing away, not a decision).
create function app_private.case_status_is_decided(status app_public.petition_status) returns boolean
  language sql immutable
  set search_path = pg_catalog
as $$
  select status in ('APPROVED', 'DENIED');
$$;
comment on function app_private.case_status_is_decided(app_public.petition_status) is 'Whether a case''s status says USCIS decided it (Approved or Denied).';

-- The petition's status read from the table (never from a row a caller could build).
create function app_private.petition_is_decided(petition_id uuid) returns boolean
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select coalesce((select app_private.case_status_is_decided(p.status) from app_public.petitions p
                    where p.id = petition_is_decided.petition_id), false);
$$;
comment on function app_private.petition_is_decided(uuid) is 'Whether the case is decided by its own status (Approved or Denied): its open RFE then asks nothing of anyone.';

alter table app_public.pending_petition_tasks drop constraint pending_petition_tasks_closed_reason;
alter table app_public.pending_petition_tasks add constraint pending_petition_tasks_closed_reason check (
  closed_reason is null or (closed_reason in ('rfe-answered', 'case-decided') and completed_at is not null));
comment on column app_public.pending_petition_tasks.closed_reason is E'@behavior -insert -update\nWhy the task was closed without being done: rfe-answered (the response to its RFE was sent), case-decided (the case was approved or denied while its RFE was open). Null: open, or done.';

create function app_private.tg_decided_case_closes_rfe_tasks() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  was_decided boolean := app_private.case_status_is_decided(old.status);
  is_decided boolean := app_private.case_status_is_decided(new.status);
begin
  if is_decided and not was_decided then
    -- As 0073: a task waiting for data may be closed by such a function only.
    perform set_config('petition_studio.closing_tasks', 'on', true);
    update app_public.pending_petition_tasks t
       set completed_at = now(), completed_by = app_private.current_user_id(), closed_reason = 'case-decided'
     where t.completed_at is null and t.party <> 'PLYMOUTH'
       and t.rfe_deficiency_id in (select d.id from app_public.rfe_deficiencies d
                                     join app_public.rfe_responses r on r.id = d.rfe_response_id
                                    where r.petition_id = new.id and r.answered_on is null);
    perform set_config('petition_studio.closing_tasks', '', true);
  elsif was_decided and not is_decided then
    update app_public.pending_petition_tasks t
       set completed_at = null, completed_by = null, closed_reason = null
     where t.closed_reason = 'case-decided'
       and t.rfe_deficiency_id in (select d.id from app_public.rfe_deficiencies d
                                     join app_public.rfe_responses r on r.id = d.rfe_response_id
                                    where r.petition_id = new.id and r.answered_on is null);
  end if;
  return null;
end;
$$;
create trigger _954_decided_case_closes_rfe_tasks after update of status on app_public.petitions
  for each row when (old.status is distinct from new.status)
  execute function app_private.tg_decided_case_closes_rfe_tasks();

-- 0103's function: no open RFE to tell the customer of on a decided case.
create or replace function app_public.petitions_open_rfe(petition app_public.petitions) returns app_public.open_rfe
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select r.received_date, r.due_date
    from app_public.rfe_responses r
   where r.petition_id = petition.id and r.answered_on is null
     and ((select app_private.current_user_is_admin())
          or (exists (select 1 from app_public.petitions p
                       where p.id = petition.id and p.share_uscis_status
                         and p.id in (select app_private.readable_petition_ids()))
              and not app_private.petition_is_decided(petition.id)));
$$;

-- Down Migration
-- 3. as before.
drop trigger _954_decided_case_closes_rfe_tasks on app_public.petitions;
drop function app_private.tg_decided_case_closes_rfe_tasks();
update app_public.pending_petition_tasks set completed_at = null, completed_by = null, closed_reason = null
 where closed_reason = 'case-decided';
alter table app_public.pending_petition_tasks drop constraint pending_petition_tasks_closed_reason;
alter table app_public.pending_petition_tasks add constraint pending_petition_tasks_closed_reason check (
  closed_reason is null or (closed_reason = 'rfe-answered' and completed_at is not null));
comment on column app_public.pending_petition_tasks.closed_reason is E'@behavior -insert -update\nWhy the task was closed without being done: rfe-answered (the response to its RFE was sent). Null: open, or done.';
create or replace function app_public.petitions_open_rfe(petition app_public.petitions) returns app_public.open_rfe
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select r.received_date, r.due_date
    from app_public.rfe_responses r
   where r.petition_id = petition.id and r.answered_on is null
     and ((select app_private.current_user_is_admin())
          or exists (select 1 from app_public.petitions p
                      where p.id = petition.id and p.share_uscis_status
                        and p.id in (select app_private.readable_petition_ids())));
$$;

-- 2. The three as 0064, 0112 and 0060 left them.
create or replace function app_private.tg_customer_uscis_notice_notifies() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  staff_member uuid;
  petition record;
begin
  if new.document_type <> 'USCIS notice' or new.petition_id is null
     or app_private.current_user_is_admin() or app_private.current_user_id() is null then
    return null;
  end if;
  select p.oa_user_id, p.csm_user_id into petition from app_public.petitions p where p.id = new.petition_id;
  for staff_member in
    select distinct s from unnest(array[petition.oa_user_id, petition.csm_user_id]) s where s is not null
    union
    select a.user_id from app_public.admins a join app_public.users u on u.id = a.user_id
     where petition.oa_user_id is null and petition.csm_user_id is null and u.access_disabled_at is null
  loop
    perform app_private.notify_person(staff_member, 'document-uploaded',
      jsonb_build_object('exhibitName', 'USCIS notices', 'count', 1, 'uscisNotice', true), new.petition_id, null);
  end loop;
  return null;
end;
$$;

create or replace function app_private.tg_uscis_case_status_recorded() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  recipient uuid;
  petition app_public.petitions;
begin
  update app_public.petitions p set uscis_status = new.status,
         uscis_receipt_number = coalesce(p.uscis_receipt_number, new.receipt_number)
   where p.id = new.petition_id and p.uscis_status is distinct from new.status
     and not exists (select 1 from app_public.uscis_case_statuses later
                      where later.petition_id = new.petition_id and later.created_at > new.created_at)
  returning * into petition;
  if petition.id is null then
    return null; -- the same status again, or an older one: nothing new to tell
  end if;
  for recipient in
    select unnest(array[petition.oa_user_id, petition.csm_user_id])
    union
    select petition.beneficiary_id where petition.share_uscis_status
    union
    select cm.user_id from app_public.company_members cm
     where petition.share_uscis_status and cm.company_id = petition.company_id
  loop
    perform app_private.notify_person(recipient, 'uscis-status',
      jsonb_build_object('status', new.status, 'receiptNumber', new.receipt_number, 'statusDate', new.status_date),
      new.petition_id, null);
  end loop;
  return null;
end;
$$;

create or replace function app_private.send_rfe_reminders(today date) returns integer
  language plpgsql volatile
  security definer
  set search_path = pg_catalog
as $$
declare
  rfe app_public.rfe_responses;
  recipient uuid;
  sent integer := 0;
begin
  for rfe in
    update app_public.rfe_responses r set reminded_on = today
     where r.answered_on is null and r.due_date <= today + 7 and r.reminded_on is distinct from today
    returning r.*
  loop
    for recipient in
      select distinct unnest(array[p.oa_user_id, p.csm_user_id]) from app_public.petitions p where p.id = rfe.petition_id
    loop
      continue when recipient is null;
      perform app_private.notify_person(recipient, 'task-due',
        jsonb_build_object('task', 'Respond to the Request for Evidence', 'dueDate', rfe.due_date,
                           'overdue', rfe.due_date < today), rfe.petition_id, null);
    end loop;
    sent := sent + 1;
  end loop;
  return sent;
end;
$$;
drop function app_private.petition_is_decided(uuid);
drop function app_private.case_status_is_decided(app_public.petition_status);
drop function app_private.staff_told_about_petition(uuid);
drop function app_public.petitions_filed_packet(app_public.petitions);
