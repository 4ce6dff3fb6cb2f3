-- Up Migration
-- Issue 30: working a caseload. Pending tasks get a due date, a priority and (for the provider's own tasks) the
-- staff member they are assigned to; customers' tasks keep being assigned to a side (party, migration 0036).
-- People are told: a task assigned to a staff member, or a new task for a customer's side, makes a notification
-- (migration 0047); a daily reminder job (graphile-worker cron, apps/api/src/jobs/task-reminders.ts) tells the
-- people concerned about tasks due within two days or overdue, once per task and day, however many replicas or
-- runs there are (reminded_on is set in the same statement that notifies).
--
-- Due dates are calendar dates (no time of day): "due 03/14/2026" means by the end of that day, wherever the
-- person is. The range check is the domain's taskDueDateSchema (2000-01-01 to 2100-12-31).

alter table app_public.pending_petition_tasks
  add column due_date date constraint pending_petition_tasks_due_date_range
    check (due_date between date '2000-01-01' and date '2100-12-31'),
  add column priority text not null default 'normal'
    constraint pending_petition_tasks_priority check (priority in ('low', 'normal', 'high')),
  add column assignee_id uuid references app_public.users (id) on delete set null,
  add column reminded_on date;
comment on column app_public.pending_petition_tasks.due_date is 'When the task is due (a calendar date); null: no due date.';
comment on column app_public.pending_petition_tasks.priority is 'low, normal or high (the domain''s TASK_PRIORITY_LABELS word them).';
comment on column app_public.pending_petition_tasks.assignee_id is 'The staff member a task of the provider''s own is assigned to; null: the team.';
comment on column app_public.pending_petition_tasks.reminded_on is E'@behavior -insert -update\nThe day the last due-soon or overdue reminder went out (at most one a day).';
create index pending_petition_tasks_assignee_id_idx on app_public.pending_petition_tasks (assignee_id);
create index pending_petition_tasks_open_due_idx on app_public.pending_petition_tasks (due_date)
  where completed_at is null and due_date is not null;

-- Due date, priority and assignee are staff's choice, like the content; reminded_on is the reminder job's.
create trigger _202_staff_only_planning before update on app_public.pending_petition_tasks
  for each row execute function app_private.tg_staff_only_columns('due_date', 'priority', 'assignee_id', 'reminded_on');

-- The reminder job's bookkeeping is no change anybody needs in the petition's history (migration 0026).
drop trigger _900_record_change on app_public.pending_petition_tasks;
drop trigger _900_record_delete on app_public.pending_petition_tasks;
create trigger _900_record_change after insert or update on app_public.pending_petition_tasks
  for each row execute function app_private.tg_record_petition_change('reminded_on');
create trigger _900_record_delete before delete on app_public.pending_petition_tasks
  for each row execute function app_private.tg_record_petition_change('reminded_on');

-- Only staff can be assigned a task (customers' tasks go to their side).
create function app_private.tg_task_assignee_is_staff() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  if new.assignee_id is not null and not exists (select 1 from app_public.admins a where a.user_id = new.assignee_id) then
    raise exception 'A task can be assigned only to a staff member' using errcode = '23514',
      constraint = 'pending_petition_tasks_assignee_is_staff';
  end if;
  return new;
end;
$$;
create trigger _160_assignee_is_staff before insert or update of assignee_id on app_public.pending_petition_tasks
  for each row execute function app_private.tg_task_assignee_is_staff();

alter table app_public.notifications drop constraint notifications_kind_check;
alter table app_public.notifications add constraint notifications_kind_check
  check (kind in ('support-reply', 'status-changed', 'document-uploaded', 'task-assigned', 'task-due'));

-- The people a task concerns: its assignee; else, for a customer's side, the beneficiary or the petitioner's
-- members; else (the provider's own, unassigned) the petition's attorney and success manager.
create function app_private.task_recipients(task app_public.pending_petition_tasks) returns setof uuid
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select distinct recipient from (
    select task.assignee_id as recipient where task.assignee_id is not null
    union all
    select p.beneficiary_id from app_public.petitions p
     where task.assignee_id is null and task.party = 'BENEFICIARY' and p.id = task.petition_id
    union all
    select cm.user_id from app_public.petitions p join app_public.company_members cm on cm.company_id = p.company_id
     where task.assignee_id is null and task.party = 'PETITIONER' and p.id = task.petition_id
    union all
    select unnest(array[p.oa_user_id, p.csm_user_id]) from app_public.petitions p
     where task.assignee_id is null and task.party = 'PLYMOUTH' and p.id = task.petition_id
  ) r where recipient is not null;
$$;

create function app_private.tg_task_assigned_notifies() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  recipient uuid;
begin
  -- Tasks written by nobody in particular (seeds, migrations) tell nobody: the demo data would flood every bell.
  if new.completed_at is not null or app_private.current_user_id() is null then
    return null;
  end if;
  -- A new task tells the people it concerns; a change of assignee tells the new assignee.
  if tg_op = 'UPDATE' and (new.assignee_id is not distinct from old.assignee_id or new.assignee_id is null) then
    return null;
  end if;
  for recipient in select app_private.task_recipients(new) loop
    perform app_private.notify_person(recipient, 'task-assigned',
      jsonb_build_object('task', left(new.content, 140), 'dueDate', new.due_date), new.petition_id, null);
  end loop;
  return null;
end;
$$;
create trigger _800_notify_people after insert or update of assignee_id on app_public.pending_petition_tasks
  for each row execute function app_private.tg_task_assigned_notifies();

-- The reminder run: every open task due by `today + 2` not yet reminded today, once; answers how many tasks.
create function app_private.send_task_reminders(today date) returns integer
  language plpgsql volatile
  security definer
  set search_path = pg_catalog
as $$
declare
  task app_public.pending_petition_tasks;
  recipient uuid;
  sent integer := 0;
begin
  for task in
    update app_public.pending_petition_tasks t set reminded_on = today
     where t.completed_at is null and t.due_date is not null and t.due_date <= today + 2
       and t.reminded_on is distinct from today
    returning t.*
  loop
    for recipient in select app_private.task_recipients(task) loop
      perform app_private.notify_person(recipient, 'task-due',
        jsonb_build_object('task', left(task.content, 140), 'dueDate', task.due_date,
                           'overdue', task.due_date < today), task.petition_id, null);
    end loop;
    sent := sent + 1;
  end loop;
  return sent;
end;
$$;
comment on function app_private.send_task_reminders(date) is 'Notifies about open tasks due within two days of `today` or overdue, once per task and day (run by the task-reminders job).';

-- Down Migration
drop function app_private.send_task_reminders(date);
drop trigger _800_notify_people on app_public.pending_petition_tasks;
drop function app_private.tg_task_assigned_notifies();
drop function app_private.task_recipients(app_public.pending_petition_tasks);
delete from app_public.notifications where kind in ('task-assigned', 'task-due');
alter table app_public.notifications drop constraint notifications_kind_check;
alter table app_public.notifications add constraint notifications_kind_check
  check (kind in ('support-reply', 'status-changed', 'document-uploaded'));
drop trigger _160_assignee_is_staff on app_public.pending_petition_tasks;
drop function app_private.tg_task_assignee_is_staff();
drop trigger _202_staff_only_planning on app_public.pending_petition_tasks;
drop trigger _900_record_change on app_public.pending_petition_tasks;
drop trigger _900_record_delete on app_public.pending_petition_tasks;
create trigger _900_record_change after insert or update on app_public.pending_petition_tasks
  for each row execute function app_private.tg_record_petition_change();
create trigger _900_record_delete before delete on app_public.pending_petition_tasks
  for each row execute function app_private.tg_record_petition_change();
alter table app_public.pending_petition_tasks
  drop column reminded_on, drop column assignee_id, drop column priority, drop column due_date;
