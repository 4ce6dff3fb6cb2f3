-- Up Migration
-- Issue 30: checklist items are planned like pending tasks (migration 0048). The case checklist is the provider's
-- own work list (customers never read it, migration 0036), so an item is assigned to a staff member or to nobody
-- (the petition's attorney and success manager then hear about it). An item row exists from the first change in
-- its scope (ticked, noted or planned), as before.
--
-- Dated items take part in the caseload: the assignee is told when an item is assigned to them, the hourly reminder
-- job reminds about items due within two days or overdue once per item and day, and the staff case list's next
-- deadline and "overdue" count open items' dates beside open tasks' (migration 0050).

alter table app_public.petition_checklist_items
  add column due_date date constraint petition_checklist_items_due_date_range
    check (due_date between date '2000-01-01' and date '2100-12-31'),
  add column priority text not null default 'normal'
    constraint petition_checklist_items_priority check (priority in ('low', 'normal', 'high')),
  add column assignee_id uuid references app_public.users (id) on delete set null,
  add column reminded_on date;
comment on column app_public.petition_checklist_items.due_date is 'When the item is due (a calendar date); null: no due date.';
comment on column app_public.petition_checklist_items.priority is 'low, normal or high (the domain''s TASK_PRIORITY_LABELS word them).';
comment on column app_public.petition_checklist_items.assignee_id is 'The staff member the item is assigned to; null: the petition''s attorney and success manager.';
comment on column app_public.petition_checklist_items.reminded_on is E'@behavior -insert -update\nThe day the last due-soon or overdue reminder went out (at most one a day).';
create index petition_checklist_items_assignee_id_idx on app_public.petition_checklist_items (assignee_id);
create index petition_checklist_items_open_due_idx on app_public.petition_checklist_items (due_date)
  where completed_at is null and due_date is not null;
create index petition_checklist_items_open_petition_due_idx on app_public.petition_checklist_items (petition_id, due_date)
  where completed_at is null;

-- Only staff can be assigned (the same rule as tasks; the error names this table's rule).
create function app_private.tg_checklist_assignee_is_staff() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  if new.assignee_id is not null and not exists (select 1 from app_public.admins a where a.user_id = new.assignee_id) then
    raise exception 'A checklist item can be assigned only to a staff member' using errcode = '23514',
      constraint = 'petition_checklist_items_assignee_is_staff';
  end if;
  return new;
end;
$$;
create trigger _160_assignee_is_staff before insert or update of assignee_id on app_public.petition_checklist_items
  for each row execute function app_private.tg_checklist_assignee_is_staff();

-- The reminder job's bookkeeping is no change anybody needs in the petition's history (as for tasks, 0048).
drop trigger _900_record_change on app_public.petition_checklist_items;
drop trigger _900_record_delete on app_public.petition_checklist_items;
create trigger _900_record_change after insert or update on app_public.petition_checklist_items
  for each row execute function app_private.tg_record_petition_change('reminded_on');
create trigger _900_record_delete before delete on app_public.petition_checklist_items
  for each row execute function app_private.tg_record_petition_change('reminded_on');

-- Whom an item concerns: its assignee, else the petition's attorney and success manager.
create function app_private.checklist_item_recipients(item app_public.petition_checklist_items) returns setof uuid
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select distinct recipient from (
    select item.assignee_id as recipient where item.assignee_id is not null
    union all
    select unnest(array[p.oa_user_id, p.csm_user_id]) from app_public.petitions p
     where item.assignee_id is null and p.id = item.petition_id
  ) r where recipient is not null;
$$;

-- The words of an item in a notification: its checklist task's label ("File the I-129"). `checklist: true` makes
-- the notification open the workspace's Checklist panel rather than Pending tasks.
create function app_private.checklist_item_facts(item app_public.petition_checklist_items, extra jsonb) returns jsonb
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select jsonb_build_object('task', left(t.label, 140), 'dueDate', item.due_date, 'checklist', true) || extra
    from app_public.checklist_tasks t where t.id = item.task_id;
$$;

-- Assigning an open item to someone tells them (not the one assigning, notify_person); seeds tell nobody.
create function app_private.tg_checklist_assigned_notifies() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  if new.assignee_id is null or new.completed_at is not null or app_private.current_user_id() is null then
    return null;
  end if;
  if tg_op = 'UPDATE' and new.assignee_id is not distinct from old.assignee_id then
    return null;
  end if;
  perform app_private.notify_person(new.assignee_id, 'task-assigned',
    app_private.checklist_item_facts(new, '{}'::jsonb), new.petition_id, null);
  return null;
end;
$$;
create trigger _800_notify_people after insert or update of assignee_id on app_public.petition_checklist_items
  for each row execute function app_private.tg_checklist_assigned_notifies();

-- The reminder run for checklist items, beside send_task_reminders (0048): every open item due by `today + 2` not
-- yet reminded today, once; answers how many items. The same update both marks and selects, so two runs of one day
-- (two replicas, or an hourly tick after a restart) remind once.
create function app_private.send_checklist_reminders(today date) returns integer
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

-- The case list's figures now count open checklist items' dates in the next deadline (0050's function, restated
-- with the checklist's minimum; the customer items stay the customer side's open tasks).
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

-- Checklist changes refresh the figures as task changes do (0050's statement trigger functions read only
-- petition_id from the transition tables, so they serve this table too).
create trigger _950_case_list_inserted after insert on app_public.petition_checklist_items
  referencing new table as new_rows for each statement execute function app_private.tg_case_list_tasks_inserted();
create trigger _950_case_list_updated after update on app_public.petition_checklist_items
  referencing new table as new_rows old table as old_rows
  for each statement execute function app_private.tg_case_list_tasks_updated();
create trigger _950_case_list_deleted after delete on app_public.petition_checklist_items
  referencing old table as old_rows for each statement execute function app_private.tg_case_list_tasks_deleted();

select app_private.refresh_case_list_tasks(array(
  select distinct i.petition_id from app_public.petition_checklist_items i where i.due_date is not null));

-- Down Migration
drop trigger _950_case_list_inserted on app_public.petition_checklist_items;
drop trigger _950_case_list_updated on app_public.petition_checklist_items;
drop trigger _950_case_list_deleted on app_public.petition_checklist_items;
create or replace function app_private.refresh_case_list_tasks(petition_ids uuid[]) returns void
  language sql volatile
  security definer
  set search_path = pg_catalog
as $$
  insert into app_public.case_list_facts (petition_id, next_deadline, open_customer_items)
  select p.id,
         (select min(t.due_date) from app_public.pending_petition_tasks t
           where t.petition_id = p.id and t.completed_at is null),
         (select count(*) from app_public.pending_petition_tasks t
           where t.petition_id = p.id and t.completed_at is null and t.party in ('BENEFICIARY', 'PETITIONER'))
    from app_public.petitions p join unnest(petition_ids) as changed (id) on changed.id = p.id
  on conflict (petition_id) do update
    set next_deadline = excluded.next_deadline, open_customer_items = excluded.open_customer_items;
$$;
drop function app_private.send_checklist_reminders(date);
drop trigger _800_notify_people on app_public.petition_checklist_items;
drop function app_private.tg_checklist_assigned_notifies();
drop function app_private.checklist_item_facts(app_public.petition_checklist_items, jsonb);
drop function app_private.checklist_item_recipients(app_public.petition_checklist_items);
drop trigger _900_record_change on app_public.petition_checklist_items;
drop trigger _900_record_delete on app_public.petition_checklist_items;
create trigger _900_record_change after insert or update on app_public.petition_checklist_items
  for each row execute function app_private.tg_record_petition_change();
create trigger _900_record_delete before delete on app_public.petition_checklist_items
  for each row execute function app_private.tg_record_petition_change();
drop trigger _160_assignee_is_staff on app_public.petition_checklist_items;
drop function app_private.tg_checklist_assignee_is_staff();
alter table app_public.petition_checklist_items
  drop column reminded_on, drop column assignee_id, drop column priority, drop column due_date;
