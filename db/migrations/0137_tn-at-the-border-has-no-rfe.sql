-- Up Migration
-- A TN applied for at the border or a consulate (visa class tn, filing type consular_processing; packages/domain
-- appliesAtTheBorder) files nothing with USCIS, so it speaks of no USCIS petition (docs/decisions.md, "A TN applied for
-- at the border or a consulate never speaks of a USCIS petition"):
--
-- 1. No Request for Evidence is opened on it. An RFE is USCIS's, on a petition filed with it; the officer at the port
--    of entry or the consulate decides such an application on the day and asks there for anything missing. The RFE
--    panel offers none and says why (TN_NO_RFE_NOTE); the database refuses one from any writer. An RFE stored before
--    the filing type changed stays (only a new one is refused), as the USCIS fields stored before do.
-- 2. Its "status-changed" notification says the case is such an application (data.borderApplication), so the bell
--    and the e-mail word the shipping statuses as the route has them ("Packet Given to Beneficiary", not "Shipped":
--    BORDER_APPLICATION_STATUS_LABELS), in the customer's language. The flag is written when the status changes, so
--    the words stay those of the event; every other case's data is unchanged ({status} alone).

create function app_private.tg_rfe_needs_a_uscis_filing() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  if exists (select 1 from app_public.petitions p
              where p.id = new.petition_id and p.visa_class = 'tn'
                and p.filing_type is not distinct from 'consular_processing') then
    raise exception 'USCIS sends no Request for Evidence on a TN applied for at the border or a consulate: nothing is filed with USCIS. If the employer petitions USCIS first, choose Change of Status as the filing type.'
      using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function app_private.tg_rfe_needs_a_uscis_filing() is
  'Refuses an RFE opened on a TN applied for at the border or a consulate, which files nothing with USCIS (migration 0137; appliesAtTheBorder in @app/domain).';
create trigger _200_needs_a_uscis_filing before insert on app_public.rfe_responses
  for each row execute function app_private.tg_rfe_needs_a_uscis_filing();

-- 0130's trigger, with the route's flag on a TN applied for at the border or a consulate.
create or replace function app_private.tg_petition_status_notifies() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  follows_uscis boolean := coalesce(current_setting('petition_studio.status_follows_uscis', true) = 'on', false);
  member uuid;
  news jsonb := jsonb_build_object('status', new.status);
begin
  -- Changes made by nobody in particular (seeds, migrations) tell nobody: the demo data would fill every bell.
  if app_private.current_user_id() is null and not follows_uscis then
    return null;
  end if;
  if follows_uscis and new.share_uscis_status
     and current_setting('petition_studio.telling_uscis_status', true) = new.id::text then
    return null; -- the USCIS status's notification says it, to the same people
  end if;
  if new.visa_class = 'tn' and new.filing_type is not distinct from 'consular_processing' then
    news := news || jsonb_build_object('borderApplication', true);
  end if;
  for member in select new.beneficiary_id
                union
                select cm.user_id from app_public.company_members cm where cm.company_id = new.company_id loop
    perform app_private.notify_person(member, 'status-changed', news, new.id, null);
  end loop;
  return null;
end;
$$;

-- Down Migration
-- 0130's trigger function; RFEs are opened on any case again.
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

drop trigger _200_needs_a_uscis_filing on app_public.rfe_responses;
drop function app_private.tg_rfe_needs_a_uscis_filing();
