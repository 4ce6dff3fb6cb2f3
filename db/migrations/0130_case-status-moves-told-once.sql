-- Up Migration
-- A case status moved by USCIS is told once, whoever recorded the USCIS status (docs/decisions.md, "A case status
-- moved by USCIS is told once, with the USCIS status"). Migration 0127 made the case status follow USCIS and left two
-- defects in what people are told:
--
-- 1. Staff record a status on a case whose USCIS status is shared, and it moves the case: the customer had two bell
--    items (and two e-mails) for one event — "USCIS case status: Request for Evidence Was Sent" (0112's trigger) and
--    "Your petition's status is now RFE Received" (0047's trigger).
-- 2. The polling job moves a case: nobody was told of the move, since 0047's trigger tells nothing of a change made
--    by no user (meant for seeds and migrations).
--
-- One rule now, in the database, for every writer: a move that follows a newly recorded USCIS status is told in that
-- status's own notification (its data gains caseStatus, the case's new status), to everyone who gets it — the staff
-- told about the case (0124's staff_told_about_petition) and, while the USCIS status is shared, the customer and the
-- employer's team. A customer who is not shown the USCIS status still sees the badge move, so they are told the case
-- status alone ("status-changed"), as before. Other moves that follow USCIS (an RFE opened, the share box ticked)
-- have no USCIS status notification and stay "status-changed". A move by the polling job is told like one staff
-- made: no user made it, but USCIS did (follows_uscis_status), which is news, unlike a seed's change.
--
-- 3. The polling job skipped decided cases in Node after reading them in pages; the due cases are now read without
--    them, by app_private.is_decided_uscis_status, the SQL twin of @app/domain's isDecidedUscisStatus (held equal by
--    db/test/uscis-decided-status.test.ts over every status USCIS is known to say).

create function app_private.is_decided_uscis_status(status text) returns boolean
  language sql immutable
  set search_path = pg_catalog
as $$
  select coalesce(status ~* '\y(approved|denied|rejected|withdrawal acknowledgement|terminated|revoked)\y', false);
$$;
comment on function app_private.is_decided_uscis_status(text) is 'Whether USCIS has decided the case by this status, so the polling job stops asking (as @app/domain isDecidedUscisStatus).';

-- 0047's trigger: a move that follows USCIS is news even with no user (the polling job), and a customer shown the
-- USCIS status that moved the case reads the move in that status's notification (0112's trigger, below).
create or replace function app_private.tg_petition_status_notifies() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  follows_uscis boolean := coalesce(current_setting('petition_studio.status_follows_uscis', true) = 'on', false);
  member uuid;
begin
  -- Changes made by nobody in particular (seeds, migrations) tell nobody: the demo data would fill every bell.
  if app_private.current_user_id() is null and not follows_uscis then
    return null;
  end if;
  if follows_uscis and new.share_uscis_status
     and current_setting('petition_studio.telling_uscis_status', true) = new.id::text then
    return null; -- the USCIS status's notification says it, to the same people
  end if;
  for member in select new.beneficiary_id
                union
                select cm.user_id from app_public.company_members cm where cm.company_id = new.company_id loop
    perform app_private.notify_person(member, 'status-changed', jsonb_build_object('status', new.status), new.id, null);
  end loop;
  return null;
end;
$$;

-- 0124's trigger: marks the petition being told a USCIS status while 0127's rule moves it, and names the move.
create or replace function app_private.tg_uscis_case_status_recorded() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  recipient uuid;
  petition app_public.petitions;
  case_status app_public.petition_status;
  news jsonb;
begin
  perform set_config('petition_studio.telling_uscis_status', new.petition_id::text, true);
  -- RETURNING gives the row as this update left it: the case status before 0127's trigger moved it.
  update app_public.petitions p set uscis_status = new.status,
         uscis_receipt_number = coalesce(p.uscis_receipt_number, new.receipt_number)
   where p.id = new.petition_id and p.uscis_status is distinct from new.status
     and not exists (select 1 from app_public.uscis_case_statuses later
                      where later.petition_id = new.petition_id and later.created_at > new.created_at)
  returning * into petition;
  perform set_config('petition_studio.telling_uscis_status', '', true);
  if petition.id is null then
    return null; -- the same status again, or an older one: nothing new to tell
  end if;
  news := jsonb_build_object('status', new.status, 'receiptNumber', new.receipt_number, 'statusDate', new.status_date);
  select p.status into case_status from app_public.petitions p where p.id = petition.id;
  if case_status is distinct from petition.status then
    news := news || jsonb_build_object('caseStatus', case_status);
  end if;
  for recipient in
    select app_private.staff_told_about_petition(petition.id)
    union
    select petition.beneficiary_id where petition.share_uscis_status
    union
    select cm.user_id from app_public.company_members cm
     where petition.share_uscis_status and cm.company_id = petition.company_id
  loop
    perform app_private.notify_person(recipient, 'uscis-status', news, new.petition_id, null);
  end loop;
  return null;
end;
$$;

-- Down Migration
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

create or replace function app_private.tg_petition_status_notifies() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  member uuid;
begin
  -- Changes made by nobody in particular (seeds, migrations) tell nobody: the demo data would fill every bell.
  if app_private.current_user_id() is null then
    return null;
  end if;
  perform app_private.notify_person(new.beneficiary_id, 'status-changed',
    jsonb_build_object('status', new.status), new.id, null);
  for member in select cm.user_id from app_public.company_members cm
                 where cm.company_id = new.company_id and cm.user_id is distinct from new.beneficiary_id loop
    perform app_private.notify_person(member, 'status-changed', jsonb_build_object('status', new.status), new.id, null);
  end loop;
  return null;
end;
$$;

drop function app_private.is_decided_uscis_status(text);
