-- Up Migration
-- Row-level security on every table. Policies are written first, then the
-- grants; the visitor role gets table privileges and the policies decide rows.
-- Shorthands used below:
--   staff      = (select app_private.current_user_is_admin())
--   me         = (select app_private.current_user_id())
--   readable   = petition_id in (select app_private.readable_petition_ids())
--   editable   = petition_id in (select app_private.editable_petition_ids())
-- Each helper is wrapped in a sub-select so that it runs once per query, not
-- once per row. Anonymous requests have no user id and therefore see nothing.

create function app_private.visible_user_ids() returns setof uuid
  language sql stable security definer
  set search_path = pg_catalog
as $$
  -- team mates
  select cm.user_id from app_public.company_members cm
  where cm.company_id in (select app_private.member_company_ids())
  union
  -- beneficiaries and assigned staff of petitions the user may read
  select u.id from app_public.petitions p
  cross join lateral (values (p.beneficiary_id), (p.oa_user_id), (p.csm_user_id)) as u(id)
  where u.id is not null and p.id in (select app_private.readable_petition_ids());
$$;
comment on function app_private.visible_user_ids() is 'People a customer may see besides themselves: team mates, and the beneficiary and staff of petitions they may read.';

create function app_private.visible_company_ids() returns setof uuid
  language sql stable security definer
  set search_path = pg_catalog
as $$
  select app_private.member_company_ids()
  union
  select p.company_id from app_public.petitions p
  where p.beneficiary_id = app_private.current_user_id() and p.company_id is not null;
$$;
comment on function app_private.visible_company_ids() is 'Companies a customer may see: their teams and the petitioners of their own petitions.';

create function app_private.owns_file(file_id uuid) returns boolean
  language sql stable security definer
  set search_path = pg_catalog
as $$
  select exists (
    select 1 from app_public.files f
    where f.id = file_id and f.owner_id = app_private.current_user_id() and not f.deleted
  );
$$;
comment on function app_private.owns_file(uuid) is 'True when the signed-in user uploaded the file: only such files may be attached by customers.';
create function app_private.exhibit_open_to_customers(exhibit_id uuid) returns boolean
  language sql stable security definer
  set search_path = pg_catalog
as $$
  select exists (
    select 1 from app_public.exhibits e
    where e.id = exhibit_id and (e.owned_by <> 'PLYMOUTH' or e.visible)
      and e.petition_id in (select app_private.editable_petition_ids())
  );
$$;
comment on function app_private.exhibit_open_to_customers(uuid) is 'True when the signed-in customer may edit the exhibit (used where a policy on exhibits needs another exhibit).';

grant execute on function app_private.visible_user_ids(), app_private.visible_company_ids(),
  app_private.owns_file(uuid), app_private.exhibit_open_to_customers(uuid) to petition_studio_visitor;

-- Enable RLS everywhere in app_public.
do $$
declare t record;
begin
  for t in select tablename from pg_tables where schemaname = 'app_public' loop
    execute format('alter table app_public.%I enable row level security', t.tablename);
  end loop;
end
$$;

-- Reference data: every signed-in user reads, staff write.
do $$
declare t text;
begin
  foreach t in array array['visa_types', 'module_types', 'exhibit_types', 'entity_schemas',
                           'checklist_sections', 'checklist_tasks'] loop
    execute format('create policy select_signed_in on app_public.%I for select using ((select app_private.current_user_id()) is not null)', t);
    execute format('create policy manage_staff on app_public.%I for all using ((select app_private.current_user_is_admin())) with check ((select app_private.current_user_is_admin()))', t);
    execute format('comment on policy select_signed_in on app_public.%I is %L', t, 'Reference data: readable by any signed-in user.');
    execute format('comment on policy manage_staff on app_public.%I is %L', t, 'Only staff change reference data.');
  end loop;
end
$$;

-- Staff-only tables.
do $$
declare t text;
begin
  foreach t in array array['case_strategies', 'reusable_exhibits', 'reusable_exhibit_files',
                           'reusable_exhibit_entities'] loop
    execute format('create policy manage_staff on app_public.%I for all using ((select app_private.current_user_is_admin())) with check ((select app_private.current_user_is_admin()))', t);
    execute format('comment on policy manage_staff on app_public.%I is %L', t, 'Staff tool: only staff read or write.');
  end loop;
end
$$;

-- users
create policy select_visible on app_public.users for select using (
  (select app_private.current_user_is_admin()) or id = (select app_private.current_user_id())
  or id in (select app_private.visible_user_ids()));
comment on policy select_visible on app_public.users is 'Staff see everyone; a user sees themselves, team mates, and the people on petitions they may read.';
create policy insert_staff_or_team_editor on app_public.users for insert with check (
  (select app_private.current_user_is_admin()) or exists (select app_private.editor_company_ids()));
comment on policy insert_staff_or_team_editor on app_public.users is 'Staff create people; company ADMIN/MEMBER create contacts (employer onboarding).';
create policy update_self on app_public.users for update using (
  (select app_private.current_user_is_admin()) or id = (select app_private.current_user_id()));
comment on policy update_self on app_public.users is 'Staff edit anyone; a user edits themselves (auth0_sub, archetype are staff-only).';
create trigger _200_staff_only_columns before update on app_public.users
  for each row execute function app_private.tg_staff_only_columns('auth0_sub', 'archetype');
-- A customer must not pre-claim someone's sign-in identity.
create trigger _200_staff_only_initial_values before insert on app_public.users
  for each row execute function app_private.tg_staff_only_initial_values('auth0_sub', 'null', 'archetype', 'null');

-- admins
create policy select_self on app_public.admins for select using (
  (select app_private.current_user_is_admin()) or user_id = (select app_private.current_user_id()));
comment on policy select_self on app_public.admins is 'Staff see the staff list; a user sees only their own admin link.';
create policy manage_staff on app_public.admins for all using ((select app_private.current_user_is_admin()))
  with check ((select app_private.current_user_is_admin()));
comment on policy manage_staff on app_public.admins is 'Only staff grant or revoke staff access.';

-- user_data
create policy select_own on app_public.user_data for select using (
  (select app_private.current_user_is_admin()) or user_id = (select app_private.current_user_id()));
comment on policy select_own on app_public.user_data is 'Personal data: the user and staff only.';
create policy insert_own on app_public.user_data for insert with check (
  (select app_private.current_user_is_admin()) or user_id = (select app_private.current_user_id()));
comment on policy insert_own on app_public.user_data is 'The user or staff create it.';
create policy update_own on app_public.user_data for update using (
  (select app_private.current_user_is_admin()) or user_id = (select app_private.current_user_id()));
comment on policy update_own on app_public.user_data is 'The user or staff edit it.';
create policy delete_staff on app_public.user_data for delete using ((select app_private.current_user_is_admin()));
comment on policy delete_staff on app_public.user_data is 'Only staff delete personal data.';

-- companies
create policy select_visible on app_public.companies for select using (
  (select app_private.current_user_is_admin()) or id in (select app_private.visible_company_ids()));
comment on policy select_visible on app_public.companies is 'Staff see all; members see their teams; beneficiaries see their petitioners.';
create policy update_editor on app_public.companies for update using (
  (select app_private.current_user_is_admin()) or id in (select app_private.editor_company_ids()));
comment on policy update_editor on app_public.companies is 'Staff, and the company''s ADMIN and MEMBER, edit it.';
create policy insert_staff on app_public.companies for insert with check ((select app_private.current_user_is_admin()));
comment on policy insert_staff on app_public.companies is 'Only staff create companies.';
create policy delete_staff on app_public.companies for delete using ((select app_private.current_user_is_admin()));
comment on policy delete_staff on app_public.companies is 'Only staff delete companies.';

-- company_members
create policy select_team on app_public.company_members for select using (
  (select app_private.current_user_is_admin()) or user_id = (select app_private.current_user_id())
  or company_id in (select app_private.member_company_ids()));
comment on policy select_team on app_public.company_members is 'Members see their team''s membership list.';
create policy manage_team_admin on app_public.company_members for all using (
  (select app_private.current_user_is_admin()) or company_id in (select app_private.admin_company_ids()))
  with check ((select app_private.current_user_is_admin()) or company_id in (select app_private.admin_company_ids()));
comment on policy manage_team_admin on app_public.company_members is 'Staff and the company''s ADMINs add, change and remove members.';

-- company_offices
create policy select_team on app_public.company_offices for select using (
  (select app_private.current_user_is_admin()) or company_id in (select app_private.member_company_ids()));
comment on policy select_team on app_public.company_offices is 'Members see their company''s worksites.';
create policy manage_team_editor on app_public.company_offices for all using (
  (select app_private.current_user_is_admin()) or company_id in (select app_private.editor_company_ids()))
  with check ((select app_private.current_user_is_admin()) or company_id in (select app_private.editor_company_ids()));
comment on policy manage_team_editor on app_public.company_offices is 'Staff, ADMIN and MEMBER manage worksites.';

-- user_employments
create policy select_own_or_team on app_public.user_employments for select using (
  (select app_private.current_user_is_admin()) or user_id = (select app_private.current_user_id())
  or company_id in (select app_private.member_company_ids()));
comment on policy select_own_or_team on app_public.user_employments is 'The beneficiary, the employing company''s members, and staff.';
create policy insert_own_or_team on app_public.user_employments for insert with check (
  (select app_private.current_user_is_admin()) or user_id = (select app_private.current_user_id())
  or company_id in (select app_private.editor_company_ids()));
comment on policy insert_own_or_team on app_public.user_employments is 'The beneficiary, an editor of the employing company, or staff.';
create policy update_own_or_team on app_public.user_employments for update using (
  (select app_private.current_user_is_admin()) or user_id = (select app_private.current_user_id())
  or company_id in (select app_private.editor_company_ids()));
comment on policy update_own_or_team on app_public.user_employments is 'The beneficiary, an editor of the employing company, or staff.';
create policy delete_own on app_public.user_employments for delete using (
  (select app_private.current_user_is_admin()) or user_id = (select app_private.current_user_id()));
comment on policy delete_own on app_public.user_employments is 'The beneficiary or staff.';
-- Whose employment it is, and at which company, is fixed once recorded.
create trigger _200_staff_only_columns before update on app_public.user_employments
  for each row execute function app_private.tg_staff_only_columns('user_id', 'company_id');

-- Customers complete pending tasks as themselves only.
create function app_private.tg_pending_task_completed_by_self() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if not app_private.current_user_is_admin() and app_private.current_user_id() is not null
     and new.completed_by is distinct from old.completed_by
     and new.completed_by is distinct from app_private.current_user_id() and new.completed_by is not null then
    raise exception 'A task can only be completed as yourself' using errcode = '42501';
  end if;
  return new;
end;
$$;
create trigger _210_completed_by_self before update on app_public.pending_petition_tasks
  for each row execute function app_private.tg_pending_task_completed_by_self();

-- petitions
create policy select_readable on app_public.petitions for select using (
  (select app_private.current_user_is_admin()) or beneficiary_id = (select app_private.current_user_id())
  or company_id in (select app_private.member_company_ids()));
comment on policy select_readable on app_public.petitions is 'Staff; the beneficiary; any member of the petitioner.';
create policy update_editable on app_public.petitions for update using (
  (select app_private.current_user_is_admin()) or beneficiary_id = (select app_private.current_user_id())
  or company_id in (select app_private.editor_company_ids()));
comment on policy update_editable on app_public.petitions is 'Staff; the beneficiary and the petitioner''s ADMIN/MEMBER edit metadata and filing type (other columns are staff-only).';
create policy insert_staff on app_public.petitions for insert with check ((select app_private.current_user_is_admin()));
comment on policy insert_staff on app_public.petitions is 'Only staff create petitions.';
create policy delete_staff on app_public.petitions for delete using ((select app_private.current_user_is_admin()));
comment on policy delete_staff on app_public.petitions is 'Only staff delete petitions.';

-- Tables that hang off a petition: customers read what they may read, staff write.
do $$
declare t text;
begin
  foreach t in array array['petition_status_changes', 'i94_entries', 'modules', 'onboardings',
                           'petition_forms', 'petition_letters', 'compiled_petitions', 'notes',
                           'pending_petition_tasks', 'petition_checklist_items'] loop
    execute format('create policy select_readable on app_public.%I for select using ((select app_private.current_user_is_admin()) or petition_id in (select app_private.readable_petition_ids()))', t);
    execute format('comment on policy select_readable on app_public.%I is %L', t, 'Staff, and whoever may read the petition.');
  end loop;
  foreach t in array array['i94_entries', 'petition_forms', 'petition_letters', 'compiled_petitions',
                           'petition_checklist_items'] loop
    execute format('create policy manage_staff on app_public.%I for all using ((select app_private.current_user_is_admin())) with check ((select app_private.current_user_is_admin()))', t);
    execute format('comment on policy manage_staff on app_public.%I is %L', t, 'Only staff write.');
  end loop;
  -- customers edit these (staff-only columns are guarded by triggers); staff create and delete them
  foreach t in array array['modules', 'onboardings', 'pending_petition_tasks'] loop
    execute format('create policy update_editable on app_public.%I for update using ((select app_private.current_user_is_admin()) or petition_id in (select app_private.editable_petition_ids()))', t);
    execute format('create policy insert_staff on app_public.%I for insert with check ((select app_private.current_user_is_admin()))', t);
    execute format('create policy delete_staff on app_public.%I for delete using ((select app_private.current_user_is_admin()))', t);
    execute format('comment on policy update_editable on app_public.%I is %L', t, 'Staff, the beneficiary, and the petitioner''s ADMIN/MEMBER.');
    execute format('comment on policy insert_staff on app_public.%I is %L', t, 'Only staff create.');
    execute format('comment on policy delete_staff on app_public.%I is %L', t, 'Only staff delete.');
  end loop;
end
$$;

-- notes: editors write as themselves; the sender edits or deletes their own.
create policy insert_as_sender on app_public.notes for insert with check (
  (select app_private.current_user_is_admin())
  or (sender_id = (select app_private.current_user_id()) and petition_id in (select app_private.editable_petition_ids())));
comment on policy insert_as_sender on app_public.notes is 'Staff, or an editor of the petition writing as themselves.';
create policy update_sender on app_public.notes for update using (
  (select app_private.current_user_is_admin()) or sender_id = (select app_private.current_user_id()));
comment on policy update_sender on app_public.notes is 'Staff or the note''s sender.';
create policy delete_sender on app_public.notes for delete using (
  (select app_private.current_user_is_admin()) or sender_id = (select app_private.current_user_id()));
comment on policy delete_sender on app_public.notes is 'Staff or the note''s sender.';
create trigger _200_staff_only_columns before update on app_public.notes
  for each row execute function app_private.tg_staff_only_columns('petition_id', 'sender_id');

-- exhibits: provider-owned exhibits stay hidden from customers unless visible.
create policy select_readable on app_public.exhibits for select using (
  (select app_private.current_user_is_admin())
  or (petition_id in (select app_private.readable_petition_ids()) and (owned_by <> 'PLYMOUTH' or visible)));
comment on policy select_readable on app_public.exhibits is 'Staff; readers of the petition, except provider-owned exhibits not marked visible.';
create policy insert_editable on app_public.exhibits for insert with check (
  (select app_private.current_user_is_admin())
  or (petition_id in (select app_private.editable_petition_ids()) and owned_by <> 'PLYMOUTH'
      and (parent_exhibit_id is null or app_private.exhibit_open_to_customers(parent_exhibit_id))));
comment on policy insert_editable on app_public.exhibits is 'Staff; editors of the petition add customer-owned exhibits (under a parent they may edit).';
create policy update_editable on app_public.exhibits for update using (
  (select app_private.current_user_is_admin())
  or (petition_id in (select app_private.editable_petition_ids()) and (owned_by <> 'PLYMOUTH' or visible)));
comment on policy update_editable on app_public.exhibits is 'Staff; editors of the petition (status, owner, visibility and order are staff-only).';
create policy delete_staff on app_public.exhibits for delete using ((select app_private.current_user_is_admin()));
comment on policy delete_staff on app_public.exhibits is 'Only staff delete exhibits.';

-- files: readable by the uploader and by whoever may read a record it is linked to.
create policy select_linked on app_public.files for select using (
  (select app_private.current_user_is_admin()) or owner_id = (select app_private.current_user_id())
  or exists (select 1 from app_public.exhibit_files l where l.file_id = files.id)
  or exists (select 1 from app_public.user_documents l where l.file_id = files.id)
  or exists (select 1 from app_public.immigration_documents l where l.file_id = files.id)
  or exists (select 1 from app_public.company_documents l where l.file_id = files.id)
  or exists (select 1 from app_public.provider_documents l where l.file_id = files.id)
  or exists (select 1 from app_public.petition_forms l where l.file_id = files.id)
  or exists (select 1 from app_public.petition_letters l where l.final_file_id = files.id)
  or exists (select 1 from app_public.compiled_petitions l where l.file_id = files.id));
comment on policy select_linked on app_public.files is 'Staff; the uploader; anyone who may read a record the file is linked to (the links'' own policies decide).';
create policy insert_own on app_public.files for insert with check (
  (select app_private.current_user_is_admin()) or owner_id = (select app_private.current_user_id()));
comment on policy insert_own on app_public.files is 'A user registers files as their own.';
create policy update_own on app_public.files for update using (
  (select app_private.current_user_is_admin()) or owner_id = (select app_private.current_user_id()));
comment on policy update_own on app_public.files is 'Staff or the uploader rename or mark deleted.';
create policy delete_own on app_public.files for delete using (
  (select app_private.current_user_is_admin()) or owner_id = (select app_private.current_user_id()));
comment on policy delete_own on app_public.files is 'Staff or the uploader.';
create trigger _200_staff_only_columns before update on app_public.files
  for each row execute function app_private.tg_staff_only_columns('owner_id', 'storage_key', 'mime_type', 'size_bytes', 'sha256');

-- exhibit_files: follow the exhibit; customers attach only files they uploaded.
create policy select_readable on app_public.exhibit_files for select using (
  (select app_private.current_user_is_admin())
  or exists (select 1 from app_public.exhibits e where e.id = exhibit_id));
comment on policy select_readable on app_public.exhibit_files is 'Whoever may see the exhibit.';
create policy insert_editable on app_public.exhibit_files for insert with check (
  (select app_private.current_user_is_admin())
  or (app_private.owns_file(file_id) and exists (
    select 1 from app_public.exhibits e
    where e.id = exhibit_id and e.petition_id in (select app_private.editable_petition_ids())
      and (e.owned_by <> 'PLYMOUTH' or e.visible))));
comment on policy insert_editable on app_public.exhibit_files is 'Staff; an editor of the exhibit''s petition attaching a file they uploaded.';
create policy update_staff on app_public.exhibit_files for update using ((select app_private.current_user_is_admin()));
comment on policy update_staff on app_public.exhibit_files is 'Only staff reorder files.';
create policy delete_editable on app_public.exhibit_files for delete using (
  (select app_private.current_user_is_admin())
  or exists (
    select 1 from app_public.exhibits e
    where e.id = exhibit_id and e.petition_id in (select app_private.editable_petition_ids())
      and (e.owned_by <> 'PLYMOUTH' or e.visible)));
comment on policy delete_editable on app_public.exhibit_files is 'Staff; an editor of the exhibit''s petition unlinks files.';

-- Personal documents: the person and staff.
create policy select_own on app_public.user_documents for select using (
  (select app_private.current_user_is_admin()) or user_id = (select app_private.current_user_id()));
comment on policy select_own on app_public.user_documents is 'The person and staff.';
create policy insert_own on app_public.user_documents for insert with check (
  (select app_private.current_user_is_admin())
  or (user_id = (select app_private.current_user_id()) and app_private.owns_file(file_id)));
comment on policy insert_own on app_public.user_documents is 'Staff; the person, with a file they uploaded.';
create policy update_own on app_public.user_documents for update using (
  (select app_private.current_user_is_admin()) or user_id = (select app_private.current_user_id()));
comment on policy update_own on app_public.user_documents is 'The person and staff.';
create policy delete_own on app_public.user_documents for delete using (
  (select app_private.current_user_is_admin()) or user_id = (select app_private.current_user_id()));
comment on policy delete_own on app_public.user_documents is 'The person and staff.';
create trigger _200_staff_only_columns before update on app_public.user_documents
  for each row execute function app_private.tg_staff_only_columns('user_id', 'file_id');

create policy select_own on app_public.immigration_documents for select using (
  (select app_private.current_user_is_admin()) or owner_id = (select app_private.current_user_id()));
comment on policy select_own on app_public.immigration_documents is 'The person and staff (passports are sensitive).';
create policy insert_own on app_public.immigration_documents for insert with check (
  (select app_private.current_user_is_admin())
  or (owner_id = (select app_private.current_user_id()) and app_private.owns_file(file_id)));
comment on policy insert_own on app_public.immigration_documents is 'Staff; the person, with a file they uploaded.';
create policy update_own on app_public.immigration_documents for update using (
  (select app_private.current_user_is_admin()) or owner_id = (select app_private.current_user_id()));
comment on policy update_own on app_public.immigration_documents is 'The person (reorder, mark deleted) and staff.';
create policy delete_own on app_public.immigration_documents for delete using (
  (select app_private.current_user_is_admin()) or owner_id = (select app_private.current_user_id()));
comment on policy delete_own on app_public.immigration_documents is 'The person and staff.';
create trigger _200_staff_only_columns before update on app_public.immigration_documents
  for each row execute function app_private.tg_staff_only_columns('owner_id', 'file_id');

create policy select_own on app_public.provider_documents for select using (
  (select app_private.current_user_is_admin()) or owner_id = (select app_private.current_user_id()));
comment on policy select_own on app_public.provider_documents is 'The person they were prepared for, and staff.';
create policy manage_staff on app_public.provider_documents for all using ((select app_private.current_user_is_admin()))
  with check ((select app_private.current_user_is_admin()));
comment on policy manage_staff on app_public.provider_documents is 'Only staff register provider documents.';

-- company_documents: members read visible ones; ADMIN/MEMBER manage.
create policy select_team on app_public.company_documents for select using (
  (select app_private.current_user_is_admin())
  or (company_id in (select app_private.member_company_ids()) and visible));
comment on policy select_team on app_public.company_documents is 'Staff; members see the visible documents of their company.';
create policy insert_team_editor on app_public.company_documents for insert with check (
  (select app_private.current_user_is_admin())
  or (company_id in (select app_private.editor_company_ids()) and app_private.owns_file(file_id)));
comment on policy insert_team_editor on app_public.company_documents is 'Staff; ADMIN/MEMBER with a file they uploaded.';
create policy update_team_editor on app_public.company_documents for update using (
  (select app_private.current_user_is_admin()) or company_id in (select app_private.editor_company_ids()));
comment on policy update_team_editor on app_public.company_documents is 'Staff; ADMIN/MEMBER (visibility is staff-only).';
create policy delete_team_editor on app_public.company_documents for delete using (
  (select app_private.current_user_is_admin()) or company_id in (select app_private.editor_company_ids()));
comment on policy delete_team_editor on app_public.company_documents is 'Staff; ADMIN/MEMBER.';
create trigger _200_staff_only_columns before update on app_public.company_documents
  for each row execute function app_private.tg_staff_only_columns('visible', 'company_id', 'file_id');
create trigger _200_staff_only_initial_values before insert on app_public.company_documents
  for each row execute function app_private.tg_staff_only_initial_values('visible', 'true');

-- Entities: staff tools; customers see the entities of their own person or company.
create policy select_related on app_public.additional_entities for select using (
  (select app_private.current_user_is_admin()) or user_id = (select app_private.current_user_id())
  or company_id in (select app_private.member_company_ids()));
comment on policy select_related on app_public.additional_entities is 'Staff; a user sees the entity of themselves or their company.';
create policy manage_staff on app_public.additional_entities for all using ((select app_private.current_user_is_admin()))
  with check ((select app_private.current_user_is_admin()));
comment on policy manage_staff on app_public.additional_entities is 'Only staff create and edit entities.';

create policy select_readable on app_public.module_entities for select using (
  (select app_private.current_user_is_admin())
  or exists (select 1 from app_public.modules m where m.id = module_id));
comment on policy select_readable on app_public.module_entities is 'Whoever may see the module.';
create policy manage_staff on app_public.module_entities for all using ((select app_private.current_user_is_admin()))
  with check ((select app_private.current_user_is_admin()));
comment on policy manage_staff on app_public.module_entities is 'Only staff link entities to modules.';

-- Privileges: policies above decide the rows.
grant select, insert, update, delete on all tables in schema app_public to petition_studio_visitor;

-- Down Migration
revoke all on all tables in schema app_public from petition_studio_visitor;
