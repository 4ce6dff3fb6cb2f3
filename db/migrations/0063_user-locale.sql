-- Up Migration
-- Issue 36: the customer portal in the person's language. users.locale is the language a person chose in the
-- account menu's picker (a BCP 47 tag, one of packages/domain LOCALES: English, Spanish, Simplified Chinese,
-- Portuguese (Brazil), Hindi); null until they choose, when the portal follows the browser's languages. Kept on
-- the server so the choice follows the person to another device and a new sign-in, and so staff see which
-- language a customer reads (the petition workspace's beneficiary details).
--
-- Who may change it: the users policy update_self (0008) already lets a person update only their own row (staff
-- any row, e.g. to set it for a customer on the phone); no column is staff-only here, so no trigger is added.
-- The users table is not recorded in the change history (0026: people's rows are not copied).

alter table app_public.users add column locale text
  constraint users_locale_known check (locale in ('en', 'es', 'zh-Hans', 'pt-BR', 'hi'));
comment on column app_public.users.locale is
  'The portal language the person chose (en, es, zh-Hans, pt-BR, hi); null: not chosen, the browser''s language is used.';

-- Down Migration
alter table app_public.users drop column locale;
