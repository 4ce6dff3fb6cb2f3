-- Up Migration
-- Petition packet compilation (issue 12): a staff member starts a compile, a background job
-- (task 'compile-petition-packet', apps/api/src/packets/) renders one PDF and records the outcome.

alter table app_public.petitions
  add column bates_prefix text not null default 'PS-'
    check (bates_prefix ~ '^[A-Za-z0-9_-]{0,16}$');
comment on column app_public.petitions.bates_prefix is 'Prefix of the Bates numbers stamped on the compiled packet (then 6 digits: PS-000001).';
-- A separate trigger (not a new argument list on _200_staff_only_columns) so this migration adds and never rewrites.
create trigger _201_staff_only_bates_prefix before update on app_public.petitions
  for each row execute function app_private.tg_staff_only_columns('bates_prefix');

alter table app_public.compiled_petitions
  add column failure_reason text,
  add column page_count int check (page_count > 0),
  add column bates_prefix text,
  add column finished_at timestamptz,
  add column shared_with_customers boolean not null default false;
comment on column app_public.compiled_petitions.failure_reason is 'Why a FAILED compile failed, naming the exhibit and file (exhibit B-3: file ''scan.heic'' could not be converted).';
comment on column app_public.compiled_petitions.page_count is 'Pages of the COMPLETED packet.';
comment on column app_public.compiled_petitions.bates_prefix is 'The Bates prefix the packet was stamped with.';
comment on column app_public.compiled_petitions.shared_with_customers is 'Staff share a packet with the petition''s readers; unshared packets are staff-only.';
comment on column app_public.compiled_petitions.file_id is 'The packet PDF; set in the same transaction that marks the row COMPLETED.';

-- At most one compile of a petition runs at a time: a second request while one runs gets the running one.
create unique index compiled_petitions_one_running_idx on app_public.compiled_petitions (petition_id)
  where status = 'RUNNING';

-- Customers see a packet only once staff share it (issue 12: "customers never see compiled packets unless staff share one").
drop policy select_readable on app_public.compiled_petitions;
create policy select_shared on app_public.compiled_petitions for select using (
  (select app_private.current_user_is_admin())
  or (shared_with_customers and petition_id in (select app_private.readable_petition_ids())));
comment on policy select_shared on app_public.compiled_petitions is 'Staff; readers of the petition once staff shared the packet.';

-- Status changes reach the petition page live through the builderPetition subscription it already holds.
create trigger _900_notify after insert or update or delete on app_public.compiled_petitions
  for each row execute function app_private.tg_notify_topics('builder_petition', 'petition_id');

create function app_public.compile_petition(petition_id uuid) returns app_public.compiled_petitions
  language plpgsql volatile
  -- Staff have no rights on the job queue's schema; the owner (who runs the worker) does.
  security definer
  set search_path = pg_catalog
as $$
declare
  target_petition_id uuid := petition_id;
  running app_public.compiled_petitions;
  created app_public.compiled_petitions;
  petition_label text;
begin
  if not app_private.current_user_is_admin() then
    raise exception 'Only staff compile packets' using errcode = '42501';
  end if;
  select coalesce(u.full_name, 'Petition') || ' – ' || coalesce(v.name, p.visa_class)
    into petition_label
    from app_public.petitions p
    left join app_public.users u on u.id = p.beneficiary_id
    left join app_public.visa_types v on v.id = p.visa_class
   where p.id = target_petition_id;
  if petition_label is null then
    raise exception 'Petition not found' using errcode = 'P0002';
  end if;
  -- Two requests at once: the second waits here, then finds the first's RUNNING row and returns it.
  perform pg_advisory_xact_lock(hashtextextended('compile-petition:' || target_petition_id::text, 0));
  select * into running from app_public.compiled_petitions c
   where c.petition_id = target_petition_id and c.status = 'RUNNING';
  if found then
    return running;
  end if;
  insert into app_public.compiled_petitions (petition_id, display_name, status, creator_id)
  values (target_petition_id,
          petition_label || ' packet ' || to_char(now() at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC',
          'RUNNING', app_private.current_user_id())
  returning * into created;
  if to_regnamespace('graphile_worker') is null then
    raise exception 'The job queue is not ready; try again in a moment' using errcode = '55000';
  end if;
  perform graphile_worker.add_job(
    'compile-petition-packet',
    json_build_object('compiledPetitionId', created.id),
    job_key => 'compile-petition-packet:' || target_petition_id::text,
    max_attempts => 3
  );
  return created;
end;
$$;
comment on function app_public.compile_petition(uuid) is E'Starts compiling the petition into one PDF (staff only): a RUNNING compiled petition, or the one already running.';
revoke all on function app_public.compile_petition(uuid) from public;
grant execute on function app_public.compile_petition(uuid) to petition_studio_visitor;

-- Down Migration
drop function app_public.compile_petition(uuid);
drop trigger _900_notify on app_public.compiled_petitions;
drop policy select_shared on app_public.compiled_petitions;
create policy select_readable on app_public.compiled_petitions for select using (
  (select app_private.current_user_is_admin()) or petition_id in (select app_private.readable_petition_ids()));
drop index app_public.compiled_petitions_one_running_idx;
alter table app_public.compiled_petitions
  drop column failure_reason, drop column page_count, drop column bates_prefix, drop column finished_at,
  drop column shared_with_customers;
drop trigger _201_staff_only_bates_prefix on app_public.petitions;
alter table app_public.petitions drop column bates_prefix;
