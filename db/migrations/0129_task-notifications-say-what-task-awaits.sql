-- Up Migration
-- A customer's task e-mails in her language (2026-12-06, twenty-sixth session).
--
-- 0126 lets the portal word an app-written task title (title_generated) again in the customer's language from what
-- the task waits for. The notifications of a task (task-assigned, task-due) carried only its English content, so
-- the bell and the e-mails quoted it in English. They now carry what the wording needs as well: whether the title is
-- the app's, what the task awaits, and the awaited exhibit's name and type. Staff's own words (title_generated false)
-- add nothing: they are quoted as written. Notifications already sent keep their data (they read in English).

-- The facts of a task's title, for its notifications' data: empty for staff's own words.
create function app_private.task_title_facts(task app_public.pending_petition_tasks) returns jsonb
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select case when task.title_generated then
    jsonb_strip_nulls(jsonb_build_object(
      'titleGenerated', true,
      'awaitedKind', task.awaited_kind,
      'awaitedType', task.awaited_type,
      'exhibitName', e.name,
      'exhibitType', e.exhibit_type))
  else '{}'::jsonb end
  from (select 1) one
  left join app_public.exhibits e on e.id = task.exhibit_id;
$$;
comment on function app_private.task_title_facts(app_public.pending_petition_tasks) is 'What a task-assigned or task-due notification needs to word an app-written task title in the reader''s language (0126): empty for staff''s own words.';

-- 0048's trigger, with the title's facts.
create or replace function app_private.tg_task_assigned_notifies() returns trigger
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
      jsonb_build_object('task', left(new.content, 140), 'dueDate', new.due_date)
        || app_private.task_title_facts(new), new.petition_id, null);
  end loop;
  return null;
end;
$$;

-- 0048's reminder run, with the title's facts.
create or replace function app_private.send_task_reminders(today date) returns integer
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
                           'overdue', task.due_date < today) || app_private.task_title_facts(task),
        task.petition_id, null);
    end loop;
    sent := sent + 1;
  end loop;
  return sent;
end;
$$;

-- Down Migration
create or replace function app_private.send_task_reminders(today date) returns integer
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
create or replace function app_private.tg_task_assigned_notifies() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  recipient uuid;
begin
  if new.completed_at is not null or app_private.current_user_id() is null then
    return null;
  end if;
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
drop function app_private.task_title_facts(app_public.pending_petition_tasks);
