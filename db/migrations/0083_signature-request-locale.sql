-- Up Migration
-- The signing flow in the signatory's language (docs/decisions.md, "The signing flow speaks the signatory's
-- language"). A signatory has no account, so the request keeps the language its e-mails are written in: set when
-- staff send or resend it from the portal language of the person with that e-mail address (users.locale, 0063),
-- updated when the signatory opens the link (the language the signing page shows, which the code e-mail follows) and
-- when they sign (the signed-copy e-mail follows it). null: not known, the e-mails are English and the page follows
-- the browser. Only the server writes it (the signing routes run as the schema owner); staff read it with the row
-- under the existing policies, so row-level security stays as it is. The audit certificate and the signed PDF stay
-- English whatever it says (legal artefacts).

alter table app_public.signature_requests add column locale text
  constraint signature_requests_locale_known check (locale in ('en', 'es', 'zh-Hans', 'pt-BR', 'hi'));
comment on column app_public.signature_requests.locale is
  'The signatory''s language for the signing e-mails and page (en, es, zh-Hans, pt-BR, hi); null: not known, English.';

-- Down Migration
alter table app_public.signature_requests drop column locale;
