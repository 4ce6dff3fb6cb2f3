-- Up Migration
-- The customer reviews the exhibit descriptions staff wrote (spec 1: display statuses 'customer-approved' and
-- 'edit-requested', record status REVIEW_EXHIBIT_DESCRIPTION; docs/decisions.md "Customers review exhibit
-- descriptions").
--
-- Staff ask from the exhibit in the petition workspace ("Ask the beneficiary to review"): request_description_review
-- records the request here, sets the exhibit's record status to REVIEW_EXHIBIT_DESCRIPTION and its display status to
-- 'drafted', and opens the reviewing party's action item (pending_petition_tasks, awaited_kind DESCRIPTION_REVIEW: one
-- per petition and party, however many exhibits wait). Who reviews follows who owns the exhibit: the company's
-- (owned_by PETITIONER) by the petitioner's ADMIN/MEMBER, any other (the beneficiary's, or the provider's shown to
-- customers) by the beneficiary. The customer answers with review_exhibit_description: approved, or an edit asked
-- for with a comment (who and when kept). The answer sets the display status ('customer-approved' or
-- 'edit-requested'), tells the staff on the case (in-app notification 'description-reviewed'), and the action item
-- closes by itself once nothing of that party is left to review. Staff asking again (after rewriting the
-- description) clears the answer and opens the item again.

create table app_public.exhibit_description_reviews (
  exhibit_id uuid primary key references app_public.exhibits (id) on delete cascade,
  -- The record's own id, as the petition's change history (0051's tg_record_petition_change) names each change.
  id uuid not null default gen_random_uuid() unique,
  petition_id uuid not null references app_public.petitions (id) on delete cascade,
  party app_public.owned_by not null constraint exhibit_description_reviews_customer_party
    check (party in ('BENEFICIARY', 'PETITIONER')),
  task_id uuid references app_public.pending_petition_tasks (id) on delete set null,
  requested_by uuid references app_public.users (id) on delete set null,
  requested_at timestamptz not null default now(),
  decision text constraint exhibit_description_reviews_decision_known check (decision in ('approved', 'edit-requested')),
  comment text,
  decided_by uuid references app_public.users (id) on delete set null,
  decided_at timestamptz,
  constraint exhibit_description_reviews_decided check ((decision is null) = (decided_at is null)),
  -- The rule of packages/domain descriptionEditCommentSchema: an edit request says what to change, in 1–1000
  -- characters; an approval carries no comment.
  constraint exhibit_description_reviews_comment check (
    case decision
      when 'edit-requested' then comment is not null and char_length(btrim(comment)) between 1 and 1000
      else comment is null
    end)
);
comment on table app_public.exhibit_description_reviews is E'@behavior -insert -update -delete\nA customer''s review of an exhibit description staff wrote: asked by requestDescriptionReview (staff), answered by reviewExhibitDescription (the beneficiary, or the petitioner''s ADMIN/MEMBER for the company''s exhibits).';
comment on column app_public.exhibit_description_reviews.petition_id is 'The exhibit''s petition (copied when asked, so access checks need no join).';
comment on column app_public.exhibit_description_reviews.party is 'Who reviews: BENEFICIARY, or PETITIONER (the company''s team) for an exhibit the company owns.';
comment on column app_public.exhibit_description_reviews.task_id is 'The reviewing party''s action item (closes when nothing of theirs is left to review).';
comment on column app_public.exhibit_description_reviews.decision is 'approved or edit-requested; null while waiting for the customer.';
comment on column app_public.exhibit_description_reviews.comment is 'What the customer asks to change (an edit request only), 1–1000 characters.';
comment on column app_public.exhibit_description_reviews.decided_by is 'Who answered.';
create index exhibit_description_reviews_petition_id_idx on app_public.exhibit_description_reviews (petition_id, party);
create index exhibit_description_reviews_task_id_idx on app_public.exhibit_description_reviews (task_id);
create index exhibit_description_reviews_requested_by_idx on app_public.exhibit_description_reviews (requested_by);
create index exhibit_description_reviews_decided_by_idx on app_public.exhibit_description_reviews (decided_by);

alter table app_public.exhibit_description_reviews enable row level security;
grant select, insert, update, delete on app_public.exhibit_description_reviews to petition_studio_visitor;

-- As the action items (pending_petition_tasks' select_party / update_party): the party's people read, its editors answer.
create policy select_party on app_public.exhibit_description_reviews for select using (
  (select app_private.current_user_is_admin())
  or (party = 'BENEFICIARY' and petition_id in (select app_private.beneficiary_petition_ids()))
  or (party = 'PETITIONER' and petition_id in (select app_private.petitioner_petition_ids(false))));
comment on policy select_party on app_public.exhibit_description_reviews is 'Staff; the beneficiary their reviews, every member of the petitioner''s team the company''s.';
create policy update_party on app_public.exhibit_description_reviews for update using (
  (select app_private.current_user_is_admin())
  or (party = 'BENEFICIARY' and petition_id in (select app_private.beneficiary_petition_ids()))
  or (party = 'PETITIONER' and petition_id in (select app_private.petitioner_petition_ids(true))));
comment on policy update_party on app_public.exhibit_description_reviews is 'Staff; the beneficiary, or the petitioner''s ADMIN/MEMBER (not a VIEWER), answer (every other column is staff-only).';
create policy insert_staff on app_public.exhibit_description_reviews for insert with check ((select app_private.current_user_is_admin()));
comment on policy insert_staff on app_public.exhibit_description_reviews is 'Only staff ask for a review.';
create policy delete_staff on app_public.exhibit_description_reviews for delete using ((select app_private.current_user_is_admin()));
comment on policy delete_staff on app_public.exhibit_description_reviews is 'Only staff delete.';

-- The customer gives the decision and the comment, nothing else.
create trigger _200_staff_only_columns before update on app_public.exhibit_description_reviews
  for each row execute function app_private.tg_staff_only_columns(
    'exhibit_id', 'petition_id', 'party', 'task_id', 'requested_by', 'requested_at', 'decided_by', 'decided_at');

-- An answer records who and when (after the staff-only check, so these writes are the trigger's own).
create function app_private.tg_description_review_decided_by() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if new.decision is not null and (new.decision is distinct from old.decision or new.comment is distinct from old.comment) then
    new.decided_at := now();
    new.decided_by := app_private.current_user_id();
  end if;
  return new;
end;
$$;
create trigger _300_decided_by before update on app_public.exhibit_description_reviews
  for each row execute function app_private.tg_description_review_decided_by();

-- The party's action item closes once none of its reviews on the petition waits for an answer (as close_awaiting_tasks,
-- 0036: only with this flag may a customer's request close a task that waits for data).
create function app_private.close_finished_description_reviews(petition uuid, reviewer app_public.owned_by) returns void
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
begin
  if exists (select 1 from app_public.exhibit_description_reviews r
              where r.petition_id = petition and r.party = reviewer and r.decision is null) then
    return;
  end if;
  perform set_config('petition_studio.closing_tasks', 'on', true);
  update app_public.pending_petition_tasks t
     set completed_at = now(), completed_by = app_private.current_user_id()
   where t.petition_id = petition and t.party = reviewer and t.awaited_kind = 'DESCRIPTION_REVIEW' and t.completed_at is null;
  perform set_config('petition_studio.closing_tasks', '', true);
end;
$$;
comment on function app_private.close_finished_description_reviews(uuid, app_public.owned_by) is 'Closes the party''s "review the descriptions" item of a petition when none of its reviews is still waiting.';

-- An answer: the display status staff and the customer read, the staff on the case told, the item closed when done.
create function app_private.tg_description_review_answered() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
declare
  v_exhibit app_public.exhibits;
  v_petition app_public.petitions;
  v_reviewer text;
  v_staff uuid;
begin
  if tg_op = 'DELETE' then
    -- A petition being deleted takes its items with it.
    if not exists (select 1 from app_public.petitions p where p.id = old.petition_id) then
      return null;
    end if;
    perform app_private.close_finished_description_reviews(old.petition_id, old.party);
    return null;
  end if;
  if new.decision is null or (new.decision is not distinct from old.decision and new.comment is not distinct from old.comment) then
    return null;
  end if;
  update app_public.exhibits e
     set metadata = e.metadata || jsonb_build_object('status',
           case new.decision when 'approved' then 'customer-approved' else 'edit-requested' end)
   where e.id = new.exhibit_id
  returning * into v_exhibit;
  perform app_private.close_finished_description_reviews(new.petition_id, new.party);
  -- Answers written by nobody in particular (the demo seed) tell nobody.
  if app_private.current_user_id() is null then
    return null;
  end if;
  select * into v_petition from app_public.petitions p where p.id = new.petition_id;
  select u.full_name into v_reviewer from app_public.users u where u.id = app_private.current_user_id();
  -- The attorney, the success manager and whoever asked: one notification each.
  for v_staff in
    select distinct s from unnest(array[v_petition.oa_user_id, v_petition.csm_user_id, new.requested_by]) s
     where s is not null and exists (select 1 from app_public.admins a where a.user_id = s)
  loop
    perform app_private.notify_person(v_staff, 'description-reviewed',
      jsonb_build_object('decision', new.decision, 'exhibitName', v_exhibit.name, 'reviewer', v_reviewer,
                         'comment', case when new.comment is null then null
                                         else left(regexp_replace(new.comment, '\s+', ' ', 'g'), 140) end),
      new.petition_id, null);
  end loop;
  return null;
end;
$$;
create trigger _500_answered after update or delete on app_public.exhibit_description_reviews
  for each row execute function app_private.tg_description_review_answered();

-- The petition's change history keeps every request and answer (an answer's comment stays there after staff ask again).
create trigger _900_record_change after insert or update on app_public.exhibit_description_reviews
  for each row execute function app_private.tg_record_petition_change();
create trigger _900_record_delete before delete on app_public.exhibit_description_reviews
  for each row execute function app_private.tg_record_petition_change();

-- Live updates: the workspace (builder_petition) and the customer's page refetch when a review changes.
create trigger _900_notify after insert or update or delete on app_public.exhibit_description_reviews
  for each row execute function app_private.tg_notify_topics('builder_petition', 'petition_id');

-- The action item: waits for the party's answers on the petition's descriptions (no type: one item per party).
do $$
declare
  def text;
begin
  -- Keeps every kind the constraint allows now (other migrations add theirs) and adds ours before the last branch.
  select pg_get_constraintdef(c.oid) into def from pg_constraint c
   where c.conrelid = 'app_public.pending_petition_tasks'::regclass and c.conname = 'pending_petition_tasks_awaited_check';
  def := regexp_replace(def, '\s+NOT VALID\s*$', '');
  if (select count(*) from regexp_matches(def, '\sELSE\s', 'g')) <> 1 then
    raise exception 'pending_petition_tasks_awaited_check has an unexpected shape: %', def;
  end if;
  def := regexp_replace(def, '(\s)ELSE(\s)',
    E'\\1WHEN ''DESCRIPTION_REVIEW''::text THEN ((party <> ''PLYMOUTH''::app_public.owned_by) AND (awaited_type IS NULL))\n    ELSE\\2');
  alter table app_public.pending_petition_tasks drop constraint pending_petition_tasks_awaited_check;
  execute format('alter table app_public.pending_petition_tasks add constraint pending_petition_tasks_awaited_check %s not valid', def);
end;
$$;

-- The staff notification's kind, added to those the constraint allows now.
do $$
declare
  kinds text[];
begin
  select array_agg(distinct kind order by kind) into kinds from (
    select (regexp_matches(pg_get_constraintdef(c.oid), '''([a-z-]+)''', 'g'))[1] as kind
      from pg_constraint c where c.conrelid = 'app_public.notifications'::regclass and c.conname = 'notifications_kind_check'
    union select 'description-reviewed'
  ) k;
  alter table app_public.notifications drop constraint notifications_kind_check;
  execute format('alter table app_public.notifications add constraint notifications_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(kind), ', ') from unnest(kinds) kind));
end;
$$;

-- Staff ask the customer to review an exhibit's description (again after rewriting it). Runs as the caller.
create function app_public.request_description_review(exhibit_id uuid) returns app_public.exhibit_description_reviews
  language plpgsql volatile
  set search_path = pg_catalog
as $$
declare
  v_exhibit app_public.exhibits;
  v_party app_public.owned_by;
  v_task uuid;
  v_row app_public.exhibit_description_reviews;
begin
  if not app_private.current_user_is_admin() then
    raise exception 'Only staff may ask for a review' using errcode = '42501';
  end if;
  select e.* into v_exhibit from app_public.exhibits e where e.id = request_description_review.exhibit_id;
  if v_exhibit.id is null then
    raise exception 'This exhibit no longer exists' using errcode = '23503';
  end if;
  if v_exhibit.owned_by = 'PLYMOUTH' and not v_exhibit.visible then
    raise exception 'Make the exhibit visible to the customer before asking for a review' using errcode = '23514';
  end if;
  if btrim(regexp_replace(regexp_replace(coalesce(v_exhibit.description, ''), '<[^>]*>', '', 'g'), '&nbsp;|\s', '', 'g')) = '' then
    raise exception 'Write the description before asking for a review' using errcode = '23514';
  end if;
  v_party := case when v_exhibit.owned_by = 'PETITIONER' then 'PETITIONER' else 'BENEFICIARY' end;
  if v_party = 'PETITIONER' and (select p.company_id from app_public.petitions p where p.id = v_exhibit.petition_id) is null then
    raise exception 'This petition has no petitioner company in the portal to review the description' using errcode = '23514';
  end if;
  -- One item per petition and party: the latest one opens again, else a new one.
  select t.id into v_task from app_public.pending_petition_tasks t
   where t.petition_id = v_exhibit.petition_id and t.party = v_party and t.awaited_kind = 'DESCRIPTION_REVIEW'
   order by t.created_at desc limit 1;
  if v_task is null then
    insert into app_public.pending_petition_tasks (petition_id, content, party, awaited_kind, created_by)
    values (v_exhibit.petition_id, 'Review and approve the draft exhibit descriptions', v_party, 'DESCRIPTION_REVIEW',
            app_private.current_user_id())
    returning id into v_task;
  else
    update app_public.pending_petition_tasks t set completed_at = null, completed_by = null
     where t.id = v_task and t.completed_at is not null;
  end if;
  insert into app_public.exhibit_description_reviews (exhibit_id, petition_id, party, task_id, requested_by)
  values (v_exhibit.id, v_exhibit.petition_id, v_party, v_task, app_private.current_user_id())
  on conflict on constraint exhibit_description_reviews_pkey do update
    set petition_id = excluded.petition_id, party = excluded.party, task_id = excluded.task_id,
        requested_by = excluded.requested_by, requested_at = now(),
        decision = null, comment = null, decided_by = null, decided_at = null
  returning * into v_row;
  update app_public.exhibits e
     set status = 'REVIEW_EXHIBIT_DESCRIPTION', metadata = e.metadata || '{"status": "drafted"}'::jsonb
   where e.id = v_exhibit.id;
  return v_row;
end;
$$;
comment on function app_public.request_description_review(uuid) is
  'Staff: asks the beneficiary (or, for the company''s exhibit, the petitioner''s team) to approve the exhibit''s description or ask for an edit (an action item).';
grant execute on function app_public.request_description_review(uuid) to petition_studio_visitor;

-- The customer answers one review: approved, or an edit requested with what to change. Runs as the caller: row-level
-- security decides who may (the party's people; not a team VIEWER).
create function app_public.review_exhibit_description(exhibit_id uuid, decision text, comment text)
  returns app_public.exhibit_description_reviews
  language plpgsql volatile
  set search_path = pg_catalog
as $$
declare
  v_comment text := nullif(btrim(coalesce(review_exhibit_description.comment, '')), '');
  v_row app_public.exhibit_description_reviews;
begin
  if review_exhibit_description.decision is null or review_exhibit_description.decision not in ('approved', 'edit-requested') then
    raise exception 'Approve the description or ask for an edit' using errcode = '22023';
  end if;
  if review_exhibit_description.decision = 'approved' then
    v_comment := null;
  elsif v_comment is null then
    raise exception 'Say what should change' using errcode = '23514';
  elsif char_length(v_comment) > 1000 then
    raise exception 'Keep it to 1000 characters or fewer' using errcode = '23514';
  end if;
  update app_public.exhibit_description_reviews r
     set decision = review_exhibit_description.decision, comment = v_comment
   where r.exhibit_id = review_exhibit_description.exhibit_id and r.decision is null
  returning * into v_row;
  if v_row.exhibit_id is null then
    raise exception 'This description is not waiting for your review' using errcode = '42501';
  end if;
  return v_row;
end;
$$;
comment on function app_public.review_exhibit_description(uuid, text, text) is
  'The customer approves an exhibit description waiting for their review, or asks for an edit saying what to change.';
grant execute on function app_public.review_exhibit_description(uuid, text, text) to petition_studio_visitor;

-- Down Migration
drop function app_public.review_exhibit_description(uuid, text, text);
drop function app_public.request_description_review(uuid);
delete from app_public.pending_petition_tasks where awaited_kind = 'DESCRIPTION_REVIEW';
delete from app_public.notifications where kind = 'description-reviewed';
do $$
declare
  def text;
begin
  select pg_get_constraintdef(c.oid) into def from pg_constraint c
   where c.conrelid = 'app_public.pending_petition_tasks'::regclass and c.conname = 'pending_petition_tasks_awaited_check';
  def := regexp_replace(def, '\s+NOT VALID\s*$', '');
  def := regexp_replace(def, E'WHEN ''DESCRIPTION_REVIEW''::text THEN [^\n]*\n\\s*', '');
  alter table app_public.pending_petition_tasks drop constraint pending_petition_tasks_awaited_check;
  execute format('alter table app_public.pending_petition_tasks add constraint pending_petition_tasks_awaited_check %s not valid', def);
  select format('check (kind in (%s))', string_agg(quote_literal(kind), ', ')) into def from (
    select (regexp_matches(pg_get_constraintdef(c.oid), '''([a-z-]+)''', 'g'))[1] as kind
      from pg_constraint c where c.conrelid = 'app_public.notifications'::regclass and c.conname = 'notifications_kind_check'
  ) k where kind <> 'description-reviewed';
  alter table app_public.notifications drop constraint notifications_kind_check;
  execute format('alter table app_public.notifications add constraint notifications_kind_check %s', def);
end;
$$;
drop table app_public.exhibit_description_reviews;
drop function app_private.tg_description_review_answered();
drop function app_private.close_finished_description_reviews(uuid, app_public.owned_by);
drop function app_private.tg_description_review_decided_by();
