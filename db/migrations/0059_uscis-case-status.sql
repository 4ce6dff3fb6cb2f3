-- Up Migration
-- Issue 31 (part): USCIS case status after filing. Each status a petition's receipt number had (read from the USCIS
-- Case Status API by the polling job, or entered by staff when the API is not configured) is one row of
-- uscis_case_statuses; the newest sets petitions.uscis_status (so the petition page, its history and the case list
-- read it as before). A new status tells the petition's attorney and success manager always, and the beneficiary and
-- the petitioner's members when staff share the case status with the customer (petitions.share_uscis_status).
--
-- uscis_api_usage counts the API's requests per UTC day, so the daily quota holds across replicas and restarts: a
-- request is made only after its count was taken (app_private.take_uscis_api_request).

-- The free-text status accepted anything (one petition held 314 characters of junk): a status is a line of at most
-- 120 characters (USCIS's longest status titles are about 80); the domain's uscisStatusSchema says the same.
alter table app_public.petitions add constraint petitions_uscis_status_text check (
  uscis_status is null or (char_length(uscis_status) between 1 and 120 and uscis_status !~ '[[:cntrl:]]')
) not valid;
alter table app_public.petitions validate constraint petitions_uscis_status_text;

alter table app_public.petitions add column share_uscis_status boolean not null default false;
comment on column app_public.petitions.share_uscis_status is 'Whether the customer (beneficiary and petitioner) is told of new USCIS case statuses.';
create trigger _203_staff_only_uscis_sharing before update on app_public.petitions
  for each row execute function app_private.tg_staff_only_columns('share_uscis_status');

create table app_public.uscis_case_statuses (
  id uuid primary key default gen_random_uuid(),
  petition_id uuid not null references app_public.petitions (id) on delete cascade,
  receipt_number text not null constraint uscis_case_statuses_receipt_number_format check (receipt_number ~ '^[A-Z]{3}[0-9]{10}$'),
  status text not null constraint uscis_case_statuses_status_text
    check (char_length(status) between 1 and 120 and status !~ '[[:cntrl:]]'),
  description text constraint uscis_case_statuses_description_length check (char_length(description) <= 4000),
  form_type text constraint uscis_case_statuses_form_type_length check (char_length(form_type) <= 20),
  -- When USCIS says the status was set (its modifiedDate), or the date staff entered.
  status_date date constraint uscis_case_statuses_status_date_range check (status_date between date '2000-01-01' and date '2100-12-31'),
  source text not null default 'staff' constraint uscis_case_statuses_source check (source in ('staff', 'uscis-api')),
  -- The API's hist_case_status as it answered (dates and titles), kept for the timeline.
  history jsonb not null default '[]' constraint uscis_case_statuses_history_array check (jsonb_typeof(history) = 'array'),
  entered_by uuid default app_private.current_user_id() references app_public.users (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table app_public.uscis_case_statuses is 'Each USCIS case status a petition had, from the Case Status API or entered by staff; the newest is petitions.uscis_status.';
comment on column app_public.uscis_case_statuses.source is 'staff (entered by hand) or uscis-api (read by the polling job).';
comment on column app_public.uscis_case_statuses.entered_by is E'@behavior -insert -update\nThe staff member who entered it; null for the polling job.';
create index uscis_case_statuses_petition_id_idx on app_public.uscis_case_statuses (petition_id, created_at desc);
create index uscis_case_statuses_entered_by_idx on app_public.uscis_case_statuses (entered_by);

alter table app_public.uscis_case_statuses enable row level security;
grant select on app_public.uscis_case_statuses to petition_studio_visitor;
grant insert (petition_id, receipt_number, status, description, form_type, status_date) on app_public.uscis_case_statuses
  to petition_studio_visitor;
-- Staff record and read statuses; a customer reads their petition's statuses when staff share them. Nobody changes
-- or deletes one through the API: the list is the case's record.
create policy select_staff_or_shared on app_public.uscis_case_statuses for select using (
  (select app_private.current_user_is_admin())
  or petition_id in (select p.id from app_public.petitions p where p.share_uscis_status
                       and p.id in (select app_private.readable_petition_ids())));
create policy insert_staff on app_public.uscis_case_statuses for insert with check ((select app_private.current_user_is_admin()));
comment on policy select_staff_or_shared on app_public.uscis_case_statuses is 'Staff; the petition''s customers when the status is shared with them.';
comment on policy insert_staff on app_public.uscis_case_statuses is 'Staff enter statuses (the polling job writes as the database owner).';

-- No history triggers: each row is itself a record that never changes, and the petition's own history already
-- records the status it sets (petitions.uscis_status).

-- A new status: the petition shows it, and the people concerned are told (not the staff member who entered it).
create function app_private.tg_uscis_case_status_recorded() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  recipient uuid;
  petition app_public.petitions;
begin
  update app_public.petitions p set uscis_status = new.status,
         uscis_receipt_number = coalesce(p.uscis_receipt_number, new.receipt_number)
   where p.id = new.petition_id and p.uscis_status is distinct from new.status
  returning * into petition;
  if petition.id is null then
    return null; -- the same status again: nothing new to tell
  end if;
  for recipient in
    select unnest(array[petition.oa_user_id, petition.csm_user_id])
    union
    select petition.beneficiary_id where petition.share_uscis_status
    union
    select cm.user_id from app_public.company_members cm
     where petition.share_uscis_status and cm.company_id = petition.company_id
  loop
    perform app_private.notify_person(recipient, 'uscis-status',
      jsonb_build_object('status', new.status, 'receiptNumber', new.receipt_number, 'statusDate', new.status_date),
      new.petition_id, null);
  end loop;
  return null;
end;
$$;
create trigger _800_status_recorded after insert on app_public.uscis_case_statuses
  for each row execute function app_private.tg_uscis_case_status_recorded();

do $$
declare
  kinds text[];
begin
  -- Keeps every kind the constraint allows now (other migrations add theirs) and adds ours.
  select array_agg(distinct kind order by kind) into kinds from (
    select (regexp_matches(pg_get_constraintdef(c.oid), '''([a-z-]+)''', 'g'))[1] as kind
      from pg_constraint c where c.conrelid = 'app_public.notifications'::regclass and c.conname = 'notifications_kind_check'
    union select 'uscis-status'
  ) k;
  alter table app_public.notifications drop constraint notifications_kind_check;
  execute format('alter table app_public.notifications add constraint notifications_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(kind), ', ') from unnest(kinds) kind));
end;
$$;

-- A new case status is what customers wait for: e-mailed at once unless the person chose otherwise (0049's function,
-- restated with the new kind).
create or replace function app_private.default_notification_delivery(kind text) returns text
  language sql immutable
  set search_path = pg_catalog
as $$
  select case kind
    when 'support-reply' then 'email'
    when 'status-changed' then 'email'
    when 'task-assigned' then 'email'
    when 'task-due' then 'email'
    when 'uscis-status' then 'email'
    when 'document-uploaded' then 'digest'
    else 'in-app'
  end;
$$;

-- Requests made to the USCIS Case Status API per UTC day (the daily quota across replicas).
create table app_private.uscis_api_usage (
  day date primary key,
  requests integer not null default 0 check (requests >= 0)
);
comment on table app_private.uscis_api_usage is 'Requests made to the USCIS Case Status API per UTC day (its daily quota).';

-- Takes one request of today's quota; false when the quota is spent (the caller then stops for the day).
create function app_private.take_uscis_api_request(quota integer) returns boolean
  language sql volatile
  set search_path = pg_catalog
as $$
  with taken as (
    insert into app_private.uscis_api_usage as u (day, requests) values ((now() at time zone 'utc')::date, 1)
    on conflict (day) do update set requests = u.requests + 1 where u.requests < quota
    returning 1
  )
  select exists (select 1 from taken) and quota > 0;
$$;

-- When the polling job last asked about a petition's receipt number, and what went wrong if it did (an unknown
-- receipt number, say). Kept apart from petitions so that polling neither bumps updated_at nor writes history.
create table app_private.uscis_status_checks (
  petition_id uuid primary key references app_public.petitions (id) on delete cascade,
  checked_at timestamptz not null,
  problem text
);
comment on table app_private.uscis_status_checks is 'The polling job''s last check of each petition''s receipt number, and its problem if any.';
create index uscis_status_checks_checked_at_idx on app_private.uscis_status_checks (checked_at);

-- The petition page's "last checked" line (staff only; customers get null).
create function app_public.petitions_uscis_checked_at(petition app_public.petitions) returns timestamptz
  language sql stable security definer set search_path = pg_catalog
as $$
  select c.checked_at from app_private.uscis_status_checks c
   where c.petition_id = petition.id and (select app_private.current_user_is_admin());
$$;
create function app_public.petitions_uscis_check_problem(petition app_public.petitions) returns text
  language sql stable security definer set search_path = pg_catalog
as $$
  select c.problem from app_private.uscis_status_checks c
   where c.petition_id = petition.id and (select app_private.current_user_is_admin());
$$;
comment on function app_public.petitions_uscis_checked_at(app_public.petitions) is 'When USCIS was last asked about the receipt number (staff only).';
comment on function app_public.petitions_uscis_check_problem(app_public.petitions) is 'What went wrong at the last check with USCIS, in words (staff only).';
grant execute on function app_public.petitions_uscis_checked_at(app_public.petitions),
  app_public.petitions_uscis_check_problem(app_public.petitions) to petition_studio_visitor;

-- Down Migration
create or replace function app_private.default_notification_delivery(kind text) returns text
  language sql immutable
  set search_path = pg_catalog
as $$
  select case kind
    when 'support-reply' then 'email'
    when 'status-changed' then 'email'
    when 'task-assigned' then 'email'
    when 'task-due' then 'email'
    when 'document-uploaded' then 'digest'
    else 'in-app'
  end;
$$;
drop function app_public.petitions_uscis_checked_at(app_public.petitions);
drop function app_public.petitions_uscis_check_problem(app_public.petitions);
drop table app_private.uscis_status_checks;
drop function app_private.take_uscis_api_request(integer);
drop table app_private.uscis_api_usage;
delete from app_public.notifications where kind = 'uscis-status';
do $$
declare
  kinds text[];
begin
  select array_agg(distinct kind order by kind) into kinds from (
    select (regexp_matches(pg_get_constraintdef(c.oid), '''([a-z-]+)''', 'g'))[1] as kind
      from pg_constraint c where c.conrelid = 'app_public.notifications'::regclass and c.conname = 'notifications_kind_check'
  ) k where kind <> 'uscis-status';
  alter table app_public.notifications drop constraint notifications_kind_check;
  execute format('alter table app_public.notifications add constraint notifications_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(kind), ', ') from unnest(kinds) kind));
end;
$$;
drop trigger _800_status_recorded on app_public.uscis_case_statuses;
drop function app_private.tg_uscis_case_status_recorded();
drop table app_public.uscis_case_statuses;
drop trigger _203_staff_only_uscis_sharing on app_public.petitions;
alter table app_public.petitions drop column share_uscis_status;
alter table app_public.petitions drop constraint petitions_uscis_status_text;
