-- Up Migration

-- The beneficiary's checklist asks for the exhibits app_private.onboarding_asked_exhibit_ids names (migration 0141,
-- the build's rule): hers to provide (not provider-owned, visible), not an umbrella with sub-exhibits (expert letters
-- aside), in a module the checklist has a section for, a CV only in a visible module. Migration 0143 took an exhibit
-- off when staff hid it or gave it to the provider; the rule's other parts still left items asked until staff refreshed
-- the checklist: an exhibit that got a sub-exhibit (the research agent adds them, staff may move one under another)
-- stayed asked beside its sub-exhibits, a CV stayed asked when staff hid its module, an exhibit moved into a module the
-- checklist has no section for stayed asked. Now any change to what the rule reads takes what it no longer asks off the
-- checklist at once; what it newly asks is counted by "exhibits not on the checklist" (0141) until staff refresh.

-- The items of the given petitions' checklists whose exhibit the rule no longer asks for, taken off (a module left with
-- nothing to ask goes, as 0142 does). Items without an exhibit (the personal details, cover pages) are never touched;
-- an item of a deleted exhibit goes too (0142's trigger removes those first).
create function app_private.onboardings_without_unasked(petition_ids uuid[]) returns void
  language sql
  set search_path = pg_catalog
as $$
  update app_public.onboardings o
     set modules = app_private.onboarding_without_exhibits(o.modules, unasked.ids), version = o.version + 1
    from (select o2.id, array_agg(x ->> 'exhibitId') as ids
            from app_public.onboardings o2
            cross join lateral (select coalesce(array_agg(asked_id::text), '{}') as ids
                                  from app_private.onboarding_asked_exhibit_ids(o2.petition_id) asked_id) asked
            cross join lateral jsonb_array_elements(
              case when jsonb_typeof(o2.modules) = 'array' then o2.modules else '[]'::jsonb end) m
            cross join lateral jsonb_array_elements(
              case when jsonb_typeof(m -> 'exhibits') = 'array' then m -> 'exhibits' else '[]'::jsonb end) x
           where o2.petition_id = any (petition_ids)
             and x ->> 'exhibitId' is not null
             and not (x ->> 'exhibitId' = any (asked.ids))
           group by o2.id) unasked
   where o.id = unasked.id;
$$;
comment on function app_private.onboardings_without_unasked(uuid[]) is
  'Takes the items the build would no longer ask for off the given petitions'' beneficiary checklists.';

-- 0143's trigger is replaced by one that reads every column the rule reads; its own case (hidden, given to the
-- provider) is one of them.
drop trigger _810_hidden_leave_checklist on app_public.exhibits;
drop function app_private.tg_exhibits_hidden_leave_checklist();

-- Per statement (a reorder or a module's deletion updates many exhibits): only rows whose owner, visibility, parent,
-- type, module or petition changed count, with the petitions they left and joined. Rewording an exhibit (the
-- description's autosave) or reordering costs one join of the statement's own rows.
create function app_private.tg_exhibits_unasked_leave_checklist() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  touched uuid[];
begin
  if tg_op = 'INSERT' then
    -- A new exhibit under a parent makes that parent an umbrella.
    select array_agg(distinct added.petition_id) into touched
      from new_rows added where added.parent_exhibit_id is not null;
  else
    select array_agg(distinct petition_id) into touched
      from (select before_row.petition_id as before_petition, after_row.petition_id as after_petition
              from new_rows after_row
              join old_rows before_row on before_row.id = after_row.id
             where (before_row.owned_by, before_row.visible, before_row.parent_exhibit_id, before_row.exhibit_type,
                    before_row.module_id, before_row.petition_id)
                   is distinct from
                   (after_row.owned_by, after_row.visible, after_row.parent_exhibit_id, after_row.exhibit_type,
                    after_row.module_id, after_row.petition_id)) changed
     cross join lateral (values (changed.before_petition), (changed.after_petition)) petitions(petition_id);
  end if;
  if touched is not null then
    perform app_private.onboardings_without_unasked(touched);
  end if;
  return null;
end;
$$;
comment on function app_private.tg_exhibits_unasked_leave_checklist() is
  'Takes exhibits the beneficiary checklist no longer asks for (hidden, the provider''s, an umbrella, moved) off it.';
create trigger _810_unasked_leave_checklist after update on app_public.exhibits
  referencing old table as old_rows new table as new_rows
  for each statement execute function app_private.tg_exhibits_unasked_leave_checklist();
create trigger _811_umbrella_leaves_checklist after insert on app_public.exhibits
  referencing new table as new_rows
  for each statement execute function app_private.tg_exhibits_unasked_leave_checklist();

-- A module's visibility decides whether its CV is asked; its type whether the checklist has a section for it.
create function app_private.tg_modules_unasked_leave_checklist() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  touched uuid[];
begin
  select array_agg(distinct after_row.petition_id) into touched
    from new_rows after_row
    join old_rows before_row on before_row.id = after_row.id
   where (before_row.visible, before_row.type) is distinct from (after_row.visible, after_row.type);
  if touched is not null then
    perform app_private.onboardings_without_unasked(touched);
  end if;
  return null;
end;
$$;
comment on function app_private.tg_modules_unasked_leave_checklist() is
  'Takes exhibits of a module hidden or retyped off the beneficiary checklist when it no longer asks for them.';
create trigger _810_unasked_leave_checklist after update on app_public.modules
  referencing old table as old_rows new table as new_rows
  for each statement execute function app_private.tg_modules_unasked_leave_checklist();

-- Checklists that already ask for what the rule does not.
select app_private.onboardings_without_unasked(array_agg(petition_id)) from app_public.onboardings;

-- Down Migration
drop trigger _810_unasked_leave_checklist on app_public.modules;
drop function app_private.tg_modules_unasked_leave_checklist();
drop trigger _811_umbrella_leaves_checklist on app_public.exhibits;
drop trigger _810_unasked_leave_checklist on app_public.exhibits;
drop function app_private.tg_exhibits_unasked_leave_checklist();
drop function app_private.onboardings_without_unasked(uuid[]);

-- 0143's trigger, as it was.
create function app_private.tg_exhibits_hidden_leave_checklist() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  update app_public.onboardings o
     set modules = changed.modules, version = o.version + 1
    from (select o2.id, app_private.onboarding_without_exhibits(o2.modules, hidden.ids) as modules
            from app_public.onboardings o2
            join (select after_row.petition_id, array_agg(after_row.id::text) as ids
                    from after_update after_row
                    join before_update before_row on before_row.id = after_row.id
                   where before_row.owned_by <> 'PLYMOUTH' and before_row.visible
                     and not (after_row.owned_by <> 'PLYMOUTH' and after_row.visible)
                   group by after_row.petition_id) hidden
              on hidden.petition_id = o2.petition_id) changed
   where o.id = changed.id and o.modules is distinct from changed.modules;
  return null;
end;
$$;
comment on function app_private.tg_exhibits_hidden_leave_checklist() is
  'Takes exhibits staff hid or gave to the provider off their petition''s beneficiary checklist.';
create trigger _810_hidden_leave_checklist after update on app_public.exhibits
  referencing old table as before_update new table as after_update
  for each statement execute function app_private.tg_exhibits_hidden_leave_checklist();
