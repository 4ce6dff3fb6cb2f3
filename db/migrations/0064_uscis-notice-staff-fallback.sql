-- Up Migration
-- A customer's USCIS notice on a case with neither an attorney (oa_user_id) nor a success manager (csm_user_id)
-- told nobody (0062 tells only those two), so a notice filed before staff assigned the case, or after both left it,
-- waited unseen in the "USCIS status" panel. A notice can start a deadline (an RFE, a biometrics appointment), so
-- on such a case every staff admin is told instead; whoever takes it up assigns the case. Staff whose sign-in was
-- disabled (users.access_disabled_at, 0041) are not told: they no longer work the cases, and e-mail to them is
-- news nobody reads. With an attorney or a success manager set, only they are told, as before.
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

-- Down Migration
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
  for staff_member in select distinct s from unnest(array[petition.oa_user_id, petition.csm_user_id]) s where s is not null loop
    perform app_private.notify_person(staff_member, 'document-uploaded',
      jsonb_build_object('exhibitName', 'USCIS notices', 'count', 1, 'uscisNotice', true), new.petition_id, null);
  end loop;
  return null;
end;
$$;
