-- Up Migration
-- Issue 30: seeding the demo replays each petition's status history as the staff admin (so the history names an
-- author), and migration 0047's status trigger took every step for news: a fresh demo database held 390 unread
-- "your petition's status changed" notifications and 390 e-mails queued to the demo's fictional customers.
--
-- A session replaying history sets petition_studio.replaying_history to 'on': the one writer of notifications then
-- tells nobody, and notifications written as part of the story (already read, in the demo) are not e-mailed. Only code with a database connection of its own can set it (the seed); the API never runs SET for
-- a request, so no user can turn notifications off this way.

create or replace function app_private.notify_person(recipient uuid, kind text, data jsonb, petition_id uuid, support_message_id uuid)
  returns void
  language plpgsql volatile
  security definer
  set search_path = pg_catalog
as $$
begin
  -- Nobody is told about what they did themselves, nor about history being replayed.
  if recipient is null or recipient is not distinct from app_private.current_user_id()
     or current_setting('petition_studio.replaying_history', true) = 'on' then
    return;
  end if;
  insert into app_public.notifications (user_id, kind, data, petition_id, support_message_id)
  values (recipient, kind, data, petition_id, support_message_id);
end;
$$;
comment on function app_private.notify_person(uuid, text, jsonb, uuid, uuid) is 'Adds a notification for one person, unless they caused the event or history is being replayed (petition_studio.replaying_history).';

create or replace function app_private.tg_notifications_queue_email() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  if app_private.notification_delivery(new.user_id, new.kind) = 'email'
     and current_setting('petition_studio.replaying_history', true) is distinct from 'on' then
    insert into app_public.email_outbox (user_id, address, notification_id)
    select u.id, u.email, new.id from app_public.users u
     where u.id = new.user_id and nullif(btrim(u.email), '') is not null
    on conflict (notification_id) do nothing;
  end if;
  return null;
end;
$$;

-- Down Migration
create or replace function app_private.tg_notifications_queue_email() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  if app_private.notification_delivery(new.user_id, new.kind) = 'email' then
    insert into app_public.email_outbox (user_id, address, notification_id)
    select u.id, u.email, new.id from app_public.users u
     where u.id = new.user_id and nullif(btrim(u.email), '') is not null
    on conflict (notification_id) do nothing;
  end if;
  return null;
end;
$$;
create or replace function app_private.notify_person(recipient uuid, kind text, data jsonb, petition_id uuid, support_message_id uuid)
  returns void
  language plpgsql volatile
  security definer
  set search_path = pg_catalog
as $$
begin
  if recipient is null or recipient is not distinct from app_private.current_user_id() then
    return;
  end if;
  insert into app_public.notifications (user_id, kind, data, petition_id, support_message_id)
  values (recipient, kind, data, petition_id, support_message_id);
end;
$$;
comment on function app_private.notify_person(uuid, text, jsonb, uuid, uuid) is 'Adds a notification for one person, unless they caused the event.';
