-- Up Migration
-- Issue 32: letters reviewed and signed in the portal. Staff send a saved letter version to its signatory (who has no
-- account); the signatory opens a one-time link, proves the e-mail address with a code sent to it, reads the letter,
-- requests changes or consents (ESIGN/UETA) and signs; the server seals the PDF (apps/api/src/signatures).
--
-- signature_requests: one per letter and signatory, re-sent with each new version (letter_version moves on), so the
-- whole review is one request with one audit trail. 'expired' is stored by nobody: an open request past expires_at
-- reads expired (signature_requests_display_status). Written only by the server (the signatures routes, as the
-- schema owner after their own checks: staff guard for staff, one-time link + e-mailed code for the signatory).
-- signature_events: the audit trail (what happened, when, from which address and browser), printed on the signed
-- PDF's audit certificate page. Staff read both; customers neither.
-- app_private.signature_secrets: the link, code and session hashes (never the values), server-only.

create table app_public.signature_requests (
  id uuid primary key default gen_random_uuid(),
  petition_id uuid not null references app_public.petitions (id) on delete cascade,
  letter_id uuid not null references app_public.petition_letters (id) on delete cascade,
  letter_version integer not null check (letter_version >= 1),
  signer_name text not null check (btrim(signer_name) <> '' and char_length(signer_name) <= 200),
  signer_email text not null check (char_length(signer_email) <= 254 and signer_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  status text not null default 'sent'
    check (status in ('sent', 'viewed', 'changes-requested', 'signed', 'declined', 'expired', 'voided')),
  expires_at timestamptz not null,
  changes_comment text check (char_length(changes_comment) <= 4000),
  unsigned_file_id uuid references app_public.files (id) on delete set null,
  signed_file_id uuid references app_public.files (id) on delete set null,
  signed_at timestamptz,
  sent_by uuid references app_public.users (id) on delete set null,
  last_reminded_at timestamptz,
  waiting_notified_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.signature_requests is E'@behavior -insert -update -delete\nA letter sent to its signatory to review and sign (issue 32); written by the server only.';
comment on column app_public.signature_requests.letter_version is 'The letter version the signatory was last sent.';
comment on column app_public.signature_requests.status is 'sent, viewed, changes-requested, signed, declined, expired or voided (the domain words them).';
comment on column app_public.signature_requests.expires_at is 'When the link of the current version stops working.';
comment on column app_public.signature_requests.changes_comment is 'The signatory''s latest request for changes.';
comment on column app_public.signature_requests.signed_file_id is 'The sealed, signed PDF.';
comment on column app_public.signature_requests.last_reminded_at is 'When staff last sent the signatory a reminder (a new link to the same version).';
comment on column app_public.signature_requests.waiting_notified_on is 'The day staff were last told the signatory has not answered (send_signature_reminders).';
create index signature_requests_petition_idx on app_public.signature_requests (petition_id, created_at desc);
create index signature_requests_letter_idx on app_public.signature_requests (letter_id);
create index signature_requests_signed_file_idx on app_public.signature_requests (signed_file_id);
create index signature_requests_unsigned_file_idx on app_public.signature_requests (unsigned_file_id);
create index signature_requests_sent_by_idx on app_public.signature_requests (sent_by);
-- One open request per letter: a second would leave two links that both sign.
create unique index signature_requests_one_open_idx on app_public.signature_requests (letter_id)
  where status in ('sent', 'viewed', 'changes-requested');
create trigger _100_set_updated_at before update on app_public.signature_requests
  for each row execute function app_private.tg_set_updated_at();

create table app_public.signature_events (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references app_public.signature_requests (id) on delete cascade,
  kind text not null check (kind in ('sent', 'new-version-sent', 'reminded', 'code-sent', 'code-failed', 'email-verified',
    'viewed', 'changes-requested', 'consented', 'signed', 'declined', 'voided', 'expired')),
  letter_version integer not null,
  occurred_at timestamptz not null default now(),
  ip_address text check (char_length(ip_address) <= 100),
  user_agent text check (char_length(user_agent) <= 500),
  detail text check (char_length(detail) <= 4000),
  actor_user_id uuid references app_public.users (id) on delete set null
);
comment on table app_public.signature_events is E'@behavior -insert -update -delete\nThe audit trail of a signature request; written by the server only.';
create index signature_events_request_idx on app_public.signature_events (request_id, occurred_at);
create index signature_events_actor_idx on app_public.signature_events (actor_user_id);

alter table app_public.signature_requests enable row level security;
alter table app_public.signature_events enable row level security;
grant select on app_public.signature_requests, app_public.signature_events to petition_studio_visitor;
create policy select_staff on app_public.signature_requests for select using ((select app_private.current_user_is_admin()));
comment on policy select_staff on app_public.signature_requests is 'Staff read every request; customers none.';
create policy select_staff on app_public.signature_events for select using ((select app_private.current_user_is_admin()));
comment on policy select_staff on app_public.signature_events is 'Staff read every audit event; customers none.';

create function app_public.signature_requests_display_status(r app_public.signature_requests) returns text
  language sql stable
  set search_path = pg_catalog
as $$
  select case when r.status in ('sent', 'viewed') and r.expires_at <= now() then 'expired' else r.status end;
$$;
comment on function app_public.signature_requests_display_status(app_public.signature_requests) is 'The status as people read it: an open request past its expiry is expired.';
grant execute on function app_public.signature_requests_display_status(app_public.signature_requests) to petition_studio_visitor;

create table app_private.signature_secrets (
  request_id uuid primary key references app_public.signature_requests (id) on delete cascade,
  link_hash text unique,
  link_used_at timestamptz,
  code_hash text,
  code_expires_at timestamptz,
  code_failures integer not null default 0,
  codes_sent integer not null default 0,
  codes_window_start timestamptz,
  session_hash text unique,
  session_expires_at timestamptz
);
comment on table app_private.signature_secrets is 'SHA-256 hashes of a request''s one-time link, e-mailed code and signing session; server only.';
alter table app_private.signature_secrets enable row level security;

-- Staff who sent the letter are told when the signatory answers (the domain words the kinds).
do $$
declare
  kinds text[];
begin
  -- Keeps every kind the constraint allows now (other migrations add theirs) and adds ours.
  select array_agg(distinct kind order by kind) into kinds from (
    select (regexp_matches(pg_get_constraintdef(c.oid), '''([a-z-]+)''', 'g'))[1] as kind
      from pg_constraint c where c.conrelid = 'app_public.notifications'::regclass and c.conname = 'notifications_kind_check'
    union select unnest(array['signature-changes-requested', 'signature-signed', 'signature-declined', 'signature-waiting'])
  ) k;
  alter table app_public.notifications drop constraint notifications_kind_check;
  execute format('alter table app_public.notifications add constraint notifications_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(kind), ', ') from unnest(kinds) kind));
end;
$$;

create function app_private.tg_signature_events_notify() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  r record;
begin
  if new.kind not in ('changes-requested', 'signed', 'declined') then
    return null;
  end if;
  select s.sent_by, s.petition_id, s.signer_name, l.name as letter_name into r
    from app_public.signature_requests s join app_public.petition_letters l on l.id = s.letter_id
   where s.id = new.request_id;
  perform app_private.notify_person(r.sent_by, 'signature-' || new.kind,
    jsonb_build_object('letter', r.letter_name, 'signer', r.signer_name), r.petition_id, null);
  return null;
end;
$$;
create trigger _800_notify_staff after insert on app_public.signature_events
  for each row execute function app_private.tg_signature_events_notify();

-- Reminders through the notification system (the hourly job calls it; once per request every three days): the staff
-- member who sent a letter is told when its signatory has not answered for three days, or its link ends within two,
-- so they can send a reminder with a new link from the Letters panel. Answers how many were told.
create function app_private.send_signature_reminders(today date) returns integer
  language plpgsql volatile
  security definer
  set search_path = pg_catalog
as $$
declare
  r record;
  told integer := 0;
begin
  for r in
    select s.id, s.sent_by, s.petition_id, s.signer_name, s.expires_at, l.name as letter_name
      from app_public.signature_requests s join app_public.petition_letters l on l.id = s.letter_id
     where s.status in ('sent', 'viewed') and s.expires_at > now() and s.sent_by is not null
       and (s.waiting_notified_on is null or s.waiting_notified_on <= today - 3)
       and (s.expires_at <= now() + interval '2 days'
            or coalesce((select max(e.occurred_at) from app_public.signature_events e where e.request_id = s.id), s.created_at)
               <= now() - interval '3 days')
     for update of s skip locked
  loop
    update app_public.signature_requests set waiting_notified_on = today where id = r.id;
    perform app_private.notify_person(r.sent_by, 'signature-waiting',
      jsonb_build_object('letter', r.letter_name, 'signer', r.signer_name, 'expiresOn', (r.expires_at at time zone 'UTC')::date),
      r.petition_id, null);
    told := told + 1;
  end loop;
  return told;
end;
$$;
comment on function app_private.send_signature_reminders(date) is 'Tells senders about letters waiting on their signatory (3 days quiet, or the link ending within 2).';

-- Down Migration
drop function app_private.send_signature_reminders(date);
drop trigger _800_notify_staff on app_public.signature_events;
drop function app_private.tg_signature_events_notify();
delete from app_public.notifications where kind like 'signature-%';
do $$
declare
  kinds text[];
begin
  select array_agg(distinct kind order by kind) into kinds from (
    select (regexp_matches(pg_get_constraintdef(c.oid), '''([a-z-]+)''', 'g'))[1] as kind
      from pg_constraint c where c.conrelid = 'app_public.notifications'::regclass and c.conname = 'notifications_kind_check'
  ) k where kind not like 'signature-%';
  alter table app_public.notifications drop constraint notifications_kind_check;
  execute format('alter table app_public.notifications add constraint notifications_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(kind), ', ') from unnest(kinds) kind));
end;
$$;
drop table app_private.signature_secrets;
drop function app_public.signature_requests_display_status(app_public.signature_requests);
drop table app_public.signature_events, app_public.signature_requests;
