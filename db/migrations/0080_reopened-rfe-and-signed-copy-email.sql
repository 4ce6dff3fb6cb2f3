-- Up Migration
-- Two things that happen after filing, done as a provider needs them (docs/decisions.md, "A reopened RFE corrects
-- what the customer was told" and "The signatory's copy is sent by the job queue").
--
-- 1. Reopening an answered RFE (clearing rfe_responses.answered_on: it was marked answered by mistake) now takes back
--    what answering told the customer (0073's 'rfe-response-sent'). Home stops saying the response was sent by itself
--    (petitions_rfe_responses_sent reads answered_on). For the notification:
--    - its e-mail that has not gone out (queued, retrying, kept or failed) is not sent: the outbox row is removed. The
--      removal waits for an attempt in progress (the send job holds the row's lock), so an e-mail the mail server has
--      just taken counts as sent;
--    - the notification stays (the bell shows its whole sentence when opened, without marking it read, so whether the
--      person saw it cannot be known; one that vanished would leave a reader of it puzzled) marked corrected
--      (data.corrected: the bell adds "Corrected: the response has not been sent yet");
--    - a follow-up, 'rfe-reopened', says the response has not been sent yet, and whether their tasks for it are open
--      again. It is delivered as the news it corrects (the person's choice for 'rfe-response-sent'), but e-mailed only
--      to whom the news was e-mailed (alone or in a daily summary): nobody gets a correction of an e-mail they never got.
--    The customer's tasks the answer closed open again (0073 already does): the evidence can still reach USCIS.
--
-- 2. The signatory's copy of a signed letter (the signed PDF attached) was e-mailed once by the signing request and
--    lost when the mail server refused it. It is now a row here, written in the signing's transaction and sent by the
--    job queue (send-signed-copy) with the outbox's states (0049): retried with backoff, each attempt recorded, the
--    last failure marked failed. Staff read on the letter's signature whether and when the copy was e-mailed.

-- 1. The reopened RFE.

do $$
declare
  kinds text[];
begin
  -- Keeps every kind the constraint allows now (other migrations add theirs) and adds ours.
  select array_agg(distinct kind order by kind) into kinds from (
    select (regexp_matches(pg_get_constraintdef(c.oid), '''([a-z-]+)''', 'g'))[1] as kind
      from pg_constraint c where c.conrelid = 'app_public.notifications'::regclass and c.conname = 'notifications_kind_check'
    union select 'rfe-reopened'
  ) k;
  alter table app_public.notifications drop constraint notifications_kind_check;
  execute format('alter table app_public.notifications add constraint notifications_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(kind), ', ') from unnest(kinds) kind));
end;
$$;

-- A correction reaches the person the way the news it corrects did (0049's function; the one kind mapped).
create or replace function app_private.notification_delivery(person uuid, kind text) returns text
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  with chosen as (
    select case notification_delivery.kind when 'rfe-reopened' then 'rfe-response-sent'
                                           else notification_delivery.kind end as kind
  )
  select coalesce(
    (select p.delivery from app_public.notification_preferences p, chosen
      where p.user_id = notification_delivery.person and p.kind = chosen.kind),
    (select app_private.default_notification_delivery(chosen.kind) from chosen));
$$;
comment on function app_private.notification_delivery(uuid, text) is 'How a person gets a kind of notification: their choice, else the default (a correction, rfe-reopened, as the rfe-response-sent it corrects).';

create function app_private.correct_rfe_response_sent(rfe app_public.rfe_responses, answered_on date) returns void
  language plpgsql volatile
  security definer
  set search_path = pg_catalog
as $$
declare
  petition app_public.petitions;
  told record;
begin
  select * into petition from app_public.petitions p where p.id = rfe.petition_id;
  -- E-mails not gone out are not sent. Waits for a send in progress: its row then reads 'sent' and stays.
  delete from app_public.email_outbox o
   using app_public.notifications n
   where o.notification_id = n.id and o.status <> 'sent'
     and n.kind = 'rfe-response-sent' and n.petition_id = rfe.petition_id
     and n.data ->> 'answeredOn' = to_char(answered_on, 'YYYY-MM-DD') and n.data ->> 'corrected' is null;
  for told in
    select n.id, n.user_id,
           exists (select 1 from app_public.email_outbox o where o.notification_id = n.id and o.status = 'sent')
           -- In a daily summary delivered since (its window: 0049's digest_window_start).
           or exists (select 1 from app_public.email_outbox o
                       where o.user_id = n.user_id and o.digest_on is not null and o.status = 'sent'
                         and n.created_at <= o.created_at
                         and n.created_at > app_private.digest_window_start(o.user_id, o.created_at)) as emailed
      from app_public.notifications n
     where n.kind = 'rfe-response-sent' and n.petition_id = rfe.petition_id
       and n.data ->> 'answeredOn' = to_char(answered_on, 'YYYY-MM-DD') and n.data ->> 'corrected' is null
  loop
    update app_public.notifications set data = data || '{"corrected": true}'::jsonb where id = told.id;
    perform app_private.notify_person(told.user_id, 'rfe-reopened',
      jsonb_build_object(
        'answeredOn', answered_on,
        -- Their own tasks of the RFE open again (the beneficiary's, or the petitioner's for its team).
        'tasksReopened', exists (
          select 1 from app_public.pending_petition_tasks t
            join app_public.rfe_deficiencies d on d.id = t.rfe_deficiency_id
           where d.rfe_response_id = rfe.id and t.completed_at is null
             and ((t.party = 'BENEFICIARY' and told.user_id = petition.beneficiary_id)
                  or (t.party = 'PETITIONER' and exists (
                        select 1 from app_public.company_members cm
                         where cm.company_id = petition.company_id and cm.user_id = told.user_id))))),
      rfe.petition_id, null);
    if not told.emailed then
      -- Nobody is e-mailed a correction of an e-mail they never got: the bell says it beside the news it corrects.
      delete from app_public.email_outbox o
       using app_public.notifications n
       where o.notification_id = n.id and n.user_id = told.user_id and n.kind = 'rfe-reopened'
         and n.petition_id = rfe.petition_id and o.status = 'queued' and o.attempts = 0
         and n.created_at = now();
    end if;
  end loop;
end;
$$;
comment on function app_private.correct_rfe_response_sent(app_public.rfe_responses, date) is 'Takes back the "response sent" of an RFE answered on answered_on and reopened: its unsent e-mails dropped, the notification marked corrected and followed by an rfe-reopened notification (e-mailed only to whom the news was e-mailed).';

-- 0073's trigger, with the correction when the answer is cleared.
create or replace function app_private.tg_rfe_answered() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  petition app_public.petitions;
  recipient uuid;
begin
  if old.answered_on is null and new.answered_on is not null then
    -- As close_awaiting_tasks (0036): a task waiting for data may be closed by this function only.
    perform set_config('petition_studio.closing_tasks', 'on', true);
    update app_public.pending_petition_tasks t
       set completed_at = now(), completed_by = app_private.current_user_id(), closed_reason = 'rfe-answered'
     where t.completed_at is null and t.party <> 'PLYMOUTH'
       and t.rfe_deficiency_id in (select d.id from app_public.rfe_deficiencies d where d.rfe_response_id = new.id);
    perform set_config('petition_studio.closing_tasks', '', true);
    -- Changes made by nobody in particular (seeds, migrations) tell nobody, as for the petition's status (0047).
    if app_private.current_user_id() is not null then
      select * into petition from app_public.petitions p where p.id = new.petition_id;
      if petition.share_uscis_status then
        for recipient in
          select petition.beneficiary_id
          union
          select cm.user_id from app_public.company_members cm where cm.company_id = petition.company_id
        loop
          perform app_private.notify_person(recipient, 'rfe-response-sent',
            jsonb_build_object('answeredOn', new.answered_on), new.petition_id, null);
        end loop;
      end if;
    end if;
  elsif old.answered_on is not null and new.answered_on is null then
    update app_public.pending_petition_tasks t
       set completed_at = null, completed_by = null, closed_reason = null
     where t.closed_reason = 'rfe-answered'
       and t.rfe_deficiency_id in (select d.id from app_public.rfe_deficiencies d where d.rfe_response_id = new.id);
    -- After the tasks: the follow-up says whether the person's own tasks are open again.
    perform app_private.correct_rfe_response_sent(new, old.answered_on);
  end if;
  return null;
end;
$$;

-- 2. The signatory's copy.

create table app_public.signed_copy_emails (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null unique references app_public.signature_requests (id) on delete cascade,
  -- The signatory's address when they signed: where the copy went.
  address text not null check (char_length(address) <= 254),
  -- Whether the signed PDF was attached: null until an attempt; false when it was over the mail limit (the e-mail
  -- then says where to download it).
  attached boolean,
  status text not null default 'queued'
    constraint signed_copy_emails_status_known check (status in ('queued', 'sent', 'kept', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text check (char_length(last_error) <= 1000),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint signed_copy_emails_sent_at check ((status = 'sent') = (sent_at is not null))
);
comment on table app_public.signed_copy_emails is E'@behavior -insert -update -delete\nThe e-mail giving a signatory their signed copy (one per signed request): written by the server when the letter is signed, sent by the job queue, read by staff.';
comment on column app_public.signed_copy_emails.address is 'Where it was (or is to be) sent: the signatory''s address.';
comment on column app_public.signed_copy_emails.attached is 'Whether the signed PDF was attached (false: too large, the e-mail says where to download it); null before an attempt.';
comment on column app_public.signed_copy_emails.status is 'queued (to send or retrying), sent, kept (no mail server configured) or failed (gave up).';
comment on column app_public.signed_copy_emails.attempts is 'How many times the mail server was tried.';
comment on column app_public.signed_copy_emails.last_error is 'Why the last attempt failed; null when it did not.';

alter table app_public.signed_copy_emails enable row level security;
grant select on app_public.signed_copy_emails to petition_studio_visitor;
create policy select_staff on app_public.signed_copy_emails for select using ((select app_private.current_user_is_admin()));
comment on policy select_staff on app_public.signed_copy_emails is 'Staff read every signed copy''s e-mail; customers none (nor the signatory, who has no account).';

create function app_private.tg_signed_copy_email_queue_sending() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  -- As the outbox (0049): before the worker first made its schema there is no queue; the row stays queued.
  if to_regnamespace('graphile_worker') is not null then
    perform graphile_worker.add_job(
      'send-signed-copy',
      json_build_object('signedCopyEmailId', new.id),
      job_key => 'send-signed-copy:' || new.id::text
    );
  end if;
  return null;
end;
$$;
comment on function app_private.tg_signed_copy_email_queue_sending() is 'Queues the sending of a signatory''s copy in the signing''s transaction.';
create trigger _900_queue_sending after insert on app_public.signed_copy_emails
  for each row execute function app_private.tg_signed_copy_email_queue_sending();

-- Down Migration
drop table app_public.signed_copy_emails;
drop function app_private.tg_signed_copy_email_queue_sending();

create or replace function app_private.tg_rfe_answered() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  petition app_public.petitions;
  recipient uuid;
begin
  if old.answered_on is null and new.answered_on is not null then
    perform set_config('petition_studio.closing_tasks', 'on', true);
    update app_public.pending_petition_tasks t
       set completed_at = now(), completed_by = app_private.current_user_id(), closed_reason = 'rfe-answered'
     where t.completed_at is null and t.party <> 'PLYMOUTH'
       and t.rfe_deficiency_id in (select d.id from app_public.rfe_deficiencies d where d.rfe_response_id = new.id);
    perform set_config('petition_studio.closing_tasks', '', true);
    if app_private.current_user_id() is not null then
      select * into petition from app_public.petitions p where p.id = new.petition_id;
      if petition.share_uscis_status then
        for recipient in
          select petition.beneficiary_id
          union
          select cm.user_id from app_public.company_members cm where cm.company_id = petition.company_id
        loop
          perform app_private.notify_person(recipient, 'rfe-response-sent',
            jsonb_build_object('answeredOn', new.answered_on), new.petition_id, null);
        end loop;
      end if;
    end if;
  elsif old.answered_on is not null and new.answered_on is null then
    update app_public.pending_petition_tasks t
       set completed_at = null, completed_by = null, closed_reason = null
     where t.closed_reason = 'rfe-answered'
       and t.rfe_deficiency_id in (select d.id from app_public.rfe_deficiencies d where d.rfe_response_id = new.id);
  end if;
  return null;
end;
$$;
drop function app_private.correct_rfe_response_sent(app_public.rfe_responses, date);

create or replace function app_private.notification_delivery(person uuid, kind text) returns text
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

delete from app_public.notifications where kind = 'rfe-reopened';
update app_public.notifications set data = data - 'corrected' where kind = 'rfe-response-sent' and data ? 'corrected';
do $$
declare
  kinds text[];
begin
  select array_agg(distinct kind order by kind) into kinds from (
    select (regexp_matches(pg_get_constraintdef(c.oid), '''([a-z-]+)''', 'g'))[1] as kind
      from pg_constraint c where c.conrelid = 'app_public.notifications'::regclass and c.conname = 'notifications_kind_check'
  ) k where kind <> 'rfe-reopened';
  alter table app_public.notifications drop constraint notifications_kind_check;
  execute format('alter table app_public.notifications add constraint notifications_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(kind), ', ') from unnest(kinds) kind));
end;
$$;
