-- Up Migration
-- Two rules that the form and the API held and the database did not.
--
-- A saved letter's name (petition_letters.name) is one line: it titles the PDF and the DOCX, names their files, lists
-- the letter and is the signing e-mail's subject. POST /petition-letters trimmed it and took at most 200 characters,
-- but GraphQL's createPetitionLetter / updatePetitionLetterById took a blank name, a 5,000-character one or one with
-- line breaks. The rule is letterNameSchema in packages/domain/src/letter-name.ts (the bounds of an entity's name,
-- migration 0071): not blank, at most 200 characters (char_length, as the form counts), no control characters;
-- LETTER_NAME_CONSTRAINT_MESSAGES maps these checks to the form's sentences, so a GraphQL write reads the same words.
--
-- An entity's data (additional_entities.data) was checked only to be an object (0007), so GraphQL took
-- {"description": 42}: letters and AI drafts quote the description and the selection criteria as text, and the entity
-- editor read such data as none at all. AdditionalEntityDataSchema (packages/domain/src/additional-entity.ts) wants
-- each, when given, to be a JSON string; ENTITY_DATA_CONSTRAINT_MESSAGES maps these checks to its sentences.

-- Rows written without these bounds. A letter name with tabs or line breaks becomes the same words on one line and a
-- blank one reads "Untitled letter"; a name over the bound is not cut here (which words to keep is a person's call):
-- validation stops the migration on it, as 0071 and 0072 do. Only POST /petition-letters wrote names before, and it
-- never took more than 200.
update app_public.petition_letters
   set name = btrim(regexp_replace(name, '[\s\x01-\x1f\x7f-\x9f]+', ' ', 'g'))
 where name ~ '[\x01-\x1f\x7f-\x9f]';
update app_public.petition_letters set name = 'Untitled letter' where btrim(name) = '';

alter table app_public.petition_letters add constraint petition_letters_name_not_blank check (
  btrim(name) <> ''
) not valid;
alter table app_public.petition_letters validate constraint petition_letters_name_not_blank;

alter table app_public.petition_letters add constraint petition_letters_name_length check (
  char_length(name) <= 200
) not valid;
alter table app_public.petition_letters validate constraint petition_letters_name_length;

alter table app_public.petition_letters add constraint petition_letters_name_one_line check (
  -- C0 and C1 control characters (tab, line breaks, …), the same range as CONTROL_CHARACTER in the domain rule.
  name !~ '[\x01-\x1f\x7f-\x9f]'
) not valid;
alter table app_public.petition_letters validate constraint petition_letters_name_one_line;

-- An entity's description or selection criteria that is not text: a number or true becomes its text ("42"), a list
-- or an object its JSON text (nothing is lost, and staff see it in the editor to fix), a JSON null is no value.
update app_public.additional_entities
   set data = case jsonb_typeof(data -> 'description')
                when 'null' then data - 'description'
                else jsonb_set(data, '{description}', to_jsonb(data ->> 'description'))
              end
 where jsonb_typeof(data -> 'description') <> 'string';
update app_public.additional_entities
   set data = case jsonb_typeof(data -> 'selection_criteria')
                when 'null' then data - 'selection_criteria'
                else jsonb_set(data, '{selection_criteria}', to_jsonb(data ->> 'selection_criteria'))
              end
 where jsonb_typeof(data -> 'selection_criteria') <> 'string';

alter table app_public.additional_entities add constraint additional_entities_data_description_text check (
  coalesce(jsonb_typeof(data -> 'description'), 'string') = 'string'
) not valid;
alter table app_public.additional_entities validate constraint additional_entities_data_description_text;

alter table app_public.additional_entities add constraint additional_entities_data_selection_criteria_text check (
  coalesce(jsonb_typeof(data -> 'selection_criteria'), 'string') = 'string'
) not valid;
alter table app_public.additional_entities validate constraint additional_entities_data_selection_criteria_text;

-- Down Migration
alter table app_public.additional_entities drop constraint additional_entities_data_selection_criteria_text;
alter table app_public.additional_entities drop constraint additional_entities_data_description_text;
alter table app_public.petition_letters drop constraint petition_letters_name_one_line;
alter table app_public.petition_letters drop constraint petition_letters_name_length;
alter table app_public.petition_letters drop constraint petition_letters_name_not_blank;
