-- Up Migration
-- The stay ends with the I-94 when it admits the beneficiary for less than the approval (packages/domain stay-end.ts).
-- 0147 made "Extension filed before the approved period ends" due six months before approved_valid_to. But the I-94
-- governs the stay: CBP often admits a beneficiary only to her passport's expiry, or mistypes the date, and then her
-- status ends on the I-94's date while the approval notice reads years ahead. An extension filed after that date is
-- late. The item is now due six months before the stay's end: the approval's end, or the admit-until date of the
-- latest I-94 when that arrival was in the approved class after the approval began and ends earlier.

-- The domain's stayEnd, in SQL (db/test/stay-end.test.ts holds the two equal over the same cases). The latest entry
-- is the one petitions_latest_i94_entry answers (ties broken by the newest record).
create function app_private.petition_stay_end(petition_id uuid) returns date
  language sql stable security definer
  set search_path = pg_catalog
as $$
  select case
           when e.admit_until is not null
                and e.date_of_entry >= p.approved_valid_from
                and upper(regexp_replace(e.visa_class, '[^A-Za-z0-9]', '', 'g'))
                    = upper(regexp_replace(p.visa_class, '[^A-Za-z0-9]', '', 'g'))
                and e.admit_until < p.approved_valid_to
             then e.admit_until
           else p.approved_valid_to
         end
    from app_public.petitions p
    left join lateral (
      select i.* from app_public.i94_entries i
       where i.petition_id = p.id order by i.date_of_entry desc, i.created_at desc limit 1
    ) e on true
   where p.id = petition_stay_end.petition_id;
$$;
comment on function app_private.petition_stay_end(uuid) is
  'The last day of the beneficiary''s stay on an approved petition: the approval''s end, or an earlier admit-until date '
  'of her latest I-94 in the approved class since the approval (stay-end.ts). Null without an approved period.';

-- One place sets the extension's due date, for the petition trigger and the I-94 trigger. Security definer: the
-- beneficiary records her arrivals, and the checklist is staff's. A ticked item is left alone (the extension was filed).
create function app_private.set_extension_due(for_petition uuid) returns void
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
declare
  stay_end date := app_private.petition_stay_end(set_extension_due.for_petition);
begin
  if stay_end is not null then
    insert into app_public.petition_checklist_items (petition_id, task_id, due_date)
    select set_extension_due.for_petition, t.id, (stay_end - interval '6 months')::date
      from app_public.checklist_tasks t where t.code = 'decision.extension-filed'
    on conflict (petition_id, task_id, coalesce(module_id, '00000000-0000-0000-0000-000000000000'::uuid))
    do update set due_date = excluded.due_date
      where petition_checklist_items.completed_at is null
        and petition_checklist_items.due_date is distinct from excluded.due_date;
  else
    update app_public.petition_checklist_items i set due_date = null
      from app_public.checklist_tasks t
     where t.code = 'decision.extension-filed' and i.task_id = t.id and i.petition_id = set_extension_due.for_petition
       and i.completed_at is null and i.due_date is not null;
  end if;
end;
$$;
comment on function app_private.set_extension_due(uuid) is
  'The checklist''s "Extension filed before the approved period ends" is due six months before the stay ends '
  '(petition_stay_end); cleared without an approved period; a ticked item is left alone.';

create or replace function app_private.tg_approved_period_sets_extension_due() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog
as $$
begin
  -- Only a change of what the stay's end reads: an update naming the columns with their values unchanged touches nothing.
  if tg_op = 'UPDATE' and old.approved_valid_to is not distinct from new.approved_valid_to
     and old.approved_valid_from is not distinct from new.approved_valid_from
     and old.visa_class is not distinct from new.visa_class then
    return null;
  end if;
  -- A new petition without a period has no extension to plan.
  if tg_op = 'INSERT' and new.approved_valid_to is null then
    return null;
  end if;
  perform app_private.set_extension_due(new.id);
  return null;
end;
$$;
comment on function app_private.tg_approved_period_sets_extension_due() is
  'The checklist''s "Extension filed before the approved period ends" follows the stay''s end (set_extension_due).';

drop trigger _956_approved_period_sets_extension_due on app_public.petitions;
create trigger _956_approved_period_sets_extension_due
  after insert or update of approved_valid_from, approved_valid_to, visa_class on app_public.petitions
  for each row execute function app_private.tg_approved_period_sets_extension_due();

create function app_private.tg_arrival_moves_extension_due() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
declare
  petition uuid := case when tg_op = 'DELETE' then old.petition_id else new.petition_id end;
begin
  -- Only an approved petition has an extension to plan (a due date staff set by hand elsewhere is not touched).
  if exists (select 1 from app_public.petitions p where p.id = petition and p.approved_valid_to is not null) then
    perform app_private.set_extension_due(petition);
  end if;
  return null;
end;
$$;
comment on function app_private.tg_arrival_moves_extension_due() is
  'A recorded, corrected or removed arrival moves the extension''s due date of an approved petition (set_extension_due).';
create trigger _900_arrival_moves_extension_due
  after insert or update of visa_class, date_of_entry, admit_until, petition_id or delete on app_public.i94_entries
  for each row execute function app_private.tg_arrival_moves_extension_due();

-- Down Migration
drop trigger _900_arrival_moves_extension_due on app_public.i94_entries;
drop function app_private.tg_arrival_moves_extension_due();
drop trigger _956_approved_period_sets_extension_due on app_public.petitions;
create or replace function app_private.tg_approved_period_sets_extension_due() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
declare
  due date := (new.approved_valid_to - interval '6 months')::date;
begin
  -- Only a change: an update that names the column with its value unchanged touches no checklist.
  if tg_op = 'UPDATE' and old.approved_valid_to is not distinct from new.approved_valid_to then
    return null;
  end if;
  if new.approved_valid_to is not null then
    insert into app_public.petition_checklist_items (petition_id, task_id, due_date)
    select new.id, t.id, due from app_public.checklist_tasks t where t.code = 'decision.extension-filed'
    on conflict (petition_id, task_id, coalesce(module_id, '00000000-0000-0000-0000-000000000000'::uuid))
    do update set due_date = excluded.due_date
      where petition_checklist_items.completed_at is null
        and petition_checklist_items.due_date is distinct from excluded.due_date;
  else
    update app_public.petition_checklist_items i set due_date = null
      from app_public.checklist_tasks t
     where t.code = 'decision.extension-filed' and i.task_id = t.id and i.petition_id = new.id
       and i.completed_at is null and i.due_date is not null;
  end if;
  return null;
end;
$$;
comment on function app_private.tg_approved_period_sets_extension_due() is
  'The checklist''s "Extension filed before the approved period ends" is due six months before approved_valid_to.';
create trigger _956_approved_period_sets_extension_due
  after insert or update of approved_valid_to on app_public.petitions
  for each row execute function app_private.tg_approved_period_sets_extension_due();
drop function app_private.set_extension_due(uuid);
drop function app_private.petition_stay_end(uuid);
