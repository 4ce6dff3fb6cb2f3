-- Up Migration
-- Analytics events may be forwarded to a configured service. Each insert is
-- announced on the 'analytics_events' channel; an API replica claims the event
-- by setting forwarded_at (so with several replicas it is sent once).

alter table app_public.analytics_events add column forwarded_at timestamptz;
comment on column app_public.analytics_events.forwarded_at is E'When the event was sent to the configured analytics service (null: not sent).\n@behavior -insert -update';

create function app_private.tg_analytics_events_announce() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  perform pg_notify('analytics_events', new.id::text);
  return null;
end;
$$;
create trigger _900_announce after insert on app_public.analytics_events
  for each row execute function app_private.tg_analytics_events_announce();

-- Down Migration
drop trigger _900_announce on app_public.analytics_events;
drop function app_private.tg_analytics_events_announce();
alter table app_public.analytics_events drop column forwarded_at;
