-- Up Migration
-- The firm's G-28 for the beneficiary's I-765, and the Forms tab's typed details (docs/decisions.md, "The G-28 for
-- the I-765's applicant; Part 6 text and a physical address typed on the Forms tab").
--
-- 1. The I-765 (category (c)(9)) is the beneficiary's own application, so the firm files a second G-28 with it naming
--    her as the client (form 'g-28-i-765'; the petitioner's G-28 stays 'g-28'). She signs its Part 4 (the client's
--    consent) herself, as she signs her I-765, whoever petitions: the same rule as packages/domain
--    BENEFICIARY_SIGNED_FORMS and formSigner. Staff ask for it as for every form (request_form_signature); the
--    petitioner's team neither reads nor attaches it (0119's select_team / update_team_editors already keep to
--    signer PETITIONER). Generated forms and overrides need nothing: their form column takes any short form key.
-- 2. What staff type on the Forms tab for the G-28's Part 6 (item 2's text) and the I-765's physical address (item 7)
--    is kept as hand-typed values (petition_form_overrides); their rules are packages/domain typed-form-details.ts's
--    (the box widths of the PDF, a U.S. state, a five-digit ZIP code, at most 1000 characters of Part 6 text), held
--    here too so no route, old or new, stores a value the form cannot print. NOT VALID: rows typed before through
--    the one-field route stay until changed (the form lists a too-long one for staff to shorten).

-- 1.a The forms a signature may be asked for: the G-28 for the I-765 joins them.
alter table app_public.petition_form_signatures drop constraint petition_form_signatures_form_signed_by_hand;
alter table app_public.petition_form_signatures add constraint petition_form_signatures_form_signed_by_hand
  check (form in ('g-28', 'i-129', 'i-907', 'i-140', 'i-765', 'g-28-i-765'));
comment on column app_public.petition_form_signatures.form is 'g-28, i-129, i-907, i-140, i-765 or g-28-i-765 (the G-28 naming the beneficiary as the I-765''s applicant): the forms with a part signed by hand.';

-- 1.b Who was asked: the beneficiary always signs her I-765 and the G-28 for it (and only she).
alter table app_public.petition_form_signatures drop constraint petition_form_signatures_signer;
alter table app_public.petition_form_signatures add constraint petition_form_signatures_signer check (
  (signer = 'PETITIONER' and form not in ('i-765', 'g-28-i-765'))
  or (signer = 'BENEFICIARY' and form in ('g-28', 'i-907', 'i-140', 'i-765', 'g-28-i-765')));
comment on column app_public.petition_form_signatures.signer is 'Who was asked to sign: PETITIONER (the company''s team) or BENEFICIARY (her I-765 and its G-28; the self-petitioner''s G-28, I-907 and I-140).';

create or replace function app_private.form_signer(petition_id uuid, form text) returns app_public.owned_by
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select case when form_signer.form in ('i-765', 'g-28-i-765') then 'BENEFICIARY'
              when form_signer.form in ('g-28', 'i-907', 'i-140') and p.visa_class = 'eb_1a' and p.company_id is null
              then 'BENEFICIARY' else 'PETITIONER' end::app_public.owned_by
    from app_public.petitions p where p.id = form_signer.petition_id;
$$;
comment on function app_private.form_signer(uuid, text) is 'Who signs a form of a petition: the beneficiary for her I-765 and the G-28 for it, and for the G-28, I-907 and I-140 of an EB-1A self-petition (no petitioner company); else the petitioner.';

-- 1.c The beneficiary's SIGNED_FORM action item may ask for the G-28 for her I-765. Rewrites 0119's beneficiary
-- branch in place, so what other migrations added to the constraint stays.
do $$
declare
  definition text;
  patched text;
begin
  select pg_get_constraintdef(c.oid) into definition from pg_constraint c
   where c.conrelid = 'app_public.pending_petition_tasks'::regclass and c.conname = 'pending_petition_tasks_awaited_check';
  patched := replace(definition,
    $x$((party = 'BENEFICIARY'::app_public.owned_by) AND (awaited_type = ANY (ARRAY['g-28'::text, 'i-907'::text, 'i-140'::text, 'i-765'::text])))$x$,
    $x$((party = 'BENEFICIARY'::app_public.owned_by) AND (awaited_type = ANY (ARRAY['g-28'::text, 'i-907'::text, 'i-140'::text, 'i-765'::text, 'g-28-i-765'::text])))$x$);
  if patched = definition then
    raise exception 'pending_petition_tasks_awaited_check has no beneficiary SIGNED_FORM branch of 0119 to extend';
  end if;
  alter table app_public.pending_petition_tasks drop constraint pending_petition_tasks_awaited_check;
  execute 'alter table app_public.pending_petition_tasks add constraint pending_petition_tasks_awaited_check '
    || replace(patched, ' NOT VALID', '') || ' not valid';
end;
$$;

-- 1.d The request names the form as staff know it ("Generate the G-28 for the I-765 before…"), not its key.
do $$
declare
  definition text := pg_get_functiondef('app_public.request_form_signature(uuid, text)'::regprocedure);
  patched text := replace(definition, 'v_number text := upper(request_form_signature.form);',
    $x$v_number text := case request_form_signature.form when 'g-28-i-765' then 'G-28 for the I-765' else upper(request_form_signature.form) end;$x$);
begin
  if patched = definition then
    raise exception 'request_form_signature has no form number (0093) to name';
  end if;
  execute patched;
end;
$$;

-- 1.e Staff's "signed copy received" notification names it so too (0093's trigger, patched in place).
do $$
declare
  definition text := pg_get_functiondef('app_private.tg_signed_form_history()'::regprocedure);
  patched text := replace(definition, $x$jsonb_build_object('form', upper(new.form),$x$,
    $x$jsonb_build_object('form', case new.form when 'g-28-i-765' then 'G-28 for the I-765' else upper(new.form) end,$x$);
begin
  if patched = definition then
    raise exception 'tg_signed_form_history has no form number (0093) to name';
  end if;
  execute patched;
end;
$$;

-- 2. The typed details' rules on the hand-typed values (field names as packages/domain's G-28 and I-765 maps).
alter table app_public.petition_form_overrides add constraint petition_form_overrides_g28_part_6_text check (
  form not in ('g-28', 'g-28-i-765') or field_name <> 'form1[0].#subform[3].Pt9Line3d_AdditionalInfo[0]'
  or length(value) between 1 and 1000) not valid;
alter table app_public.petition_form_overrides add constraint petition_form_overrides_i765_physical_address check (
  form <> 'i-765' or case field_name
    when 'form1[0].Page2[0].Pt2Line7_StreetNumberName[0]' then length(btrim(value)) between 1 and 34
    when 'form1[0].Page2[0].Pt2Line7_AptSteFlrNumber[0]' then length(btrim(value)) between 1 and 6
    when 'form1[0].Page2[0].Pt2Line7_CityOrTown[0]' then length(btrim(value)) between 1 and 20
    when 'form1[0].Page2[0].Pt2Line7_State[0]' then value ~ '^[A-Z]{2}$'
    when 'form1[0].Page2[0].Pt2Line7_ZipCode[0]' then value ~ '^[0-9]{5}$'
    else true end) not valid;
comment on constraint petition_form_overrides_g28_part_6_text on app_public.petition_form_overrides is 'A G-28''s Part 6 text (item 2) staff typed: 1 to 1000 characters (packages/domain G28_PART_6_TEXT_MAX).';
comment on constraint petition_form_overrides_i765_physical_address on app_public.petition_form_overrides is 'The I-765''s physical address (item 7) as the PDF''s boxes take it: street up to 34 characters, unit number 6, city 20, a state code, a five-digit ZIP code (packages/domain I765PhysicalAddressSchema).';

-- Down Migration
alter table app_public.petition_form_overrides drop constraint petition_form_overrides_i765_physical_address;
alter table app_public.petition_form_overrides drop constraint petition_form_overrides_g28_part_6_text;
do $$
declare
  definition text := pg_get_functiondef('app_public.request_form_signature(uuid, text)'::regprocedure);
begin
  execute replace(definition,
    $x$v_number text := case request_form_signature.form when 'g-28-i-765' then 'G-28 for the I-765' else upper(request_form_signature.form) end;$x$,
    'v_number text := upper(request_form_signature.form);');
end;
$$;
do $$
declare
  definition text := pg_get_functiondef('app_private.tg_signed_form_history()'::regprocedure);
begin
  execute replace(definition,
    $x$jsonb_build_object('form', case new.form when 'g-28-i-765' then 'G-28 for the I-765' else upper(new.form) end,$x$,
    $x$jsonb_build_object('form', upper(new.form),$x$);
end;
$$;
-- Requests of the G-28 for the I-765 go, with their action items (the constraints below cannot hold them).
delete from app_public.pending_petition_tasks where awaited_kind = 'SIGNED_FORM' and awaited_type = 'g-28-i-765';
delete from app_public.petition_form_signatures where form = 'g-28-i-765';
do $$
declare
  definition text;
begin
  select pg_get_constraintdef(c.oid) into definition from pg_constraint c
   where c.conrelid = 'app_public.pending_petition_tasks'::regclass and c.conname = 'pending_petition_tasks_awaited_check';
  alter table app_public.pending_petition_tasks drop constraint pending_petition_tasks_awaited_check;
  execute 'alter table app_public.pending_petition_tasks add constraint pending_petition_tasks_awaited_check '
    || replace(replace(definition,
      $x$((party = 'BENEFICIARY'::app_public.owned_by) AND (awaited_type = ANY (ARRAY['g-28'::text, 'i-907'::text, 'i-140'::text, 'i-765'::text, 'g-28-i-765'::text])))$x$,
      $x$((party = 'BENEFICIARY'::app_public.owned_by) AND (awaited_type = ANY (ARRAY['g-28'::text, 'i-907'::text, 'i-140'::text, 'i-765'::text])))$x$),
      ' NOT VALID', '') || ' not valid';
end;
$$;
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
alter table app_public.petition_form_signatures drop constraint petition_form_signatures_signer;
alter table app_public.petition_form_signatures add constraint petition_form_signatures_signer check (
  (signer = 'PETITIONER' and form <> 'i-765')
  or (signer = 'BENEFICIARY' and form in ('g-28', 'i-907', 'i-140', 'i-765')));
comment on column app_public.petition_form_signatures.signer is 'Who was asked to sign: PETITIONER (the company''s team) or BENEFICIARY (her I-765; the self-petitioner''s G-28, I-907 and I-140).';
alter table app_public.petition_form_signatures drop constraint petition_form_signatures_form_signed_by_hand;
alter table app_public.petition_form_signatures add constraint petition_form_signatures_form_signed_by_hand
  check (form in ('g-28', 'i-129', 'i-907', 'i-140', 'i-765'));
comment on column app_public.petition_form_signatures.form is 'g-28, i-129, i-907, i-140 or i-765: the forms with a part signed by hand (the I-765''s by its applicant, the beneficiary).';
