-- Up Migration
-- One way to set a case's USCIS status (docs/decisions.md, "The header's USCIS status is the newest recorded one").
-- petitions.uscis_status had two writers: 0059's trigger, which copies each new row of uscis_case_statuses into it
-- (with a timeline entry and a notification), and the petition page's free-text header field, which wrote the column
-- directly — no row, so no timeline entry, nobody told, and the customer's Home (which reads the rows) never showed it.
-- The header now only reads it; here the database keeps the column equal to the newest recorded status whoever writes:
--
-- - GraphQL: the column is read-only (@behavior -insert -update): PetitionPatch and PetitionInput lose uscisStatus.
-- - Every session, the owner's included (seeds, jobs, tests): a petition's uscis_status may only be set to the status
--   of its newest row (or null while it has none); anything else is refused with a sentence. The row trigger below
--   sets it; a row deleted (only the owner can, e.g. a test putting a case back) sets it to the newest left.
-- - A row recorded later but dated earlier (created_at in the past: a back-filled history) no longer overwrites the
--   newer status, and tells nobody: 0059's trigger copied whichever row came last.
--
-- Rows that tie on created_at (two recorded in one transaction) are all "newest": the column may hold either.

-- The status of the petition's newest recorded row (null while none); on a tie, the last by id, deterministically.
create function app_private.newest_uscis_status(petition_id uuid) returns text
  language sql stable
  set search_path = pg_catalog
as $$
  select s.status from app_public.uscis_case_statuses s
   where s.petition_id = newest_uscis_status.petition_id
   order by s.created_at desc, s.id desc
   limit 1;
$$;
comment on function app_private.newest_uscis_status(uuid) is 'The status of a petition''s newest uscis_case_statuses row (null while it has none).';

-- Refuses a uscis_status that is not a status of the petition's newest row(s).
create function app_private.tg_uscis_status_is_recorded() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  if tg_op = 'UPDATE' and new.uscis_status is not distinct from old.uscis_status then
    return new;
  end if;
  if new.uscis_status is null and not exists (select 1 from app_public.uscis_case_statuses s where s.petition_id = new.id) then
    return new;
  end if;
  if exists (
    select 1 from app_public.uscis_case_statuses s
     where s.petition_id = new.id and s.status = new.uscis_status
       and not exists (select 1 from app_public.uscis_case_statuses later
                        where later.petition_id = new.id and later.created_at > s.created_at)
  ) then
    return new;
  end if;
  raise exception 'The USCIS status is the newest status recorded on the case: record it in the USCIS status panel.'
    using errcode = '23514', hint = 'Insert a row into app_public.uscis_case_statuses.';
end;
$$;
create trigger _150_uscis_status_is_recorded before insert or update of uscis_status on app_public.petitions
  for each row execute function app_private.tg_uscis_status_is_recorded();

comment on column app_public.petitions.uscis_status is E'@behavior -insert -update\nThe newest recorded USCIS case status (uscis_case_statuses), kept by the database; staff record one in the USCIS status panel.';

-- 0059's trigger, changed in one place: a row older than the petition's newest (a back-filled history) changes
-- neither the petition's status nor tells anyone.
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

-- A row deleted (the owner only: the API grants no delete): the petition shows the newest left, telling nobody.
create function app_private.tg_uscis_case_status_removed() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  newest text := app_private.newest_uscis_status(old.petition_id);
begin
  update app_public.petitions p set uscis_status = newest
   where p.id = old.petition_id and p.uscis_status is distinct from newest;
  return null;
end;
$$;
create trigger _800_status_removed after delete on app_public.uscis_case_statuses
  for each row execute function app_private.tg_uscis_case_status_removed();

-- Existing petitions: a status typed in the header without a row is recorded as a row now (entered by nobody, on
-- the petition's receipt number), so the timeline, the customer's Home and the column agree. A petition without a
-- receipt number cannot have a row (it names the receipt): its typed status goes, kept in its change history.
insert into app_public.uscis_case_statuses (petition_id, receipt_number, status, source, entered_by)
select p.id, p.uscis_receipt_number, p.uscis_status, 'staff', null
  from app_public.petitions p
 where p.uscis_status is not null
   and p.uscis_receipt_number ~ '^[A-Z]{3}[0-9]{10}$'
   and p.uscis_status is distinct from app_private.newest_uscis_status(p.id);
update app_public.petitions p set uscis_status = app_private.newest_uscis_status(p.id)
 where p.uscis_status is distinct from app_private.newest_uscis_status(p.id);

-- Down Migration
drop trigger _800_status_removed on app_public.uscis_case_statuses;
drop function app_private.tg_uscis_case_status_removed();
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
  returning * into petition;
  if petition.id is null then
    return null; -- the same status again: nothing new to tell
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
comment on column app_public.petitions.uscis_status is null;
drop trigger _150_uscis_status_is_recorded on app_public.petitions;
drop function app_private.tg_uscis_status_is_recorded();
drop function app_private.newest_uscis_status(uuid);
