-- Up Migration

-- The beneficiary's checklist (app_public.onboardings.modules) is built from the petition by staff
-- (start_beneficiary_onboarding) and saved whole by the customer's checklist page. Two ways it went wrong:
--
-- 1. An exhibit staff delete stayed on the checklist: the beneficiary was still asked for it, her upload to it failed,
--    and a description she typed for it was kept in the checklist but reached no exhibit (tg_onboardings_sync_
--    contributions finds none), while the page said it was saved. Deleting an exhibit now takes its item off the
--    checklist at once (a module left with nothing to ask goes with it, as the build leaves such a module out).
-- 2. A customer's save wrote back the checklist as her page had loaded it: a staff refresh made meanwhile (new items)
--    or the removal above was undone by her next save. The checklist's shape is staff's; a customer's save now
--    changes only what her page changes (each item's status and answers, each module's status) and the rest is kept
--    as stored. Her page takes the stored shape up when it hears of the change (use-beneficiary-flow).

-- What a customer's save may change, applied to the stored checklist: items are matched as refreshes match them
-- (app_private.onboarding_exhibit_key), modules by id. Items or modules the save adds are not kept; ones it leaves out
-- stay as stored.
create function app_private.onboarding_customer_save(stored jsonb, sent jsonb) returns jsonb
  language sql immutable parallel safe
  set search_path = pg_catalog
as $$
  with sent_modules as (
    select sent_module
      from jsonb_array_elements(case when jsonb_typeof(sent) = 'array' then sent else '[]'::jsonb end) sent_module
     where jsonb_typeof(sent_module) = 'object'
  ), sent_items as (
    select sent_item
      from sent_modules,
           jsonb_array_elements(case when jsonb_typeof(sent_module -> 'exhibits') = 'array'
                                     then sent_module -> 'exhibits' else '[]'::jsonb end) sent_item
     where jsonb_typeof(sent_item) = 'object'
  )
  select coalesce(jsonb_agg(
      stored_module
      || coalesce((select jsonb_build_object('status', sent_module -> 'status') from sent_modules
                    where sent_module ->> 'id' = stored_module ->> 'id' and sent_module ? 'status' limit 1), '{}'::jsonb)
      || case when jsonb_typeof(stored_module -> 'exhibits') = 'array' then jsonb_build_object('exhibits', (
           select coalesce(jsonb_agg(stored_item || coalesce((
               select case when sent_item ? 'status' then jsonb_build_object('status', sent_item -> 'status')
                           else '{}'::jsonb end
                   || case when sent_item ? 'data' then jsonb_build_object('data', sent_item -> 'data') else '{}'::jsonb end
                 from sent_items
                where app_private.onboarding_exhibit_key(sent_item) = app_private.onboarding_exhibit_key(stored_item)
                limit 1), '{}'::jsonb) order by item_order), '[]'::jsonb)
             from jsonb_array_elements(stored_module -> 'exhibits') with ordinality as stored_items(stored_item, item_order)))
         else '{}'::jsonb end
      order by module_order), '[]'::jsonb)
    from jsonb_array_elements(case when jsonb_typeof(stored) = 'array' then stored else '[]'::jsonb end)
         with ordinality as stored_modules(stored_module, module_order);
$$;
comment on function app_private.onboarding_customer_save(jsonb, jsonb) is
  'The stored checklist with what a customer''s save may change: each item''s status and data, each module''s status.';
grant execute on function app_private.onboarding_customer_save(jsonb, jsonb) to petition_studio_visitor;

create function app_private.tg_onboardings_customer_save() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  -- Staff (and requests without a user: migrations, the seed, server jobs) write the checklist as they send it.
  if app_private.current_user_id() is null or app_private.current_user_is_admin() then
    return new;
  end if;
  if jsonb_typeof(new.modules) is distinct from 'array' then
    raise exception 'The checklist could not be saved: its modules must be a list.' using errcode = '22023';
  end if;
  new.modules := app_private.onboarding_customer_save(old.modules, new.modules);
  return new;
end;
$$;
comment on function app_private.tg_onboardings_customer_save() is
  'A customer''s save changes the statuses and answers of the stored checklist, never its items or modules.';
create trigger _210_customer_save before update of modules on app_public.onboardings
  for each row execute function app_private.tg_onboardings_customer_save();

-- The checklist without the items of the given exhibits; a module that loses an item and has nothing left to ask
-- (a cover page aside) is left out, and a module that lost one has its status worked out again.
create function app_private.onboarding_without_exhibits(modules jsonb, exhibit_ids text[]) returns jsonb
  language sql immutable parallel safe
  set search_path = pg_catalog
as $$
  select coalesce(jsonb_agg(t.module order by t.mi) filter (where not t.emptied), '[]'::jsonb)
    from (
      select ms.mi,
             case when items.lost then ms.m || jsonb_build_object('exhibits', items.kept,
                                                'status', app_private.onboarding_module_status(items.kept))
                  else ms.m end as module,
             items.lost and not exists (
               select 1 from jsonb_array_elements(items.kept) k where k ->> 'type' is distinct from 'COVER_PAGE') as emptied
        from jsonb_array_elements(case when jsonb_typeof(modules) = 'array' then modules else '[]'::jsonb end)
             with ordinality as ms(m, mi)
        cross join lateral (
          select coalesce(jsonb_agg(x order by xi) filter (where not coalesce(x ->> 'exhibitId' = any (exhibit_ids), false)),
                          '[]'::jsonb) as kept,
                 coalesce(bool_or(coalesce(x ->> 'exhibitId' = any (exhibit_ids), false)), false) as lost
            from jsonb_array_elements(case when jsonb_typeof(ms.m -> 'exhibits') = 'array' then ms.m -> 'exhibits'
                                           else '[]'::jsonb end) with ordinality as xs(x, xi)
        ) items
    ) t;
$$;
comment on function app_private.onboarding_without_exhibits(jsonb, text[]) is
  'A checklist without the items of the given exhibits (and without a module left with nothing to ask).';

-- Per statement: deleting a module or a petition removes many exhibits at once.
create function app_private.tg_exhibits_leave_checklist() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  update app_public.onboardings o
     set modules = changed.modules, version = o.version + 1
    from (select o2.id, app_private.onboarding_without_exhibits(o2.modules, gone.ids) as modules
            from app_public.onboardings o2
            join (select r.petition_id, array_agg(r.id::text) as ids from removed r group by r.petition_id) gone
              on gone.petition_id = o2.petition_id) changed
   where o.id = changed.id and o.modules is distinct from changed.modules;
  return null;
end;
$$;
comment on function app_private.tg_exhibits_leave_checklist() is
  'Takes deleted exhibits off their petition''s beneficiary checklist.';
create trigger _800_leave_checklist after delete on app_public.exhibits
  referencing old table as removed
  for each statement execute function app_private.tg_exhibits_leave_checklist();

-- Checklists that already ask for exhibits deleted before this migration.
update app_public.onboardings o
   set modules = app_private.onboarding_without_exhibits(o.modules, gone.ids), version = o.version + 1
  from (
    select o2.petition_id, array_agg(x ->> 'exhibitId') as ids
      from app_public.onboardings o2,
           jsonb_array_elements(case when jsonb_typeof(o2.modules) = 'array' then o2.modules else '[]'::jsonb end) m,
           jsonb_array_elements(case when jsonb_typeof(m -> 'exhibits') = 'array' then m -> 'exhibits' else '[]'::jsonb end) x
     where x ->> 'exhibitId' is not null
       and not exists (select 1 from app_public.exhibits e where e.id::text = x ->> 'exhibitId')
     group by o2.petition_id
  ) gone
 where o.petition_id = gone.petition_id;

-- Down Migration
drop trigger _800_leave_checklist on app_public.exhibits;
drop function app_private.tg_exhibits_leave_checklist();
drop function app_private.onboarding_without_exhibits(jsonb, text[]);
drop trigger _210_customer_save on app_public.onboardings;
drop function app_private.tg_onboardings_customer_save();
drop function app_private.onboarding_customer_save(jsonb, jsonb);
