-- Up Migration
-- Issue 26: a value that fails a field's rule is never written. Each check below is the database side of a
-- rule in packages/domain/src/field-rules.ts (the forms use the same zod schemas), and its name maps to the
-- form's sentence in FIELD_CONSTRAINT_MESSAGES, which the GraphQL error mask returns instead of
-- PostgreSQL's "violates check constraint" text. Only shapes and fixed ranges are checks (they must not
-- depend on the clock); "birth date not in the future" stays migration 0037's trigger.
-- Each check is added `not valid` and then validated, so that the migration stops on an existing bad row
-- (fix the row, then migrate) instead of leaving it to break the next unrelated edit of that row.
-- Empty text ('') is "not given" for the optional text columns, as the forms save it.

-- U.S. addresses: five digits or ZIP+4. A company or office in another country keeps its own postal code.
alter table app_public.companies add constraint companies_zip_code_format check (
  zip_code is null or zip_code = '' or coalesce(country, 'US') <> 'US' or zip_code ~ '^[0-9]{5}(-[0-9]{4})?$'
) not valid;
alter table app_public.companies validate constraint companies_zip_code_format;
alter table app_public.company_offices add constraint company_offices_postal_code_format check (
  postal_code is null or postal_code = '' or coalesce(country, 'US') <> 'US'
  or postal_code ~ '^[0-9]{5}(-[0-9]{4})?$'
) not valid;
alter table app_public.company_offices validate constraint company_offices_postal_code_format;

-- Phone numbers: digits with + ( ) - . and spaces, 7 to 15 digits ('abc' is not a phone number).
alter table app_public.companies add constraint companies_phone_number_format check (
  phone_number is null or phone_number = '' or (
    phone_number ~ '^\+?[0-9 ().-]+$'
    and length(regexp_replace(phone_number, '[^0-9]', '', 'g')) between 7 and 15)
) not valid;
alter table app_public.companies validate constraint companies_phone_number_format;
alter table app_public.user_data add constraint user_data_phone_number_format check (
  phone_number is null or phone_number = '' or (
    phone_number ~ '^\+?[0-9 ().-]+$'
    and length(regexp_replace(phone_number, '[^0-9]', '', 'g')) between 7 and 15)
) not valid;
alter table app_public.user_data validate constraint user_data_phone_number_format;

-- E-mail addresses: something@domain.tld without spaces (the sign-in matches them case-insensitively).
alter table app_public.users add constraint users_email_format check (
  email is null or email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
) not valid;
alter table app_public.users validate constraint users_email_format;

-- A first name, once given, cannot be blanked. Not a check: an invited person starts without a name
-- (the column defaults to ''), so only the change from a name to nothing is refused.
create function app_private.tg_users_first_name_kept() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if btrim(old.first_name) <> '' and btrim(new.first_name) = '' then
    raise exception 'Enter a first name' using errcode = '23514';
  end if;
  return new;
end;
$$;
-- Runs after the full-name split (_100/_200 triggers) so that it sees the first name that would be stored.
create trigger _900_first_name_kept before update on app_public.users
  for each row execute function app_private.tg_users_first_name_kept();

-- USCIS receipt numbers: three letters and ten digits, stored in capitals (WAC2512345678).
alter table app_public.petitions add constraint petitions_uscis_receipt_number_format check (
  uscis_receipt_number is null or uscis_receipt_number ~ '^[A-Z]{3}[0-9]{10}$'
) not valid;
alter table app_public.petitions validate constraint petitions_uscis_receipt_number_format;

-- Case dates in a plausible range (also refuses 'infinity' and 5-digit years).
alter table app_public.petitions add constraint petitions_target_submission_date_range check (
  target_submission_date between '2000-01-01' and '2100-12-31'
) not valid;
alter table app_public.petitions validate constraint petitions_target_submission_date_range;
alter table app_public.petitions add constraint petitions_petition_shipped_date_range check (
  petition_shipped_date between '2000-01-01' and '2100-12-31'
) not valid;
alter table app_public.petitions validate constraint petitions_petition_shipped_date_range;

-- Birth and passport dates: from 1900 (refuses '-infinity' and 99999-01-01); "not in the future" is 0037's.
alter table app_public.user_data add constraint user_data_date_of_birth_range check (
  date_of_birth between '1900-01-01' and '2100-12-31'
) not valid;
alter table app_public.user_data validate constraint user_data_date_of_birth_range;
alter table app_public.user_data add constraint user_data_passport_dates_range check (
  date_of_issue between '1900-01-01' and '2100-12-31' and expiration_date between '1900-01-01' and '2100-12-31'
) not valid;
alter table app_public.user_data validate constraint user_data_passport_dates_range;

-- Salaries: a positive amount up to 100 million (numeric accepts 'NaN', which compares above every number).
alter table app_public.user_employments add constraint user_employments_salary_range check (
  salary is null or (salary <> 'NaN' and salary > 0 and salary <= 100000000)
) not valid;
alter table app_public.user_employments validate constraint user_employments_salary_range;

-- Down Migration
alter table app_public.user_employments drop constraint user_employments_salary_range;
alter table app_public.user_data drop constraint user_data_passport_dates_range;
alter table app_public.user_data drop constraint user_data_date_of_birth_range;
alter table app_public.petitions drop constraint petitions_petition_shipped_date_range;
alter table app_public.petitions drop constraint petitions_target_submission_date_range;
alter table app_public.petitions drop constraint petitions_uscis_receipt_number_format;
drop trigger _900_first_name_kept on app_public.users;
drop function app_private.tg_users_first_name_kept();
alter table app_public.users drop constraint users_email_format;
alter table app_public.user_data drop constraint user_data_phone_number_format;
alter table app_public.companies drop constraint companies_phone_number_format;
alter table app_public.company_offices drop constraint company_offices_postal_code_format;
alter table app_public.companies drop constraint companies_zip_code_format;
