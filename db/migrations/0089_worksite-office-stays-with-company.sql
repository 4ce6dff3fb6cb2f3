-- Up Migration
-- Staff choose a petition's worksite on the petition page and add a company's worksites on Entities (docs/decisions.md,
-- "Staff choose the petition's worksite"). Migration 0037 already refuses a petition whose worksite_office_id is an
-- office of another company, but only when the petition row changes: an office moved to another company
-- (company_offices.company_id updated, which staff and an editor of both companies may do under 0008's policies)
-- left the petitions that use it pointing at another company's address, and the I-129 would print it. An office
-- that a petition of its company uses now keeps its company; one no petition uses may still move.

create function app_private.tg_company_office_keeps_its_petitions() returns trigger
  language plpgsql
  -- Sees every petition whatever the caller may read: the answer is only whether one uses this office.
  security definer
  set search_path = pg_catalog
as $$
begin
  if new.company_id is distinct from old.company_id and exists (
    select 1 from app_public.petitions p where p.worksite_office_id = old.id and p.company_id is distinct from new.company_id
  ) then
    raise exception 'A petition''s worksite must be an office of its petitioner' using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function app_private.tg_company_office_keeps_its_petitions() is
  'Refuses moving a company office to another company while a petition of its company has it as the worksite.';
create trigger _300_keeps_its_petitions before update of company_id on app_public.company_offices
  for each row execute function app_private.tg_company_office_keeps_its_petitions();

-- Down Migration
drop trigger _300_keeps_its_petitions on app_public.company_offices;
drop function app_private.tg_company_office_keeps_its_petitions();
