-- Up Migration
-- Issue 28: "compiling uses the prefix on screen; one click, one compile". compile_petition takes the Bates
-- prefix the staff member sees beside the Compile button and saves it in the same transaction that queues
-- the job, so a prefix typed a moment before clicking is the one stamped (before, the click raced the
-- field's autosave and compiled with the previous prefix). The prefix is checked before anything is queued:
-- saving it runs petitions.bates_prefix's check (migration 0029, the same rule as the domain's
-- batesPrefixSchema), whose violation the API answers with the domain's sentence, and nothing is created.
-- Left out (null), the saved prefix is used, as before.

drop function app_public.compile_petition(uuid);

create function app_public.compile_petition(petition_id uuid, bates_prefix text default null)
  returns app_public.compiled_petitions
  language plpgsql volatile
  -- Staff have no rights on the job queue's schema; the owner (who runs the worker) does.
  security definer
  set search_path = pg_catalog
as $$
declare
  target_petition_id uuid := petition_id;
  new_prefix text := bates_prefix;
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
  -- Saved before the running check, so a bad prefix is always refused (the column's check raises 23514),
  -- and surrounding spaces dropped as the field drops them. Unchanged text is not rewritten (no history entry).
  if new_prefix is not null then
    update app_public.petitions p set bates_prefix = btrim(new_prefix)
     where p.id = target_petition_id and p.bates_prefix is distinct from btrim(new_prefix);
  end if;
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
comment on function app_public.compile_petition(uuid, text) is E'Starts compiling the petition into one PDF (staff only): a RUNNING compiled petition, or the one already running. With a Bates prefix, saves it first (refused when it breaks the prefix rule, before anything is queued).';
revoke all on function app_public.compile_petition(uuid, text) from public;
grant execute on function app_public.compile_petition(uuid, text) to petition_studio_visitor;

-- Down Migration
drop function app_public.compile_petition(uuid, text);

create function app_public.compile_petition(petition_id uuid) returns app_public.compiled_petitions
  language plpgsql volatile
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
