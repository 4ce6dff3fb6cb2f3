-- Up Migration
-- Action items in the customer's language (2026-12-06 walk in Spanish and Chinese).
--
-- A task's content is the words it was written in. Staff's own words stay as they wrote them; but some titles
-- are the app's: the request to sign a form (request_form_signature, 0087/0093/0121), to review descriptions
-- (request_description_review, 0091), and tasks made for what they wait for ("Finish the High Remuneration part
-- of your checklist", "Upload: Org chart"). For those the customer's pages word the title again from what the task
-- waits for (awaited_kind, awaited_type, exhibit_id) in the reader's language; staff screens, e-mails and history
-- keep content, in English. title_generated says which is which: the app sets it when it writes the words, and it
-- drops when staff rewrite them, so a person's words are never replaced.

alter table app_public.pending_petition_tasks
  add column title_generated boolean not null default false;
comment on column app_public.pending_petition_tasks.title_generated is E'@omit create,update\nWhether content is the app''s own wording of what the task waits for (awaited_kind, awaited_type, exhibit_id): customers read that title in their language. False: the words are staff''s, shown as written. Set by the functions that write such tasks; cleared when staff change the content.';

-- Only a task that waits for something can be worded from it.
alter table app_public.pending_petition_tasks add constraint pending_petition_tasks_title_generated_check
  check (not title_generated or awaited_kind is not null);

-- Staff who rewrite an app-worded title make it theirs: the customer then reads their words. The flag is the
-- app's, so no one else sets it (staff-only, and omitted from GraphQL's create and update).
create function app_private.tg_pending_task_title_rewritten() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if new.content is distinct from old.content and new.title_generated is not distinct from old.title_generated then
    new.title_generated := false;
  end if;
  return new;
end;
$$;
create trigger _190_title_rewritten before update on app_public.pending_petition_tasks
  for each row execute function app_private.tg_pending_task_title_rewritten();
create trigger _202_staff_only_title_generated before update on app_public.pending_petition_tasks
  for each row execute function app_private.tg_staff_only_columns('title_generated');

-- The two functions that word their tasks say so (patched in place, as 0119 and 0121 do).
do $$
declare
  definition text := pg_get_functiondef('app_public.request_form_signature(uuid, text)'::regprocedure);
  patched text := replace(replace(definition,
    'insert into app_public.pending_petition_tasks (petition_id, content, party, awaited_kind, awaited_type, created_by)',
    'insert into app_public.pending_petition_tasks (petition_id, content, party, awaited_kind, awaited_type, created_by, title_generated)'),
    '''SIGNED_FORM'', request_form_signature.form, app_private.current_user_id())',
    '''SIGNED_FORM'', request_form_signature.form, app_private.current_user_id(), true)');
begin
  if patched = definition or patched not like '%current_user_id(), true)%' then
    raise exception 'request_form_signature has no task insert (0093) to mark';
  end if;
  execute patched;
end;
$$;
do $$
declare
  definition text := pg_get_functiondef('app_public.request_description_review(uuid)'::regprocedure);
  patched text := replace(replace(definition,
    'insert into app_public.pending_petition_tasks (petition_id, content, party, awaited_kind, created_by)',
    'insert into app_public.pending_petition_tasks (petition_id, content, party, awaited_kind, created_by, title_generated)'),
    $x$'DESCRIPTION_REVIEW',
            app_private.current_user_id())$x$,
    $x$'DESCRIPTION_REVIEW',
            app_private.current_user_id(), true)$x$);
begin
  if patched = definition or patched not like '%current_user_id(), true)%' then
    raise exception 'request_description_review has no task insert (0091) to mark';
  end if;
  execute patched;
end;
$$;

-- Existing tasks whose words are exactly the app's wording of what they wait for are the app's.
update app_public.pending_petition_tasks t
set title_generated = true
where t.awaited_kind is not null
  and t.content = case t.awaited_kind
    when 'SIGNED_FORM' then 'Sign the '
      || case t.awaited_type when 'g-28-i-765' then 'G-28 for the I-765' else upper(t.awaited_type) end
      || ' and upload the signed copy'
    when 'DESCRIPTION_REVIEW' then 'Review and approve the draft exhibit descriptions'
    when 'ONBOARDING_MODULE' then 'Finish the ' || app_private.onboarding_module_title(t.awaited_type) || ' part of your checklist'
    else 'Upload: ' || (select e.name from app_public.exhibits e where e.id = t.exhibit_id)
  end;

-- Down Migration
do $$
declare
  definition text := pg_get_functiondef('app_public.request_description_review(uuid)'::regprocedure);
begin
  execute replace(replace(definition,
    'insert into app_public.pending_petition_tasks (petition_id, content, party, awaited_kind, created_by, title_generated)',
    'insert into app_public.pending_petition_tasks (petition_id, content, party, awaited_kind, created_by)'),
    $x$'DESCRIPTION_REVIEW',
            app_private.current_user_id(), true)$x$,
    $x$'DESCRIPTION_REVIEW',
            app_private.current_user_id())$x$);
end;
$$;
do $$
declare
  definition text := pg_get_functiondef('app_public.request_form_signature(uuid, text)'::regprocedure);
begin
  execute replace(replace(definition,
    'insert into app_public.pending_petition_tasks (petition_id, content, party, awaited_kind, awaited_type, created_by, title_generated)',
    'insert into app_public.pending_petition_tasks (petition_id, content, party, awaited_kind, awaited_type, created_by)'),
    '''SIGNED_FORM'', request_form_signature.form, app_private.current_user_id(), true)',
    '''SIGNED_FORM'', request_form_signature.form, app_private.current_user_id())');
end;
$$;
drop trigger _202_staff_only_title_generated on app_public.pending_petition_tasks;
drop trigger _190_title_rewritten on app_public.pending_petition_tasks;
drop function app_private.tg_pending_task_title_rewritten();
alter table app_public.pending_petition_tasks drop column title_generated;
