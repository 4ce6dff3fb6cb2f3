-- Up Migration
-- An exhibit owned by the petitioner needs a petitioner company (docs/decisions.md, "Self-petitions: the
-- petitioner's exhibits and the uploaded forms"). A PETITIONER exhibit is read and uploaded by the petition's company
-- team (row-level security, 0008/0035); on a petition without a company (an EB-1A self-petition: the beneficiary is
-- the petitioner) nobody could ever provide it, and asking for its description review fails (0091). What the
-- petitioner would provide, the self-petitioning beneficiary provides (packages/domain petitionParties and
-- exhibitOwnerAmong; the same rule 0099 holds for tasks):
--  * a new exhibit the petitioner would own becomes the beneficiary's: the builder, the research agent, a copy from
--    the repository or a clone give the Employer Documents module's exhibits to the petitioner by default, and none
--    of them need to know whether the petition has a company;
--  * changing an exhibit's owner to the petitioner there is refused: staff chose it, so they read why.
-- Exhibits written before this migration on such petitions go to the beneficiary too. An exhibit kept when a petition
-- loses its company is left as it is (only a change of owner or place is checked), as 0099 leaves its tasks.

update app_public.exhibits e
   set owned_by = 'BENEFICIARY'
  from app_public.petitions p
 where p.id = e.petition_id
   and p.company_id is null
   and e.owned_by = 'PETITIONER';

create function app_private.tg_exhibit_petitioner_needs_company() returns trigger
  language plpgsql stable
  security definer
  set search_path = pg_catalog
as $$
begin
  if new.owned_by = 'PETITIONER'
     and (tg_op = 'INSERT' or new.owned_by is distinct from old.owned_by or new.petition_id is distinct from old.petition_id)
     and (select p.company_id from app_public.petitions p where p.id = new.petition_id) is null then
    if tg_op = 'INSERT' then
      new.owned_by := 'BENEFICIARY';
    else
      raise exception 'This petition has no petitioner company (a self-petition): the beneficiary provides this exhibit'
        using errcode = '23514';
    end if;
  end if;
  return new;
end;
$$;
comment on function app_private.tg_exhibit_petitioner_needs_company() is
  'Gives a new petitioner''s exhibit on a petition without a petitioner company to the beneficiary, and refuses making one the petitioner''s there (nobody could provide it).';

-- After _050_set_petition_id (which fills petition_id from the module), before the staff-only checks (_200).
create trigger _060_petitioner_needs_company before insert or update of owned_by, module_id, parent_exhibit_id
  on app_public.exhibits
  for each row execute function app_private.tg_exhibit_petitioner_needs_company();

-- Down Migration
drop trigger _060_petitioner_needs_company on app_public.exhibits;
drop function app_private.tg_exhibit_petitioner_needs_company();
