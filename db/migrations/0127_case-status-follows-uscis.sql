-- Up Migration
-- The case's own status follows what USCIS says (docs/decisions.md, "The case's status follows USCIS on receipt and
-- RFE"). A walk after filing found Priya's badge saying "Pending Documents" beside USCIS's "Request for Evidence Was
-- Sent": the petition's status (what the customer's Home shows as its badge and progress) moved only when staff set it
-- by hand. Here the database moves it, so every writer obeys one rule — the polling job, the receipt notice staff
-- confirm, the status staff record in the panel, the RFE staff open, and the share box:
--
-- - USCIS has the case (any status recorded: one only comes with a receipt number, so USCIS received the packet; or an
--   RFE opened) → Shipped, from a status earlier in the flow (Pending Documents … Print & Ship Requested).
-- - USCIS asked for evidence (the newest status says an RFE was sent, or an RFE is open) → RFE Received, from Shipped
--   or earlier — but only while staff share the case status with the customer. Unshared, an RFE is news staff may want
--   to explain first (0059), and the badge would tell it: the case moves to Shipped only, and on to RFE Received when
--   staff tick the share box.
-- - The response sent ("Answered on") changes nothing: the spec has no status after RFE Received but USCIS's decision,
--   which staff set (UscisDecisionPrompt), as before.
-- - Never backwards, never over a decision: Approved, Denied and Archived are never moved, nor RFE Received to
--   Shipped. A status staff set by hand is kept until USCIS says something new (the same status polled again is not).
--
-- A session replaying history (the demo seed) is left alone: it sets each status as its story had it.
--
-- Who changed it: the change is still the request's (changed_by, actor_id: the staff member who recorded the status,
-- none for the polling job), and both audits say it followed the USCIS status (follows_uscis_status), which the
-- History panel words as "USCIS status".

-- The spec's order of the case's statuses (ENT-063, decisions ENT-064); the ends of the flow rank last.
create function app_private.case_status_rank(status app_public.petition_status) returns integer
  language sql immutable
  set search_path = pg_catalog
as $$
  select case status
    when 'PENDING_DOCS' then 1 when 'IN_ATTORNEY_REVIEW' then 2 when 'SUBMITTED' then 3
    when 'PRINT_SHIP_REQUESTED' then 4 when 'SHIPPED' then 5 when 'RFEED' then 6
    else 7 -- APPROVED, DENIED, ARCHIVED: USCIS decided, or staff filed the case away
  end;
$$;
comment on function app_private.case_status_rank(app_public.petition_status) is 'Where a case status is in the flow (Pending Documents 1 … RFE Received 6; Approved, Denied, Archived 7): the USCIS status moves a case only forward.';

-- @app/domain's isRequestForEvidenceStatus, word for word (db/test/case-status-follows-uscis.test.ts holds them equal
-- over USCIS's wordings): the database must read the status whoever records it, the polling job included.
create function app_private.is_request_for_evidence_status(status text) returns boolean
  language sql immutable
  set search_path = pg_catalog
as $$
  select coalesce(regexp_replace(btrim(status), '\s+', ' ', 'g')
    ~* '^request for (?:(?:initial|additional) )?evidence (?:was|has been) (?:sent|mailed|e-?mailed|issued)\y', false);
$$;
comment on function app_private.is_request_for_evidence_status(text) is 'Whether a USCIS status says an RFE was sent (as @app/domain isRequestForEvidenceStatus).';

alter table app_public.petition_status_changes
  add column follows_uscis_status boolean not null default false;
comment on column app_public.petition_status_changes.follows_uscis_status is 'The change followed what USCIS said (a receipt, an RFE), not a status staff chose (migration 0127).';
alter table app_public.petition_changes
  add column follows_uscis_status boolean not null default false;
comment on column app_public.petition_changes.follows_uscis_status is 'The petition''s status changed because USCIS said so (a receipt, an RFE): the History panel names "USCIS status" as who changed it.';

-- Both audits are written by triggers of their own (0004, 0026); the move below marks its transaction for the moment
-- of its update, and these mark what is recorded meanwhile, so neither generic trigger needs to know of it.
create function app_private.tg_mark_follows_uscis_status() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if current_setting('petition_studio.status_follows_uscis', true) is distinct from 'on' then
    return new;
  end if;
  -- Only the petition's own row of the history: the status change itself.
  if tg_table_name = 'petition_status_changes' then
    new.follows_uscis_status := true;
  elsif to_jsonb(new) ->> 'table_name' = 'petitions' then
    new.follows_uscis_status := true;
  end if;
  return new;
end;
$$;
create trigger _100_follows_uscis_status before insert on app_public.petition_status_changes
  for each row execute function app_private.tg_mark_follows_uscis_status();
create trigger _100_follows_uscis_status before insert on app_public.petition_changes
  for each row execute function app_private.tg_mark_follows_uscis_status();

-- The one rule. rfe_opened: an RFE was just recorded on the case (its row may not be visible to the caller's policies,
-- so it is said rather than read).
create function app_private.case_status_follows_uscis(petition_id uuid, rfe_opened boolean) returns void
  language plpgsql volatile
  security definer
  set search_path = pg_catalog
as $$
declare
  petition app_public.petitions;
  asked_for_evidence boolean;
  target app_public.petition_status;
begin
  -- A session replaying history (the demo seed, migration 0058) sets each status as the story had it, step by step.
  if current_setting('petition_studio.replaying_history', true) = 'on' then
    return;
  end if;
  select p.* into petition from app_public.petitions p where p.id = case_status_follows_uscis.petition_id;
  if petition.id is null then
    return;
  end if;
  asked_for_evidence := rfe_opened or app_private.is_request_for_evidence_status(petition.uscis_status)
    or exists (select 1 from app_public.rfe_responses r where r.petition_id = petition.id and r.answered_on is null);
  target := case
    when asked_for_evidence and petition.share_uscis_status then 'RFEED'
    when asked_for_evidence or petition.uscis_status is not null then 'SHIPPED'
  end;
  if target is null or app_private.case_status_rank(target) <= app_private.case_status_rank(petition.status) then
    return;
  end if;
  perform set_config('petition_studio.status_follows_uscis', 'on', true);
  update app_public.petitions p set status = target where p.id = petition.id;
  perform set_config('petition_studio.status_follows_uscis', '', true);
end;
$$;
comment on function app_private.case_status_follows_uscis(uuid, boolean) is 'Moves a case''s status forward to what USCIS said: Shipped once USCIS has it, RFE Received on an RFE while the case status is shared; never backwards, never over a decision.';

-- A new USCIS status (0112 keeps uscis_status the newest recorded one, so the same status polled again is no event),
-- or the share box ticked.
create function app_private.tg_petition_status_follows_uscis() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  if new.uscis_status is distinct from old.uscis_status
     or (new.share_uscis_status and not old.share_uscis_status) then
    perform app_private.case_status_follows_uscis(new.id, false);
  end if;
  return null;
end;
$$;
create trigger _955_status_follows_uscis after update of uscis_status, share_uscis_status on app_public.petitions
  for each row execute function app_private.tg_petition_status_follows_uscis();

-- An RFE opened in the panel (perhaps from the paper notice, before any status says so).
create function app_private.tg_rfe_opened_status_follows() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  perform app_private.case_status_follows_uscis(new.petition_id, true);
  return null;
end;
$$;
create trigger _955_status_follows_uscis after insert on app_public.rfe_responses
  for each row execute function app_private.tg_rfe_opened_status_follows();

-- Down Migration
drop trigger _955_status_follows_uscis on app_public.rfe_responses;
drop function app_private.tg_rfe_opened_status_follows();
drop trigger _955_status_follows_uscis on app_public.petitions;
drop function app_private.tg_petition_status_follows_uscis();
drop function app_private.case_status_follows_uscis(uuid, boolean);
drop trigger _100_follows_uscis_status on app_public.petition_changes;
drop trigger _100_follows_uscis_status on app_public.petition_status_changes;
drop function app_private.tg_mark_follows_uscis_status();
alter table app_public.petition_changes drop column follows_uscis_status;
alter table app_public.petition_status_changes drop column follows_uscis_status;
drop function app_private.is_request_for_evidence_status(text);
drop function app_private.case_status_rank(app_public.petition_status);
