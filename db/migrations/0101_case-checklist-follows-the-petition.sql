-- Up Migration
-- The staff case checklist follows the petition's visa class and petitioner (docs/decisions.md, "The case checklist
-- follows the visa class and the petitioner"). The checklist is one list of tasks (app_public.checklist_tasks, seeded
-- from db/src/seed/reference.ts CHECKLIST); a petition has those that apply to it:
--   forms.i129                  the nonimmigrant classes, which file the I-129 (O-1A, O-1B, H-1B, L-1A, L-1B, E-2, E-3, TN);
--   forms.i140                  the immigrant classes, which file the I-140 (EB-1A, EB-1B, EB-2 NIW);
--   forms.advisory-opinion      the classes of the I-129's O and P supplement (O-1A, O-1B): the consultation an O
--                               petition needs (8 CFR 214.2(o)(5)), no other class;
--   intake.employer-onboarding  every petition but an EB-1A self-petition (no petitioner company, no employer wizard);
--   every other task            every petition.
-- The rule's home is packages/domain case-checklist.ts (checklistTaskApplies), which the staff checklist panel uses;
-- app_private.checklist_task_applies says the same here, and db/test/case-checklist-rule.test.ts compares the two
-- over every visa class with and without a company. Here the rule keeps the data that depends on it in step:
--   - the events that tick an item themselves (tick_checklist_item, 0036/0073) tick only a task that applies;
--   - an item is written only for a task that applies to its petition (a trigger, whoever writes);
--   - the case list's next deadline and the hourly reminders count only open items of tasks that apply, so an item
--     left from before a petition's visa class or petitioner changed (kept, hidden from the panel) neither dates
--     the case nor reminds anybody; such a change recomputes the case list's figures.

create function app_private.checklist_task_applies(code text, visa_class text, has_petitioner_company boolean)
  returns boolean
  language sql immutable
  set search_path = pg_catalog
as $$
  select case checklist_task_applies.code
    when 'forms.i129' then checklist_task_applies.visa_class in ('o_1a', 'o_1b', 'h_1b', 'l_1a', 'l_1b', 'e_2', 'e_3', 'tn')
    when 'forms.i140' then checklist_task_applies.visa_class in ('eb_1a', 'eb_1b', 'eb_2_niw')
    when 'forms.advisory-opinion' then checklist_task_applies.visa_class in ('o_1a', 'o_1b')
    -- An EB-1A without a petitioner company is a self-petition (self-petition.ts isSelfPetition).
    when 'intake.employer-onboarding' then not (checklist_task_applies.visa_class = 'eb_1a'
                                                and not checklist_task_applies.has_petitioner_company)
    else true
  end;
$$;
comment on function app_private.checklist_task_applies(text, text, boolean) is
  'Whether a staff checklist task (by code) applies to a petition of the visa class, with or without a petitioner company (packages/domain checklistTaskApplies says the same).';
grant execute on function app_private.checklist_task_applies(text, text, boolean) to petition_studio_visitor;

-- The rule for one petition and one task (a missing petition or task: false).
create function app_private.checklist_task_applies_to_petition(petition_id uuid, task_id uuid) returns boolean
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select coalesce((
    select app_private.checklist_task_applies(t.code, p.visa_class, p.company_id is not null)
      from app_public.petitions p, app_public.checklist_tasks t
     where p.id = checklist_task_applies_to_petition.petition_id and t.id = checklist_task_applies_to_petition.task_id), false);
$$;
comment on function app_private.checklist_task_applies_to_petition(uuid, uuid) is
  'Whether the checklist task applies to the petition (its visa class and petitioner company).';

-- 0036's function, restated: a task that does not apply to the petition is not ticked (an EB-1A self-petition's
-- employer onboarding, were anything to tick it).
create or replace function app_private.tick_checklist_item(petition_id uuid, code text, by_user uuid) returns void
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
declare
  v_task uuid;
begin
  select t.id into v_task from app_public.checklist_tasks t where t.code = tick_checklist_item.code;
  if v_task is null or app_private.current_user_id() is null
     or not app_private.checklist_task_applies_to_petition(tick_checklist_item.petition_id, v_task) then
    return;
  end if;
  update app_public.petition_checklist_items i set completed_at = now(), completed_by = by_user
  where i.petition_id = tick_checklist_item.petition_id and i.task_id = v_task and i.module_id is null
    and i.completed_at is null;
  if not found then
    insert into app_public.petition_checklist_items (petition_id, task_id, completed_at, completed_by)
    select tick_checklist_item.petition_id, v_task, now(), by_user
    where not exists (select 1 from app_public.petition_checklist_items i
                      where i.petition_id = tick_checklist_item.petition_id and i.task_id = v_task and i.module_id is null);
  end if;
end;
$$;
comment on function app_private.tick_checklist_item(uuid, text, uuid) is
  'Ticks the staff checklist item of the code on the petition (first time kept) if the task applies to it: events record themselves.';

-- Only new items and a changed task or petition are checked: an item written before the petition's visa class or
-- petitioner changed can still be edited or deleted.
create function app_private.tg_checklist_item_task_applies() returns trigger
  language plpgsql stable
  security definer
  set search_path = pg_catalog
as $$
begin
  if not app_private.checklist_task_applies_to_petition(new.petition_id, new.task_id) then
    raise exception 'This checklist task does not apply to this petition (its visa class or petitioner)'
      using errcode = '23514', constraint = 'petition_checklist_items_task_applies';
  end if;
  return new;
end;
$$;
comment on function app_private.tg_checklist_item_task_applies() is
  'Refuses a checklist item of a task that does not apply to its petition (app_private.checklist_task_applies).';
create trigger _150_task_applies before insert or update of task_id, petition_id on app_public.petition_checklist_items
  for each row execute function app_private.tg_checklist_item_task_applies();

-- 0052's figures, restated: the next deadline counts open items of tasks that apply.
create or replace function app_private.refresh_case_list_tasks(petition_ids uuid[]) returns void
  language sql volatile
  security definer
  set search_path = pg_catalog
as $$
  insert into app_public.case_list_facts (petition_id, next_deadline, open_customer_items)
  select p.id,
         least((select min(t.due_date) from app_public.pending_petition_tasks t
                 where t.petition_id = p.id and t.completed_at is null),
               (select min(i.due_date) from app_public.petition_checklist_items i
                  join app_public.checklist_tasks ct on ct.id = i.task_id
                 where i.petition_id = p.id and i.completed_at is null
                   and app_private.checklist_task_applies(ct.code, p.visa_class, p.company_id is not null))),
         (select count(*) from app_public.pending_petition_tasks t
           where t.petition_id = p.id and t.completed_at is null and t.party in ('BENEFICIARY', 'PETITIONER'))
    from app_public.petitions p join unnest(petition_ids) as changed (id) on changed.id = p.id
  on conflict (petition_id) do update
    set next_deadline = excluded.next_deadline, open_customer_items = excluded.open_customer_items;
$$;

-- A petition's visa class or petitioner changed: which of its items count changed with them.
create function app_private.tg_case_list_tasks_petition_changed() returns trigger
  language plpgsql security definer set search_path = pg_catalog
as $$
begin
  perform app_private.refresh_case_list_tasks(array[new.id]);
  return null;
end;
$$;
create trigger _952_case_list_tasks_changed after update of visa_class, company_id on app_public.petitions
  for each row when (new.visa_class is distinct from old.visa_class
                     or (new.company_id is null) is distinct from (old.company_id is null))
  execute function app_private.tg_case_list_tasks_petition_changed();

-- 0052's reminders, restated: only open items of tasks that apply remind.
create or replace function app_private.send_checklist_reminders(today date) returns integer
  language plpgsql volatile
  security definer
  set search_path = pg_catalog
as $$
declare
  item app_public.petition_checklist_items;
  recipient uuid;
  sent integer := 0;
begin
  for item in
    update app_public.petition_checklist_items i set reminded_on = today
     where i.completed_at is null and i.due_date is not null and i.due_date <= today + 2
       and i.reminded_on is distinct from today
       and app_private.checklist_task_applies_to_petition(i.petition_id, i.task_id)
    returning i.*
  loop
    for recipient in select app_private.checklist_item_recipients(item) loop
      perform app_private.notify_person(recipient, 'task-due',
        app_private.checklist_item_facts(item, jsonb_build_object('overdue', item.due_date < today)), item.petition_id, null);
    end loop;
    sent := sent + 1;
  end loop;
  return sent;
end;
$$;
comment on function app_private.send_checklist_reminders(date) is 'Notifies about open checklist items (of tasks that apply to their petition) due within two days of `today` or overdue, once per item and day (run by the task-reminders job).';

select app_private.refresh_case_list_tasks(array(
  select distinct i.petition_id from app_public.petition_checklist_items i where i.due_date is not null));

-- Down Migration
create or replace function app_private.send_checklist_reminders(today date) returns integer
  language plpgsql volatile
  security definer
  set search_path = pg_catalog
as $$
declare
  item app_public.petition_checklist_items;
  recipient uuid;
  sent integer := 0;
begin
  for item in
    update app_public.petition_checklist_items i set reminded_on = today
     where i.completed_at is null and i.due_date is not null and i.due_date <= today + 2
       and i.reminded_on is distinct from today
    returning i.*
  loop
    for recipient in select app_private.checklist_item_recipients(item) loop
      perform app_private.notify_person(recipient, 'task-due',
        app_private.checklist_item_facts(item, jsonb_build_object('overdue', item.due_date < today)), item.petition_id, null);
    end loop;
    sent := sent + 1;
  end loop;
  return sent;
end;
$$;
comment on function app_private.send_checklist_reminders(date) is 'Notifies about open checklist items due within two days of `today` or overdue, once per item and day (run by the task-reminders job).';

drop trigger _952_case_list_tasks_changed on app_public.petitions;
drop function app_private.tg_case_list_tasks_petition_changed();

create or replace function app_private.refresh_case_list_tasks(petition_ids uuid[]) returns void
  language sql volatile
  security definer
  set search_path = pg_catalog
as $$
  insert into app_public.case_list_facts (petition_id, next_deadline, open_customer_items)
  select p.id,
         least((select min(t.due_date) from app_public.pending_petition_tasks t
                 where t.petition_id = p.id and t.completed_at is null),
               (select min(i.due_date) from app_public.petition_checklist_items i
                 where i.petition_id = p.id and i.completed_at is null)),
         (select count(*) from app_public.pending_petition_tasks t
           where t.petition_id = p.id and t.completed_at is null and t.party in ('BENEFICIARY', 'PETITIONER'))
    from app_public.petitions p join unnest(petition_ids) as changed (id) on changed.id = p.id
  on conflict (petition_id) do update
    set next_deadline = excluded.next_deadline, open_customer_items = excluded.open_customer_items;
$$;
select app_private.refresh_case_list_tasks(array(
  select distinct i.petition_id from app_public.petition_checklist_items i where i.due_date is not null));

drop trigger _150_task_applies on app_public.petition_checklist_items;
drop function app_private.tg_checklist_item_task_applies();

create or replace function app_private.tick_checklist_item(petition_id uuid, code text, by_user uuid) returns void
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
declare
  v_task uuid;
begin
  select t.id into v_task from app_public.checklist_tasks t where t.code = tick_checklist_item.code;
  if v_task is null or app_private.current_user_id() is null then
    return;
  end if;
  update app_public.petition_checklist_items i set completed_at = now(), completed_by = by_user
  where i.petition_id = tick_checklist_item.petition_id and i.task_id = v_task and i.module_id is null
    and i.completed_at is null;
  if not found then
    insert into app_public.petition_checklist_items (petition_id, task_id, completed_at, completed_by)
    select tick_checklist_item.petition_id, v_task, now(), by_user
    where not exists (select 1 from app_public.petition_checklist_items i
                      where i.petition_id = tick_checklist_item.petition_id and i.task_id = v_task and i.module_id is null);
  end if;
end;
$$;
comment on function app_private.tick_checklist_item(uuid, text, uuid) is
  'Ticks the staff checklist item of the code on the petition (first time kept): events record themselves.';

drop function app_private.checklist_task_applies_to_petition(uuid, uuid);
drop function app_private.checklist_task_applies(text, text, boolean);
