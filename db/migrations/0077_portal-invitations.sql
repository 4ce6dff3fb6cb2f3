-- Up Migration
-- Invite to the portal (docs/decisions.md, "Portal invitations"). Staff create people (a new beneficiary from the
-- new-petition page, signatories from the employer wizard) whose first sign-in links them to their row by e-mail
-- (provision_user, 0041), but nothing told them they had an account. Staff now invite a petition's beneficiary or a
-- member of its petitioner's team from the petition page: one row here per invitation, its e-mail written and sent
-- by the job queue (send-portal-invitation) with the outbox's states (0049), and staff read who has signed in.
--
-- The rules (packages/domain portal-invitations.ts, the same sentences): only staff invite; the person needs an
-- e-mail address; they must be on the petition the e-mail names; an invitation is sent again at most once in
-- PORTAL_INVITATION_RESEND_MINUTES (5) minutes. The trigger holds them for any insert, GraphQL's included, and sets
-- what the server owns (address, status, who invited), so a caller cannot forge a "sent" invitation. GraphQL offers
-- inviteToPortal(personId, petitionId) only, not the table's own create.

create table app_public.portal_invitations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references app_public.users (id) on delete cascade,
  petition_id uuid not null references app_public.petitions (id) on delete cascade,
  invited_by uuid references app_public.users (id) on delete set null,
  address text not null,
  status text not null default 'queued'
    constraint portal_invitations_status_known check (status in ('queued', 'sent', 'kept', 'failed')),
  attempts int not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
comment on table app_public.portal_invitations is
  E'@behavior -insert -update -delete\nInvitations to the customer portal: staff create them, the job queue sends them, staff read them.';
comment on column app_public.portal_invitations.user_id is 'Who is invited.';
comment on column app_public.portal_invitations.petition_id is 'The case the e-mail names (visa class and petitioner).';
comment on column app_public.portal_invitations.invited_by is 'The staff member who sent it.';
comment on column app_public.portal_invitations.address is 'Where it was sent: the person''s e-mail address when invited.';
comment on column app_public.portal_invitations.status is
  'queued (to send or retrying), sent, kept (no SMTP server configured) or failed (gave up), as the e-mail outbox.';
comment on column app_public.portal_invitations.last_error is 'Why the last attempt failed; null when it did not.';
create index portal_invitations_user_created_idx on app_public.portal_invitations (user_id, created_at desc);
create index portal_invitations_petition_idx on app_public.portal_invitations (petition_id);
create index portal_invitations_invited_by_idx on app_public.portal_invitations (invited_by);

-- Staff manage invitations; customers read none (whether a teammate was invited is the provider's business).
alter table app_public.portal_invitations enable row level security;
grant select, insert on app_public.portal_invitations to petition_studio_visitor;
create policy staff_all on app_public.portal_invitations for all
  using ((select app_private.current_user_is_admin())) with check ((select app_private.current_user_is_admin()));
comment on policy staff_all on app_public.portal_invitations is 'Staff read and create invitations; customers nothing.';

-- Security definer: it reads the person's address and the petition's team whatever the caller may read, and counts
-- every invitation of the person (the resend limit holds across staff).
create function app_private.tg_portal_invitation_rules() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  v_email text;
begin
  -- A signed-in customer reads why; a signed-out request is refused by the policy; the server itself (seed, tests)
  -- has no user and passes.
  if app_private.current_user_id() is not null and not app_private.current_user_is_admin() then
    raise exception 'Only staff may invite people to the portal.' using errcode = '42501';
  end if;
  select nullif(btrim(u.email), '') into v_email from app_public.users u where u.id = new.user_id;
  if v_email is null then
    raise exception 'This person has no e-mail address, so they cannot be invited to the portal. Add one first.'
      using errcode = '23514';
  end if;
  if not exists (
    select 1 from app_public.petitions p
     where p.id = new.petition_id
       and (p.beneficiary_id = new.user_id
            or exists (select 1 from app_public.company_members m where m.company_id = p.company_id and m.user_id = new.user_id))
  ) then
    raise exception 'Only the beneficiary and the petitioner’s team of this petition can be invited from it.'
      using errcode = '23514';
  end if;
  -- One invitation at a time per person: two staff (or a double click) wait here, and the second sees the first.
  perform pg_advisory_xact_lock(hashtextextended('portal_invitation:' || new.user_id::text, 0));
  -- A failed invitation (the mail server gave up) does not hold back a new try.
  if exists (
    select 1 from app_public.portal_invitations i
     where i.user_id = new.user_id and i.status <> 'failed' and i.created_at > now() - interval '5 minutes'
  ) then
    raise exception 'This person was invited less than 5 minutes ago. Wait a few minutes before sending the invitation again.'
      using errcode = '23514';
  end if;
  new.address := v_email;
  new.invited_by := app_private.current_user_id();
  new.status := 'queued';
  new.attempts := 0;
  new.last_error := null;
  new.created_at := now();
  new.sent_at := null;
  return new;
end;
$$;
comment on function app_private.tg_portal_invitation_rules() is
  'Holds the invitation rules (staff only, an e-mail address, on the petition, the resend limit) and sets the server''s columns.';
create trigger _100_rules before insert on app_public.portal_invitations
  for each row execute function app_private.tg_portal_invitation_rules();

create function app_private.tg_portal_invitation_queue_sending() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  -- As the outbox (0049): before the worker first made its schema there is no queue; the row stays queued.
  if to_regnamespace('graphile_worker') is not null then
    perform graphile_worker.add_job(
      'send-portal-invitation',
      json_build_object('invitationId', new.id),
      job_key => 'send-portal-invitation:' || new.id::text
    );
  end if;
  return null;
end;
$$;
comment on function app_private.tg_portal_invitation_queue_sending() is 'Queues the sending of a new invitation in the inserting transaction.';
create trigger _900_queue_sending after insert on app_public.portal_invitations
  for each row execute function app_private.tg_portal_invitation_queue_sending();

-- The staff action (GraphQL inviteToPortal). Runs as the caller: the policy and the trigger above hold the rules.
create function app_public.invite_to_portal(person_id uuid, petition_id uuid) returns app_public.portal_invitations
  language sql volatile
  set search_path = pg_catalog
as $$
  insert into app_public.portal_invitations (user_id, petition_id, address)
  values (invite_to_portal.person_id, invite_to_portal.petition_id, '')
  returning *;
$$;
comment on function app_public.invite_to_portal(uuid, uuid) is
  'Staff: e-mails the person an invitation to the portal for this petition (sent by the job queue).';
grant execute on function app_public.invite_to_portal(uuid, uuid) to petition_studio_visitor;

-- What staff read beside each person: signed in at least once (the identity provider's subject is linked by the first
-- sign-in, provision_user), and the latest invitation (null for customers: they read none).
create function app_public.users_has_signed_in(u app_public.users) returns boolean
  language sql stable
  set search_path = pg_catalog
as $$
  select u.auth0_sub is not null;
$$;
comment on function app_public.users_has_signed_in(app_public.users) is
  'Whether the person has signed in to the portal at least once.';
grant execute on function app_public.users_has_signed_in(app_public.users) to petition_studio_visitor;

create function app_public.users_latest_portal_invitation(u app_public.users) returns app_public.portal_invitations
  language sql stable
  set search_path = pg_catalog
as $$
  select i.* from app_public.portal_invitations i where i.user_id = u.id order by i.created_at desc limit 1;
$$;
comment on function app_public.users_latest_portal_invitation(app_public.users) is
  'The person''s latest invitation to the portal (staff only; null for customers).';
grant execute on function app_public.users_latest_portal_invitation(app_public.users) to petition_studio_visitor;

-- Down Migration
drop function app_public.users_latest_portal_invitation(app_public.users);
drop function app_public.users_has_signed_in(app_public.users);
drop function app_public.invite_to_portal(uuid, uuid);
drop table app_public.portal_invitations;
drop function app_private.tg_portal_invitation_queue_sending();
drop function app_private.tg_portal_invitation_rules();
