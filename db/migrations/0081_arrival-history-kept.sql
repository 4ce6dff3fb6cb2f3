-- Up Migration
-- A beneficiary never overwrites staff's I-94 history (docs/decisions.md, "A beneficiary's arrival never overwrites
-- staff's I-94 history"). record_latest_arrival (0078) replaced the petition's latest I-94 entry whoever wrote it: a
-- beneficiary who had travelled since staff recorded an entry erased staff's record of the earlier trip (needed for
-- the status history and time counted in H or L status). Each entry now knows who recorded it, and the function
-- tells a correction from a new trip:
--
-- * recorded_by: STAFF or BENEFICIARY. Set by a trigger, never by the caller: an insert is the beneficiary's when a
--   customer makes it (only record_latest_arrival lets one), staff's otherwise (staff, the seed, the server); an
--   update by staff makes the entry staff's (they have checked it), an update by the beneficiary keeps its author, so
--   filling the number of a staff entry never hands the trip over to the beneficiary.
-- * The beneficiary's call (the latest by date is what the forms use):
--   1. The same date of entry as an entry already on the petition is the same trip: that entry keeps its date and
--      author and takes the class of admission and I-94 number given (the beneficiary holds the I-94; every change
--      is in the petition's history with who made it).
--   2. Otherwise their own latest entry is corrected, date and all, so a typo'd date leaves no wrong "latest"
--      behind (when the corrected date is that of another entry, rule 1 fills that one and the typo'd one goes).
--   3. Otherwise (no entry, or the latest is staff's) a new entry is added: staff's earlier trip stays.
-- * Staff's call corrects the latest entry, whoever wrote it (as before), and it becomes staff's.

alter table app_public.i94_entries add column recorded_by text not null default 'STAFF'
  constraint i94_entries_recorded_by_known check (recorded_by in ('STAFF', 'BENEFICIARY'));
comment on column app_public.i94_entries.recorded_by is
  E'@behavior -insert -update\nWho recorded the trip: STAFF or BENEFICIARY (set by trigger; a beneficiary may correct only their own).';

-- Backfill: an entry last written by the petition's beneficiary (through 0078's record_latest_arrival, per the
-- change history's actor) is theirs; everything else was written by staff or the seed.
update app_public.i94_entries i set recorded_by = 'BENEFICIARY'
  from app_public.petitions p
 where p.id = i.petition_id
   and (select c.actor_id from app_public.petition_changes c
         where c.table_name = 'i94_entries' and c.record_id = i.id::text and c.operation in ('INSERT', 'UPDATE')
         order by c.created_at desc, c.id desc limit 1) = p.beneficiary_id
   and not exists (select 1 from app_public.admins a where a.user_id = p.beneficiary_id);

create function app_private.tg_i94_entry_recorded_by() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
declare
  v_staff boolean := app_private.current_user_id() is null or app_private.current_user_is_admin();
begin
  if tg_op = 'INSERT' then
    new.recorded_by := case when v_staff then 'STAFF' else 'BENEFICIARY' end;
  elsif v_staff then
    new.recorded_by := 'STAFF';
  else
    new.recorded_by := old.recorded_by;
  end if;
  return new;
end;
$$;
comment on function app_private.tg_i94_entry_recorded_by() is
  'Sets i94_entries.recorded_by from who writes: staff (or the server) make it STAFF; a beneficiary''s insert is BENEFICIARY, their update keeps the author.';
create trigger _150_recorded_by before insert or update on app_public.i94_entries
  for each row execute function app_private.tg_i94_entry_recorded_by();

create or replace function app_public.record_latest_arrival(petition_id uuid, visa_class text, date_of_entry date,
                                                            i94_number text)
  returns app_public.i94_entries
  language plpgsql volatile
  security definer
  set search_path = pg_catalog
as $$
declare
  v_latest app_public.i94_entries;
  v_same_trip app_public.i94_entries;
  v_entry app_public.i94_entries;
begin
  if not (
    app_private.current_user_is_admin()
    or exists (select 1 from app_public.petitions p
                where p.id = record_latest_arrival.petition_id and p.beneficiary_id = app_private.current_user_id())
  ) then
    raise exception 'Only the beneficiary of this petition or staff can record its arrival.' using errcode = '42501';
  end if;
  -- Locks the petition's entries, so two saves at once cannot both add "the latest".
  perform 1 from app_public.i94_entries i where i.petition_id = record_latest_arrival.petition_id for update;
  select * into v_latest from app_public.i94_entries i
   where i.petition_id = record_latest_arrival.petition_id
   order by i.date_of_entry desc, i.created_at desc limit 1;

  if app_private.current_user_is_admin() then
    -- Staff correct the latest entry (whoever wrote it); the trigger makes it theirs.
    if v_latest.id is null then
      insert into app_public.i94_entries (petition_id, visa_class, date_of_entry, i94_number)
      values (record_latest_arrival.petition_id, record_latest_arrival.visa_class,
              record_latest_arrival.date_of_entry, record_latest_arrival.i94_number)
      returning * into v_entry;
    else
      update app_public.i94_entries i
         set visa_class = record_latest_arrival.visa_class, date_of_entry = record_latest_arrival.date_of_entry,
             i94_number = record_latest_arrival.i94_number
       where i.id = v_latest.id
      returning * into v_entry;
    end if;
    return v_entry;
  end if;

  -- The beneficiary. Rule 1: the same date is the same trip (staff's entry first, then the newest).
  select * into v_same_trip from app_public.i94_entries i
   where i.petition_id = record_latest_arrival.petition_id and i.date_of_entry = record_latest_arrival.date_of_entry
   order by (i.recorded_by = 'STAFF') desc, i.created_at desc limit 1;
  if v_same_trip.id is not null then
    update app_public.i94_entries i
       set visa_class = record_latest_arrival.visa_class,
           i94_number = coalesce(record_latest_arrival.i94_number, i.i94_number)
     where i.id = v_same_trip.id
    returning * into v_entry;
    -- Rule 2's typo: their own latest entry of another date was this trip mistyped.
    if v_latest.recorded_by = 'BENEFICIARY' and v_latest.id <> v_same_trip.id then
      delete from app_public.i94_entries i where i.id = v_latest.id;
    end if;
    return v_entry;
  end if;
  -- Rule 2: their own latest entry is corrected.
  if v_latest.recorded_by = 'BENEFICIARY' then
    update app_public.i94_entries i
       set visa_class = record_latest_arrival.visa_class, date_of_entry = record_latest_arrival.date_of_entry,
           i94_number = record_latest_arrival.i94_number
     where i.id = v_latest.id
    returning * into v_entry;
    return v_entry;
  end if;
  -- Rule 3: a new trip; staff's entries stay as they are.
  insert into app_public.i94_entries (petition_id, visa_class, date_of_entry, i94_number)
  values (record_latest_arrival.petition_id, record_latest_arrival.visa_class, record_latest_arrival.date_of_entry,
          record_latest_arrival.i94_number)
  returning * into v_entry;
  return v_entry;
end;
$$;
comment on function app_public.record_latest_arrival(uuid, text, date, text) is
  'Records the petition''s latest arrival in the United States from the I-94 record. Staff correct the latest entry; the beneficiary corrects their own, fills the same trip''s, and otherwise adds a new entry, never overwriting staff''s.';

-- Down Migration
-- 0078's function, which replaced the latest entry whoever wrote it.
create or replace function app_public.record_latest_arrival(petition_id uuid, visa_class text, date_of_entry date,
                                                            i94_number text)
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
drop trigger _150_recorded_by on app_public.i94_entries;
drop function app_private.tg_i94_entry_recorded_by();
alter table app_public.i94_entries drop column recorded_by;
