-- Up Migration
-- Hand-signed USCIS forms (migration 0087), three gaps closed (docs/decisions.md, "Signed forms: staff told,
-- refused copies kept, the self-petitioner signs"):
--
-- 1. Staff are told when a signed copy arrives: a 'signed-form-received' notification for the petition's attorney,
--    its customer success manager and whoever asked for the signature (one each), e-mailed at once by default (the
--    notification's outbox, 0049) unless the person chose otherwise in their notification settings.
-- 2. Refused copies are kept: every copy received is a row of petition_form_signed_copies (who uploaded it and when,
--    and once refused who refused it, when and why). petition_form_signatures keeps pointing at the current copy;
--    the history is what staff read under the form's signature section. Written by triggers only.
-- 3. The I-140 of a self-petition is signed by the beneficiary: an EB-1A petition without a petitioner company is a
--    self-petition (the packet's cover already says "None (self-petition)"), and the beneficiary is the petitioner
--    who signs its Part 8. petition_form_signatures.signer records who was asked (packages/domain formSigner decides
--    the same); row-level security lets that beneficiary read and attach the copy of that form only.

-- 3. Who signs: the petitioner's team, or the beneficiary of a self-petition for its I-140.
alter table app_public.petition_form_signatures add column signer app_public.owned_by not null default 'PETITIONER'
  constraint petition_form_signatures_signer check (signer = 'PETITIONER' or (signer = 'BENEFICIARY' and form = 'i-140'));
comment on column app_public.petition_form_signatures.signer is 'Who was asked to sign: PETITIONER (the company''s team) or BENEFICIARY (the self-petitioner, I-140 only).';

-- The rule of packages/domain formSigner (self-petition.ts), for the request below.
create function app_private.form_signer(petition_id uuid, form text) returns app_public.owned_by
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select case when form_signer.form = 'i-140' and p.visa_class = 'eb_1a' and p.company_id is null
              then 'BENEFICIARY' else 'PETITIONER' end::app_public.owned_by
    from app_public.petitions p where p.id = form_signer.petition_id;
$$;
comment on function app_private.form_signer(uuid, text) is 'Who signs a form of a petition: the beneficiary for the I-140 of an EB-1A self-petition (no petitioner company), else the petitioner.';
grant execute on function app_private.form_signer(uuid, text) to petition_studio_visitor;

drop trigger _200_staff_only_columns on app_public.petition_form_signatures;
create trigger _200_staff_only_columns before update on app_public.petition_form_signatures
  for each row execute function app_private.tg_staff_only_columns(
    'petition_id', 'form', 'requested_file_id', 'task_id', 'requested_by', 'requested_at',
    'received_by', 'received_at', 'refused_reason', 'refused_by', 'refused_at', 'signer');

create policy select_self_petitioner on app_public.petition_form_signatures for select using (
  signer = 'BENEFICIARY'
  and petition_id in (select p.id from app_public.petitions p where p.beneficiary_id = (select app_private.current_user_id())));
comment on policy select_self_petitioner on app_public.petition_form_signatures is 'The beneficiary of a self-petition reads the request made of them (the I-140).';
create policy update_self_petitioner on app_public.petition_form_signatures for update using (
  signer = 'BENEFICIARY'
  and petition_id in (select p.id from app_public.petitions p where p.beneficiary_id = (select app_private.current_user_id())));
comment on policy update_self_petitioner on app_public.petition_form_signatures is 'The beneficiary of a self-petition attaches the signed copy asked of them (staff-only columns stay staff''s).';

-- The action item of a self-petition's I-140 belongs to the beneficiary. Rewrites the SIGNED_FORM branch only, so
-- what other migrations added to the constraint stays.
do $$
declare
  definition text;
  patched text;
begin
  select pg_get_constraintdef(c.oid) into definition from pg_constraint c
   where c.conrelid = 'app_public.pending_petition_tasks'::regclass and c.conname = 'pending_petition_tasks_awaited_check';
  patched := replace(definition,
    $x$WHEN 'SIGNED_FORM'::text THEN ((party = 'PETITIONER'::app_public.owned_by) AND$x$,
    $x$WHEN 'SIGNED_FORM'::text THEN (((party = 'PETITIONER'::app_public.owned_by) OR ((party = 'BENEFICIARY'::app_public.owned_by) AND (awaited_type = 'i-140'::text))) AND$x$);
  if patched = definition then
    raise exception 'pending_petition_tasks_awaited_check has no SIGNED_FORM branch to extend';
  end if;
  alter table app_public.pending_petition_tasks drop constraint pending_petition_tasks_awaited_check;
  execute 'alter table app_public.pending_petition_tasks add constraint pending_petition_tasks_awaited_check '
    || replace(patched, ' NOT VALID', '') || ' not valid';
end;
$$;

-- Staff ask whoever signs the form: the petitioner's team, or the self-petitioner for the I-140.
create or replace function app_public.request_form_signature(petition_id uuid, form text) returns app_public.petition_form_signatures
  language plpgsql volatile
  set search_path = pg_catalog
as $$
declare
  v_generated app_public.petition_generated_forms;
  v_petition app_public.petitions;
  v_signer app_public.owned_by;
  v_task uuid;
  v_number text := upper(request_form_signature.form);
  v_row app_public.petition_form_signatures;
begin
  if not app_private.current_user_is_admin() then
    raise exception 'Only staff may ask for a signature' using errcode = '42501';
  end if;
  select g.* into v_generated from app_public.petition_generated_forms g
   where g.petition_id = request_form_signature.petition_id and g.form = request_form_signature.form;
  if v_generated.file_id is null then
    raise exception 'Generate the % before asking for its signature', v_number using errcode = '23503';
  end if;
  select p.* into v_petition from app_public.petitions p where p.id = request_form_signature.petition_id;
  v_signer := app_private.form_signer(request_form_signature.petition_id, request_form_signature.form);
  if v_signer = 'PETITIONER' and v_petition.company_id is null then
    raise exception 'This petition has no petitioner company in the portal to sign the %', v_number using errcode = '23514';
  end if;
  if v_signer = 'BENEFICIARY' and v_petition.beneficiary_id is null then
    raise exception 'This self-petition has no beneficiary in the portal to sign the %', v_number using errcode = '23514';
  end if;
  select s.task_id into v_task from app_public.petition_form_signatures s
   where s.petition_id = request_form_signature.petition_id and s.form = request_form_signature.form;
  -- An item of the other party (the petition became, or stopped being, a self-petition) makes way for a new one.
  delete from app_public.pending_petition_tasks t where t.id = v_task and t.party <> v_signer;
  update app_public.pending_petition_tasks t set completed_at = null, completed_by = null
   where t.id = v_task;
  if not found then
    insert into app_public.pending_petition_tasks (petition_id, content, party, awaited_kind, awaited_type, created_by)
    values (request_form_signature.petition_id, 'Sign the ' || v_number || ' and upload the signed copy', v_signer,
            'SIGNED_FORM', request_form_signature.form, app_private.current_user_id())
    returning id into v_task;
  end if;
  insert into app_public.petition_form_signatures (petition_id, form, requested_file_id, task_id, requested_by, signer)
  values (request_form_signature.petition_id, request_form_signature.form, v_generated.file_id, v_task,
          app_private.current_user_id(), v_signer)
  on conflict on constraint petition_form_signatures_pkey do update
    set requested_file_id = excluded.requested_file_id, task_id = excluded.task_id, requested_by = excluded.requested_by,
        requested_at = now(), signed_file_id = null, received_by = null, received_at = null,
        refused_reason = null, refused_by = null, refused_at = null, signer = excluded.signer
  returning * into v_row;
  return v_row;
end;
$$;
comment on function app_public.request_form_signature(uuid, text) is
  'Staff: asks the petitioner''s team (the beneficiary, for a self-petition''s I-140) to sign the form''s latest generated copy by hand and upload it (an action item).';

-- 2. Every copy received, kept after a refusal or a replacement.
create table app_public.petition_form_signed_copies (
  id uuid primary key default gen_random_uuid(),
  petition_id uuid not null,
  form text not null,
  file_id uuid not null references app_public.files (id),
  -- The generated copy that was to be signed (the request's at the time).
  requested_file_id uuid references app_public.files (id) on delete set null,
  received_by uuid references app_public.users (id) on delete set null,
  received_at timestamptz not null default now(),
  refused_reason text,
  refused_by uuid references app_public.users (id) on delete set null,
  refused_at timestamptz,
  foreign key (petition_id, form) references app_public.petition_form_signatures (petition_id, form) on delete cascade,
  constraint petition_form_signed_copies_refused check (
    (refused_reason is null) = (refused_at is null)
    and (refused_reason is null or length(btrim(refused_reason)) between 1 and 500))
);
comment on table app_public.petition_form_signed_copies is E'@behavior -insert -update -delete\nEvery signed copy of a form received (the current one and those refused or replaced), newest first for staff. Written by the signature''s triggers only.';
comment on column app_public.petition_form_signed_copies.file_id is 'The signed scan uploaded.';
comment on column app_public.petition_form_signed_copies.received_by is 'Who uploaded it.';
comment on column app_public.petition_form_signed_copies.refused_reason is 'Why staff refused it (as the signatory read it); null while it is current or once replaced by a newer upload.';
create index petition_form_signed_copies_signature_idx on app_public.petition_form_signed_copies (petition_id, form, received_at desc);
create index petition_form_signed_copies_file_id_idx on app_public.petition_form_signed_copies (file_id);
create index petition_form_signed_copies_requested_file_id_idx on app_public.petition_form_signed_copies (requested_file_id);
create index petition_form_signed_copies_received_by_idx on app_public.petition_form_signed_copies (received_by);
create index petition_form_signed_copies_refused_by_idx on app_public.petition_form_signed_copies (refused_by);

alter table app_public.petition_form_signed_copies enable row level security;
grant select on app_public.petition_form_signed_copies to petition_studio_visitor;
-- Whoever reads the signature reads its copies (its own policies decide: staff, the team, the self-petitioner).
create policy select_with_signature on app_public.petition_form_signed_copies for select using (
  exists (select 1 from app_public.petition_form_signatures s
           where s.petition_id = petition_form_signed_copies.petition_id and s.form = petition_form_signed_copies.form));
comment on policy select_with_signature on app_public.petition_form_signed_copies is 'Whoever may read the form''s signature request reads its copies; nobody writes them but its triggers.';

insert into app_public.petition_form_signed_copies (petition_id, form, file_id, requested_file_id, received_by, received_at)
select s.petition_id, s.form, s.signed_file_id, s.requested_file_id, s.received_by, s.received_at
  from app_public.petition_form_signatures s where s.signed_file_id is not null;

-- A copy arrives: it joins the history, and staff are told. A refusal marks the copy refused in the history.
create function app_private.tg_signed_form_history() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
declare
  v_petition app_public.petitions;
  v_signer text;
  v_staff uuid;
begin
  if new.signed_file_id is not null and new.signed_file_id is distinct from old.signed_file_id then
    insert into app_public.petition_form_signed_copies (petition_id, form, file_id, requested_file_id, received_by, received_at)
    values (new.petition_id, new.form, new.signed_file_id, new.requested_file_id, new.received_by, new.received_at);
    -- Staff attaching a copy themselves is no news to staff; neither is a copy attached by nobody in particular.
    if not app_private.current_user_is_admin() and app_private.current_user_id() is not null then
      select p.* into v_petition from app_public.petitions p where p.id = new.petition_id;
      select u.full_name into v_signer from app_public.users u where u.id = new.received_by;
      for v_staff in
        select distinct s from unnest(array[v_petition.oa_user_id, v_petition.csm_user_id, new.requested_by]) s where s is not null
      loop
        perform app_private.notify_person(v_staff, 'signed-form-received',
          jsonb_build_object('form', upper(new.form), 'signer', v_signer), new.petition_id, null);
      end loop;
    end if;
  elsif old.signed_file_id is not null and new.signed_file_id is null and new.refused_at is not null then
    update app_public.petition_form_signed_copies c
       set refused_reason = new.refused_reason, refused_by = new.refused_by, refused_at = new.refused_at
     where c.petition_id = new.petition_id and c.form = new.form and c.file_id = old.signed_file_id and c.refused_at is null;
  end if;
  return null;
end;
$$;
create trigger _600_history after update on app_public.petition_form_signatures
  for each row execute function app_private.tg_signed_form_history();

-- 1. The notification's kind, added to what the constraint allows now (other migrations add theirs).
do $$
declare
  kinds text[];
begin
  select array_agg(distinct kind order by kind) into kinds from (
    select (regexp_matches(pg_get_constraintdef(c.oid), '''([a-z-]+)''', 'g'))[1] as kind
      from pg_constraint c where c.conrelid = 'app_public.notifications'::regclass and c.conname = 'notifications_kind_check'
    union select 'signed-form-received'
  ) k;
  alter table app_public.notifications drop constraint notifications_kind_check;
  execute format('alter table app_public.notifications add constraint notifications_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(kind), ', ') from unnest(kinds) kind));
end;
$$;

-- E-mailed at once by default: staff wait for it to file the packet. Adds the one case to the function as it is
-- now, so other migrations' kinds stay.
do $$
declare
  definition text;
  patched text;
begin
  definition := pg_get_functiondef('app_private.default_notification_delivery(text)'::regprocedure);
  patched := replace(definition, $x$else 'in-app'$x$, $x$when 'signed-form-received' then 'email'
    else 'in-app'$x$);
  if patched = definition then
    raise exception 'default_notification_delivery has no else branch to extend';
  end if;
  execute patched;
end;
$$;

-- Down Migration
do $$
declare
  definition text := pg_get_functiondef('app_private.default_notification_delivery(text)'::regprocedure);
begin
  execute regexp_replace(definition, $x$when 'signed-form-received' then 'email'\s*$x$, '');
end;
$$;
delete from app_public.notifications where kind = 'signed-form-received';
do $$
declare
  kinds text[];
begin
  select array_agg(distinct kind order by kind) into kinds from (
    select (regexp_matches(pg_get_constraintdef(c.oid), '''([a-z-]+)''', 'g'))[1] as kind
      from pg_constraint c where c.conrelid = 'app_public.notifications'::regclass and c.conname = 'notifications_kind_check'
  ) k where kind <> 'signed-form-received';
  alter table app_public.notifications drop constraint notifications_kind_check;
  execute format('alter table app_public.notifications add constraint notifications_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(kind), ', ') from unnest(kinds) kind));
end;
$$;
drop trigger _600_history on app_public.petition_form_signatures;
drop function app_private.tg_signed_form_history();
drop table app_public.petition_form_signed_copies;
delete from app_public.pending_petition_tasks where awaited_kind = 'SIGNED_FORM' and party = 'BENEFICIARY';
do $$
declare
  definition text;
begin
  select pg_get_constraintdef(c.oid) into definition from pg_constraint c
   where c.conrelid = 'app_public.pending_petition_tasks'::regclass and c.conname = 'pending_petition_tasks_awaited_check';
  alter table app_public.pending_petition_tasks drop constraint pending_petition_tasks_awaited_check;
  execute 'alter table app_public.pending_petition_tasks add constraint pending_petition_tasks_awaited_check '
    || replace(replace(definition,
      $x$(((party = 'PETITIONER'::app_public.owned_by) OR ((party = 'BENEFICIARY'::app_public.owned_by) AND (awaited_type = 'i-140'::text))) AND$x$,
      $x$((party = 'PETITIONER'::app_public.owned_by) AND$x$), ' NOT VALID', '') || ' not valid';
end;
$$;
-- 0087's request, which asks the petitioner only.
create or replace function app_public.request_form_signature(petition_id uuid, form text) returns app_public.petition_form_signatures
  language plpgsql volatile
  set search_path = pg_catalog
as $$
declare
  v_generated app_public.petition_generated_forms;
  v_company uuid;
  v_task uuid;
  v_number text := upper(request_form_signature.form);
  v_row app_public.petition_form_signatures;
begin
  if not app_private.current_user_is_admin() then
    raise exception 'Only staff may ask for a signature' using errcode = '42501';
  end if;
  select g.* into v_generated from app_public.petition_generated_forms g
   where g.petition_id = request_form_signature.petition_id and g.form = request_form_signature.form;
  if v_generated.file_id is null then
    raise exception 'Generate the % before asking for its signature', v_number using errcode = '23503';
  end if;
  select p.company_id into v_company from app_public.petitions p where p.id = request_form_signature.petition_id;
  if v_company is null then
    raise exception 'This petition has no petitioner company in the portal to sign the %', v_number using errcode = '23514';
  end if;
  select s.task_id into v_task from app_public.petition_form_signatures s
   where s.petition_id = request_form_signature.petition_id and s.form = request_form_signature.form;
  update app_public.pending_petition_tasks t set completed_at = null, completed_by = null
   where t.id = v_task;
  if not found then
    insert into app_public.pending_petition_tasks (petition_id, content, party, awaited_kind, awaited_type, created_by)
    values (request_form_signature.petition_id, 'Sign the ' || v_number || ' and upload the signed copy', 'PETITIONER',
            'SIGNED_FORM', request_form_signature.form, app_private.current_user_id())
    returning id into v_task;
  end if;
  insert into app_public.petition_form_signatures (petition_id, form, requested_file_id, task_id, requested_by)
  values (request_form_signature.petition_id, request_form_signature.form, v_generated.file_id, v_task,
          app_private.current_user_id())
  on conflict on constraint petition_form_signatures_pkey do update
    set requested_file_id = excluded.requested_file_id, task_id = excluded.task_id, requested_by = excluded.requested_by,
        requested_at = now(), signed_file_id = null, received_by = null, received_at = null,
        refused_reason = null, refused_by = null, refused_at = null
  returning * into v_row;
  return v_row;
end;
$$;
comment on function app_public.request_form_signature(uuid, text) is
  'Staff: asks the petitioner''s team to sign the form''s latest generated copy by hand and upload it (an action item).';
drop policy update_self_petitioner on app_public.petition_form_signatures;
drop policy select_self_petitioner on app_public.petition_form_signatures;
drop trigger _200_staff_only_columns on app_public.petition_form_signatures;
create trigger _200_staff_only_columns before update on app_public.petition_form_signatures
  for each row execute function app_private.tg_staff_only_columns(
    'petition_id', 'form', 'requested_file_id', 'task_id', 'requested_by', 'requested_at',
    'received_by', 'received_at', 'refused_reason', 'refused_by', 'refused_at');
drop function app_private.form_signer(uuid, text);
delete from app_public.petition_form_signatures where signer = 'BENEFICIARY';
alter table app_public.petition_form_signatures drop column signer;
