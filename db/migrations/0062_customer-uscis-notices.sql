-- Up Migration
-- Issue 31 (part): the customer uploads a USCIS notice. I-797 notices are mailed to the petitioner (or its
-- attorney), and beneficiaries often get a copy first; once staff share the case status with the customer
-- (petitions.share_uscis_status, 0059) the beneficiary and the petitioner's editors may file a notice on the case.
--
-- A notice is filed where staff file theirs (ReceiptNoticeReader: provider_documents, document type 'USCIS notice',
-- owned by the beneficiary, on the petition), so staff find every notice of the case in one place and read it with
-- the same reader; a customer's is visible to the customer from the start. Nothing the customer uploads changes the
-- petition: staff read the notice and confirm its values, as for their own uploads.

create policy insert_shared_uscis_notice on app_public.provider_documents for insert with check (
  document_type = 'USCIS notice'
  and visible_to_customer
  and petition_id in (select p.id from app_public.petitions p
                       where p.share_uscis_status and p.id in (select app_private.editable_petition_ids()))
  and owner_id = (select p.beneficiary_id from app_public.petitions p where p.id = petition_id)
  -- Only a file the customer uploaded themselves (the registration route stages it as theirs).
  and app_private.owns_file(file_id)
);
comment on policy insert_shared_uscis_notice on app_public.provider_documents is
  'The beneficiary and the petitioner''s editors file a USCIS notice of their own on a petition whose case status staff share.';

-- The petitioner's members see the case's shared notices too (the owner of the row is the beneficiary).
drop policy select_own on app_public.provider_documents;
create policy select_own on app_public.provider_documents for select using (
  (select app_private.current_user_is_admin())
  or (owner_id = (select app_private.current_user_id()) and visible_to_customer)
  or (document_type = 'USCIS notice' and visible_to_customer
      and petition_id in (select p.id from app_public.petitions p
                           where p.share_uscis_status and p.id in (select app_private.readable_petition_ids()))));
comment on policy select_own on app_public.provider_documents is
  'Staff; the person they were prepared for, once staff made them visible; the customers of a petition whose case status is shared, its visible USCIS notices.';

-- A customer's notice is news for the case team: the attorney and the success manager are told at once (the
-- case-status link opens the USCIS status tab, where the notice waits to be read). Staff filing a notice themselves
-- is no news to staff.
create function app_private.tg_customer_uscis_notice_notifies() returns trigger
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
create trigger _800_notify_people after insert on app_public.provider_documents
  for each row execute function app_private.tg_customer_uscis_notice_notifies();

-- Down Migration
drop trigger _800_notify_people on app_public.provider_documents;
drop function app_private.tg_customer_uscis_notice_notifies();
drop policy select_own on app_public.provider_documents;
create policy select_own on app_public.provider_documents for select using (
  (select app_private.current_user_is_admin())
  or (owner_id = (select app_private.current_user_id()) and visible_to_customer));
comment on policy select_own on app_public.provider_documents is 'Staff; the person they were prepared for, once staff made them visible.';
drop policy insert_shared_uscis_notice on app_public.provider_documents;
