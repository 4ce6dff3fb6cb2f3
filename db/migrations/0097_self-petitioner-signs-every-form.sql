-- Up Migration
-- The self-petitioner signs every form the petitioner would (docs/decisions.md, "The self-petitioner signs every
-- form; a notification opens the Forms tab"). 0093 asked the beneficiary of an EB-1A self-petition (no petitioner
-- company) to sign the I-140 only, and still demanded a company for the G-28 and the I-907. In a self-petition the
-- beneficiary is the petitioner: the G-28's client (Part 4, the client's consent) and the I-907's requestor (Part 3).
-- The same rule as packages/domain formSigner (uscis-forms/self-petition.ts, SELF_PETITIONER_SIGNED_FORMS): the
-- beneficiary signs the G-28, the I-907 and the I-140 of a self-petition; nobody but a company files an I-129.
-- Row-level security (0093's select_self_petitioner / update_self_petitioner) already follows `signer`, so that
-- beneficiary reads and attaches the copies of the requests made of them, and nothing else.

-- Who was asked: a beneficiary's signature for the forms a self-petition files.
alter table app_public.petition_form_signatures drop constraint petition_form_signatures_signer;
alter table app_public.petition_form_signatures add constraint petition_form_signatures_signer
  check (signer = 'PETITIONER' or (signer = 'BENEFICIARY' and form in ('g-28', 'i-907', 'i-140')));
comment on column app_public.petition_form_signatures.signer is 'Who was asked to sign: PETITIONER (the company''s team) or BENEFICIARY (the self-petitioner: G-28, I-907 and I-140).';

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

-- The beneficiary's SIGNED_FORM action item, for those forms. Patches 0093's branch in place, so what other
-- migrations added to the constraint stays.
do $$
declare
  definition text;
  patched text;
begin
  select pg_get_constraintdef(c.oid) into definition from pg_constraint c
   where c.conrelid = 'app_public.pending_petition_tasks'::regclass and c.conname = 'pending_petition_tasks_awaited_check';
  patched := replace(definition,
    $x$((party = 'BENEFICIARY'::app_public.owned_by) AND (awaited_type = 'i-140'::text))$x$,
    $x$((party = 'BENEFICIARY'::app_public.owned_by) AND (awaited_type = ANY (ARRAY['g-28'::text, 'i-907'::text, 'i-140'::text])))$x$);
  if patched = definition then
    raise exception 'pending_petition_tasks_awaited_check has no beneficiary SIGNED_FORM branch (0093) to extend';
  end if;
  alter table app_public.pending_petition_tasks drop constraint pending_petition_tasks_awaited_check;
  execute 'alter table app_public.pending_petition_tasks add constraint pending_petition_tasks_awaited_check '
    || replace(patched, ' NOT VALID', '') || ' not valid';
end;
$$;

comment on function app_public.request_form_signature(uuid, text) is
  'Staff: asks the petitioner''s team (the beneficiary, for a self-petition''s G-28, I-907 and I-140) to sign the form''s latest generated copy by hand and upload it (an action item).';

-- Down Migration
comment on function app_public.request_form_signature(uuid, text) is
  'Staff: asks the petitioner''s team (the beneficiary, for a self-petition''s I-140) to sign the form''s latest generated copy by hand and upload it (an action item).';
-- Requests made of a self-petitioner for a G-28 or an I-907 go, with their action items (0093 cannot hold them).
delete from app_public.pending_petition_tasks
 where awaited_kind = 'SIGNED_FORM' and party = 'BENEFICIARY' and awaited_type in ('g-28', 'i-907');
delete from app_public.petition_form_signatures where signer = 'BENEFICIARY' and form in ('g-28', 'i-907');
do $$
declare
  definition text;
begin
  select pg_get_constraintdef(c.oid) into definition from pg_constraint c
   where c.conrelid = 'app_public.pending_petition_tasks'::regclass and c.conname = 'pending_petition_tasks_awaited_check';
  alter table app_public.pending_petition_tasks drop constraint pending_petition_tasks_awaited_check;
  execute 'alter table app_public.pending_petition_tasks add constraint pending_petition_tasks_awaited_check '
    || replace(replace(definition,
      $x$((party = 'BENEFICIARY'::app_public.owned_by) AND (awaited_type = ANY (ARRAY['g-28'::text, 'i-907'::text, 'i-140'::text])))$x$,
      $x$((party = 'BENEFICIARY'::app_public.owned_by) AND (awaited_type = 'i-140'::text))$x$), ' NOT VALID', '') || ' not valid';
end;
$$;
create or replace function app_private.form_signer(petition_id uuid, form text) returns app_public.owned_by
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select case when form_signer.form = 'i-140' and p.visa_class = 'eb_1a' and p.company_id is null
              then 'BENEFICIARY' else 'PETITIONER' end::app_public.owned_by
    from app_public.petitions p where p.id = form_signer.petition_id;
$$;
comment on function app_private.form_signer(uuid, text) is 'Who signs a form of a petition: the beneficiary for the I-140 of an EB-1A self-petition (no petitioner company), else the petitioner.';
alter table app_public.petition_form_signatures drop constraint petition_form_signatures_signer;
alter table app_public.petition_form_signatures add constraint petition_form_signatures_signer
  check (signer = 'PETITIONER' or (signer = 'BENEFICIARY' and form = 'i-140'));
comment on column app_public.petition_form_signatures.signer is 'Who was asked to sign: PETITIONER (the company''s team) or BENEFICIARY (the self-petitioner, I-140 only).';
