-- Up Migration
-- Two rules staff met on a walk (docs/decisions.md, "Hand-typed form values in place; the FEIN's format; one filing type").
--
-- 1. The petitioner's FEIN had no format rule: staff could save "12-345" or
--    "call the CFO" on the Entities page, and the I-129, I-140 and I-907 then printed those digits in their
--    nine-digit EIN boxes. The domain's rule (packages/domain/src/fein.ts, `feinSchema`) takes nine digits typed with
--    or without the dash and stores them one way, NN-NNNNNNN, the IRS's own form (the form filler keeps the digits
--    only, so the dash never reaches a PDF). This check holds that stored form for every writer, GraphQL included.
--
--    Existing rows: a FEIN typed as nine digits, or with blanks around it, is rewritten to NN-NNNNNNN, as the rule
--    would have stored it; a blank one becomes null ("not given", what the Entities form stores for a blank field).
--    The demo and large seeds already write NN-NNNNNNN. The check is then added `not valid` and validated, as 0038
--    and 0088 did, so that any other text left (only a hand-made GraphQL write could have stored one) stops the
--    migration naming the check: fix that row by hand, then migrate. Nothing is silently cut or emptied.
--    The check's name maps to the rule's sentence in FIELD_CONSTRAINT_MESSAGES (field-rules.ts).

update app_public.companies
   set ein = nullif(regexp_replace(btrim(ein), '^([0-9]{2})-?([0-9]{7})$', '\1-\2'), '')
 where ein is distinct from regexp_replace(btrim(ein), '^([0-9]{2})-?([0-9]{7})$', '\1-\2')
    or btrim(ein) = '';

alter table app_public.companies add constraint companies_ein_format check (
  ein is null or ein ~ '^[0-9]{2}-[0-9]{7}$'
) not valid;
alter table app_public.companies validate constraint companies_ein_format;
comment on constraint companies_ein_format on app_public.companies is
  'The FEIN as the domain''s rule stores it: nine digits written NN-NNNNNNN (packages/domain/src/fein.ts).';
comment on column app_public.companies.ein is
  'The petitioner''s Federal Employer Identification Number, NN-NNNNNNN (companies_ein_format); the USCIS forms print its digits.';

-- 2. The petition page offered "Case type" and "Filing type", each with the same two choices (change of status,
--    consular processing), and they could disagree: staff set one, the beneficiary answered the other in onboarding,
--    and the USCIS forms read only filing_type. The spec's data model keeps both columns with the same values
--    (case_type the upper-case enum, filing_type the lower-case text): one choice in two spellings. The page now
--    offers the filing type only, and this trigger keeps case_type in step for every writer: a new or changed
--    filing_type sets case_type (null with it); a case_type written alone (GraphQL, an older client) sets
--    filing_type. It runs after _200_staff_only_columns (triggers fire in name order), so a beneficiary who answers
--    the filing type passes that check (she changed no staff-only column) and case_type still follows.
--    Existing rows: case_type is set from filing_type where that is given (what the forms used); a row with only a
--    case_type gets the matching filing_type.

update app_public.petitions
   set case_type = upper(filing_type)::app_public.case_type
 where filing_type is not null and case_type is distinct from upper(filing_type)::app_public.case_type;
update app_public.petitions
   set filing_type = lower(case_type::text)
 where filing_type is null and case_type is not null;

create function app_private.tg_petition_case_type_follows_filing_type() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if tg_op = 'INSERT' then
    if new.filing_type is not null then
      new.case_type := upper(new.filing_type)::app_public.case_type;
    elsif new.case_type is not null then
      new.filing_type := lower(new.case_type::text);
    end if;
  elsif new.filing_type is distinct from old.filing_type then
    new.case_type := upper(new.filing_type)::app_public.case_type;
  elsif new.case_type is distinct from old.case_type then
    new.filing_type := lower(new.case_type::text);
  end if;
  return new;
end;
$$;
comment on function app_private.tg_petition_case_type_follows_filing_type() is
  'Keeps a petition''s case_type (CHANGE_OF_STATUS, CONSULAR_PROCESSING) and filing_type (change_of_status, consular_processing) one choice.';

create trigger _300_case_type_follows_filing_type before insert or update of filing_type, case_type on app_public.petitions
  for each row execute function app_private.tg_petition_case_type_follows_filing_type();

-- Down Migration
drop trigger _300_case_type_follows_filing_type on app_public.petitions;
drop function app_private.tg_petition_case_type_follows_filing_type();
alter table app_public.companies drop constraint companies_ein_format;
comment on column app_public.companies.ein is null;
