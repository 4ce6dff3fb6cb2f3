-- Up Migration
-- The History panel read "Set Completed by to #B65735BB": a change's values hold user ids (created_by,
-- completed_by, assignee_id, oa_user_id, …) and the panel knew only the names of the people who acted, so anyone
-- else (an employer contact who ticked a checklist item, a staff member named by a seed) was a reference. This lists
-- the people a change's old and new values name, so the panel shows their names. The users policies apply: a reader
-- learns no name they could not read anyway (only staff read the history, 0026, and staff read every user).
create function app_public.petition_changes_people_named(change app_public.petition_changes)
  returns setof app_public.users
  language sql stable
as $$
  select u.* from app_public.users u
  where u.id in (
    select value::uuid from (
      select field.value ->> 'old' as value from jsonb_each(change.changed) field
      union
      select field.value ->> 'new' from jsonb_each(change.changed) field
    ) named
    where value ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  )
  order by u.id;
$$;
comment on function app_public.petition_changes_people_named(app_public.petition_changes) is
  'The people whose user ids are among the change''s old and new values (Completed by, Assignee, …), so the History panel can show names; row-level security on users applies.';
grant execute on function app_public.petition_changes_people_named(app_public.petition_changes) to petition_studio_visitor;

-- Down Migration
drop function app_public.petition_changes_people_named(app_public.petition_changes);
