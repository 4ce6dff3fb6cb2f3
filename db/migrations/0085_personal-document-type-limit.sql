-- Up Migration
-- A personal document of a type with its own file limit holds to it (docs/decisions.md, "Personal documents hold
-- their type's file limit"). Migration 0082 bound the customer's files on an exhibit of such a type (original code:
-- at most 4, BEN-051), but the same type filed as the person's own document (user_documents, the Documents page's
-- "Personal documents"; the upload route's 'individual' path) still took 15. The upload route refuses the one past
-- the limit with 409 and the uploader's sentence; this trigger holds it for any other way a customer files one.
-- The evidence copy that 0035's tg_exhibit_files_user_document writes for a file just linked to an exhibit is not
-- counted against it: the exhibit's own trigger (0082) held that file to the exhibit's limit, and a person with two
-- petitions keeps each petition's screenshots. Staff and requests without a user are not bound, as in 0082.

create function app_private.tg_user_documents_type_limit() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
declare
  type_limit int;
  held int;
begin
  if app_private.current_user_is_admin() or app_private.current_user_id() is null then
    return new;
  end if;
  select t.max_files into type_limit from app_public.exhibit_types t where t.id = new.document_type;
  if type_limit is null then
    return new;
  end if;
  -- The evidence copy of an exhibit's file: bounded by the exhibit's limit already.
  if exists (select 1 from app_public.exhibit_files ef where ef.file_id = new.file_id) then
    return new;
  end if;
  -- Two uploads at once: the second waits here and counts the first's file.
  perform pg_advisory_xact_lock(
    hashtextextended('user_document_type_file_limit:' || new.user_id::text || ':' || new.document_type, 0));
  -- Deleted files make room again, as in the upload route's count.
  select count(*) into held
    from app_public.user_documents d join app_public.files f on f.id = d.file_id
   where d.user_id = new.user_id and d.document_type = new.document_type and not f.deleted;
  if held >= type_limit then
    raise exception 'Maximum % files allowed', type_limit using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function app_private.tg_user_documents_type_limit() is
  'Refuses a customer''s personal document beyond its type''s max_files (the uploader''s sentence); an exhibit file''s evidence copy, staff and requests without a user are not bound.';

create trigger _200_type_file_limit
  before insert on app_public.user_documents
  for each row execute function app_private.tg_user_documents_type_limit();

-- Down Migration
drop trigger _200_type_file_limit on app_public.user_documents;
drop function app_private.tg_user_documents_type_limit();
