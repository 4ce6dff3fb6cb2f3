-- Up Migration
-- Functions PostGraphile exposes where generated CRUD is not enough, plus
-- user provisioning for sign-in and the spec's name-splitting rule.

-- Name splitting (spec 1 §3): first word = first name; a middle name only with
-- more than two words; last name = the second of two words, or the third word
-- onward (no word is dropped: 'Maria Luisa de la Cruz' -> Maria / Luisa / de la Cruz).
create function app_private.split_full_name(full_name text, out first_name text, out middle_name text, out last_name text)
  language sql immutable
  set search_path = pg_catalog
as $$
  with words as (
    select regexp_split_to_array(btrim(regexp_replace(coalesce(full_name, ''), '\s+', ' ', 'g')), ' ') as w
  )
  select
    coalesce(w[1], ''),
    case when array_length(w, 1) > 2 then w[2] end,
    case when array_length(w, 1) > 2 then array_to_string(w[3:], ' ') when array_length(w, 1) = 2 then w[2] else '' end
  from words;
$$;
comment on function app_private.split_full_name(text) is 'The spec''s name-splitting rule; kept in step with splitFullName in packages/domain.';
grant execute on function app_private.split_full_name(text) to petition_studio_visitor;

create function app_private.tg_users_split_full_name() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if tg_op = 'INSERT' or new.full_name is distinct from old.full_name then
    new.full_name := btrim(regexp_replace(new.full_name, '\s+', ' ', 'g'));
    select s.first_name, s.middle_name, s.last_name into new.first_name, new.middle_name, new.last_name
    from app_private.split_full_name(new.full_name) s;
  end if;
  return new;
end;
$$;
create trigger _150_split_full_name before insert or update of full_name on app_public.users
  for each row execute function app_private.tg_users_split_full_name();

-- Sign-in: find the user by the identity provider's subject, else by e-mail
-- (linking the subject), else create one. Called by the API with its own
-- connection, never through GraphQL.
create function app_private.provision_user(sub text, email text, full_name text,
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
comment on function app_private.provision_user(text, text, text) is 'Maps a verified token subject to a user, provisioning on first sign-in.';

-- The logged-in user query of spec 1 §7: {currentUserId, isAdmin}.
create type app_public.logged_in_user as (current_user_id uuid, is_admin boolean);
comment on type app_public.logged_in_user is 'Who is signed in and whether they are staff.';

create function app_public.logged_in_user() returns app_public.logged_in_user
  language sql stable
as $$
  select row(app_private.current_user_id(), app_private.current_user_is_admin())::app_public.logged_in_user;
$$;
comment on function app_public.logged_in_user() is 'The signed-in user id and the staff flag (the authority for isAdmin, decisions ROLE-002).';

create function app_public.current_user() returns app_public.users
  language sql stable
as $$
  select * from app_public.users where id = app_private.current_user_id();
$$;
comment on function app_public.current_user() is 'The signed-in user''s record.';

create function app_public.users_is_admin(u app_public.users) returns boolean
  language sql stable security definer
  set search_path = pg_catalog
as $$
  select exists (select 1 from app_public.admins a where a.user_id = u.id);
$$;
comment on function app_public.users_is_admin(app_public.users) is 'Whether this user is provider staff.';

create function app_public.users_petition_count(u app_public.users) returns int
  language sql stable
as $$
  select count(*)::int from app_public.petitions p where p.beneficiary_id = u.id;
$$;
comment on function app_public.users_petition_count(app_public.users) is 'Petitions (visible to the caller) with this user as beneficiary.';

create function app_public.petitions_latest_i94_entry(p app_public.petitions) returns app_public.i94_entries
  language sql stable
as $$
  select * from app_public.i94_entries i where i.petition_id = p.id order by i.date_of_entry desc limit 1;
$$;
comment on function app_public.petitions_latest_i94_entry(app_public.petitions) is 'The most recent I-94 entry of the petition.';

create function app_public.petitions_all_files(p app_public.petitions) returns setof app_public.files
  language sql stable
as $$
  select f.* from app_public.files f where f.id in (
    select ef.file_id from app_public.exhibit_files ef join app_public.exhibits e on e.id = ef.exhibit_id where e.petition_id = p.id
    union select i.file_id from app_public.immigration_documents i where i.owner_id = p.beneficiary_id
    union select c.file_id from app_public.company_documents c where c.company_id = p.company_id
    union select pf.file_id from app_public.petition_forms pf where pf.petition_id = p.id
    union select pl.final_file_id from app_public.petition_letters pl where pl.petition_id = p.id
  ) and not f.deleted
  order by f.created_at;
$$;
comment on function app_public.petitions_all_files(app_public.petitions) is 'Every file of the petition: exhibit, immigration, company, form and letter files (each under its own access rules).';

create function app_public.petitions_visa_class_label(p app_public.petitions) returns text
  language sql immutable
as $$
  select upper(replace(p.visa_class, '_', '-'));
$$;
comment on function app_public.petitions_visa_class_label(app_public.petitions) is 'The visa class as shown: upper-cased, underscores turned into dashes (o_1a → O-1A).';

-- Server-side petition search for the builder's picker: matches the
-- beneficiary's full name, the petition id, the visa class label and the
-- petitioner's name; active_only limits to the active statuses.
create function app_public.search_petitions(search text default '', active_only boolean default true)
  returns setof app_public.petitions
  language sql stable
as $$
  select p.* from app_public.petitions p
  join app_public.users b on b.id = p.beneficiary_id
  left join app_public.companies c on c.id = p.company_id
  where (not coalesce(active_only, true)
         or p.status in ('PENDING_DOCS', 'IN_ATTORNEY_REVIEW', 'SUBMITTED', 'PRINT_SHIP_REQUESTED', 'SHIPPED'))
    and (coalesce(btrim(search), '') = ''
         or b.full_name ilike '%' || btrim(search) || '%'
         or c.dba_name ilike '%' || btrim(search) || '%'
         or upper(replace(p.visa_class, '_', '-')) ilike '%' || btrim(search) || '%'
         or p.id::text ilike '%' || btrim(search) || '%')
  order by p.updated_at desc, p.id;
$$;
comment on function app_public.search_petitions(text, boolean) is E'Petition picker search (server-side, paginated).\n@sortable';

-- Reordering in one call: the array order becomes order_index 0..n-1. Runs as
-- the caller, so row-level security applies; a row the caller may not change
-- makes the whole call fail.
create function app_public.reorder_modules(petition_id uuid, module_ids uuid[]) returns setof app_public.modules
  language plpgsql volatile
as $$
declare n int;
begin
  if (select count(*) from app_public.modules m where m.petition_id = reorder_modules.petition_id) <> cardinality(module_ids)
     or cardinality(module_ids) <> (select count(distinct x) from unnest(module_ids) x) then
    raise exception 'module_ids must list every module of the petition exactly once' using errcode = '22023';
  end if;
  update app_public.modules m set order_index = o.ordinality - 1
  from unnest(module_ids) with ordinality o(id, ordinality)
  where m.id = o.id and m.petition_id = reorder_modules.petition_id;
  get diagnostics n = row_count;
  if n <> cardinality(module_ids) then
    raise exception 'Not allowed to reorder these modules' using errcode = '42501';
  end if;
  return query select * from app_public.modules m where m.petition_id = reorder_modules.petition_id order by m.order_index;
end;
$$;
comment on function app_public.reorder_modules(uuid, uuid[]) is 'Sets the order of all modules of a petition.';

create function app_public.reorder_exhibits(exhibit_ids uuid[]) returns setof app_public.exhibits
  language plpgsql volatile
as $$
declare n int;
begin
  if (select count(distinct (e.module_id, e.parent_exhibit_id)) from app_public.exhibits e where e.id = any (exhibit_ids)) > 1 then
    raise exception 'exhibit_ids must be siblings (same module and parent)' using errcode = '22023';
  end if;
  update app_public.exhibits e set order_index = o.ordinality - 1
  from unnest(exhibit_ids) with ordinality o(id, ordinality)
  where e.id = o.id;
  get diagnostics n = row_count;
  if n <> cardinality(exhibit_ids) then
    raise exception 'Not allowed to reorder these exhibits' using errcode = '42501';
  end if;
  return query select e.* from app_public.exhibits e where e.id = any (exhibit_ids) order by e.order_index;
end;
$$;
comment on function app_public.reorder_exhibits(uuid[]) is 'Sets the order of sibling exhibits (of a module, or sub-exhibits of one parent).';

create function app_public.reorder_exhibit_files(exhibit_id uuid, file_ids uuid[]) returns setof app_public.exhibit_files
  language plpgsql volatile
as $$
declare n int;
begin
  update app_public.exhibit_files ef set order_index = o.ordinality - 1
  from unnest(file_ids) with ordinality o(id, ordinality)
  where ef.exhibit_id = reorder_exhibit_files.exhibit_id and ef.file_id = o.id;
  get diagnostics n = row_count;
  if n <> cardinality(file_ids) then
    raise exception 'Not allowed to reorder these files' using errcode = '42501';
  end if;
  return query select * from app_public.exhibit_files ef where ef.exhibit_id = reorder_exhibit_files.exhibit_id order by ef.order_index;
end;
$$;
comment on function app_public.reorder_exhibit_files(uuid, uuid[]) is 'Sets the order of the files of an exhibit.';

create function app_public.reorder_immigration_documents(owner_id uuid, file_ids uuid[]) returns setof app_public.immigration_documents
  language plpgsql volatile
as $$
declare n int;
begin
  update app_public.immigration_documents d set order_index = o.ordinality - 1
  from unnest(file_ids) with ordinality o(id, ordinality)
  where d.owner_id = reorder_immigration_documents.owner_id and d.file_id = o.id;
  get diagnostics n = row_count;
  if n <> cardinality(file_ids) then
    raise exception 'Not allowed to reorder these documents' using errcode = '42501';
  end if;
  return query select * from app_public.immigration_documents d where d.owner_id = reorder_immigration_documents.owner_id order by d.order_index;
end;
$$;
comment on function app_public.reorder_immigration_documents(uuid, uuid[]) is 'Sets the order of a person''s immigration documents.';

create function app_public.reorder_reusable_sub_exhibits(reusable_exhibit_ids uuid[]) returns setof app_public.reusable_exhibits
  language plpgsql volatile
as $$
declare n int;
begin
  if (select count(distinct r.parent_id) from app_public.reusable_exhibits r where r.id = any (reusable_exhibit_ids)) > 1 then
    raise exception 'reusable_exhibit_ids must share one parent' using errcode = '22023';
  end if;
  update app_public.reusable_exhibits r set order_index = o.ordinality - 1
  from unnest(reusable_exhibit_ids) with ordinality o(id, ordinality)
  where r.id = o.id;
  get diagnostics n = row_count;
  if n <> cardinality(reusable_exhibit_ids) then
    raise exception 'Not allowed to reorder these exhibits' using errcode = '42501';
  end if;
  return query select r.* from app_public.reusable_exhibits r where r.id = any (reusable_exhibit_ids) order by r.order_index;
end;
$$;
comment on function app_public.reorder_reusable_sub_exhibits(uuid[]) is 'Sets the order of the sub-exhibits of a reusable exhibit.';

create function app_public.reorder_reusable_exhibit_files(reusable_exhibit_id uuid, file_ids uuid[]) returns setof app_public.reusable_exhibit_files
  language plpgsql volatile
as $$
declare n int;
begin
  update app_public.reusable_exhibit_files f set order_index = o.ordinality - 1
  from unnest(file_ids) with ordinality o(id, ordinality)
  where f.reusable_exhibit_id = reorder_reusable_exhibit_files.reusable_exhibit_id and f.file_id = o.id;
  get diagnostics n = row_count;
  if n <> cardinality(file_ids) then
    raise exception 'Not allowed to reorder these files' using errcode = '42501';
  end if;
  return query select * from app_public.reusable_exhibit_files f
    where f.reusable_exhibit_id = reorder_reusable_exhibit_files.reusable_exhibit_id order by f.order_index;
end;
$$;
comment on function app_public.reorder_reusable_exhibit_files(uuid, uuid[]) is 'Sets the order of the files of a reusable exhibit.';

grant execute on function app_public.logged_in_user(), app_public.current_user(),
  app_public.users_is_admin(app_public.users), app_public.users_petition_count(app_public.users),
  app_public.petitions_latest_i94_entry(app_public.petitions), app_public.petitions_all_files(app_public.petitions),
  app_public.petitions_visa_class_label(app_public.petitions), app_public.search_petitions(text, boolean),
  app_public.reorder_modules(uuid, uuid[]), app_public.reorder_exhibits(uuid[]),
  app_public.reorder_exhibit_files(uuid, uuid[]), app_public.reorder_immigration_documents(uuid, uuid[]),
  app_public.reorder_reusable_sub_exhibits(uuid[]), app_public.reorder_reusable_exhibit_files(uuid, uuid[])
  to petition_studio_visitor;

-- Down Migration
drop function app_public.reorder_reusable_exhibit_files, app_public.reorder_reusable_sub_exhibits,
  app_public.reorder_immigration_documents, app_public.reorder_exhibit_files, app_public.reorder_exhibits,
  app_public.reorder_modules, app_public.search_petitions, app_public.petitions_visa_class_label,
  app_public.petitions_all_files, app_public.petitions_latest_i94_entry, app_public.users_petition_count,
  app_public.users_is_admin, app_public.current_user, app_public.logged_in_user;
drop type app_public.logged_in_user;
drop function app_private.provision_user, app_private.tg_users_split_full_name, app_private.split_full_name;
