-- Up Migration
-- Messages customers send from the support panel (spec 3 §2.5, decisions SUP-006). The server stores
-- every message; an after-insert trigger queues a 'forward-support-message' job on the graphile-worker
-- queue in the same transaction, so no code path that stores a message can skip its forwarding. The
-- job posts the message to the team-chat webhook (SUPPORT_WEBHOOK_URL) and records the outcome here.

create table app_public.support_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid default app_private.current_user_id() references app_public.users (id) on delete set null,
  company_id uuid references app_public.companies (id) on delete set null,
  screen text not null check (char_length(screen) between 1 and 500),
  message text not null,
  created_at timestamptz not null default now(),
  forwarded_at timestamptz,
  forward_attempts int not null default 0 check (forward_attempts >= 0),
  last_error text,
  constraint support_messages_message_required check (btrim(message) <> ''),
  -- A chat section's text holds at most 3,000 characters; a longer message could never be forwarded whole.
  constraint support_messages_message_length check (char_length(message) <= 3000)
);
-- PostGraphile reads smart tags only at the start of a comment: created through GraphQL, never changed there.
comment on table app_public.support_messages is E'@behavior -update -delete\nA message a customer sent from the support panel: stored, then forwarded to the support team''s chat by the job queue.';
comment on column app_public.support_messages.id is E'@behavior -insert\nThe message''s id.';
comment on column app_public.support_messages.user_id is E'@behavior -insert\nWho sent it: always the signed-in user (the column default; customers cannot name anybody else).';
comment on column app_public.support_messages.company_id is 'The team workspace it was sent from; null from a personal account.';
comment on column app_public.support_messages.screen is 'The route the panel was opened on, e.g. /docs.';
comment on column app_public.support_messages.message is 'What the customer wrote (required, at most 3,000 characters).';
comment on column app_public.support_messages.created_at is E'@behavior -insert\nWhen it was sent.';
comment on column app_public.support_messages.forwarded_at is E'@behavior -insert\nWhen the team-chat webhook accepted it (HTTP 200); null: not forwarded (no webhook configured, or still retrying).';
comment on column app_public.support_messages.forward_attempts is E'@behavior -insert\nHow many times forwarding was tried.';
comment on column app_public.support_messages.last_error is E'@behavior -insert\nWhy the latest forwarding attempt failed; null after a success.';
create index support_messages_user_id_idx on app_public.support_messages (user_id);
create index support_messages_company_id_idx on app_public.support_messages (company_id);
create index support_messages_created_at_idx on app_public.support_messages (created_at desc);

alter table app_public.support_messages enable row level security;
-- Only the columns a sender chooses: the rest come from defaults, so a customer cannot forge the sender
-- or the forwarding record. No update or delete privilege: messages are never rewritten through the API.
grant select on app_public.support_messages to petition_studio_visitor;
grant insert (company_id, screen, message) on app_public.support_messages to petition_studio_visitor;

create policy insert_as_self on app_public.support_messages for insert with check (
  user_id = (select app_private.current_user_id())
  and (company_id is null or company_id in (select app_private.member_company_ids()) or (select app_private.current_user_is_admin())));
comment on policy insert_as_self on app_public.support_messages is 'A signed-in user sends messages as themselves, from a team they belong to.';
create policy select_own on app_public.support_messages for select using (
  (select app_private.current_user_is_admin()) or user_id = (select app_private.current_user_id()));
comment on policy select_own on app_public.support_messages is 'Staff read every message; a customer reads only their own.';

create function app_private.tg_support_messages_queue_forwarding() returns trigger
  language plpgsql
  -- Senders have no rights on the job queue's schema; the owner (who runs the worker) does.
  security definer
  set search_path = pg_catalog
as $$
begin
  -- graphile-worker creates its schema when the API server's worker first starts; rows stored before
  -- that (seeds, database-only tests) have no queue to go to and stay stored only.
  if to_regnamespace('graphile_worker') is not null then
    perform graphile_worker.add_job(
      'forward-support-message',
      json_build_object('supportMessageId', new.id),
      job_key => 'forward-support-message:' || new.id::text
    );
  end if;
  return null;
end;
$$;
comment on function app_private.tg_support_messages_queue_forwarding() is 'Queues the forwarding job of a new support message in the inserting transaction.';
create trigger _900_queue_forwarding after insert on app_public.support_messages
  for each row execute function app_private.tg_support_messages_queue_forwarding();

-- Down Migration
drop table app_public.support_messages;
drop function app_private.tg_support_messages_queue_forwarding();
