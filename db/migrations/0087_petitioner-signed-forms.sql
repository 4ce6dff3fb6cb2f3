-- Up Migration
-- USCIS forms signed by the petitioner by hand, through the portal.
--
-- USCIS accepts a scan of an original handwritten signature, not a typed one, so the generated forms (migration
-- 0043) are filed unsigned until the petitioner's authorized signatory signs them on paper. Staff ask for it on a
-- generated form ("Ask the petitioner to sign"): that records the request here and gives the petitioner's team an
-- action item (pending_petition_tasks, party PETITIONER, awaited_kind SIGNED_FORM) that opens the place where the
-- signatory downloads the form and uploads the signed scan. The upload (POST /db/upload/signed-form, as the
-- customer) sets signed_file_id; the item then closes by itself, as every item that waits for data does (0036).
-- Staff may refuse the copy with a reason: it is unlinked and the item opens again.
--
-- A signature is for one generation of the form (requested_file_id, the generated file the signatory was given).
-- A form regenerated afterwards is another document: the packet files the signed copy only while it belongs to
-- the form's latest generation, and the Forms panel and the packet pre-flight say a new signature is needed.
--
-- Which forms the petitioner signs (packages/domain PETITIONER_SIGNATURE_PARTS): G-28 Part 4 (the client's
-- consent), I-129 Part 7, I-907 Part 3 (the requestor), I-140 Part 8. The attorney's own parts are not asked here.

create table app_public.petition_form_signatures (
  petition_id uuid not null references app_public.petitions (id) on delete cascade,
  form text not null constraint petition_form_signatures_form_signed_by_petitioner
    check (form in ('g-28', 'i-129', 'i-907', 'i-140')),
  requested_file_id uuid not null references app_public.files (id) on delete cascade,
  task_id uuid references app_public.pending_petition_tasks (id) on delete set null,
  requested_by uuid references app_public.users (id) on delete set null,
  requested_at timestamptz not null default now(),
  signed_file_id uuid references app_public.files (id),
  received_by uuid references app_public.users (id) on delete set null,
  received_at timestamptz,
  refused_reason text,
  refused_by uuid references app_public.users (id) on delete set null,
  refused_at timestamptz,
  primary key (petition_id, form),
  -- Asked for a generated form only; regenerating keeps the row (the form's row stays), dropping it drops this.
  foreign key (petition_id, form) references app_public.petition_generated_forms (petition_id, form) on delete cascade,
  constraint petition_form_signatures_received check ((signed_file_id is null) = (received_at is null)),
  constraint petition_form_signatures_refused check (
    (refused_reason is null) = (refused_at is null)
    and (refused_reason is null or (length(btrim(refused_reason)) between 1 and 500 and signed_file_id is null)))
);
comment on table app_public.petition_form_signatures is E'@behavior -insert -update -delete\nThe petitioner''s handwritten signature asked for on a generated USCIS form, and the signed copy received. Written by requestFormSignature and refuseSignedForm (staff) and by the signed-form upload (the petitioner''s team).';
comment on column app_public.petition_form_signatures.form is 'g-28, i-129, i-907 or i-140: the forms with a part the petitioner''s authorized signatory signs.';
comment on column app_public.petition_form_signatures.requested_file_id is 'The generated copy the signatory was asked to sign (the form''s latest generation when asked).';
comment on column app_public.petition_form_signatures.task_id is 'The petitioner''s action item that asks for it (closes on upload, opens again on refusal).';
comment on column app_public.petition_form_signatures.signed_file_id is 'The signed scan (PDF or image) uploaded by the petitioner''s team; null until received or after a refusal.';
comment on column app_public.petition_form_signatures.received_by is 'Who uploaded the signed copy.';
comment on column app_public.petition_form_signatures.refused_reason is 'Why staff could not use the last copy (shown to the signatory); cleared by the next upload.';
create index petition_form_signatures_requested_file_id_idx on app_public.petition_form_signatures (requested_file_id);
create index petition_form_signatures_signed_file_id_idx on app_public.petition_form_signatures (signed_file_id);
create index petition_form_signatures_task_id_idx on app_public.petition_form_signatures (task_id);
create index petition_form_signatures_requested_by_idx on app_public.petition_form_signatures (requested_by);
create index petition_form_signatures_received_by_idx on app_public.petition_form_signatures (received_by);
create index petition_form_signatures_refused_by_idx on app_public.petition_form_signatures (refused_by);

alter table app_public.petition_form_signatures enable row level security;
grant select, insert, update, delete on app_public.petition_form_signatures to petition_studio_visitor;

create policy select_team on app_public.petition_form_signatures for select using (
  (select app_private.current_user_is_admin())
  or petition_id in (select p.id from app_public.petitions p where p.company_id in (select app_private.member_company_ids())));
comment on policy select_team on app_public.petition_form_signatures is 'Staff, and every member of the petitioner''s team (the beneficiary does not sign for the company).';
create policy update_team_editors on app_public.petition_form_signatures for update using (
  (select app_private.current_user_is_admin())
  or petition_id in (select p.id from app_public.petitions p where p.company_id in (select app_private.editor_company_ids())));
comment on policy update_team_editors on app_public.petition_form_signatures is 'Staff; the petitioner''s ADMIN/MEMBER attach the signed copy (every other column is staff-only).';
create policy insert_staff on app_public.petition_form_signatures for insert with check ((select app_private.current_user_is_admin()));
comment on policy insert_staff on app_public.petition_form_signatures is 'Only staff ask for a signature.';
create policy delete_staff on app_public.petition_form_signatures for delete using ((select app_private.current_user_is_admin()));
comment on policy delete_staff on app_public.petition_form_signatures is 'Only staff delete.';

-- The customer attaches the signed copy and nothing else.
create trigger _200_staff_only_columns before update on app_public.petition_form_signatures
  for each row execute function app_private.tg_staff_only_columns(
    'petition_id', 'form', 'requested_file_id', 'task_id', 'requested_by', 'requested_at',
    'received_by', 'received_at', 'refused_reason', 'refused_by', 'refused_at');

-- A copy attached records who and when (after the staff-only check, so these writes are the trigger's own) and
-- clears an earlier refusal; a customer may attach only a file they uploaded themselves.
create function app_private.tg_signed_form_received() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if new.signed_file_id is not distinct from old.signed_file_id or new.signed_file_id is null then
    return new;
  end if;
  if not app_private.current_user_is_admin() and app_private.current_user_id() is not null
     and not exists (select 1 from app_public.files f
                      where f.id = new.signed_file_id and f.owner_id = app_private.current_user_id()) then
    raise exception 'Attach a file you uploaded yourself' using errcode = '42501';
  end if;
  new.received_at := now();
  new.received_by := app_private.current_user_id();
  new.refused_reason := null;
  new.refused_by := null;
  new.refused_at := null;
  return new;
end;
$$;
create trigger _300_received before update on app_public.petition_form_signatures
  for each row execute function app_private.tg_signed_form_received();

-- The action item closes when the copy arrives, whoever attached it (close_awaiting_tasks, 0036).
create function app_private.tg_signed_form_closes_task() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
begin
  if new.signed_file_id is not null and new.signed_file_id is distinct from old.signed_file_id then
    perform app_private.close_awaiting_tasks(array[new.petition_id], 'SIGNED_FORM', new.form);
  end if;
  return null;
end;
$$;
create trigger _500_close_task after update on app_public.petition_form_signatures
  for each row execute function app_private.tg_signed_form_closes_task();

-- The action item: waits for the signed copy of one form, from the petitioner's team.
alter table app_public.pending_petition_tasks drop constraint pending_petition_tasks_awaited_check;
alter table app_public.pending_petition_tasks add constraint pending_petition_tasks_awaited_check check (
  case awaited_kind
    when 'COMPANY_DOCUMENT' then party = 'PETITIONER' and awaited_type is not null
    when 'EMPLOYER_STEP' then party = 'PETITIONER' and awaited_type in ('confirmContact', 'addContact',
      'confirmAddress', 'addWorksite', 'beneficiary', 'employerHistory', 'immigrationQuestions', 'corporateDocs',
      'foreignDocs', 'employerFundingDocs')
    when 'IMMIGRATION_DOCUMENT' then party = 'BENEFICIARY' and awaited_type is not null
    when 'USER_DOCUMENT' then party = 'BENEFICIARY' and awaited_type in (
      'offer-letter', 'ev-letter', 'org-chart', 'calendar', 'proof-of-membership-letter-or-email',
      'proof-of-membership-profile-page', 'judges', 'judging-invite-or-confirmation',
      'evidence-of-selection-criteria', 'screenshot-of-event-or-prizes', 'product-roadmap', 'technical-doc',
      'original-code', 'user-count-or-revenue', 'pitch-deck', 'vc-evidence', 'cap-table',
      'evidence-of-selectivity', 'tax-return', 'pay-stubs', 'pay-bonus', 'equity-statement',
      'evidence-of-recognition', 'promotion-evidence', 'pay-raise-evidence', 'code-contributor-page',
      'code-project-ownership', 'conference-presentation', 'internal-docs', 'customer-contract',
      'academic-contract-proposal', 'academic-paper', 'funding-document', 'distinguished-reputation',
      'evidence-of-commercial-adoption', 'evidence-of-significant-usage', 'evidence-of-industry-awards',
      'award-evidence', 'patent', 'membership-documentation', 'judging-documentation', 'press-article',
      'google-scholar-page', 'publication-prominence', 'journal-article', 'evidence-of-citation')
    when 'ONBOARDING_MODULE' then party = 'BENEFICIARY' and app_private.onboarding_module_title(awaited_type) is not null
    -- exhibit_id may become null later (the exhibit deleted: on delete set null); the insert trigger needs it
    when 'EXHIBIT_FILE' then party <> 'PLYMOUTH' and awaited_type is null
    when 'SIGNED_FORM' then party = 'PETITIONER' and awaited_type in ('g-28', 'i-129', 'i-907', 'i-140')
    else awaited_kind is null and awaited_type is null
  end) not valid;

-- The signatory reads the form to sign, and the team reads the copy received, through the signature row (whose
-- policy decides who that is), besides the links of 0008.
create policy select_form_signature on app_public.files for select using (
  exists (select 1 from app_public.petition_form_signatures s where s.requested_file_id = files.id or s.signed_file_id = files.id));
comment on policy select_form_signature on app_public.files is 'Whoever may read a form signature request: its form to sign and its signed copy.';

-- Staff ask for the signature of the form's latest generation (again: a regenerated or refused form). Runs as the
-- caller: row-level security and the checks below hold the rules.
create function app_public.request_form_signature(petition_id uuid, form text) returns app_public.petition_form_signatures
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
grant execute on function app_public.request_form_signature(uuid, text) to petition_studio_visitor;

-- Staff refuse a signed copy (unreadable, wrong page, typed signature): the item opens again with the reason.
create function app_public.refuse_signed_form(petition_id uuid, form text, reason text) returns app_public.petition_form_signatures
  language plpgsql volatile
  set search_path = pg_catalog
as $$
declare
  v_row app_public.petition_form_signatures;
begin
  if not app_private.current_user_is_admin() then
    raise exception 'Only staff may refuse a signed copy' using errcode = '42501';
  end if;
  update app_public.petition_form_signatures s
     set signed_file_id = null, received_at = null, received_by = null,
         refused_reason = btrim(refuse_signed_form.reason), refused_by = app_private.current_user_id(), refused_at = now()
   where s.petition_id = refuse_signed_form.petition_id and s.form = refuse_signed_form.form and s.signed_file_id is not null
  returning * into v_row;
  if v_row.petition_id is null then
    raise exception 'There is no signed copy of this form to refuse' using errcode = '23503';
  end if;
  update app_public.pending_petition_tasks t set completed_at = null, completed_by = null where t.id = v_row.task_id;
  return v_row;
end;
$$;
comment on function app_public.refuse_signed_form(uuid, text, text) is
  'Staff: refuses the signed copy with a reason the signatory reads; their action item opens again.';
grant execute on function app_public.refuse_signed_form(uuid, text, text) to petition_studio_visitor;

-- Down Migration
drop function app_public.refuse_signed_form(uuid, text, text);
drop function app_public.request_form_signature(uuid, text);
drop policy select_form_signature on app_public.files;
delete from app_public.pending_petition_tasks where awaited_kind = 'SIGNED_FORM';
alter table app_public.pending_petition_tasks drop constraint pending_petition_tasks_awaited_check;
alter table app_public.pending_petition_tasks add constraint pending_petition_tasks_awaited_check check (
  case awaited_kind
    when 'COMPANY_DOCUMENT' then party = 'PETITIONER' and awaited_type is not null
    when 'EMPLOYER_STEP' then party = 'PETITIONER' and awaited_type in ('confirmContact', 'addContact',
      'confirmAddress', 'addWorksite', 'beneficiary', 'employerHistory', 'immigrationQuestions', 'corporateDocs',
      'foreignDocs', 'employerFundingDocs')
    when 'IMMIGRATION_DOCUMENT' then party = 'BENEFICIARY' and awaited_type is not null
    when 'USER_DOCUMENT' then party = 'BENEFICIARY' and awaited_type in (
      'offer-letter', 'ev-letter', 'org-chart', 'calendar', 'proof-of-membership-letter-or-email',
      'proof-of-membership-profile-page', 'judges', 'judging-invite-or-confirmation',
      'evidence-of-selection-criteria', 'screenshot-of-event-or-prizes', 'product-roadmap', 'technical-doc',
      'original-code', 'user-count-or-revenue', 'pitch-deck', 'vc-evidence', 'cap-table',
      'evidence-of-selectivity', 'tax-return', 'pay-stubs', 'pay-bonus', 'equity-statement',
      'evidence-of-recognition', 'promotion-evidence', 'pay-raise-evidence', 'code-contributor-page',
      'code-project-ownership', 'conference-presentation', 'internal-docs', 'customer-contract',
      'academic-contract-proposal', 'academic-paper', 'funding-document', 'distinguished-reputation',
      'evidence-of-commercial-adoption', 'evidence-of-significant-usage', 'evidence-of-industry-awards',
      'award-evidence', 'patent', 'membership-documentation', 'judging-documentation', 'press-article',
      'google-scholar-page', 'publication-prominence', 'journal-article', 'evidence-of-citation')
    when 'ONBOARDING_MODULE' then party = 'BENEFICIARY' and app_private.onboarding_module_title(awaited_type) is not null
    when 'EXHIBIT_FILE' then party <> 'PLYMOUTH' and awaited_type is null
    else awaited_kind is null and awaited_type is null
  end) not valid;
drop table app_public.petition_form_signatures;
drop function app_private.tg_signed_form_closes_task();
drop function app_private.tg_signed_form_received();
