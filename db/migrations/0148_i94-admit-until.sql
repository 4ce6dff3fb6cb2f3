-- Up Migration
-- The I-94's "Admit Until Date" (docs/decisions.md, "The I-94's admit-until date"). The I-129 asks of a beneficiary in
-- the United States the date their status expires, or D/S (Part 3 item 6, "Date Status Expires or D/S"), and the
-- I-140 the expiration date of the authorized stay shown on the I-94 (Part 3 item 11.B). The app recorded the I-94's
-- class, date of entry and number but not this, so both boxes were left empty without the Forms tab saying so.
-- An entry holds either a date (admit_until) or D/S, admission for the duration of status (a student's F-1, a J-1),
-- or neither (not given yet). The checks are the domain's rules (packages/domain i94-record.ts, admitUntilSchema),
-- named so GraphQL answers with its sentence (I94_CONSTRAINT_MESSAGES): a real date, not before the date of entry.

alter table app_public.i94_entries
  add column admit_until date,
  add column admitted_for_duration_of_status boolean not null default false,
  add constraint i94_entries_admit_until_range check (admit_until between '1900-01-01' and '2100-12-31'),
  add constraint i94_entries_admit_until_after_entry check (admit_until >= date_of_entry),
  add constraint i94_entries_admit_until_or_duration_of_status
    check (not (admitted_for_duration_of_status and admit_until is not null));
comment on column app_public.i94_entries.admit_until is
  'The I-94''s Admit Until Date: the day the authorized stay ends (null: D/S, or not given).';
comment on column app_public.i94_entries.admitted_for_duration_of_status is
  'The I-94 says D/S: admitted for the duration of status, with no end date.';

-- Who may set it is who may record the arrival (record_latest_arrival, migration 0081): staff, or the petition's
-- beneficiary, who holds the I-94 (on any entry of their petition: the date is printed on the record they read). A
-- function of its own, called with the entry record_latest_arrival answers, so 0081's rules stay as they are.
create function app_public.record_arrival_admit_until(entry_id uuid, admit_until date, duration_of_status boolean)
  returns app_public.i94_entries
  language plpgsql volatile
  security definer
  set search_path = pg_catalog
as $$
declare
  v_entry app_public.i94_entries;
begin
  if not exists (
    select 1 from app_public.i94_entries i join app_public.petitions p on p.id = i.petition_id
     where i.id = record_arrival_admit_until.entry_id
       and (app_private.current_user_is_admin() or p.beneficiary_id = app_private.current_user_id())
  ) then
    raise exception 'Only the beneficiary of this petition or staff can record its arrival.' using errcode = '42501';
  end if;
  update app_public.i94_entries i
     set admit_until = case when record_arrival_admit_until.duration_of_status then null
                            else record_arrival_admit_until.admit_until end,
         admitted_for_duration_of_status = coalesce(record_arrival_admit_until.duration_of_status, false)
   where i.id = record_arrival_admit_until.entry_id
  returning * into v_entry;
  return v_entry;
end;
$$;
comment on function app_public.record_arrival_admit_until(uuid, date, boolean) is
  'Records an I-94 entry''s Admit Until Date, or D/S (duration_of_status), or clears both; by staff or the beneficiary.';
grant execute on function app_public.record_arrival_admit_until(uuid, date, boolean) to petition_studio_visitor;

-- Down Migration
drop function app_public.record_arrival_admit_until(uuid, date, boolean);
alter table app_public.i94_entries
  drop column admit_until,
  drop column admitted_for_duration_of_status;
