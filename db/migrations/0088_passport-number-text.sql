-- Up Migration
-- The passport number had no database check (docs/decisions.md, "Staff choose the beneficiary's countries; the
-- passport number's check"). Every writer holds it to the domain's passport text rule (packages/domain
-- passport-checks.ts: `passportTextSchema` for staff's field, `ZConfirmedPassportSchema` for the beneficiary's
-- passport confirmation): the text is trimmed, then at most PASSPORT_TEXT_MAX (100) characters. What those schemas
-- store is their output, so this check accepts exactly the values the rule can produce and refuses every other:
--
-- * no blank before or after: the characters JavaScript's String.prototype.trim removes (what zod's .trim() calls),
--   listed one by one rather than as [[:space:]], whose meaning depends on the database's locale (U+0085 is a space
--   there in some locales but not to JavaScript);
-- * at most 100 characters: zod's .max() counts a string's code points (not its UTF-16 units: an emoji is one), as
--   char_length does in a UTF-8 database, so the two bounds agree on every text;
-- * '' stays allowed: the rule accepts an empty field, and the confirmation stores '' for a number left empty when
--   other passport fields are given ("not given", as migration 0038 says of the other optional text columns).
--
-- Existing rows: a number with blanks around it is trimmed first, as the rule itself would have stored it (the
-- demo seed writes none: a letter and eight digits). The check is then added `not valid` and validated, as 0038
-- did, so that a number still over 100 characters (only a hand-made GraphQL write could have stored one) stops the
-- migration naming the check: fix that row by hand, then migrate. Nothing is silently cut or emptied.
-- The check's name maps to the rule's sentence in FIELD_CONSTRAINT_MESSAGES (field-rules.ts).

update app_public.user_data
   set passport_number = regexp_replace(
         passport_number,
         '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
         '', 'g')
 where passport_number ~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$';

alter table app_public.user_data add constraint user_data_passport_number_text check (
  passport_number is null or (
    passport_number !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'
    and passport_number !~ '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
    and char_length(passport_number) <= 100
  )
) not valid;
alter table app_public.user_data validate constraint user_data_passport_number_text;
comment on constraint user_data_passport_number_text on app_public.user_data is
  'The passport number as the domain''s passport text rule stores it: trimmed, at most 100 characters (passport-checks.ts).';

-- Down Migration
alter table app_public.user_data drop constraint user_data_passport_number_text;
