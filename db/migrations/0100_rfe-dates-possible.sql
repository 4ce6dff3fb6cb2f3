-- Up Migration
-- An RFE's dates must be possible (docs/decisions.md, "An RFE's dates are possible ones"): staff opened an RFE whose
-- response was due eleven months earlier (the year mistyped, a common slip in December) and the hourly reminders
-- called it overdue at once; a due date of 2099 or an RFE received next year were stored as well. The rules are
-- packages/domain/src/rfe.ts's rfeResponseSchema, in its words (RFE_TEXTS):
--
-- 1. A response is due at most RFE_RESPONSE_DAYS_MAX (87) days after the RFE was received: USCIS gives 12 weeks and 3
--    days for mail. With no received date, at most 87 days after the day the due date is set (the trigger below).
-- 2. An RFE was not received after today, nor answered after today (the customer is told "we sent our response to
--    USCIS's Request for Evidence on …" from the answered date, migration 0073).
-- 3. A due date set on an open RFE (opening it, or changing the date) has not passed. An RFE whose due date passed while
--    it was open keeps it: its other dates can still be saved and it can still be answered or reopened.
--
-- 2 and 3 read the clock (and 4, below, other rows), so they are a trigger, not checks (as migrations 0037 and 0069), raising SQLSTATE 23514 with
-- the domain's sentence, which the API passes on as it is. "Today" is the UTC date, as for USCIS statuses (0069); a
-- due date of the day before it is still accepted, since a U.S. afternoon is already the next day in UTC. Rows stored
-- before this migration are checked only when they are written again: the check is added NOT VALID, so a deployment
-- holding an impossible pair of dates still migrates (PostgreSQL checks such a row again when it is updated).
alter table app_public.rfe_responses add constraint rfe_responses_due_within_response_time
  check (received_date is null or due_date <= received_date + 87) not valid;

create function app_private.tg_rfe_dates_possible() returns trigger
  language plpgsql
  security definer -- reads the RFE's tasks whoever writes (only staff do)
  set search_path = pg_catalog
as $$
declare
  today date := (now() at time zone 'utc')::date;
  latest_task date;
  due_set boolean := new.answered_on is null
    and (tg_op = 'INSERT' or new.due_date is distinct from old.due_date);
begin
  if new.received_date is not null and new.received_date > today
     and (tg_op = 'INSERT' or new.received_date is distinct from old.received_date) then
    raise exception 'The RFE cannot have been received after today.' using errcode = '23514';
  end if;
  if new.answered_on is not null and new.answered_on > today
     and (tg_op = 'INSERT' or new.answered_on is distinct from old.answered_on) then
    raise exception 'The RFE cannot have been answered after today.' using errcode = '23514';
  end if;
  if due_set and new.due_date < today - 1 then
    raise exception 'The response due date has already passed: check the date on the notice.' using errcode = '23514';
  end if;
  if due_set and new.received_date is null and new.due_date > today + 87 then
    raise exception 'USCIS gives at most 87 days (12 weeks, and 3 for mail) to respond: check the due date on the notice.'
      using errcode = '23514';
  end if;
  -- Rule 4 (below) from the RFE's side: its due date is not moved before an open task of its items is due.
  if due_set and tg_op = 'UPDATE' then
    select max(t.due_date) into latest_task
      from app_public.pending_petition_tasks t join app_public.rfe_deficiencies d on d.id = t.rfe_deficiency_id
     where d.rfe_response_id = new.id and t.completed_at is null and t.closed_reason is null;
    if latest_task > new.due_date then
      raise exception 'A task for this RFE is due on %: move its due date first, so the response is not due before it.',
        to_char(latest_task, 'MM/DD/YYYY') using errcode = '23514';
    end if;
  end if;
  return new;
end;
$$;
comment on function app_private.tg_rfe_dates_possible() is
  'Refuses an RFE received or answered after today, and a due date set on an open RFE that has passed or, without a received date, is more than 87 days away (migration 0100).';
create trigger _300_dates_possible before insert or update of received_date, due_date, answered_on
  on app_public.rfe_responses
  for each row execute function app_private.tg_rfe_dates_possible();

-- 4. A task for an open RFE's item is due by the day the response is due (rfeTaskDueProblem): a customer's task due
--    after it asks for evidence that would reach USCIS too late, and reminds them after the deadline. Checked when a
--    task's due date or item is written; the sentence names the RFE's due date as the domain writes it. From the RFE's
--    side, the trigger above refuses moving its due date before an open task's (rfeDueBeforeTasksText).
create function app_private.tg_rfe_task_due_by_response() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  response_due date;
begin
  if new.rfe_deficiency_id is null or new.due_date is null then
    return new;
  end if;
  select r.due_date into response_due
    from app_public.rfe_deficiencies d join app_public.rfe_responses r on r.id = d.rfe_response_id
   where d.id = new.rfe_deficiency_id and r.answered_on is null;
  if response_due is not null and new.due_date > response_due then
    raise exception 'A task for this RFE must be due by %, the day its response is due.', to_char(response_due, 'MM/DD/YYYY')
      using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function app_private.tg_rfe_task_due_by_response() is
  'Refuses a task for an open RFE''s item due after the RFE''s response (migration 0100).';
create trigger _205_rfe_task_due_by_response before insert or update of due_date, rfe_deficiency_id
  on app_public.pending_petition_tasks
  for each row execute function app_private.tg_rfe_task_due_by_response();

-- Down Migration
drop trigger _205_rfe_task_due_by_response on app_public.pending_petition_tasks;
drop function app_private.tg_rfe_task_due_by_response();
drop trigger _300_dates_possible on app_public.rfe_responses;
drop function app_private.tg_rfe_dates_possible();
alter table app_public.rfe_responses drop constraint rfe_responses_due_within_response_time;
