-- Up Migration
-- Ending a person's access at once (issue 29). Before this, the API cached who a token's subject is for a
-- minute, so a deleted user's token kept working as a user who no longer existed (foreign-key errors, 500s)
-- and then, once the cache expired, silently created a fresh account for the same identity.
--
-- Three parts:
-- - users.access_disabled_at: staff disable (and enable again) a person's sign-in (disable_user_access /
--   enable_user_access); the row and everything it owns stay.
-- - app_private.revoked_subjects: the sign-in identities (token subjects) of deleted users. provision_user
--   refuses them, so deleting a user never turns into a new account on their next request.
-- - NOTIFY 'user_access_changed' (payload: the subject) whenever a user is deleted, disabled, enabled,
--   relinked to another identity, or made or unmade staff. Every API process LISTENs and forgets what it
--   cached about that subject (apps/api/src/auth/access-changes.ts), and closes that person's open
--   websockets when their access ended; a process that is not listening does not cache at all.

alter table app_public.users add column access_disabled_at timestamptz;
comment on column app_public.users.access_disabled_at is
  E'@behavior -insert -update\nWhen staff disabled this person''s sign-in; null while they may sign in. Changed through disableUserAccess and enableUserAccess.';

-- Only staff disable or enable a person (customers may edit their own row otherwise), and nobody but staff
-- creates a person already disabled.
create trigger _201_staff_only_access before update of access_disabled_at on app_public.users
  for each row execute function app_private.tg_staff_only_columns('access_disabled_at');
create trigger _201_staff_only_access_initial before insert on app_public.users
  for each row execute function app_private.tg_staff_only_initial_values('access_disabled_at', 'null');

create table app_private.revoked_subjects (
  -- The identity provider's subject (a token's sub claim) the deleted user signed in as.
  sub text primary key,
  revoked_at timestamptz not null default now()
);
comment on table app_private.revoked_subjects is
  'Sign-in identities of deleted users: a token of one is refused instead of creating a new account. Delete a row to let that identity sign up afresh.';
-- Only the owner (the API's own connection in provision_user, the delete trigger) reads or writes it.
alter table app_private.revoked_subjects enable row level security;

-- Every API process listens on this channel; the payload is the subject whose access may have changed.
create function app_private.notify_access_changed(sub text) returns void
  language sql volatile
  set search_path = pg_catalog
as $$
  select pg_notify('user_access_changed', sub) where sub is not null;
$$;
comment on function app_private.notify_access_changed(text) is
  'Tells every API process to forget what it cached about this sign-in subject (issue 29).';

create function app_private.tg_users_access_changed() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog
as $$
begin
  if tg_op = 'DELETE' then
    if old.auth0_sub is not null then
      insert into app_private.revoked_subjects (sub) values (old.auth0_sub) on conflict (sub) do nothing;
    end if;
    perform app_private.notify_access_changed(old.auth0_sub);
    return null;
  end if;
  if new.access_disabled_at is distinct from old.access_disabled_at or new.auth0_sub is distinct from old.auth0_sub then
    perform app_private.notify_access_changed(old.auth0_sub);
    if new.auth0_sub is distinct from old.auth0_sub then
      perform app_private.notify_access_changed(new.auth0_sub);
    end if;
  end if;
  return null;
end;
$$;
comment on function app_private.tg_users_access_changed() is
  'Records the subject of a deleted user in revoked_subjects and notifies user_access_changed on deletes and on changes of access_disabled_at or auth0_sub.';
create trigger _910_access_changed after update of access_disabled_at, auth0_sub or delete on app_public.users
  for each row execute function app_private.tg_users_access_changed();

-- Staff status is part of what the API caches per subject: granting or removing it shows at once too.
create function app_private.tg_admins_access_changed() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog
as $$
begin
  perform app_private.notify_access_changed(u.auth0_sub)
  from app_public.users u where u.id = coalesce(new.user_id, old.user_id);
  return null;
end;
$$;
comment on function app_private.tg_admins_access_changed() is 'Notifies user_access_changed when someone becomes or stops being staff.';
create trigger _910_access_changed after insert or delete on app_public.admins
  for each row execute function app_private.tg_admins_access_changed();

-- Sign-in, as in migration 0009, refusing the subjects of deleted users and disabled users. The errors use
-- SQLSTATE 28000 (invalid authorization specification); the API answers them 401 with these messages.
create or replace function app_private.provision_user(sub text, email text, full_name text,
  out user_id uuid, out is_admin boolean)
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
#variable_conflict use_column
declare
  v_user_id uuid;
  v_disabled_at timestamptz;
begin
  select u.id, u.access_disabled_at into v_user_id, v_disabled_at from app_public.users u where u.auth0_sub = provision_user.sub;
  if v_user_id is null and exists (select 1 from app_private.revoked_subjects r where r.sub = provision_user.sub) then
    raise exception 'This account has been deleted. Contact us if you need access again.' using errcode = '28000';
  end if;
  if v_user_id is null and coalesce(provision_user.email, '') <> '' then
    update app_public.users u set auth0_sub = provision_user.sub
    where lower(u.email) = lower(provision_user.email) and u.auth0_sub is null
    returning u.id, u.access_disabled_at into v_user_id, v_disabled_at;
  end if;
  -- Raising also undoes the link above: a disabled person's identity is not attached by signing in.
  if v_disabled_at is not null then
    raise exception 'Access to this account has been disabled. Contact us if you need access again.' using errcode = '28000';
  end if;
  if v_user_id is null then
    -- An address already held by another account is not taken over; the new
    -- user is created without it (staff can merge the two).
    insert into app_public.users (email, full_name, auth0_sub)
    values (case when exists (select 1 from app_public.users u where lower(u.email) = lower(provision_user.email))
                 then null else nullif(provision_user.email, '') end,
            coalesce(nullif(btrim(provision_user.full_name), ''), split_part(coalesce(provision_user.email, ''), '@', 1)),
            provision_user.sub)
    returning id into v_user_id;
    insert into app_public.user_data (user_id) values (v_user_id);
  end if;
  provision_user.user_id := v_user_id;
  provision_user.is_admin := exists (select 1 from app_public.admins a where a.user_id = v_user_id);
end;
$$;
comment on function app_private.provision_user(text, text, text) is
  'Maps a verified token subject to a user, provisioning on first sign-in; refuses deleted (revoked_subjects) and disabled users with SQLSTATE 28000.';

-- The staff action (GraphQL disableUserAccess / enableUserAccess). Runs as the caller: the users policies
-- and the staff-only trigger above apply as well; the checks here give the clear messages.
create function app_public.disable_user_access(user_id uuid) returns app_public.users
  language plpgsql volatile
  set search_path = pg_catalog
as $$
declare
  v_user app_public.users;
begin
  if not app_private.current_user_is_admin() then
    raise exception 'Only staff may disable a person''s access' using errcode = '42501';
  end if;
  if disable_user_access.user_id = app_private.current_user_id() then
    raise exception 'You cannot disable your own access';
  end if;
  update app_public.users u set access_disabled_at = coalesce(u.access_disabled_at, now())
  where u.id = disable_user_access.user_id
  returning u.* into v_user;
  if v_user.id is null then
    raise exception 'No such person';
  end if;
  return v_user;
end;
$$;
comment on function app_public.disable_user_access(uuid) is
  'Staff: ends the person''s access at once (signed-in sessions and open live updates included); their records stay.';
grant execute on function app_public.disable_user_access(uuid) to petition_studio_visitor;

create function app_public.enable_user_access(user_id uuid) returns app_public.users
  language plpgsql volatile
  set search_path = pg_catalog
as $$
declare
  v_user app_public.users;
begin
  if not app_private.current_user_is_admin() then
    raise exception 'Only staff may enable a person''s access' using errcode = '42501';
  end if;
  update app_public.users u set access_disabled_at = null
  where u.id = enable_user_access.user_id
  returning u.* into v_user;
  if v_user.id is null then
    raise exception 'No such person';
  end if;
  return v_user;
end;
$$;
comment on function app_public.enable_user_access(uuid) is 'Staff: lets a disabled person sign in again.';
grant execute on function app_public.enable_user_access(uuid) to petition_studio_visitor;

-- Down Migration
drop function app_public.enable_user_access(uuid);
drop function app_public.disable_user_access(uuid);
create or replace function app_private.provision_user(sub text, email text, full_name text,
  out user_id uuid, out is_admin boolean)
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
#variable_conflict use_column
declare
  v_user_id uuid;
begin
  select u.id into v_user_id from app_public.users u where u.auth0_sub = provision_user.sub;
  if v_user_id is null and coalesce(provision_user.email, '') <> '' then
    update app_public.users u set auth0_sub = provision_user.sub
    where lower(u.email) = lower(provision_user.email) and u.auth0_sub is null
    returning u.id into v_user_id;
  end if;
  if v_user_id is null then
    insert into app_public.users (email, full_name, auth0_sub)
    values (case when exists (select 1 from app_public.users u where lower(u.email) = lower(provision_user.email))
                 then null else nullif(provision_user.email, '') end,
            coalesce(nullif(btrim(provision_user.full_name), ''), split_part(coalesce(provision_user.email, ''), '@', 1)),
            provision_user.sub)
    returning id into v_user_id;
    insert into app_public.user_data (user_id) values (v_user_id);
  end if;
  provision_user.user_id := v_user_id;
  provision_user.is_admin := exists (select 1 from app_public.admins a where a.user_id = v_user_id);
end;
$$;
drop trigger _910_access_changed on app_public.admins;
drop function app_private.tg_admins_access_changed();
drop trigger _910_access_changed on app_public.users;
drop function app_private.tg_users_access_changed();
drop function app_private.notify_access_changed(text);
drop table app_private.revoked_subjects;
drop trigger _201_staff_only_access_initial on app_public.users;
drop trigger _201_staff_only_access on app_public.users;
alter table app_public.users drop column access_disabled_at;
