-- Up Migration
-- An exhibit type's own file limit (docs/decisions.md, "Per-type file limits bind the customer's uploads"). The
-- beneficiary checklist says "Upload at most 4 screenshots of your original code." (BEN-051) while its uploader took
-- 15 files. The limit is the exhibit type's (packages/domain exhibit-types.ts, maxFiles; the reference seed copies
-- it here), the uploader counts what the exhibit holds, the upload route refuses the 5th with 409 and the sentence,
-- and this trigger holds it for any other way a customer links a file to such an exhibit (GraphQL's create included).
-- Staff are not bound: a paralegal replacing a screenshot attaches the new one before removing the old. Requests
-- without a user (migrations, seed, server jobs) are trusted, as in tg_staff_only_columns.

alter table app_public.exhibit_types add column max_files int
  constraint exhibit_types_max_files_positive check (max_files is null or max_files >= 1);
comment on column app_public.exhibit_types.max_files is
  'Most files a customer may link to one exhibit of this type (e.g. original code: 4); null: the uploader''s general limit.';
update app_public.exhibit_types set max_files = 4 where id = 'original-code';

create function app_private.tg_exhibit_files_type_limit() returns trigger
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
  select t.max_files into type_limit
    from app_public.exhibits e join app_public.exhibit_types t on t.id = e.exhibit_type
   where e.id = new.exhibit_id;
  if type_limit is null then
    return new;
  end if;
  -- Two uploads at once: the second waits here and counts the first's file.
  perform pg_advisory_xact_lock(hashtextextended('exhibit_type_file_limit:' || new.exhibit_id::text, 0));
  -- Deleted files make room again, as in the upload route's count.
  select count(*) into held
    from app_public.exhibit_files ef join app_public.files f on f.id = ef.file_id
   where ef.exhibit_id = new.exhibit_id and not f.deleted;
  if held >= type_limit then
    raise exception 'Maximum % files allowed', type_limit using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function app_private.tg_exhibit_files_type_limit() is
  'Refuses a customer''s file beyond the exhibit type''s max_files (the uploader''s sentence). Staff and requests without a user are not bound.';

create trigger _200_type_file_limit
  before insert on app_public.exhibit_files
  for each row execute function app_private.tg_exhibit_files_type_limit();

-- Down Migration
drop trigger _200_type_file_limit on app_public.exhibit_files;
drop function app_private.tg_exhibit_files_type_limit();
alter table app_public.exhibit_types drop column max_files;
