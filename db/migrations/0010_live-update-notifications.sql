-- Up Migration
-- LISTEN/NOTIFY feeds for GraphQL subscriptions. Channel names are
-- '<topic>:<id>' (under PostgreSQL's 63-character limit); the payload is {"event": TG_OP, "subject": id}.
-- NOTIFY ignores row-level security, so the API checks access itself before it
-- subscribes a client to a channel and re-reads the record under RLS per event.

create function app_private.notify_topic(topic text, subject uuid, event text) returns void
  language sql volatile
  set search_path = pg_catalog
as $$
  select pg_notify(topic || ':' || subject::text,
                   json_build_object('event', event, 'subject', subject)::text)
  where subject is not null;
$$;
-- Triggers run as the writer, who is usually the visitor role.
grant execute on function app_private.notify_topic(text, uuid, text) to petition_studio_visitor;

-- Arguments: pairs of (topic, column holding the subject id).
create function app_private.tg_notify_topics() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
declare
  rec jsonb := to_jsonb(coalesce(new, old));
  i int := 0;
begin
  while i < tg_nargs loop
    perform app_private.notify_topic(tg_argv[i], (rec ->> tg_argv[i + 1])::uuid, tg_op);
    i := i + 2;
  end loop;
  return null;
end;
$$;
comment on function app_private.tg_notify_topics() is 'Notifies each (topic, id column) pair given as trigger arguments.';

create trigger _900_notify after insert or update or delete on app_public.petitions
  for each row execute function app_private.tg_notify_topics('petition_updated', 'id', 'builder_petition', 'id');
create trigger _900_notify after insert or update or delete on app_public.modules
  for each row execute function app_private.tg_notify_topics('module', 'id', 'builder_petition', 'petition_id');
create trigger _900_notify after insert or update or delete on app_public.exhibits
  for each row execute function app_private.tg_notify_topics(
    'module', 'module_id', 'builder_petition', 'petition_id', 'sub_exhibits', 'parent_exhibit_id', 'exhibit', 'id');
create trigger _900_notify after insert or update or delete on app_public.immigration_documents
  for each row execute function app_private.tg_notify_topics('immigration_documents', 'owner_id');
create trigger _900_notify after insert or update or delete on app_public.company_documents
  for each row execute function app_private.tg_notify_topics('company_documents', 'company_id');
create trigger _900_notify after insert or update or delete on app_public.reusable_exhibit_files
  for each row execute function app_private.tg_notify_topics('exhibit_builder_files', 'reusable_exhibit_id');

-- Exhibit files also change the builder view of their petition and module.
create function app_private.tg_exhibit_files_notify() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog
as $$
declare
  link app_public.exhibit_files := coalesce(new, old);
  ex record;
begin
  perform app_private.notify_topic('exhibit_files', link.exhibit_id, tg_op);
  select e.petition_id, e.module_id, e.parent_exhibit_id into ex from app_public.exhibits e where e.id = link.exhibit_id;
  if found then
    perform app_private.notify_topic('builder_petition', ex.petition_id, tg_op);
    perform app_private.notify_topic('module', ex.module_id, tg_op);
    perform app_private.notify_topic('sub_exhibits', ex.parent_exhibit_id, tg_op);
  end if;
  return null;
end;
$$;
create trigger _900_notify after insert or update or delete on app_public.exhibit_files
  for each row execute function app_private.tg_exhibit_files_notify();

-- Down Migration
drop function app_private.tg_exhibit_files_notify, app_private.tg_notify_topics, app_private.notify_topic cascade;
