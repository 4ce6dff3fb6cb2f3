-- Up Migration
-- Two follow-ups of the 19th session (docs/decisions.md, "The customer's description review moves the record status"
-- and "The business address reaches the petition page live").
--
-- 1. The customer's answer to a description review (migration 0091) moves the exhibit's record status, in the same
--    transaction as the answer: approved → APPROVED_EXHIBIT_DESCRIPTION, edit requested → CREATE_EXHIBIT_DESCRIPTION
--    (back to drafting), the next and previous steps of spec 1's record statuses. Only while the exhibit is still in
--    REVIEW_EXHIBIT_DESCRIPTION: a status staff chose meanwhile stays, and staff still set any status afterwards
--    (spec 1 §4: no order enforced). The status stays staff-only for a customer's own writes: 0004's staff-only
--    columns trigger on exhibits is rebuilt without 'status', and a trigger of its own keeps the status staff-only
--    except for the answer's update (a transaction-local flag, as 0036's petition_studio.closing_tasks).
-- 2. The petition page shows the address the forms print, whose last fallback is the company's business address
--    (petitionWorksite in packages/domain). A real change to the company's address fields notifies each petition of
--    that company on the builder_petition topic, as 0095 does for its worksites; the page refetches. A deferred
--    constraint trigger: it fires at commit, so a rolled-back change tells nobody and the page reads committed data.

-- 1. The description review's answer moves the record status.
drop trigger _200_staff_only_columns on app_public.exhibits;
create trigger _200_staff_only_columns before update on app_public.exhibits
  for each row execute function app_private.tg_staff_only_columns(
    'module_id', 'parent_exhibit_id', 'exhibit_type', 'owned_by', 'visible', 'autogen',
    'order_index', 'compiler_override_name');

create function app_private.tg_exhibit_status_staff_only() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if new.status is distinct from old.status
     and app_private.current_user_id() is not null and not app_private.current_user_is_admin()
     and coalesce(current_setting('petition_studio.description_answer', true), '') <> 'on' then
    -- The words of tg_staff_only_columns, which held this column before.
    raise exception 'Only staff may change status of exhibits' using errcode = '42501';
  end if;
  return new;
end;
$$;
comment on function app_private.tg_exhibit_status_staff_only() is
  'Only staff change an exhibit''s record status; the customer''s answer to a description review moves it (migration 0098).';
create trigger _200_staff_only_status before update of status on app_public.exhibits
  for each row execute function app_private.tg_exhibit_status_staff_only();

create or replace function app_private.tg_description_review_answered() returns trigger
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
  -- The record status takes the workflow's next step (spec 1: CREATE → REVIEW → APPROVED_EXHIBIT_DESCRIPTION): an
  -- approval moves on, an edit request goes back to drafting. Only while the exhibit still waits in review: a status
  -- staff set meanwhile is theirs and stays. The customer may not write the status (0004's staff-only columns); this
  -- flag lets this update alone through, as 0036's closing_tasks does for action items.
  perform set_config('petition_studio.description_answer', 'on', true);
  update app_public.exhibits e
     set metadata = e.metadata || jsonb_build_object('status',
           case new.decision when 'approved' then 'customer-approved' else 'edit-requested' end),
         status = case
           when e.status <> 'REVIEW_EXHIBIT_DESCRIPTION' then e.status
           when new.decision = 'approved' then 'APPROVED_EXHIBIT_DESCRIPTION'::app_public.exhibit_status
           else 'CREATE_EXHIBIT_DESCRIPTION'::app_public.exhibit_status end
   where e.id = new.exhibit_id
  returning * into v_exhibit;
  perform set_config('petition_studio.description_answer', '', true);
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

-- 2. The company's business address reaches its petitions' pages.
create function app_private.tg_company_address_notify_petitions() returns trigger
  language plpgsql
  -- Notifies every petition of the company, including ones the writer may not read: the payload is only the
  -- petition's id, and the subscription re-reads the petition under the subscriber's row-level security (as 0095).
  security definer
  set search_path = pg_catalog
as $$
declare
  subject uuid;
begin
  for subject in select p.id from app_public.petitions p where p.company_id = new.id loop
    perform app_private.notify_topic('builder_petition', subject, tg_op);
  end loop;
  return null;
end;
$$;
comment on function app_private.tg_company_address_notify_petitions() is
  'Notifies the builder_petition topic of each petition of the company whose business address changed (the forms'' last worksite fallback).';
create constraint trigger _900_notify_address after update on app_public.companies
  deferrable initially deferred
  for each row
  when ((old.street_number_street_name_business_address, old.unit_type, old.unit_number, old.city, old.state,
         old.zip_code, old.country, old.is_business_address_worksite)
        is distinct from
        (new.street_number_street_name_business_address, new.unit_type, new.unit_number, new.city, new.state,
         new.zip_code, new.country, new.is_business_address_worksite))
  execute function app_private.tg_company_address_notify_petitions();

-- Down Migration
drop trigger _900_notify_address on app_public.companies;
drop function app_private.tg_company_address_notify_petitions();
create or replace function app_private.tg_description_review_answered() returns trigger
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
drop trigger _200_staff_only_status on app_public.exhibits;
drop function app_private.tg_exhibit_status_staff_only();
drop trigger _200_staff_only_columns on app_public.exhibits;
create trigger _200_staff_only_columns before update on app_public.exhibits
  for each row execute function app_private.tg_staff_only_columns(
    'module_id', 'parent_exhibit_id', 'exhibit_type', 'status', 'owned_by', 'visible', 'autogen',
    'order_index', 'compiler_override_name');
