-- Up Migration
-- A reusable exhibit's name (reusable_exhibits.name) is one line that the repository list, the petition page's
-- copy picker and, once copied, the petition's exhibit list show. The editor and the GraphQL API took a blank name
-- (the editor then showed the old one again under "All changes saved") and a 600-character paste with a tab,
-- which widened /admin/exhibit-repo to 5,000 px. The rule is reusableExhibitNameSchema in
-- packages/domain/src/reusable-exhibit.ts (the same bounds as an entity's name, migration 0071): not blank, at most
-- 200 characters (char_length, as the form counts), no control characters; REUSABLE_EXHIBIT_NAME_CONSTRAINT_MESSAGES
-- maps these checks to the form's sentences, so a GraphQL write reads the same words.

-- Rows the clone route made from petition exhibits without these bounds: a name with tabs or line breaks becomes
-- the same words on one line and a blank one reads as the list already showed it. A name over the bound is not
-- cut here (which words to keep is a person's call): validation stops the migration on it, as 0071 does.
update app_public.reusable_exhibits
   set name = btrim(regexp_replace(name, '[\s\x01-\x1f\x7f-\x9f]+', ' ', 'g'))
 where name ~ '[\x01-\x1f\x7f-\x9f]';
update app_public.reusable_exhibits set name = 'Untitled exhibit' where btrim(name) = '';

alter table app_public.reusable_exhibits add constraint reusable_exhibits_name_not_blank check (
  btrim(name) <> ''
) not valid;
alter table app_public.reusable_exhibits validate constraint reusable_exhibits_name_not_blank;

alter table app_public.reusable_exhibits add constraint reusable_exhibits_name_length check (
  char_length(name) <= 200
) not valid;
alter table app_public.reusable_exhibits validate constraint reusable_exhibits_name_length;

alter table app_public.reusable_exhibits add constraint reusable_exhibits_name_one_line check (
  -- C0 and C1 control characters (tab, line breaks, …), the same range as CONTROL_CHARACTER in the domain rule.
  name !~ '[\x01-\x1f\x7f-\x9f]'
) not valid;
alter table app_public.reusable_exhibits validate constraint reusable_exhibits_name_one_line;

-- Down Migration
alter table app_public.reusable_exhibits drop constraint reusable_exhibits_name_one_line;
alter table app_public.reusable_exhibits drop constraint reusable_exhibits_name_length;
alter table app_public.reusable_exhibits drop constraint reusable_exhibits_name_not_blank;
