-- Up Migration
-- Provider documents on the petition workspace (issue 11, spec 1 §3 "a provider-owned document"): staff upload
-- the provider's own documents for a petition (/db/upload/plymouth) and choose whether the customer sees them.
--
-- The default is hidden. A provider document is the provider's work product (a wage analysis, a draft
-- memo) and, like provider-owned exhibits (spec 1 §3 ownedBy: "hidden from customers by default"), it
-- reaches the customer only when staff decide so. Existing rows take the default too: no customer screen
-- listed provider documents before this migration, so hiding them takes nothing away a customer relied on.

alter table app_public.provider_documents
  add column visible_to_customer boolean not null default false;
comment on column app_public.provider_documents.visible_to_customer is
  'Whether the person it was prepared for sees it (their Documents page, its file); staff always do. Hidden by default.';

-- The person sees only the documents staff made visible; staff see all. The file itself follows, because
-- files.select_linked asks this table under its own policy (migration 0008).
drop policy select_own on app_public.provider_documents;
create policy select_own on app_public.provider_documents for select using (
  (select app_private.current_user_is_admin())
  or (owner_id = (select app_private.current_user_id()) and visible_to_customer));
comment on policy select_own on app_public.provider_documents is 'Staff; the person they were prepared for, once staff made them visible.';

-- The workspace's Forms, Letters and Provider documents panels refetch on the petition's builder_petition
-- topic (as notes and tasks do since migration 0028), so a second staff member sees an upload without a reload.
-- A provider document without a petition notifies nothing (notify_topic skips a null subject).
create trigger _900_notify after insert or update or delete on app_public.petition_forms
  for each row execute function app_private.tg_notify_topics('builder_petition', 'petition_id');
create trigger _900_notify after insert or update or delete on app_public.petition_letters
  for each row execute function app_private.tg_notify_topics('builder_petition', 'petition_id');
create trigger _900_notify after insert or update or delete on app_public.provider_documents
  for each row execute function app_private.tg_notify_topics('builder_petition', 'petition_id');

-- Down Migration
drop trigger _900_notify on app_public.provider_documents;
drop trigger _900_notify on app_public.petition_letters;
drop trigger _900_notify on app_public.petition_forms;
drop policy select_own on app_public.provider_documents;
create policy select_own on app_public.provider_documents for select using (
  (select app_private.current_user_is_admin()) or owner_id = (select app_private.current_user_id()));
comment on policy select_own on app_public.provider_documents is 'The person they were prepared for, and staff.';
alter table app_public.provider_documents drop column visible_to_customer;
