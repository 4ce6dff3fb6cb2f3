-- Up Migration
-- Three boxes of the I-129 that every generated form left empty because the case recorded nothing for them
-- (docs/decisions.md, "The I-129's sex, I-94 number and year established"):
--
-- * user_data.sex: the sex printed in the passport, M, F or X (packages/domain passport-sex.ts). The passport scan
--   read it and the beneficiary confirmed it, but the confirmation did not keep it. The forms' Male/Female boxes are
--   filled from M and F; an X is listed for staff to decide, never mapped.
-- * i94_entries.i94_number: the I-94 Arrival-Departure Record number (i94-record.ts: 9 digits, a letter and a digit,
--   or 11 digits). The beneficiary now gives their latest arrival (class of admission, date of entry, number) in their
--   onboarding's filing type step, through record_latest_arrival below; the class and date get the rules they lacked.
-- * companies.year_established: asked in the employer wizard's company details (year-established.ts): from 1600 to
--   the current year. "Not after this year" depends on the clock, so it is a trigger (as 0037 and 0069), raising the
--   same sentence as the check, with SQLSTATE 23514.
--
-- Each check's name maps to the domain's sentence (FIELD_CONSTRAINT_MESSAGES), so a GraphQL write reads the form's words.

alter table app_public.user_data add column sex text
  constraint user_data_sex_known check (sex in ('M', 'F', 'X'));
comment on column app_public.user_data.sex is
  'Sex as printed in the passport: M, F or X (unspecified); confirmed by the beneficiary from their passport.';

alter table app_public.companies add column year_established smallint
  constraint companies_year_established_range check (year_established between 1600 and 9999);
comment on column app_public.companies.year_established is 'The year the company was established (I-129 Part 5).';

create function app_private.tg_company_year_established_not_future() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if new.year_established > extract(year from (now() at time zone 'utc'))::int then
    raise exception 'Enter the year the company was established as four digits, for example 2015, from 1600 to this year.'
      using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger _300_year_established_not_future before insert or update of year_established on app_public.companies
  for each row execute function app_private.tg_company_year_established_not_future();

alter table app_public.i94_entries add column i94_number text
  constraint i94_entries_i94_number_format check (i94_number ~ '^([0-9]{9}[A-Z][0-9]|[0-9]{11})$');
comment on column app_public.i94_entries.i94_number is
  'The I-94 Arrival-Departure Record number: 9 digits, a letter and a digit (since 2019), or 11 digits.';

-- Entries were written by staff and the seed only ('H-1B', 'F-1', 'B-2'), all within these rules.
alter table app_public.i94_entries add constraint i94_entries_visa_class_format check (
  visa_class ~ '^[A-Z0-9]+(-[A-Z0-9]+)*$' and char_length(visa_class) <= 10
) not valid;
alter table app_public.i94_entries validate constraint i94_entries_visa_class_format;
alter table app_public.i94_entries add constraint i94_entries_date_of_entry_range check (
  date_of_entry >= '1900-01-01'
) not valid;
alter table app_public.i94_entries validate constraint i94_entries_date_of_entry_range;

create function app_private.tg_i94_entry_not_future() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if new.date_of_entry > (now() at time zone 'utc')::date + 1 then
    raise exception 'Enter the date of entry as YYYY-MM-DD, from 1900 and not in the future.' using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function app_private.tg_i94_entry_not_future() is
  'An arrival cannot be after today (a day of leeway: the person''s today may be ahead of UTC''s).';
create trigger _300_date_of_entry_not_future before insert or update of date_of_entry on app_public.i94_entries
  for each row execute function app_private.tg_i94_entry_not_future();

-- The beneficiary's latest arrival (GraphQL recordLatestArrival). Only staff write i94_entries (0008); this lets the
-- petition's beneficiary (and staff) record the latest one: it updates the petition's latest entry, so a corrected
-- date or number replaces what was typed before, or adds the first. Earlier entries (staff's history) stay.
-- Security definer for the write; who may call it is checked first.
create function app_public.record_latest_arrival(petition_id uuid, visa_class text, date_of_entry date, i94_number text)
  returns app_public.i94_entries
  language plpgsql volatile
  security definer
  set search_path = pg_catalog
as $$
declare
  v_latest uuid;
  v_entry app_public.i94_entries;
begin
  if not (
    app_private.current_user_is_admin()
    or exists (select 1 from app_public.petitions p
                where p.id = record_latest_arrival.petition_id and p.beneficiary_id = app_private.current_user_id())
  ) then
    raise exception 'Only the beneficiary of this petition or staff can record its arrival.' using errcode = '42501';
  end if;
  select i.id into v_latest from app_public.i94_entries i
   where i.petition_id = record_latest_arrival.petition_id
   order by i.date_of_entry desc, i.created_at desc limit 1
   for update;
  if v_latest is null then
    insert into app_public.i94_entries (petition_id, visa_class, date_of_entry, i94_number)
    values (record_latest_arrival.petition_id, record_latest_arrival.visa_class, record_latest_arrival.date_of_entry,
            record_latest_arrival.i94_number)
    returning * into v_entry;
  else
    update app_public.i94_entries i
       set visa_class = record_latest_arrival.visa_class, date_of_entry = record_latest_arrival.date_of_entry,
           i94_number = record_latest_arrival.i94_number
     where i.id = v_latest
    returning * into v_entry;
  end if;
  return v_entry;
end;
$$;
comment on function app_public.record_latest_arrival(uuid, text, date, text) is
  'The beneficiary (or staff) records the petition''s latest arrival in the United States from the I-94 record.';
revoke execute on function app_public.record_latest_arrival(uuid, text, date, text) from public;
grant execute on function app_public.record_latest_arrival(uuid, text, date, text) to petition_studio_visitor;

-- Down Migration
drop function app_public.record_latest_arrival(uuid, text, date, text);
drop trigger _300_date_of_entry_not_future on app_public.i94_entries;
drop function app_private.tg_i94_entry_not_future();
alter table app_public.i94_entries drop constraint i94_entries_date_of_entry_range;
alter table app_public.i94_entries drop constraint i94_entries_visa_class_format;
alter table app_public.i94_entries drop column i94_number;
drop trigger _300_year_established_not_future on app_public.companies;
drop function app_private.tg_company_year_established_not_future();
alter table app_public.companies drop column year_established;
alter table app_public.user_data drop column sex;
