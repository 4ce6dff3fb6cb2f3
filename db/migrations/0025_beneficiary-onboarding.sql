-- Up Migration
-- Beneficiary onboarding (issue 16): the checklist of a petition is built on the server from the
-- petition itself, so the browser never decides which evidence a beneficiary is asked for.
--
-- app_public.start_beneficiary_onboarding(petition_id) creates or refreshes the petition's
-- onboarding record (modules JSON: packages/domain/src/onboarding-record.ts):
--   * the personal modules PERSONAL, IDENTIFICATION, EMPLOYMENT, FILING_TYPE from a fixed template
--     (the same list as PERSONAL_ONBOARDING_MODULES in the domain package; a test checks they agree);
--   * one module per evidence module of the petition (critical role, awards, …; spec 3 §3 order),
--     holding its customer-facing exhibits (not provider-owned, visible, not an umbrella of
--     sub-exhibits) with the onboarding exhibit type of their catalogue type ('press-article' →
--     PRESS_ARTICLE, the domain's onboardingExhibitTypeFor); each item's id and exhibitId are the
--     petition exhibit's id, so uploads link to that exhibit;
--   * expert letters gathered into one EXPERT_LETTERS module, and the hidden MEMO_STARTER.
-- A refresh keeps what the beneficiary already did: an item matching an old one (by petition exhibit
-- id, or module type + exhibit type for personal items) keeps its id, status, data and any extra
-- keys; module ids are kept by id, then by type. Module statuses are recomputed from the items.
--
-- Security invoker with an explicit staff check: row-level security still applies to every read and
-- write (staff read the whole petition), and the check is needed anyway because the onboardings
-- update policy lets the beneficiary and the petitioner's editors update an existing record, which
-- would otherwise let them rebuild it. Nothing here needs the owner's rights.

-- 'press-article' → 'PRESS_ARTICLE' (domain onboardingExhibitTypeFor); no catalogue type → 'OTHER',
-- which the web app shows with its default screen.
create function app_private.onboarding_exhibit_type(exhibit_type text) returns text
  language sql immutable parallel safe
  set search_path = pg_catalog
as $$
  select upper(replace(coalesce(exhibit_type, 'other'), '-', '_'));
$$;
comment on function app_private.onboarding_exhibit_type(text) is 'Onboarding exhibit type of a catalogue exhibit type (mirror of the domain''s onboardingExhibitTypeFor).';

-- Titles of the onboarding module types (domain ONBOARDING_MODULE_TITLES); null for any other type.
create function app_private.onboarding_module_title(module_type text) returns text
  language sql immutable parallel safe
  set search_path = pg_catalog
as $$
  select case module_type
    when 'PERSONAL' then 'Personal Information'
    when 'IDENTIFICATION' then 'Identification Documents'
    when 'EMPLOYMENT' then 'Professional Details'
    when 'FILING_TYPE' then 'Filing Type: Change of Status or Consular Processing'
    when 'HIGH_REMUNERATION' then 'High Remuneration'
    when 'CRITICAL_ROLE' then 'Critical Role at Distinguished Organization'
    when 'MEMBERSHIP' then 'Memberships'
    when 'AUTHORSHIP' then 'Authorship'
    when 'JUDGING' then 'Judging'
    when 'AWARDS' then 'Awards'
    when 'ORIGINAL_CONTRIBUTION' then 'Original Contributions'
    when 'PRESS' then 'Press'
    when 'EXPERT_LETTERS' then 'Expert Letters'
    when 'MEMO_STARTER' then 'Memo Starter'
  end;
$$;
comment on function app_private.onboarding_module_title(text) is 'Checklist title of an onboarding module type (mirror of the domain''s ONBOARDING_MODULE_TITLES).';

-- The personal modules (domain PERSONAL_ONBOARDING_MODULES). usOnly items are hidden when the
-- petition is filed by consular processing: the beneficiary is outside the U.S.
create function app_private.personal_onboarding_template() returns jsonb
  language sql immutable parallel safe
  set search_path = pg_catalog
as $$
  select '[
    {"type": "PERSONAL", "subtitle": "Your legal name, other names, addresses and family.", "exhibits": [
      {"type": "LEGAL_NAME", "name": "Legal name", "required": true, "usOnly": false},
      {"type": "OTHER_NAMES", "name": "Other names", "required": false, "usOnly": false},
      {"type": "US_ADDRESS", "name": "U.S. address", "required": true, "usOnly": true},
      {"type": "FOREIGN_ADDRESS", "name": "Foreign address", "required": true, "usOnly": false},
      {"type": "DEPENDENTS", "name": "Dependents", "required": true, "usOnly": false}]},
    {"type": "IDENTIFICATION", "subtitle": "Passport and visa documents.", "exhibits": [
      {"type": "PASSPORT", "name": "Passport", "required": true, "usOnly": false},
      {"type": "VISA_STAMP", "name": "Visa stamp", "required": false, "usOnly": true},
      {"type": "STUDENT_VISA", "name": "Identification Documents", "required": false, "usOnly": true},
      {"type": "EAD", "name": "EAD card", "required": false, "usOnly": true}]},
    {"type": "EMPLOYMENT", "subtitle": "Your current and past employers.", "exhibits": [
      {"type": "EMPLOYMENT_HISTORY", "name": "Employment history", "required": true, "usOnly": false}]},
    {"type": "FILING_TYPE", "subtitle": "How you will receive your visa.", "exhibits": [
      {"type": "FILING_TYPE", "name": "Filing type", "required": true, "usOnly": false},
      {"type": "IMMIGRATION_QUESTIONS", "name": "Immigration questions", "required": true, "usOnly": false}]}
  ]'::jsonb;
$$;
comment on function app_private.personal_onboarding_template() is 'The personal modules every beneficiary checklist opens with (mirror of the domain''s PERSONAL_ONBOARDING_MODULES).';

-- Status of a module from its items (spec 3 §4.2): completed when every shown item (not hidden, not a
-- cover page) is completed or skipped; pending while none has been touched; in_progress otherwise.
create function app_private.onboarding_module_status(exhibits jsonb) returns text
  language sql immutable parallel safe
  set search_path = pg_catalog
as $$
  with shown as (
    select e ->> 'status' as status from jsonb_array_elements(exhibits) e
    where not coalesce((e ->> 'hidden')::boolean, false) and e ->> 'type' <> 'COVER_PAGE'
  )
  select case
    when not exists (select 1 from shown) then 'pending'
    when not exists (select 1 from shown where status not in ('completed', 'skipped')) then 'completed'
    when not exists (select 1 from shown where status <> 'pending') then 'pending'
    else 'in_progress'
  end;
$$;
comment on function app_private.onboarding_module_status(jsonb) is 'Module status from its exhibits: completed when all shown ones are completed or skipped, pending when none was touched.';

-- Key an item is matched by across refreshes.
create function app_private.onboarding_exhibit_key(exhibit jsonb) returns text
  language sql immutable parallel safe
  set search_path = pg_catalog
as $$
  select coalesce(exhibit ->> 'exhibitId', (exhibit ->> 'moduleType') || ':' || (exhibit ->> 'type'));
$$;

grant execute on function app_private.onboarding_exhibit_type(text), app_private.onboarding_module_title(text),
  app_private.personal_onboarding_template(), app_private.onboarding_module_status(jsonb),
  app_private.onboarding_exhibit_key(jsonb) to petition_studio_visitor;

create function app_public.start_beneficiary_onboarding(petition_id uuid) returns app_public.onboardings
  language plpgsql volatile
  set search_path = pg_catalog
as $$
declare
  petition app_public.petitions;
  company jsonb;
  previous app_public.onboardings;
  old_exhibits jsonb;
  old_modules jsonb;
  fresh jsonb := '[]'::jsonb;
  merged jsonb := '[]'::jsonb;
  v_module jsonb;
  v_items jsonb;
  old_module jsonb;
  record_status app_public.onboarding_status;
  result app_public.onboardings;
begin
  if not app_private.current_user_is_admin() then
    raise exception 'Only staff may start beneficiary onboarding' using errcode = '42501';
  end if;
  select p.* into petition from app_public.petitions p where p.id = start_beneficiary_onboarding.petition_id;
  if not found then
    raise exception 'Petition % not found', start_beneficiary_onboarding.petition_id using errcode = '22023';
  end if;
  select jsonb_build_object('id', c.id, 'dbaName', c.dba_name) into company
  from app_public.companies c where c.id = petition.company_id;

  select o.* into previous from app_public.onboardings o where o.petition_id = petition.id for update;
  old_modules := coalesce(previous.modules, '[]'::jsonb);
  select coalesce(jsonb_object_agg(app_private.onboarding_exhibit_key(e), e), '{}'::jsonb) into old_exhibits
  from jsonb_array_elements(old_modules) m, jsonb_array_elements(m -> 'exhibits') e;

  -- 1. Personal modules from the template.
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', null, 'type', t ->> 'type', 'title', app_private.onboarding_module_title(t ->> 'type'),
      'subtitle', t ->> 'subtitle', 'name', app_private.onboarding_module_title(t ->> 'type'),
      'exhibits', (
        select jsonb_agg(jsonb_build_object(
            'id', gen_random_uuid(), 'exhibitId', null, 'type', x ->> 'type', 'name', x ->> 'name',
            'description', '', 'required', (x ->> 'required')::boolean,
            'hidden', (x ->> 'usOnly')::boolean and petition.filing_type is not distinct from 'consular_processing',
            'status', 'pending', 'data', '{}'::jsonb, 'moduleType', t ->> 'type') order by xi)
        from jsonb_array_elements(t -> 'exhibits') with ordinality as xs(x, xi))
    ) || case when t ->> 'type' = 'EMPLOYMENT' and company is not null then jsonb_build_object('company', company)
              else '{}'::jsonb end
    order by ti), '[]'::jsonb)
  into fresh
  from jsonb_array_elements(app_private.personal_onboarding_template()) with ordinality as ts(t, ti);

  -- 2. Evidence modules of the petition in the spec's module order, expert letters set aside.
  with evidence as (
    select m.id as module_id, m.name as module_name, m.order_index as module_order,
           app_private.onboarding_exhibit_type(m.type) as module_type, coalesce(mt.description, '') as subtitle,
           e.id, e.name, e.exhibit_type, e.order_index, coalesce(et.description, '') as description
    from app_public.modules m
    join app_public.exhibits e on e.module_id = m.id
    left join app_public.module_types mt on mt.id = m.type
    left join app_public.exhibit_types et on et.id = e.exhibit_type
    where m.petition_id = petition.id
      and app_private.onboarding_module_title(app_private.onboarding_exhibit_type(m.type)) is not null
      and app_private.onboarding_exhibit_type(m.type) not in ('MEMO_STARTER', 'EXPERT_LETTERS')
      -- provider-owned or hidden exhibits are the provider's work, never asked of the beneficiary
      and e.owned_by <> 'PLYMOUTH' and e.visible
      -- an umbrella exhibit is represented by its sub-exhibits
      and not exists (select 1 from app_public.exhibits child where child.parent_exhibit_id = e.id)
  ), evidence_items as (
    select ev.*, jsonb_build_object(
        'id', ev.id, 'exhibitId', ev.id, 'type', app_private.onboarding_exhibit_type(ev.exhibit_type),
        'name', ev.name, 'description', ev.description,
        'required', coalesce(ev.exhibit_type, '') not in ('press-summary', 'link-to-event'),
        'hidden', false, 'status', 'pending', 'data', '{}'::jsonb,
        'moduleType', case when ev.exhibit_type = 'expert-letter' then 'EXPERT_LETTERS' else ev.module_type end)
      || case when ev.module_type in ('CRITICAL_ROLE', 'HIGH_REMUNERATION') and company is not null
              then jsonb_build_object('company', company) else '{}'::jsonb end
      || case when ev.module_type = 'AWARDS' then jsonb_build_object('award', jsonb_build_object('awardName', ev.name))
              else '{}'::jsonb end as item
    from evidence ev
  ), by_module as (
    select module_id, module_type, module_name, module_order, subtitle,
           jsonb_agg(item order by order_index, id) as exhibits
    from evidence_items where exhibit_type is distinct from 'expert-letter'
    group by module_id, module_type, module_name, module_order, subtitle
  )
  select fresh || coalesce(jsonb_agg(jsonb_build_object(
      'id', module_id, 'type', module_type, 'title', app_private.onboarding_module_title(module_type),
      'subtitle', subtitle, 'name', module_name,
      'exhibits', case when module_type = 'HIGH_REMUNERATION' then jsonb_build_array(jsonb_build_object(
          'id', gen_random_uuid(), 'exhibitId', null, 'type', 'COVER_PAGE', 'name', 'High remuneration',
          'description', 'How your pay compares with others in your field.', 'required', false, 'hidden', false,
          'status', 'completed', 'data', '{}'::jsonb, 'moduleType', module_type)) || exhibits else exhibits end)
    order by array_position(array['HIGH_REMUNERATION', 'CRITICAL_ROLE', 'MEMBERSHIP', 'AUTHORSHIP', 'JUDGING',
      'AWARDS', 'ORIGINAL_CONTRIBUTION', 'PRESS'], module_type), module_order, module_id), '[]'::jsonb)
  into fresh from by_module;

  -- 3. Expert letters of every module, then the hidden memo starter.
  select fresh || coalesce((
    select jsonb_build_array(jsonb_build_object(
      'id', null, 'type', 'EXPERT_LETTERS', 'title', app_private.onboarding_module_title('EXPERT_LETTERS'),
      'subtitle', 'People who can speak to the significance of your work.',
      'name', app_private.onboarding_module_title('EXPERT_LETTERS'),
      'exhibits', jsonb_agg(jsonb_build_object(
          'id', e.id, 'exhibitId', e.id, 'type', 'EXPERT_LETTER', 'name', e.name,
          'description', coalesce(et.description, ''), 'required', true, 'hidden', false, 'status', 'pending',
          'data', '{}'::jsonb, 'moduleType', 'EXPERT_LETTERS') order by m.order_index, e.order_index, e.id)))
    from app_public.exhibits e
    join app_public.modules m on m.id = e.module_id
    left join app_public.exhibit_types et on et.id = e.exhibit_type
    where e.petition_id = petition.id and e.exhibit_type = 'expert-letter' and e.owned_by <> 'PLYMOUTH' and e.visible
    having count(*) > 0), '[]'::jsonb)
  || jsonb_build_array(jsonb_build_object(
      'id', null, 'type', 'MEMO_STARTER', 'title', app_private.onboarding_module_title('MEMO_STARTER'),
      'subtitle', '', 'name', app_private.onboarding_module_title('MEMO_STARTER'), 'exhibits', '[]'::jsonb))
  into fresh;

  -- 4. Keep what the beneficiary did: their item ids, statuses, answers and extra keys; the
  --    petition decides the rest (name, type, required, hidden …).
  for v_module in select value from jsonb_array_elements(fresh) loop
    select coalesce(jsonb_agg(
        case when old_exhibits ? app_private.onboarding_exhibit_key(x)
             then (old_exhibits -> app_private.onboarding_exhibit_key(x)) || (x - 'id' - 'status' - 'data')
             else x end order by xi), '[]'::jsonb)
    into v_items
    from jsonb_array_elements(v_module -> 'exhibits') with ordinality as xs(x, xi);
    select m into old_module from jsonb_array_elements(old_modules) m
    where (v_module ->> 'id' is not null and m ->> 'id' = v_module ->> 'id')
       or (v_module ->> 'id' is null and m ->> 'type' = v_module ->> 'type')
    limit 1;
    v_module := coalesce(old_module, '{}'::jsonb) || v_module
      || jsonb_build_object('id', coalesce(v_module ->> 'id', old_module ->> 'id', gen_random_uuid()::text),
                            'exhibits', v_items, 'status', app_private.onboarding_module_status(v_items));
    merged := merged || jsonb_build_array(v_module);
  end loop;

  -- Record status (decisions ENT-090): a new record has not started; a refresh keeps the status,
  -- except that a completed record with new open required items is open again.
  record_status := coalesce(previous.status, 'not_started');
  if record_status = 'completed' and exists (
    select 1 from jsonb_array_elements(merged) m, jsonb_array_elements(m -> 'exhibits') e
    where (e ->> 'required')::boolean and not (e ->> 'hidden')::boolean and e ->> 'type' <> 'COVER_PAGE'
      and e ->> 'status' in ('pending', 'in_progress')
  ) then
    record_status := 'in_progress';
  end if;

  insert into app_public.onboardings as o (petition_id, modules, status)
  values (petition.id, merged, record_status)
  on conflict on constraint onboardings_petition_id_key do update
    set modules = excluded.modules, status = excluded.status, version = o.version + 1
  returning o.* into result;
  return result;
end;
$$;
comment on function app_public.start_beneficiary_onboarding(uuid) is 'Staff: builds the beneficiary onboarding checklist of a petition from its modules and customer-facing exhibits, or refreshes it keeping what the beneficiary already did.';
grant execute on function app_public.start_beneficiary_onboarding(uuid) to petition_studio_visitor;

-- Which petition a record belongs to is fixed: the beneficiary and the petitioner's editors may save
-- their modules, status and flow state, never move the record to another petition.
create trigger _200_staff_only_columns before update on app_public.onboardings
  for each row execute function app_private.tg_staff_only_columns('petition_id', 'version');

-- Down Migration
drop trigger _200_staff_only_columns on app_public.onboardings;
drop function app_public.start_beneficiary_onboarding(uuid);
drop function app_private.onboarding_exhibit_key(jsonb);
drop function app_private.onboarding_module_status(jsonb);
drop function app_private.personal_onboarding_template();
drop function app_private.onboarding_module_title(text);
drop function app_private.onboarding_exhibit_type(text);
