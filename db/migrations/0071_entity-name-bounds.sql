-- Up Migration
-- An entity's name (additional_entities.name) is one line that letters quote and the entity lists show. The API
-- took a 5,000-character name, or one with tabs and line breaks, which then widened /admin/entities and broke the
-- sentences letters build around it. The rule is entityNameSchema in packages/domain/src/additional-entity.ts: at
-- most 200 characters (char_length, as the form counts), no control characters; ENTITY_NAME_CONSTRAINT_MESSAGES
-- maps these checks (and 0007's non-blank check, additional_entities_name_check) to the form's sentences, so a
-- GraphQL write reads the same words. As in migration 0038, each check is added `not valid` and then validated,
-- so that the migration stops on an existing bad row (shorten it, then migrate) instead of leaving it to break
-- the next unrelated edit of that row.
alter table app_public.additional_entities add constraint additional_entities_name_length check (
  char_length(name) <= 200
) not valid;
alter table app_public.additional_entities validate constraint additional_entities_name_length;

alter table app_public.additional_entities add constraint additional_entities_name_one_line check (
  -- C0 and C1 control characters (tab, line breaks, …), the same range as CONTROL_CHARACTER in the domain rule.
  name !~ '[\x01-\x1f\x7f-\x9f]'
) not valid;
alter table app_public.additional_entities validate constraint additional_entities_name_one_line;

-- Down Migration
alter table app_public.additional_entities drop constraint additional_entities_name_one_line;
alter table app_public.additional_entities drop constraint additional_entities_name_length;
