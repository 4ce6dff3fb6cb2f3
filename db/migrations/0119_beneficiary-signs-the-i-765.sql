-- Up Migration
-- The beneficiary signs her I-765 through the portal (docs/decisions.md, "The beneficiary signs the I-765 through the
-- portal"). The I-765 (category (c)(9)) is the beneficiary's own application: its applicant signs Part 3 by hand,
-- never the petitioner's signatory. Staff ask for it as for the other forms (request_form_signature, 0087/0093); the
-- request goes to the beneficiary (signer BENEFICIARY, her SIGNED_FORM action item), whether or not a company
-- petitions. The same rule as packages/domain formSigner (uscis-forms/self-petition.ts, with
-- BENEFICIARY_SIGNED_FORMS of petitioner-signature.ts).
--
-- Row-level security: 0093's select_self_petitioner / update_self_petitioner already let the beneficiary read and
-- attach what was asked of her (signer BENEFICIARY). The petitioner's team read and attached every signature of its
-- petitions (0087's select_team / update_team_editors); the I-765 carries her personal data (A-Number, SSN, address)
-- and is hers to sign, so those two policies now cover only what was asked of the petitioner (signer PETITIONER).
-- The files of a request (0087's select_form_signature on files) and its copies (0093) follow the request.

-- 1. The forms a signature may be asked for: the I-765 joins them.
alter table app_public.petition_form_signatures drop constraint petition_form_signatures_form_signed_by_petitioner;
alter table app_public.petition_form_signatures add constraint petition_form_signatures_form_signed_by_hand
  check (form in ('g-28', 'i-129', 'i-907', 'i-140', 'i-765'));
comment on column app_public.petition_form_signatures.form is 'g-28, i-129, i-907, i-140 or i-765: the forms with a part signed by hand (the I-765''s by its applicant, the beneficiary).';

-- 2. Who was asked: the beneficiary always signs her I-765 (and only she); a self-petitioner the G-28, I-907, I-140.
alter table app_public.petition_form_signatures drop constraint petition_form_signatures_signer;
alter table app_public.petition_form_signatures add constraint petition_form_signatures_signer check (
  (signer = 'PETITIONER' and form <> 'i-765')
  or (signer = 'BENEFICIARY' and form in ('g-28', 'i-907', 'i-140', 'i-765')));
comment on column app_public.petition_form_signatures.signer is 'Who was asked to sign: PETITIONER (the company''s team) or BENEFICIARY (her I-765; the self-petitioner''s G-28, I-907 and I-140).';

create or replace function app_private.form_signer(petition_id uuid, form text) returns app_public.owned_by
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select case when form_signer.form = 'i-765' then 'BENEFICIARY'
              when form_signer.form in ('g-28', 'i-907', 'i-140') and p.visa_class = 'eb_1a' and p.company_id is null
              then 'BENEFICIARY' else 'PETITIONER' end::app_public.owned_by
    from app_public.petitions p where p.id = form_signer.petition_id;
$$;
comment on function app_private.form_signer(uuid, text) is 'Who signs a form of a petition: the beneficiary for her I-765, and for the G-28, I-907 and I-140 of an EB-1A self-petition (no petitioner company); else the petitioner.';

-- 3. The beneficiary's SIGNED_FORM action item may ask for the I-765; the petitioner's may not. Rewrites 0097's
-- SIGNED_FORM branch in place, so what other migrations added to the constraint stays.
do $$
declare
  definition text;
  patched text;
begin
  select pg_get_constraintdef(c.oid) into definition from pg_constraint c
   where c.conrelid = 'app_public.pending_petition_tasks'::regclass and c.conname = 'pending_petition_tasks_awaited_check';
  patched := replace(definition,
    $x$(((party = 'PETITIONER'::app_public.owned_by) OR ((party = 'BENEFICIARY'::app_public.owned_by) AND (awaited_type = ANY (ARRAY['g-28'::text, 'i-907'::text, 'i-140'::text])))) AND (awaited_type = ANY (ARRAY['g-28'::text, 'i-129'::text, 'i-907'::text, 'i-140'::text])))$x$,
    $x$(((party = 'PETITIONER'::app_public.owned_by) AND (awaited_type = ANY (ARRAY['g-28'::text, 'i-129'::text, 'i-907'::text, 'i-140'::text]))) OR ((party = 'BENEFICIARY'::app_public.owned_by) AND (awaited_type = ANY (ARRAY['g-28'::text, 'i-907'::text, 'i-140'::text, 'i-765'::text]))))$x$);
  if patched = definition then
    raise exception 'pending_petition_tasks_awaited_check has no SIGNED_FORM branch of 0097 to extend';
  end if;
  alter table app_public.pending_petition_tasks drop constraint pending_petition_tasks_awaited_check;
  execute 'alter table app_public.pending_petition_tasks add constraint pending_petition_tasks_awaited_check '
    || replace(patched, ' NOT VALID', '') || ' not valid';
end;
$$;

-- 4. A request of a beneficiary is no longer a self-petition's only: the refusal when she is not in the portal says so.
do $$
declare
  definition text := pg_get_functiondef('app_public.request_form_signature(uuid, text)'::regprocedure);
  patched text := replace(definition, 'This self-petition has no beneficiary in the portal', 'This petition has no beneficiary in the portal');
begin
  if patched = definition then
    raise exception 'request_form_signature has no beneficiary refusal (0093) to reword';
  end if;
  execute patched;
end;
$$;
comment on function app_public.request_form_signature(uuid, text) is
  'Staff: asks whoever signs the form (app_private.form_signer: the petitioner''s team; the beneficiary for her I-765 and a self-petition''s G-28, I-907 and I-140) to sign its latest generated copy by hand and upload it (an action item).';

-- 5. The petitioner's team reads and attaches only what was asked of the petitioner.
alter policy select_team on app_public.petition_form_signatures using (
  (select app_private.current_user_is_admin())
  or (signer = 'PETITIONER'
      and petition_id in (select p.id from app_public.petitions p where p.company_id in (select app_private.member_company_ids()))));
comment on policy select_team on app_public.petition_form_signatures is 'Staff, and every member of the petitioner''s team for what was asked of the petitioner (not the beneficiary''s I-765).';
alter policy update_team_editors on app_public.petition_form_signatures using (
  (select app_private.current_user_is_admin())
  or (signer = 'PETITIONER'
      and petition_id in (select p.id from app_public.petitions p where p.company_id in (select app_private.editor_company_ids()))));
comment on policy update_team_editors on app_public.petition_form_signatures is 'Staff; the petitioner''s ADMIN/MEMBER attach the signed copy asked of the petitioner (every other column is staff-only).';
comment on policy select_self_petitioner on app_public.petition_form_signatures is 'The beneficiary reads the requests made of her: her I-765, and a self-petition''s G-28, I-907 and I-140.';
comment on policy update_self_petitioner on app_public.petition_form_signatures is 'The beneficiary attaches the signed copies asked of her (staff-only columns stay staff''s).';

-- Down Migration
comment on policy update_self_petitioner on app_public.petition_form_signatures is 'The beneficiary of a self-petition attaches the signed copy asked of them (staff-only columns stay staff''s).';
comment on policy select_self_petitioner on app_public.petition_form_signatures is 'The beneficiary of a self-petition reads the request made of them (the I-140).';
alter policy update_team_editors on app_public.petition_form_signatures using (
  (select app_private.current_user_is_admin())
  or petition_id in (select p.id from app_public.petitions p where p.company_id in (select app_private.editor_company_ids())));
comment on policy update_team_editors on app_public.petition_form_signatures is 'Staff; the petitioner''s ADMIN/MEMBER attach the signed copy (every other column is staff-only).';
alter policy select_team on app_public.petition_form_signatures using (
  (select app_private.current_user_is_admin())
  or petition_id in (select p.id from app_public.petitions p where p.company_id in (select app_private.member_company_ids())));
comment on policy select_team on app_public.petition_form_signatures is 'Staff, and every member of the petitioner''s team (the beneficiary does not sign for the company).';
do $$
declare
  definition text := pg_get_functiondef('app_public.request_form_signature(uuid, text)'::regprocedure);
begin
  execute replace(definition, 'This petition has no beneficiary in the portal', 'This self-petition has no beneficiary in the portal');
end;
$$;
comment on function app_public.request_form_signature(uuid, text) is
  'Staff: asks the petitioner''s team (the beneficiary, for a self-petition''s G-28, I-907 and I-140) to sign the form''s latest generated copy by hand and upload it (an action item).';
-- Requests of an I-765 go, with their action items (the constraints below cannot hold them).
delete from app_public.pending_petition_tasks where awaited_kind = 'SIGNED_FORM' and awaited_type = 'i-765';
delete from app_public.petition_form_signatures where form = 'i-765';
do $$
declare
  definition text;
begin
  select pg_get_constraintdef(c.oid) into definition from pg_constraint c
   where c.conrelid = 'app_public.pending_petition_tasks'::regclass and c.conname = 'pending_petition_tasks_awaited_check';
  alter table app_public.pending_petition_tasks drop constraint pending_petition_tasks_awaited_check;
  execute 'alter table app_public.pending_petition_tasks add constraint pending_petition_tasks_awaited_check '
    || replace(replace(definition,
      $x$(((party = 'PETITIONER'::app_public.owned_by) AND (awaited_type = ANY (ARRAY['g-28'::text, 'i-129'::text, 'i-907'::text, 'i-140'::text]))) OR ((party = 'BENEFICIARY'::app_public.owned_by) AND (awaited_type = ANY (ARRAY['g-28'::text, 'i-907'::text, 'i-140'::text, 'i-765'::text]))))$x$,
      $x$(((party = 'PETITIONER'::app_public.owned_by) OR ((party = 'BENEFICIARY'::app_public.owned_by) AND (awaited_type = ANY (ARRAY['g-28'::text, 'i-907'::text, 'i-140'::text])))) AND (awaited_type = ANY (ARRAY['g-28'::text, 'i-129'::text, 'i-907'::text, 'i-140'::text])))$x$),
      ' NOT VALID', '') || ' not valid';
end;
$$;
create or replace function app_private.form_signer(petition_id uuid, form text) returns app_public.owned_by
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select case when form_signer.form in ('g-28', 'i-907', 'i-140') and p.visa_class = 'eb_1a' and p.company_id is null
              then 'BENEFICIARY' else 'PETITIONER' end::app_public.owned_by
    from app_public.petitions p where p.id = form_signer.petition_id;
$$;
comment on function app_private.form_signer(uuid, text) is 'Who signs a form of a petition: the beneficiary for the G-28, I-907 and I-140 of an EB-1A self-petition (no petitioner company), else the petitioner.';
alter table app_public.petition_form_signatures drop constraint petition_form_signatures_signer;
alter table app_public.petition_form_signatures add constraint petition_form_signatures_signer
  check (signer = 'PETITIONER' or (signer = 'BENEFICIARY' and form in ('g-28', 'i-907', 'i-140')));
comment on column app_public.petition_form_signatures.signer is 'Who was asked to sign: PETITIONER (the company''s team) or BENEFICIARY (the self-petitioner: G-28, I-907 and I-140).';
alter table app_public.petition_form_signatures drop constraint petition_form_signatures_form_signed_by_hand;
alter table app_public.petition_form_signatures add constraint petition_form_signatures_form_signed_by_petitioner
  check (form in ('g-28', 'i-129', 'i-907', 'i-140'));
comment on column app_public.petition_form_signatures.form is 'g-28, i-129, i-907 or i-140: the forms with a part the petitioner''s authorized signatory signs.';
