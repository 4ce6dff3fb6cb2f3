-- Up Migration
-- The petition page's free-text case fields took any length (a 3,000-character USCIS address saved). Each is now
-- bounded as packages/domain/src/petition-case-fields.ts says (CASE_FIELD_LIMITS), and each check's name maps to that
-- file's sentence in FIELD_CONSTRAINT_MESSAGES, which the GraphQL error mask returns:
-- * uscis_address: a mailing address in up to 6 lines, 300 characters with the line breaks, no other control
--   characters;
-- * tracking_number: one line of at most 60 characters;
-- * project_management_status: one line of at most 120 characters.
-- (uscis_status has had migration 0059's petitions_uscis_status_text: one line of at most 120.) '' is left alone, as
-- it was: the page saves an emptied field as null. As in migrations 0038 and 0067, each check is added `not valid`
-- and then validated, so that the migration stops on an existing value out of bounds (shorten it, then migrate)
-- instead of leaving it to break the next unrelated edit of that petition.
alter table app_public.petitions
  add constraint petitions_uscis_address_text check (
    uscis_address is null or (
      char_length(uscis_address) <= 300
      and char_length(uscis_address) - char_length(replace(uscis_address, E'\n', '')) <= 5
      and replace(uscis_address, E'\n', ' ') !~ '[[:cntrl:]]'
    )
  ) not valid,
  add constraint petitions_tracking_number_text check (
    tracking_number is null or (char_length(tracking_number) <= 60 and tracking_number !~ '[[:cntrl:]]')
  ) not valid,
  add constraint petitions_project_management_status_text check (
    project_management_status is null
    or (char_length(project_management_status) <= 120 and project_management_status !~ '[[:cntrl:]]')
  ) not valid;
-- The builder's case details in petitions.metadata (written by the builder's POST /petition and by
-- set_petition_case_detail below) are bounded the same way: field of endeavor and worksite location one line of at most
-- 200 characters, the proposed US role (a job title, the I-129's) one line of at most 120. Absent or '' is "not given".
alter table app_public.petitions
  add constraint petitions_field_of_endeavor_text check (
    coalesce(metadata ->> 'fieldOfEndeavor', '') = ''
    or (char_length(metadata ->> 'fieldOfEndeavor') <= 200 and (metadata ->> 'fieldOfEndeavor') !~ '[[:cntrl:]]')
  ) not valid,
  add constraint petitions_proposed_us_role_text check (
    coalesce(metadata ->> 'proposedUSRole', '') = ''
    or (char_length(metadata ->> 'proposedUSRole') <= 120 and (metadata ->> 'proposedUSRole') !~ '[[:cntrl:]]')
  ) not valid,
  add constraint petitions_worksite_location_text check (
    coalesce(metadata ->> 'worksiteLocation', '') = ''
    or (char_length(metadata ->> 'worksiteLocation') <= 200 and (metadata ->> 'worksiteLocation') !~ '[[:cntrl:]]')
  ) not valid;
alter table app_public.petitions validate constraint petitions_field_of_endeavor_text;
alter table app_public.petitions validate constraint petitions_proposed_us_role_text;
alter table app_public.petitions validate constraint petitions_worksite_location_text;
alter table app_public.petitions validate constraint petitions_uscis_address_text;
alter table app_public.petitions validate constraint petitions_tracking_number_text;
alter table app_public.petitions validate constraint petitions_project_management_status_text;

-- The builder's case details (metadata fieldOfEndeavor, proposedUSRole, proposedUSSalary, worksiteLocation) are edited
-- on the petition page too, one at a time as staff type: this sets one key of the metadata in place (or removes it for
-- null or blank text), so an edit never overwrites what another editor, the onboarding flows or the builder wrote to
-- the other keys meanwhile (a whole-metadata patch from the page's copy would). Staff only; the rules are the checks above and
-- migration 0067's salary check, whose sentences the API returns.
create function app_public.set_petition_case_detail(petition_id uuid, field text, value text)
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
comment on function app_public.set_petition_case_detail(uuid, text, text) is
  'Staff: sets one of the builder''s case details in the petition''s metadata (fieldOfEndeavor, proposedUSRole, proposedUSSalary, worksiteLocation); null or blank removes it.';
grant execute on function app_public.set_petition_case_detail(uuid, text, text) to petition_studio_visitor;

-- Down Migration
drop function app_public.set_petition_case_detail(uuid, text, text);
alter table app_public.petitions
  drop constraint petitions_worksite_location_text,
  drop constraint petitions_proposed_us_role_text,
  drop constraint petitions_field_of_endeavor_text,
  drop constraint petitions_project_management_status_text,
  drop constraint petitions_tracking_number_text,
  drop constraint petitions_uscis_address_text;
