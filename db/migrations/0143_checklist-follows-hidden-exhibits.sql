-- Up Migration

-- The beneficiary's checklist asks only for exhibits that are hers to provide: not provider-owned, and visible
-- (app_public.start_beneficiary_onboarding; app_private.onboarding_asked_exhibit_ids says the same). An exhibit staff
-- hid or gave to the provider after the checklist was built stayed on it until staff refreshed it: she was still
-- asked for what is now the provider's work, and when it was also out of her sight (provider-owned and hidden, the
-- exhibits policy) her upload to it failed. Such an exhibit now leaves the checklist at once, as a deleted one does (migration 0142), with its
-- module when nothing is left to ask there. Showing or handing it back does not put it back by itself: the exhibit is
-- then counted by "exhibits not on the checklist" (migration 0141), which staff see with the refresh that adds it.

-- Per statement, as the deletion trigger: the transition tables hold every exhibit the statement updated (PostgreSQL
-- takes no column list on a trigger with transition tables), and only those that stopped being askable count.
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

-- Checklists that already ask for an exhibit hidden or given to the provider since they were built.
update app_public.onboardings o
   set modules = app_private.onboarding_without_exhibits(o.modules, hidden.ids), version = o.version + 1
  from (
    select o2.petition_id, array_agg(x ->> 'exhibitId') as ids
      from app_public.onboardings o2,
           jsonb_array_elements(case when jsonb_typeof(o2.modules) = 'array' then o2.modules else '[]'::jsonb end) m,
           jsonb_array_elements(case when jsonb_typeof(m -> 'exhibits') = 'array' then m -> 'exhibits' else '[]'::jsonb end) x
      join app_public.exhibits e on e.id::text = x ->> 'exhibitId'
     where not (e.owned_by <> 'PLYMOUTH' and e.visible)
     group by o2.petition_id
  ) hidden
 where o.petition_id = hidden.petition_id;

-- Down Migration
drop trigger _810_hidden_leave_checklist on app_public.exhibits;
drop function app_private.tg_exhibits_hidden_leave_checklist();
