-- Up Migration
-- Everyone who signs in has their personal data row (docs/decisions.md, "A new case from nothing").
--
-- app_public.user_data holds a person's phone, job title, passport and the other answers the customer portal saves
-- with updateUserDatumByUserId, which changes a row and never creates one. provision_user (0041) created the row only
-- for a person it created itself; a person staff created first (Entities, the builder's picker, a company's team)
-- has none, and their first sign-in only linked the identity by e-mail. Such a person, the usual one for a real
-- case, could not save the employer wizard's "Your Details" ("There was an error saving your inputs") nor any of
-- the checklist's person-data steps: the update found no row and was refused. Staff's own page creates the row when
-- missing (BeneficiaryPersonDataFields), so only the customer's writes failed.
--
-- 1. provision_user, as in 0041, now makes sure the signed-in person has the row, whether it created or linked them
--    (insert … on conflict do nothing: user_data.user_id is unique).
-- 2. People who signed in before this migration without one get it now.

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
  end if;
  -- Created here or by staff before: the portal's saves update this row and never create it.
  insert into app_public.user_data (user_id) values (v_user_id) on conflict (user_id) do nothing;
  provision_user.user_id := v_user_id;
  provision_user.is_admin := exists (select 1 from app_public.admins a where a.user_id = v_user_id);
end;
$$;
comment on function app_private.provision_user(text, text, text) is
  'Maps a verified token subject to a user, provisioning on first sign-in and making sure they have their user_data row; refuses deleted (revoked_subjects) and disabled users with SQLSTATE 28000.';

insert into app_public.user_data (user_id)
select u.id from app_public.users u
 where u.auth0_sub is not null
   and not exists (select 1 from app_public.user_data d where d.user_id = u.id);

-- Down Migration
-- The rows added stay (a person's empty personal data); provision_user goes back to 0041's, which creates the row
-- only for a person it creates.
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
