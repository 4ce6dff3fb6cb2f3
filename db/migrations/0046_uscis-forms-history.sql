-- Up Migration
-- Issue 28: the USCIS forms' rows join the petition's history (the History panel and the change-history test's
-- "every table of the aggregate is recorded"). Staff see who generated or regenerated a form and when, and who
-- typed which field by hand, with its value. Both tables have composite keys, so their history entries are
-- keyed by the form (generated forms: one row per form) and by form and field (overrides), as exhibit_files
-- and module_entities are keyed by their two ids.
-- Left out of the entries: the generated file's id and the missing-field list (plumbing and JSON that the
-- Forms panel shows in words), and the who-columns the entry records anyway as its actor.

create or replace function app_private.petition_change_scope(
  table_name text, rec jsonb,
  out petition_id uuid, out module_id uuid, out exhibit_id uuid, out record_id text
)
  language plpgsql stable
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
begin
  petition_id := rec ->> 'petition_id';
  module_id := rec ->> 'module_id';
  exhibit_id := rec ->> 'exhibit_id';
  record_id := rec ->> 'id';
  case table_name
    when 'petitions' then petition_id := rec ->> 'id';
    when 'modules' then module_id := rec ->> 'id';
    when 'exhibits' then exhibit_id := rec ->> 'id';
    when 'exhibit_files' then record_id := concat_ws(':', rec ->> 'exhibit_id', rec ->> 'file_id');
    when 'module_entities' then record_id := concat_ws(':', rec ->> 'module_id', rec ->> 'entity_id');
    when 'provider_documents' then record_id := concat_ws(':', rec ->> 'owner_id', rec ->> 'file_id');
    when 'petition_generated_forms' then record_id := rec ->> 'form';
    when 'petition_form_overrides' then record_id := concat_ws(':', rec ->> 'form', rec ->> 'field_name');
    else null;
  end case;

  if exhibit_id is not null and (petition_id is null or module_id is null) then
    select e.petition_id, e.module_id into petition_id, module_id
      from app_public.exhibits e where e.id = exhibit_id;
    if petition_id is null then
      select c.petition_id, c.module_id into petition_id, module_id
        from app_public.petition_changes c
       where c.table_name = 'exhibits' and c.record_id = exhibit_id::text
       order by c.id desc limit 1;
    end if;
  end if;
  if petition_id is null and module_id is not null then
    select m.petition_id into petition_id from app_public.modules m where m.id = module_id;
    if petition_id is null then
      select c.petition_id into petition_id
        from app_public.petition_changes c
       where c.table_name = 'modules' and c.record_id = module_id::text
       order by c.id desc limit 1;
    end if;
  end if;
  -- A provider document may belong to a person only, outside any petition: not part of the aggregate.
  if (petition_id is null and table_name <> 'provider_documents') or record_id is null then
    raise exception 'No petition found for a change of % (does the table belong to the petition aggregate?)', table_name;
  end if;
end;
$$;

create trigger _900_record_change after insert or update on app_public.petition_generated_forms
  for each row execute function app_private.tg_record_petition_change('file_id', 'missing_fields', 'generated_by');
create trigger _900_record_delete before delete on app_public.petition_generated_forms
  for each row execute function app_private.tg_record_petition_change('file_id', 'missing_fields', 'generated_by');
create trigger _900_record_change after insert or update on app_public.petition_form_overrides
  for each row execute function app_private.tg_record_petition_change('updated_by');
create trigger _900_record_delete before delete on app_public.petition_form_overrides
  for each row execute function app_private.tg_record_petition_change('updated_by');

-- Down Migration
drop trigger _900_record_change on app_public.petition_generated_forms;
drop trigger _900_record_delete on app_public.petition_generated_forms;
drop trigger _900_record_change on app_public.petition_form_overrides;
drop trigger _900_record_delete on app_public.petition_form_overrides;
-- The scope function as migration 0026 created it.
create or replace function app_private.petition_change_scope(
  table_name text, rec jsonb,
  out petition_id uuid, out module_id uuid, out exhibit_id uuid, out record_id text
)
  language plpgsql stable
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
begin
  petition_id := rec ->> 'petition_id';
  module_id := rec ->> 'module_id';
  exhibit_id := rec ->> 'exhibit_id';
  record_id := rec ->> 'id';
  case table_name
    when 'petitions' then petition_id := rec ->> 'id';
    when 'modules' then module_id := rec ->> 'id';
    when 'exhibits' then exhibit_id := rec ->> 'id';
    when 'exhibit_files' then record_id := concat_ws(':', rec ->> 'exhibit_id', rec ->> 'file_id');
    when 'module_entities' then record_id := concat_ws(':', rec ->> 'module_id', rec ->> 'entity_id');
    when 'provider_documents' then record_id := concat_ws(':', rec ->> 'owner_id', rec ->> 'file_id');
    else null;
  end case;

  if exhibit_id is not null and (petition_id is null or module_id is null) then
    select e.petition_id, e.module_id into petition_id, module_id
      from app_public.exhibits e where e.id = exhibit_id;
    if petition_id is null then
      select c.petition_id, c.module_id into petition_id, module_id
        from app_public.petition_changes c
       where c.table_name = 'exhibits' and c.record_id = exhibit_id::text
       order by c.id desc limit 1;
    end if;
  end if;
  if petition_id is null and module_id is not null then
    select m.petition_id into petition_id from app_public.modules m where m.id = module_id;
    if petition_id is null then
      select c.petition_id into petition_id
        from app_public.petition_changes c
       where c.table_name = 'modules' and c.record_id = module_id::text
       order by c.id desc limit 1;
    end if;
  end if;
  -- A provider document may belong to a person only, outside any petition: not part of the aggregate.
  if (petition_id is null and table_name <> 'provider_documents') or record_id is null then
    raise exception 'No petition found for a change of % (does the table belong to the petition aggregate?)', table_name;
  end if;
end;
$$;
