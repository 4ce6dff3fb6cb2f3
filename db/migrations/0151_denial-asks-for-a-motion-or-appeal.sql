-- Up Migration
-- A denial has a deadline: a motion to reopen or reconsider, or an appeal, on Form I-290B must reach USCIS within 30
-- days of the decision (33 when it was mailed; 8 CFR 103.3(a)(2)(i), 103.5(a)(1)(i), 103.8(b)). The app recorded
-- "Case Was Denied" and let staff set the case Denied, and then nothing reminded anyone of the 30 days.
--
-- When a petition's status becomes Denied, staff get a task (party PLYMOUTH: the customers never see it), high
-- priority, assigned to the case's attorney when one is set, due 30 days after the denial: the date of the newest
-- USCIS status saying the case was denied, else the day staff set the status. The existing due-soon and overdue
-- reminders, the case list's next deadline and the assignee's notification carry it. Set Denied again after a change
-- of mind, the task is not made twice (the same words on the same petition, open or done).

create function app_private.tg_denial_asks_for_a_motion_or_appeal() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
declare
  task_text constant text := 'Decide with the petitioner on a motion or appeal (Form I-290B): USCIS must receive it '
    'within 30 days of the denial (33 if the decision was mailed)';
  denied_on date;
begin
  select s.status_date into denied_on
    from app_public.uscis_case_statuses s
   where s.petition_id = new.id and s.status ~* '\mdenied\M' and s.status !~* '\mrevoked\M'
   order by s.status_date desc nulls last, s.created_at desc
   limit 1;
  insert into app_public.pending_petition_tasks (petition_id, content, party, due_date, priority, assignee_id, created_by)
  select new.id, task_text, 'PLYMOUTH', coalesce(denied_on, current_date) + 30, 'high',
         (select a.user_id from app_public.admins a where a.user_id = new.oa_user_id),
         app_private.current_user_id()
   where not exists (select 1 from app_public.pending_petition_tasks t
                      where t.petition_id = new.id and t.party = 'PLYMOUTH' and t.content = task_text);
  return null;
end;
$$;
comment on function app_private.tg_denial_asks_for_a_motion_or_appeal() is
  'A petition set Denied gets staff''s task to decide on a motion or appeal (I-290B), due 30 days after the denial.';

create trigger _958_denial_asks_for_a_motion_or_appeal
  after update of status on app_public.petitions
  for each row when (new.status = 'DENIED' and old.status is distinct from 'DENIED')
  execute function app_private.tg_denial_asks_for_a_motion_or_appeal();

-- Down Migration
drop trigger _958_denial_asks_for_a_motion_or_appeal on app_public.petitions;
drop function app_private.tg_denial_asks_for_a_motion_or_appeal();
