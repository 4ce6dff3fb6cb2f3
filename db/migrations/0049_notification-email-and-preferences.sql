-- Up Migration
-- Issue 30, e-mail part: per-person delivery preferences for notifications, and an outbox of e-mails.
--
-- notification_preferences: how a person wants one kind of notification (migration 0047) delivered: in the bell
-- only (in-app), in the bell and by e-mail at once (email), in the bell and in one e-mail a day (digest), or not
-- at all (off: neither stored nor e-mailed, docs/decisions.md). A person without a row gets the kind's default,
-- chosen not to flood (issue 30): what a customer waits for (a support reply, a status change, a due task) is
-- e-mailed at once, as a task given to them; uploads, which come in bursts, reach staff in the daily digest.
--
-- email_outbox: one row per e-mail, written only by this database (the notification's trigger, the digest
-- function), so a notification can never be e-mailed twice (unique notification_id) and a digest goes once per
-- person and day (unique user_id + digest_on) whichever replica asks. The row queues the send job in the same
-- transaction (job_key: never two jobs for one row), and the job records each attempt on it. Without SMTP
-- configured the job composes the message and keeps it here (status kept); staff read the outbox in the admin
-- portal. Nobody writes it through the API.

create function app_private.default_notification_delivery(kind text) returns text
  language sql immutable
  set search_path = pg_catalog
as $$
  select case kind
    when 'support-reply' then 'email'
    when 'status-changed' then 'email'
    when 'task-assigned' then 'email'
    when 'task-due' then 'email'
    when 'document-uploaded' then 'digest'
    else 'in-app'
  end;
$$;
comment on function app_private.default_notification_delivery(text) is 'The delivery of a kind for somebody who has not chosen one: e-mail for what customers wait for, the digest for bursts.';

create table app_public.notification_preferences (
  user_id uuid not null default app_private.current_user_id() references app_public.users (id) on delete cascade,
  -- Not checked against the notifications' kinds: kinds are added by later migrations (0048's task-due).
  kind text not null check (kind ~ '^[a-z][a-z-]{0,39}$'),
  delivery text not null check (delivery in ('in-app', 'email', 'digest', 'off')),
  updated_at timestamptz not null default now(),
  primary key (user_id, kind)
);
comment on table app_public.notification_preferences is E'@behavior -delete\nHow a person wants one kind of notification delivered; without a row, the kind''s default.';
comment on column app_public.notification_preferences.user_id is E'@behavior -insert -update\nWhose preference: always the signed-in user (the column default).';
comment on column app_public.notification_preferences.kind is 'The notification kind (support-reply, status-changed, …).';
comment on column app_public.notification_preferences.delivery is 'in-app, email (at once), digest (daily) or off (neither shown nor e-mailed).';
comment on column app_public.notification_preferences.updated_at is E'@behavior -insert -update\nWhen it was last chosen.';

alter table app_public.notification_preferences enable row level security;
grant select on app_public.notification_preferences to petition_studio_visitor;
grant insert (kind, delivery), update (delivery) on app_public.notification_preferences to petition_studio_visitor;
-- Staff viewing the portal as a person read the person's choices but do not make them.
create policy select_own on app_public.notification_preferences for select
  using (user_id = (select app_private.current_user_id()));
comment on policy select_own on app_public.notification_preferences is 'A person reads only their own preferences.';
create policy insert_own on app_public.notification_preferences for insert
  with check (user_id = (select app_private.current_user_id()) and (select app_private.signed_in_user_id()) is null);
comment on policy insert_own on app_public.notification_preferences is 'A person chooses only for themselves, not staff viewing as them.';
create policy update_own on app_public.notification_preferences for update
  using (user_id = (select app_private.current_user_id()) and (select app_private.signed_in_user_id()) is null)
  with check (user_id = (select app_private.current_user_id()));
comment on policy update_own on app_public.notification_preferences is 'A person changes only their own preferences, not staff viewing as them.';

create trigger _100_timestamps before update on app_public.notification_preferences
  for each row execute function app_private.tg_set_updated_at();

create function app_private.notification_delivery(person uuid, kind text) returns text
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select coalesce(
    (select p.delivery from app_public.notification_preferences p
      where p.user_id = notification_delivery.person and p.kind = notification_delivery.kind),
    app_private.default_notification_delivery(notification_delivery.kind));
$$;
comment on function app_private.notification_delivery(uuid, text) is 'How a person gets a kind of notification: their choice, else the default.';

create function app_public.my_notification_delivery(kind text) returns text
  language sql stable
  set search_path = pg_catalog
as $$
  -- As the caller (row-level security: their own row), not through the definer function that reads anybody's.
  select coalesce(
    (select p.delivery from app_public.notification_preferences p
      where p.user_id = app_private.current_user_id() and p.kind = $1),
    app_private.default_notification_delivery($1));
$$;
comment on function app_public.my_notification_delivery(text) is 'How the signed-in user gets this kind of notification (their choice, else the default).';
grant execute on function app_public.my_notification_delivery(text), app_private.default_notification_delivery(text)
  to petition_studio_visitor;

-- One call for the settings screen: chooses (or changes) a delivery, as the signed-in user under the policies above.
create function app_public.set_notification_delivery(kind text, delivery text) returns app_public.notification_preferences
  language sql volatile
  set search_path = pg_catalog
as $$
  insert into app_public.notification_preferences (kind, delivery) values ($1, $2)
  on conflict (user_id, kind) do update set delivery = excluded.delivery
  returning *;
$$;
comment on function app_public.set_notification_delivery(text, text) is 'Chooses how the signed-in user gets one kind of notification: in-app, email, digest or off.';
grant execute on function app_public.set_notification_delivery(text, text) to petition_studio_visitor;

-- Off: the notification is not stored at all, so the bell does not show it and no e-mail is made of it.
create function app_private.tg_notifications_skip_off() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  if app_private.notification_delivery(new.user_id, new.kind) = 'off' then
    return null;
  end if;
  return new;
end;
$$;
create trigger _050_skip_off before insert on app_public.notifications
  for each row execute function app_private.tg_notifications_skip_off();

create table app_public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references app_public.users (id) on delete cascade,
  -- The recipient's address when the e-mail was made: where it went even if they change it later.
  address text not null,
  notification_id uuid unique references app_public.notifications (id) on delete cascade,
  digest_on date,
  -- Composed by the send job from the domain's words (packages/domain/src/notification-email.ts); null until then.
  subject text,
  body text,
  status text not null default 'queued' check (status in ('queued', 'sent', 'kept', 'failed')),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint email_outbox_one_reason check ((notification_id is null) <> (digest_on is null)),
  constraint email_outbox_one_digest_a_day unique (user_id, digest_on)
);
comment on table app_public.email_outbox is E'@behavior -insert -update -delete\nE-mails of notifications and daily digests: written by the database, sent by the job queue, read by staff.';
comment on column app_public.email_outbox.address is 'Where it was (or is to be) sent.';
comment on column app_public.email_outbox.notification_id is 'The notification this e-mail tells of; null for a daily digest.';
comment on column app_public.email_outbox.digest_on is 'The day of the daily digest this e-mail is; null for a single notification.';
comment on column app_public.email_outbox.status is 'queued (to send or retrying), sent, kept (no SMTP server configured) or failed (gave up).';
comment on column app_public.email_outbox.attempts is 'How many times the mail server was tried.';
comment on column app_public.email_outbox.last_error is 'Why the last attempt failed; null when it did not.';
create index email_outbox_created_idx on app_public.email_outbox (created_at desc);

alter table app_public.email_outbox enable row level security;
grant select on app_public.email_outbox to petition_studio_visitor;
create policy select_staff on app_public.email_outbox for select using ((select app_private.current_user_is_admin()));
comment on policy select_staff on app_public.email_outbox is 'Staff read every e-mail (the admin portal''s outbox); customers none.';

create function app_private.tg_email_outbox_queue_sending() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  -- As migration 0019: before the worker first made its schema there is no queue; the row stays queued.
  if to_regnamespace('graphile_worker') is not null then
    perform graphile_worker.add_job(
      'send-notification-email',
      json_build_object('outboxId', new.id),
      job_key => 'send-notification-email:' || new.id::text
    );
  end if;
  return null;
end;
$$;
comment on function app_private.tg_email_outbox_queue_sending() is 'Queues the sending of a new outbox e-mail in the inserting transaction.';
create trigger _900_queue_sending after insert on app_public.email_outbox
  for each row execute function app_private.tg_email_outbox_queue_sending();

create function app_private.tg_notifications_queue_email() returns trigger
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
create trigger _850_queue_email after insert on app_public.notifications
  for each row execute function app_private.tg_notifications_queue_email();

-- The digest of a person covers their digest-preference notifications since their previous digest (at most a
-- day back), so none is in two digests and none is skipped when a day's run is late.
create function app_private.digest_window_start(person uuid, made_at timestamptz) returns timestamptz
  language sql stable
  set search_path = pg_catalog
as $$
  select greatest(made_at - interval '1 day',
                  coalesce((select max(o.created_at) from app_public.email_outbox o
                             where o.user_id = person and o.digest_on is not null and o.created_at < made_at),
                           '-infinity'::timestamptz));
$$;
comment on function app_private.digest_window_start(uuid, timestamptz) is 'Where the digest made at made_at starts: the previous digest, at most a day back.';

create function app_private.queue_notification_digests() returns integer
  language sql volatile
  security definer
  set search_path = pg_catalog
as $$
  with made as (
    insert into app_public.email_outbox (user_id, address, digest_on)
    select u.id, u.email, (now() at time zone 'utc')::date
      from app_public.users u
     where nullif(btrim(u.email), '') is not null
       and exists (select 1 from app_public.notifications n
                    where n.user_id = u.id
                      and n.created_at > app_private.digest_window_start(u.id, now())
                      and app_private.notification_delivery(u.id, n.kind) = 'digest')
    on conflict (user_id, digest_on) do nothing
    returning 1
  )
  select count(*)::integer from made;
$$;
comment on function app_private.queue_notification_digests() is 'Makes today''s digest e-mail for each person with digest notifications since their last one; once per person and day.';

-- Down Migration
drop function app_private.queue_notification_digests();
drop function app_private.digest_window_start(uuid, timestamptz);
drop trigger _850_queue_email on app_public.notifications;
drop function app_private.tg_notifications_queue_email();
drop table app_public.email_outbox;
drop function app_private.tg_email_outbox_queue_sending();
drop trigger _050_skip_off on app_public.notifications;
drop function app_private.tg_notifications_skip_off();
drop function app_public.set_notification_delivery(text, text);
revoke execute on function app_private.default_notification_delivery(text) from petition_studio_visitor;
drop function app_public.my_notification_delivery(text);
drop function app_private.notification_delivery(uuid, text);
drop table app_public.notification_preferences;
drop function app_private.default_notification_delivery(text);
