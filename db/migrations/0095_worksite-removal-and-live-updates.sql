-- Up Migration
-- Worksites removed and followed live (docs/decisions.md, "Removing worksites and following them live").
-- * A worksite a petition uses is not removed. Migration 0037's foreign key (petitions.worksite_office_id, on delete
--   set null) quietly cleared the petition's choice, and the I-129 then printed the employer's first worksite instead
--   of the one staff or the employer had chosen. Staff on Entities and the employer in the wizard now remove only a
--   worksite no petition uses; the petition's worksite is changed first. The foreign key keeps its action: this
--   trigger runs before it and refuses, so it never fires for a used office.
-- * The petition page shows the address the forms will print (the chosen worksite, else the company's first one), so
--   a change to any of the company's worksites notifies each petition of that company on migration 0010's
--   builder_petition topic, as the petition's own tables do (migrations 0010, 0028); the page refetches.

create function app_private.tg_company_office_unused_before_removal() returns trigger
  language plpgsql
  -- Sees every petition whatever the caller may read: the answer is only whether one uses this office.
  security definer
  set search_path = pg_catalog
as $$
begin
  if exists (select 1 from app_public.petitions p where p.worksite_office_id = old.id) then
    raise exception 'A petition uses this worksite: choose another worksite for that petition before removing this one'
      using errcode = '23503';
  end if;
  return old;
end;
$$;
comment on function app_private.tg_company_office_unused_before_removal() is
  'Refuses removing a company office that a petition has as its worksite.';
create trigger _300_unused_before_removal before delete on app_public.company_offices
  for each row execute function app_private.tg_company_office_unused_before_removal();
comment on column app_public.petitions.worksite_office_id is
  'The beneficiary''s worksite for this petition (an office of the petitioner, chosen by staff or in the employer wizard). '
  'The office cannot be removed while a petition has it (migration 0095).';

create function app_private.tg_company_office_notify_petitions() returns trigger
  language plpgsql
  -- Notifies every petition of the company, including ones the writer may not read: the payload is only the
  -- petition's id, and the subscription re-reads the petition under the subscriber's row-level security.
  security definer
  set search_path = pg_catalog
as $$
declare
  -- The office's company, and the one it left when it moved (migration 0089 lets an unused office move).
  companies uuid[] := case tg_op
    when 'INSERT' then array[new.company_id]
    when 'DELETE' then array[old.company_id]
    else array[new.company_id, old.company_id] end;
  subject uuid;
begin
  for subject in select p.id from app_public.petitions p where p.company_id = any (companies) loop
    perform app_private.notify_topic('builder_petition', subject, tg_op);
  end loop;
  return null;
end;
$$;
comment on function app_private.tg_company_office_notify_petitions() is
  'Notifies the builder_petition topic of each petition of the office''s company (its worksite may have changed).';
create trigger _900_notify after insert or update or delete on app_public.company_offices
  for each row execute function app_private.tg_company_office_notify_petitions();

-- Down Migration
drop trigger _900_notify on app_public.company_offices;
drop function app_private.tg_company_office_notify_petitions();
comment on column app_public.petitions.worksite_office_id is
  'The beneficiary''s worksite for this petition (an office of the petitioner, chosen in the employer wizard).';
drop trigger _300_unused_before_removal on app_public.company_offices;
drop function app_private.tg_company_office_unused_before_removal();
