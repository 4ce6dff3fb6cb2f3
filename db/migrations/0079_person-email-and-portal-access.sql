-- Up Migration
-- Staff manage a person's portal access from the Entities screen (docs/decisions.md, "A person's e-mail address and
-- portal access on the Entities screen"). Two gaps of migration 0077:
--
-- 1. A person's e-mail address could be given only when staff created them (the New Entity dialog); the entity editor
--    now edits it. The format check (users_email_format, 0038) and the unique address (users_email_key, 0003) stand;
--    added here, with the sentences of packages/domain/src/person-email.ts (PERSON_EMAIL_TEXTS):
--    - once the person has signed in (users.auth0_sub, linked by their first sign-in through this address,
--      provision_user 0041), staff no longer change it: their account is theirs, and a staff typo would send their
--      notifications somewhere they do not read. The person may still change their own (the employer wizard's
--      "Your details"); a request without a user (seed, jobs) is trusted, as the staff-only columns are.
--    - an address another person has is refused with a sentence, not the unique index's "This record already exists".
--    - an invitation still queued to the old address is withdrawn (status 'withdrawn', never sent), and what staff
--      read (users_latest_portal_invitation) and the resend limit count only invitations to the current address:
--      after a correction staff read "Not invited yet" and may invite the new address at once.
-- 2. Staff invite a person from the entity editor too, where no petition is at hand: invite_to_portal takes a null
--    petition. The trigger then names the person's only petition when they are on exactly one (beneficiary or on the
--    petitioner's team); with none or several the invitation names no case (petition_id stays null) and the e-mail
--    invites them to the portal without naming one (packages/domain/src/portal-invitation-email.ts).

alter table app_public.portal_invitations alter column petition_id drop not null;
comment on column app_public.portal_invitations.petition_id is
  'The case the e-mail names (visa class and petitioner); null: the person was on no or several petitions, and it names none.';

alter table app_public.portal_invitations drop constraint portal_invitations_status_known;
alter table app_public.portal_invitations add constraint portal_invitations_status_known
  check (status in ('queued', 'sent', 'kept', 'failed', 'withdrawn'));
comment on column app_public.portal_invitations.status is
  'queued (to send or retrying), sent, kept (no SMTP server configured), failed (gave up), as the e-mail outbox; '
  'withdrawn: the person''s address changed before it was sent, so it never was.';

create or replace function app_private.tg_portal_invitation_rules() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  v_email text;
  v_petitions uuid[];
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
  if new.petition_id is null then
    -- From the entity editor: the person's only petition names the case; with none or several, none does.
    select array_agg(p.id) into v_petitions
      from app_public.petitions p
     where p.beneficiary_id = new.user_id
        or exists (select 1 from app_public.company_members m where m.company_id = p.company_id and m.user_id = new.user_id);
    if coalesce(cardinality(v_petitions), 0) = 1 then
      new.petition_id := v_petitions[1];
    end if;
  elsif not exists (
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
  -- A failed or withdrawn invitation, or one to an address the person no longer has, does not hold back a new one.
  if exists (
    select 1 from app_public.portal_invitations i
     where i.user_id = new.user_id and i.status not in ('failed', 'withdrawn')
       and lower(i.address) = lower(v_email)
       and i.created_at > now() - interval '5 minutes'
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
  'Holds the invitation rules (staff only, an e-mail address, on the petition or the only one, the resend limit per address) and sets the server''s columns.';

comment on function app_public.invite_to_portal(uuid, uuid) is
  'Staff: e-mails the person an invitation to the portal (sent by the job queue), naming this petition; without one, the person''s only petition, or no case.';

-- What staff read: the latest invitation to the person's current address (one to an old address tells nothing now).
create or replace function app_public.users_latest_portal_invitation(u app_public.users) returns app_public.portal_invitations
  language sql stable
  set search_path = pg_catalog
as $$
  select i.* from app_public.portal_invitations i
   where i.user_id = u.id and lower(i.address) = lower(btrim(u.email))
   order by i.created_at desc limit 1;
$$;
comment on function app_public.users_latest_portal_invitation(app_public.users) is
  'The person''s latest invitation to the portal at their current e-mail address (staff only; null for customers).';

-- Security definer: it looks for the address among all people, whatever the caller may read.
create function app_private.tg_users_email_rules() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  if lower(btrim(coalesce(new.email, ''))) = lower(btrim(coalesce(old.email, ''))) then
    return new;
  end if;
  if app_private.current_user_id() is not null and app_private.current_user_id() <> old.id
     and old.auth0_sub is not null and nullif(btrim(old.email), '') is not null then
    raise exception 'This person has already signed in to the portal, so their e-mail address cannot be changed here.'
      using errcode = '23514';
  end if;
  if nullif(btrim(new.email), '') is not null and exists (
    select 1 from app_public.users u where lower(u.email) = lower(btrim(new.email)) and u.id <> old.id
  ) then
    raise exception 'Another person already has this e-mail address.' using errcode = '23505';
  end if;
  return new;
end;
$$;
comment on function app_private.tg_users_email_rules() is
  'Refuses staff''s change of a signed-in person''s address and an address another person has, with the domain''s sentences.';
create trigger _300_email_rules before update of email on app_public.users
  for each row execute function app_private.tg_users_email_rules();

create function app_private.tg_users_email_withdraw_invitations() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  -- The job sends to the address the invitation was made for; one still queued would reach the old address.
  update app_public.portal_invitations i
     set status = 'withdrawn', last_error = null
   where i.user_id = new.id and i.status = 'queued'
     and lower(i.address) is distinct from lower(btrim(new.email));
  return null;
end;
$$;
comment on function app_private.tg_users_email_withdraw_invitations() is
  'Withdraws the invitations still queued to a person''s old address when it changes.';
create trigger _920_email_withdraw_invitations after update of email on app_public.users
  for each row when (lower(btrim(coalesce(new.email, ''))) is distinct from lower(btrim(coalesce(old.email, ''))))
  execute function app_private.tg_users_email_withdraw_invitations();

-- Down Migration
drop trigger _920_email_withdraw_invitations on app_public.users;
drop function app_private.tg_users_email_withdraw_invitations();
drop trigger _300_email_rules on app_public.users;
drop function app_private.tg_users_email_rules();

create or replace function app_public.users_latest_portal_invitation(u app_public.users) returns app_public.portal_invitations
  language sql stable
  set search_path = pg_catalog
as $$
  select i.* from app_public.portal_invitations i where i.user_id = u.id order by i.created_at desc limit 1;
$$;
comment on function app_public.users_latest_portal_invitation(app_public.users) is
  'The person''s latest invitation to the portal (staff only; null for customers).';
comment on function app_public.invite_to_portal(uuid, uuid) is
  'Staff: e-mails the person an invitation to the portal for this petition (sent by the job queue).';

create or replace function app_private.tg_portal_invitation_rules() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
declare
  v_email text;
begin
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
  perform pg_advisory_xact_lock(hashtextextended('portal_invitation:' || new.user_id::text, 0));
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

-- Invitations that name no case, or were withdrawn, have no place in 0077's table.
delete from app_public.portal_invitations where petition_id is null;
update app_public.portal_invitations set status = 'failed' where status = 'withdrawn';
alter table app_public.portal_invitations drop constraint portal_invitations_status_known;
alter table app_public.portal_invitations add constraint portal_invitations_status_known
  check (status in ('queued', 'sent', 'kept', 'failed'));
comment on column app_public.portal_invitations.status is
  'queued (to send or retrying), sent, kept (no SMTP server configured) or failed (gave up), as the e-mail outbox.';
alter table app_public.portal_invitations alter column petition_id set not null;
comment on column app_public.portal_invitations.petition_id is 'The case the e-mail names (visa class and petitioner).';
