-- Up Migration
-- Issue 30, first part: two-way support and an in-app notification centre.
--
-- support_replies: staff answer a support-panel message (migration 0019) and the customer answers back, in one
-- thread per message. Like the messages, replies are never rewritten through the API.
--
-- notifications: what happened that a person should know, one row per recipient, written only by the database's
-- own triggers (security definer), so no code path that makes the event can forget to tell anybody, and nobody
-- can forge one through the API. A row keeps the event's kind and its facts (data), not sentences: the domain's
-- notificationText() words them, with the same label tables as every screen (and, later, e-mail). Recipients
-- read their own and mark them read; nothing else.
--
-- Events wired here (more kinds come with due dates, letters and e-mail):
-- - support-reply: staff replied to a customer's support message -> the customer who wrote it.
-- - status-changed: a petition's status changed -> its beneficiary and the petitioner's members.
-- - document-uploaded: a customer attached files to an exhibit -> the petition's attorney (OA) and customer
--   success manager. Uploads come in bursts, so an unread notification of the same petition from the last hour
--   is counted up instead of adding another (staff are not flooded, issue 30).
-- Changes made without a signed-in person (seeds, migrations) tell nobody.

create table app_public.support_replies (
  id uuid primary key default gen_random_uuid(),
  support_message_id uuid not null references app_public.support_messages (id) on delete cascade,
  author_id uuid default app_private.current_user_id() references app_public.users (id) on delete set null,
  body text not null,
  created_at timestamptz not null default now(),
  constraint support_replies_body_required check (btrim(body) <> ''),
  constraint support_replies_body_length check (char_length(body) <= 3000)
);
comment on table app_public.support_replies is E'@behavior -update -delete\nA reply in the thread of a support message: from staff, or from the customer who wrote the message.';
comment on column app_public.support_replies.id is E'@behavior -insert\nThe reply''s id.';
comment on column app_public.support_replies.author_id is E'@behavior -insert\nWho wrote it: always the signed-in user (the column default).';
comment on column app_public.support_replies.body is 'The reply (required, at most 3,000 characters, as a support message).';
comment on column app_public.support_replies.created_at is E'@behavior -insert\nWhen it was sent.';
create index support_replies_message_idx on app_public.support_replies (support_message_id, created_at);
create index support_replies_author_id_idx on app_public.support_replies (author_id);

alter table app_public.support_replies enable row level security;
grant select on app_public.support_replies to petition_studio_visitor;
grant insert (support_message_id, body) on app_public.support_replies to petition_studio_visitor;

create policy insert_in_own_thread on app_public.support_replies for insert with check (
  author_id = (select app_private.current_user_id())
  and ((select app_private.current_user_is_admin())
       or support_message_id in (select m.id from app_public.support_messages m
                                  where m.user_id = (select app_private.current_user_id()))));
comment on policy insert_in_own_thread on app_public.support_replies is 'Staff reply to any message; a customer only in the thread of a message they wrote, as themselves.';
create policy select_own_thread on app_public.support_replies for select using (
  (select app_private.current_user_is_admin())
  or support_message_id in (select m.id from app_public.support_messages m
                             where m.user_id = (select app_private.current_user_id())));
comment on policy select_own_thread on app_public.support_replies is 'Staff read every thread; a customer the threads of their own messages.';

create table app_public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references app_public.users (id) on delete cascade,
  kind text not null check (kind in ('support-reply', 'status-changed', 'document-uploaded')),
  -- The event's facts for its sentence and link: {status}, {excerpt}, {exhibitName, count}.
  data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object' and octet_length(data::text) <= 2000),
  petition_id uuid references app_public.petitions (id) on delete cascade,
  support_message_id uuid references app_public.support_messages (id) on delete cascade,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
comment on table app_public.notifications is E'@behavior -insert -update -delete\nSomething that happened that one person should know about; written by the database''s triggers only, read by its recipient.';
comment on column app_public.notifications.kind is 'support-reply, status-changed or document-uploaded (the domain''s NOTIFICATION_KINDS word them).';
comment on column app_public.notifications.data is 'The event''s facts the sentence is made of (never passport data).';
comment on column app_public.notifications.read_at is 'When the recipient read it; null: unread.';
create index notifications_user_created_idx on app_public.notifications (user_id, created_at desc);
create index notifications_unread_idx on app_public.notifications (user_id) where read_at is null;
create index notifications_petition_id_idx on app_public.notifications (petition_id);
create index notifications_support_message_id_idx on app_public.notifications (support_message_id);

alter table app_public.notifications enable row level security;
grant select on app_public.notifications to petition_studio_visitor;
grant update (read_at) on app_public.notifications to petition_studio_visitor;
-- The policy below and mark_notifications_read ask who is signed in beside the person (staff viewing as them).
grant execute on function app_private.signed_in_user_id() to petition_studio_visitor;
create policy select_own on app_public.notifications for select using (user_id = (select app_private.current_user_id()));
comment on policy select_own on app_public.notifications is 'A person reads only their own notifications (staff included).';
create policy update_own on app_public.notifications for update
  using (user_id = (select app_private.current_user_id()) and (select app_private.signed_in_user_id()) is null)
  with check (user_id = (select app_private.current_user_id()));
comment on policy update_own on app_public.notifications is 'A person marks only their own notifications read; staff viewing the portal as them cannot (they have not read them).';

-- Live: the recipient's bell listens on 'notifications:<user id>' (subscriptions-plugin.ts, migration 0010).
create trigger _900_notify after insert or update or delete on app_public.notifications
  for each row execute function app_private.tg_notify_topics('notifications', 'user_id');

create function app_public.mark_notifications_read(notification_ids uuid[] default null) returns integer
  language sql volatile
  set search_path = pg_catalog
as $$
  with marked as (
    update app_public.notifications set read_at = now()
     where read_at is null and user_id = app_private.current_user_id()
       -- Staff viewing the portal as the person have not read the person's notifications.
       and app_private.signed_in_user_id() is null
       and (notification_ids is null or id = any(notification_ids))
    returning 1
  )
  select count(*)::integer from marked;
$$;
comment on function app_public.mark_notifications_read(uuid[]) is 'Marks the signed-in user''s notifications read (the given ones, or all when none are given); answers how many changed.';

create function app_public.unread_notification_count() returns integer
  language sql stable
  set search_path = pg_catalog
as $$
  select count(*)::integer from app_public.notifications
   where user_id = app_private.current_user_id() and read_at is null;
$$;
comment on function app_public.unread_notification_count() is 'How many of the signed-in user''s notifications are unread (the bell''s badge).';
grant execute on function app_public.mark_notifications_read(uuid[]), app_public.unread_notification_count()
  to petition_studio_visitor;

-- The one writer of notifications.
create function app_private.notify_person(recipient uuid, kind text, data jsonb, petition_id uuid, support_message_id uuid)
  returns void
  language plpgsql volatile
  security definer
  set search_path = pg_catalog
as $$
begin
  -- Nobody is told about what they did themselves.
  if recipient is null or recipient is not distinct from app_private.current_user_id() then
    return;
  end if;
  insert into app_public.notifications (user_id, kind, data, petition_id, support_message_id)
  values (recipient, kind, data, petition_id, support_message_id);
end;
$$;
comment on function app_private.notify_person(uuid, text, jsonb, uuid, uuid) is 'Adds a notification for one person, unless they caused the event.';

create function app_private.tg_support_reply_notifies() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  sender uuid;
begin
  select m.user_id into sender from app_public.support_messages m where m.id = new.support_message_id;
  -- A customer's own follow-up is read by staff in the admin portal; a staff reply tells the customer.
  if exists (select 1 from app_public.admins a where a.user_id = new.author_id) then
    perform app_private.notify_person(sender, 'support-reply',
      jsonb_build_object('excerpt', left(regexp_replace(new.body, '\s+', ' ', 'g'), 140)), null, new.support_message_id);
  end if;
  return null;
end;
$$;
create trigger _800_notify_people after insert on app_public.support_replies
  for each row execute function app_private.tg_support_reply_notifies();

create function app_private.tg_petition_status_notifies() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  member uuid;
begin
  -- Changes made by nobody in particular (seeds, migrations) tell nobody: the demo data would fill every bell.
  if app_private.current_user_id() is null then
    return null;
  end if;
  perform app_private.notify_person(new.beneficiary_id, 'status-changed',
    jsonb_build_object('status', new.status), new.id, null);
  for member in select cm.user_id from app_public.company_members cm
                 where cm.company_id = new.company_id and cm.user_id is distinct from new.beneficiary_id loop
    perform app_private.notify_person(member, 'status-changed', jsonb_build_object('status', new.status), new.id, null);
  end loop;
  return null;
end;
$$;
create trigger _800_notify_people after update of status on app_public.petitions
  for each row when (old.status is distinct from new.status)
  execute function app_private.tg_petition_status_notifies();

create function app_private.tg_customer_upload_notifies() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  ex record;
  staff_member uuid;
  bumped int;
begin
  -- Staff filing evidence themselves is no news to staff; files linked by nobody in particular (seeds) neither.
  if app_private.current_user_is_admin() or app_private.current_user_id() is null then
    return null;
  end if;
  select e.name, e.petition_id, p.oa_user_id, p.csm_user_id into ex
    from app_public.exhibits e join app_public.petitions p on p.id = e.petition_id
   where e.id = new.exhibit_id;
  if ex.petition_id is null then
    return null;
  end if;
  -- One notification each, also when one person is both the attorney and the success manager.
  for staff_member in select distinct s from unnest(array[ex.oa_user_id, ex.csm_user_id]) s where s is not null loop
    update app_public.notifications n
       set data = jsonb_build_object('exhibitName', ex.name,
                                     'count', coalesce((n.data ->> 'count')::int, 1) + 1),
           created_at = now()
     where n.user_id = staff_member and n.kind = 'document-uploaded' and n.petition_id = ex.petition_id
       and n.read_at is null and n.created_at > now() - interval '1 hour';
    get diagnostics bumped = row_count;
    if bumped = 0 then
      perform app_private.notify_person(staff_member, 'document-uploaded',
        jsonb_build_object('exhibitName', ex.name, 'count', 1), ex.petition_id, null);
    end if;
  end loop;
  return null;
end;
$$;
create trigger _800_notify_people after insert on app_public.exhibit_files
  for each row execute function app_private.tg_customer_upload_notifies();

-- Down Migration
revoke execute on function app_private.signed_in_user_id() from petition_studio_visitor;
drop trigger _800_notify_people on app_public.exhibit_files;
drop function app_private.tg_customer_upload_notifies();
drop trigger _800_notify_people on app_public.petitions;
drop function app_private.tg_petition_status_notifies();
drop table app_public.notifications;
drop function app_private.tg_support_reply_notifies();
drop function app_private.notify_person(uuid, text, jsonb, uuid, uuid);
drop function app_public.unread_notification_count();
drop function app_public.mark_notifications_read(uuid[]);
drop table app_public.support_replies;
