-- Up Migration
-- Live updates of the petition workspace's side panels (issue 11): notes, pending tasks and checklist items
-- notify the petition's builder_petition topic (migration 0010), so the staff page sees a task the
-- beneficiary completes on Action Items, or a note another staff member adds, without a reload.
-- The subscription re-reads the petition under RLS, so the payload leaks nothing.

create trigger _900_notify after insert or update or delete on app_public.notes
  for each row execute function app_private.tg_notify_topics('builder_petition', 'petition_id');
create trigger _900_notify after insert or update or delete on app_public.pending_petition_tasks
  for each row execute function app_private.tg_notify_topics('builder_petition', 'petition_id');
create trigger _900_notify after insert or update or delete on app_public.petition_checklist_items
  for each row execute function app_private.tg_notify_topics('builder_petition', 'petition_id');

-- Down Migration
drop trigger _900_notify on app_public.petition_checklist_items;
drop trigger _900_notify on app_public.pending_petition_tasks;
drop trigger _900_notify on app_public.notes;
