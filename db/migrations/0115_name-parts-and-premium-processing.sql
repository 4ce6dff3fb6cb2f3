-- Up Migration
-- Two findings of an EB-1A self-petition walked from nothing (docs/decisions.md, "An EB-1A self-petition walked
-- from nothing, …").
--
-- 1. A person's name parts, given, are kept. The checklist's Legal name step (and the employer wizard's "Your
--    Details") saves first, middle and last name together with the full name they spell. 0009's trigger re-split
--    every new full name by the spec's rule (first word; a middle name only with more than two words, the second;
--    the rest the last name), so "Ngozi" / "Oluwaseun Itzel" / "Adébáyọ̀-Castellanos" was stored as "Ngozi" /
--    "Oluwaseun" / "Itzel Adébáyọ̀-Castellanos": her last name then held a given name, the passport check said her
--    passport was in another name ("the case is for Ngozi Itzel Adébáyọ̀-Castellanos"), and so did anything reading
--    the last name. Now, when the row's first and last name are not empty and the three parts spell the full name
--    (spaces aside), the parts are kept as given; otherwise (a full name alone: Entities, the builder's picker,
--    sign-in, the seed) the spec's rule splits it as before. An update of the full name alone keeps the old parts
--    only when they still spell it, i.e. when the name did not change but for spaces.
--
-- 2. Premium processing is asked on the petition page. The forms list the I-907 when the petition's metadata says
--    premiumProcessing "Yes" (0043's decision: "nothing sets it on screen yet"), so no case could file one. Staff
--    set it in the Forms panel through set_petition_case_detail, which now also takes 'premiumProcessing' with
--    'Yes' or 'No' (the domain's YesNoSchema; null or blank removes it: not decided yet). A check holds the same
--    two words for every writer.

create or replace function app_private.tg_users_split_full_name() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
declare
  v_parts text;
begin
  if tg_op = 'INSERT' or new.full_name is distinct from old.full_name then
    new.full_name := btrim(regexp_replace(new.full_name, '\s+', ' ', 'g'));
    v_parts := btrim(regexp_replace(concat_ws(' ', new.first_name, new.middle_name, new.last_name), '\s+', ' ', 'g'));
    if btrim(coalesce(new.first_name, '')) <> '' and btrim(coalesce(new.last_name, '')) <> '' and v_parts = new.full_name then
      new.first_name := btrim(regexp_replace(new.first_name, '\s+', ' ', 'g'));
      new.middle_name := nullif(btrim(regexp_replace(coalesce(new.middle_name, ''), '\s+', ' ', 'g')), '');
      new.last_name := btrim(regexp_replace(new.last_name, '\s+', ' ', 'g'));
    else
      select s.first_name, s.middle_name, s.last_name into new.first_name, new.middle_name, new.last_name
      from app_private.split_full_name(new.full_name) s;
    end if;
  end if;
  return new;
end;
$$;

alter table app_public.petitions
  add constraint petitions_premium_processing_yes_no check (
    metadata ->> 'premiumProcessing' is null or metadata ->> 'premiumProcessing' in ('Yes', 'No')
  ) not valid;
alter table app_public.petitions validate constraint petitions_premium_processing_yes_no;

create or replace function app_public.set_petition_case_detail(petition_id uuid, field text, value text)
  returns app_public.petitions
  language plpgsql volatile
  set search_path = pg_catalog
as $$
declare
  v_petition app_public.petitions;
  v_text text := nullif(btrim(value), '');
begin
  if not app_private.current_user_is_admin() then
    raise exception 'Only staff may change the case details' using errcode = '42501';
  end if;
  if field is null or field not in ('fieldOfEndeavor', 'proposedUSRole', 'proposedUSSalary', 'worksiteLocation', 'premiumProcessing') then
    raise exception 'field must be one of fieldOfEndeavor, proposedUSRole, proposedUSSalary, worksiteLocation, premiumProcessing'
      using errcode = '22023';
  end if;
  update app_public.petitions p
     set metadata = case when v_text is null then p.metadata - field
                         else p.metadata || jsonb_build_object(field, v_text) end
   where p.id = set_petition_case_detail.petition_id
  returning p.* into v_petition;
  if v_petition.id is null then
    raise exception 'No such petition' using errcode = '22023';
  end if;
  return v_petition;
end;
$$;
comment on function app_public.set_petition_case_detail(uuid, text, text) is
  'Staff: sets one of the case details in the petition''s metadata (the builder''s fieldOfEndeavor, proposedUSRole, proposedUSSalary, worksiteLocation; premiumProcessing Yes or No); null or blank removes it.';

-- Down Migration
comment on function app_public.set_petition_case_detail(uuid, text, text) is
  'Staff: sets one of the builder''s case details in the petition''s metadata (fieldOfEndeavor, proposedUSRole, proposedUSSalary, worksiteLocation); null or blank removes it.';
create or replace function app_public.set_petition_case_detail(petition_id uuid, field text, value text)
  returns app_public.petitions
  language plpgsql volatile
  set search_path = pg_catalog
as $$
declare
  v_petition app_public.petitions;
  v_text text := nullif(btrim(value), '');
begin
  if not app_private.current_user_is_admin() then
    raise exception 'Only staff may change the case details' using errcode = '42501';
  end if;
  if field is null or field not in ('fieldOfEndeavor', 'proposedUSRole', 'proposedUSSalary', 'worksiteLocation') then
    raise exception 'field must be one of fieldOfEndeavor, proposedUSRole, proposedUSSalary, worksiteLocation'
      using errcode = '22023';
  end if;
  update app_public.petitions p
     set metadata = case when v_text is null then p.metadata - field
                         else p.metadata || jsonb_build_object(field, v_text) end
   where p.id = set_petition_case_detail.petition_id
  returning p.* into v_petition;
  if v_petition.id is null then
    raise exception 'No such petition' using errcode = '22023';
  end if;
  return v_petition;
end;
$$;
alter table app_public.petitions drop constraint petitions_premium_processing_yes_no;
create or replace function app_private.tg_users_split_full_name() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if tg_op = 'INSERT' or new.full_name is distinct from old.full_name then
    new.full_name := btrim(regexp_replace(new.full_name, '\s+', ' ', 'g'));
    select s.first_name, s.middle_name, s.last_name into new.first_name, new.middle_name, new.last_name
    from app_private.split_full_name(new.full_name) s;
  end if;
  return new;
end;
$$;
