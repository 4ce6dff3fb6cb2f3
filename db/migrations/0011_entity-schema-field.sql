-- Up Migration
-- "Additional entity by id with schema" (spec 1 §7): the entity's data schema
-- as a field of the entity.

create function app_public.additional_entities_schema(e app_public.additional_entities) returns jsonb
  language sql stable
as $$
  select s.schema from app_public.entity_schemas s where s.type = e.type;
$$;
comment on function app_public.additional_entities_schema(app_public.additional_entities) is 'The JSON schema of this entity''s data (by its type).';
grant execute on function app_public.additional_entities_schema(app_public.additional_entities) to petition_studio_visitor;

-- Down Migration
drop function app_public.additional_entities_schema(app_public.additional_entities);
