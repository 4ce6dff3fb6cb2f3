-- Up Migration

-- Staff see when the beneficiary's checklist is behind the petition. The checklist is built from the petition once
-- (app_public.start_beneficiary_onboarding) and rebuilt only when staff press "Refresh onboarding checklist", so an
-- exhibit added to the petition afterwards is not asked of the beneficiary until then, and nothing said so.
--
-- app_private.onboarding_asked_exhibit_ids is the set of the petition's exhibits the checklist asks for, as the
-- build (migration 0116's version) selects them: the beneficiary's CV exhibits of visible modules (beside her
-- employment history); the exhibits of evidence modules (a module type with a checklist title, not the memo starter
-- or expert letters), CVs and expert letters aside; every expert letter of the petition. Each only when not
-- provider-owned, visible, and (but for expert letters) not an umbrella with sub-exhibits. The build keeps its own
-- statements; db test checklist-behind-petition.test.ts builds checklists and checks that the two agree, so a change
-- to one that the other misses fails there.
create function app_private.onboarding_asked_exhibit_ids(petition_id uuid) returns setof uuid
  language sql stable
  set search_path = pg_catalog
as $$
  select e.id
    from app_public.exhibits e
    join app_public.modules m on m.id = e.module_id
   where e.petition_id = onboarding_asked_exhibit_ids.petition_id
     and e.exhibit_type = 'beneficiary-cv' and e.owned_by <> 'PLYMOUTH' and e.visible and m.visible
     and not exists (select 1 from app_public.exhibits child where child.parent_exhibit_id = e.id)
  union
  select e.id
    from app_public.modules m
    join app_public.exhibits e on e.module_id = m.id
   where m.petition_id = onboarding_asked_exhibit_ids.petition_id
     and app_private.onboarding_module_title(app_private.onboarding_exhibit_type(m.type)) is not null
     and app_private.onboarding_exhibit_type(m.type) not in ('MEMO_STARTER', 'EXPERT_LETTERS')
     and e.owned_by <> 'PLYMOUTH' and e.visible
     and coalesce(e.exhibit_type, '') not in ('expert-letter', 'beneficiary-cv')
     and not exists (select 1 from app_public.exhibits child where child.parent_exhibit_id = e.id)
  union
  select e.id
    from app_public.exhibits e
    join app_public.modules m on m.id = e.module_id
   where e.petition_id = onboarding_asked_exhibit_ids.petition_id
     and e.exhibit_type = 'expert-letter' and e.owned_by <> 'PLYMOUTH' and e.visible;
$$;
comment on function app_private.onboarding_asked_exhibit_ids(uuid) is
  'The petition''s exhibits its beneficiary onboarding checklist asks for, as start_beneficiary_onboarding selects them.';
grant execute on function app_private.onboarding_asked_exhibit_ids(uuid) to petition_studio_visitor;

-- Security invoker: the caller's policies decide which exhibits are counted (staff see every one; the field is shown
-- to staff only).
create function app_public.onboardings_exhibits_not_on_checklist(onboarding app_public.onboardings) returns integer
  language sql stable
  set search_path = pg_catalog
as $$
  select count(*)::integer
    from app_private.onboarding_asked_exhibit_ids(onboarding.petition_id) asked(id)
   where not exists (
     select 1
       from jsonb_array_elements(onboarding.modules) m, jsonb_array_elements(m -> 'exhibits') x
      where x ->> 'exhibitId' = asked.id::text);
$$;
comment on function app_public.onboardings_exhibits_not_on_checklist(app_public.onboardings) is
  'How many exhibits of the petition the beneficiary''s checklist does not ask for yet (added since it was built or last refreshed).';
grant execute on function app_public.onboardings_exhibits_not_on_checklist(app_public.onboardings) to petition_studio_visitor;

-- Down Migration
drop function app_public.onboardings_exhibits_not_on_checklist(app_public.onboardings);
drop function app_private.onboarding_asked_exhibit_ids(uuid);
