-- Up Migration
-- A phone number may have an extension (docs/decisions.md, "A phone number may have an extension").
-- A company's office number often reaches its signatory only through an extension, and migration 0038's checks
-- refused "+1 (617) 555-0142 ext. 12" everywhere a phone number is saved (the employer wizard's details and
-- signatory, staff's company profile on the Entities page). The domain's rule (packages/domain/src/phone-number.ts,
-- phoneSchema) now reads the usual spellings ("ext.", "ext", "extension", "x", "#") and stores one form: the number
-- as typed, then " ext. " and 1 to 6 digits. These checks hold that stored form for every writer, GraphQL and the
-- signatory function included: the number part keeps 0038's rule (digits with + ( ) - . and spaces, 7 to 15
-- digits) and only the one spelling of an extension is accepted, so "617-555-0142 x12" typed past the form is
-- refused, never stored in a second form. The names stay 0038's, so FIELD_CONSTRAINT_MESSAGES still maps them to
-- the rule's sentence.
--
-- Existing rows: every value 0038 accepted is still accepted (no number had an extension), so nothing is rewritten;
-- the checks are added `not valid` and validated, as 0038 did, so that a row that fails stops the migration.

alter table app_public.companies drop constraint companies_phone_number_format;
alter table app_public.companies add constraint companies_phone_number_format check (
  phone_number is null or phone_number = '' or (
    phone_number ~ '^\+?[0-9 ().-]+( ext\. [0-9]{1,6})?$'
    and length(regexp_replace(regexp_replace(phone_number, ' ext\. [0-9]+$', ''), '[^0-9]', '', 'g')) between 7 and 15)
) not valid;
alter table app_public.companies validate constraint companies_phone_number_format;
comment on constraint companies_phone_number_format on app_public.companies is
  'A phone number as the domain stores it (packages/domain/src/phone-number.ts): 7 to 15 digits with + ( ) - . and spaces, then optionally " ext. " and 1 to 6 digits.';

alter table app_public.user_data drop constraint user_data_phone_number_format;
alter table app_public.user_data add constraint user_data_phone_number_format check (
  phone_number is null or phone_number = '' or (
    phone_number ~ '^\+?[0-9 ().-]+( ext\. [0-9]{1,6})?$'
    and length(regexp_replace(regexp_replace(phone_number, ' ext\. [0-9]+$', ''), '[^0-9]', '', 'g')) between 7 and 15)
) not valid;
alter table app_public.user_data validate constraint user_data_phone_number_format;
comment on constraint user_data_phone_number_format on app_public.user_data is
  'A phone number as the domain stores it (packages/domain/src/phone-number.ts): 7 to 15 digits with + ( ) - . and spaces, then optionally " ext. " and 1 to 6 digits.';

-- Down Migration
-- 0038's checks again: a stored extension makes the validation stop (remove the extensions first).
alter table app_public.user_data drop constraint user_data_phone_number_format;
alter table app_public.user_data add constraint user_data_phone_number_format check (
  phone_number is null or phone_number = '' or (
    phone_number ~ '^\+?[0-9 ().-]+$'
    and length(regexp_replace(phone_number, '[^0-9]', '', 'g')) between 7 and 15)
) not valid;
alter table app_public.user_data validate constraint user_data_phone_number_format;
alter table app_public.companies drop constraint companies_phone_number_format;
alter table app_public.companies add constraint companies_phone_number_format check (
  phone_number is null or phone_number = '' or (
    phone_number ~ '^\+?[0-9 ().-]+$'
    and length(regexp_replace(phone_number, '[^0-9]', '', 'g')) between 7 and 15)
) not valid;
alter table app_public.companies validate constraint companies_phone_number_format;
