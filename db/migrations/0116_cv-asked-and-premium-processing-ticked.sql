-- Up Migration
-- Two findings of an EB-1A self-petition walked from nothing (docs/decisions.md, "The beneficiary's CV is asked for
-- and filed; premium processing ticks its checklist item").
--
-- 1. The beneficiary is asked for her CV. The archetype templates kept the Beneficiary CV in the hidden Memo Starter,
--    which the checklist never shows and the packet never files. New petitions now hold it in a visible Beneficiary
--    Background module (packages/domain archetype-templates.ts), and the checklist asks for each customer-facing CV
--    exhibit of a visible module in its Professional Details module, after the employment history (spec 3 §3, BEN-063:
--    the personal-info group holds "employment and beneficiary CV"). The item is the exhibit itself (id and exhibitId
--    are its id), so the upload lands on the exhibit the packet files; it is no longer also listed under a criterion
--    staff may have put it in. Existing petitions keep their modules: moving a CV out of a Memo Starter into a new
--    module ahead of the criteria would renumber every exhibit of a case whose letters and memo may already cite them
--    (A-1 becoming B-1); staff move or add the exhibit themselves, and a refresh of the checklist then asks for it.
--
-- 2. Deciding premium processing ticks "Premium processing (I-907) decided". Staff decide it in the Forms panel
--    (0115: set_petition_case_detail 'premiumProcessing', Yes or No); the staff checklist item now follows that
--    decision for every writer: a decision (Yes or No, or a change of it) ticks the item (the first tick kept, by the
--    person who decided), and taking the decision back ("—", not decided) unticks it. An item ticked by hand while
--    nothing is decided stays ticked (a decision made outside the app). Petitions already decided are ticked here.

create or replace function app_public.start_beneficiary_onboarding(petition_id uuid) returns app_public.onboardings
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
  cv_items jsonb;
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

  -- 1b. The beneficiary's CV beside her employment history (spec 3 §3: the personal-info group holds the beneficiary
  --     CV): each customer-facing CV exhibit of a module the packet files (a visible one), by the exhibit's id, so
  --     her upload lands on that exhibit. A CV left in a hidden module (the Memo Starter of a petition made before
  --     0116) is not asked for: it would not be filed.
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', e.id, 'exhibitId', e.id, 'type', 'BENEFICIARY_CV', 'name', e.name,
      'description', coalesce(et.description, ''), 'required', true, 'hidden', false, 'status', 'pending',
      'data', '{}'::jsonb, 'moduleType', 'EMPLOYMENT') order by m.order_index, e.order_index, e.id), '[]'::jsonb)
  into cv_items
  from app_public.exhibits e
  join app_public.modules m on m.id = e.module_id
  left join app_public.exhibit_types et on et.id = e.exhibit_type
  where e.petition_id = petition.id and e.exhibit_type = 'beneficiary-cv' and e.owned_by <> 'PLYMOUTH' and e.visible
    and m.visible
    and not exists (select 1 from app_public.exhibits child where child.parent_exhibit_id = e.id);
  select jsonb_agg(case when m ->> 'type' = 'EMPLOYMENT' then jsonb_set(m, '{exhibits}', (m -> 'exhibits') || cv_items)
                        else m end order by mi)
  into fresh
  from jsonb_array_elements(fresh) with ordinality as ms(m, mi);

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
    from evidence_items where coalesce(exhibit_type, '') not in ('expert-letter', 'beneficiary-cv')
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
comment on function app_public.start_beneficiary_onboarding(uuid) is 'Staff: builds the beneficiary onboarding checklist of a petition from its modules and customer-facing exhibits (the CV of a visible module in Professional Details), or refreshes it keeping what the beneficiary already did.';

create function app_private.tg_premium_processing_decided() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
begin
  if app_private.current_user_id() is null then
    return null;
  end if;
  if new.metadata ->> 'premiumProcessing' is not null then
    perform app_private.tick_checklist_item(new.id, 'forms.i907', app_private.current_user_id());
  else
    update app_public.petition_checklist_items i set completed_at = null, completed_by = null
      from app_public.checklist_tasks t
     where t.code = 'forms.i907' and i.task_id = t.id and i.petition_id = new.id and i.module_id is null
       and i.completed_at is not null;
  end if;
  return null;
end;
$$;
comment on function app_private.tg_premium_processing_decided() is
  'The checklist item "Premium processing (I-907) decided" follows the petition''s premiumProcessing: ticked when decided, unticked when the decision is taken back.';
create trigger _953_premium_processing_decided after update of metadata on app_public.petitions
  for each row when ((old.metadata ->> 'premiumProcessing') is distinct from (new.metadata ->> 'premiumProcessing'))
  execute function app_private.tg_premium_processing_decided();

-- Petitions decided before this migration (0115 came this session): their item ticked, by nobody in particular.
update app_public.petition_checklist_items i set completed_at = now()
  from app_public.checklist_tasks t, app_public.petitions p
 where t.code = 'forms.i907' and i.task_id = t.id and p.id = i.petition_id and i.module_id is null
   and i.completed_at is null and p.metadata ->> 'premiumProcessing' is not null;
insert into app_public.petition_checklist_items (petition_id, task_id, completed_at)
select p.id, t.id, now()
  from app_public.petitions p, app_public.checklist_tasks t
 where t.code = 'forms.i907' and p.metadata ->> 'premiumProcessing' is not null
   and not exists (select 1 from app_public.petition_checklist_items i
                    where i.petition_id = p.id and i.task_id = t.id and i.module_id is null);


-- Down Migration
drop trigger _953_premium_processing_decided on app_public.petitions;
drop function app_private.tg_premium_processing_decided();
comment on function app_public.start_beneficiary_onboarding(uuid) is 'Staff: builds the beneficiary onboarding checklist of a petition from its modules and customer-facing exhibits, or refreshes it keeping what the beneficiary already did.';
create or replace function app_public.start_beneficiary_onboarding(petition_id uuid) returns app_public.onboardings
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
