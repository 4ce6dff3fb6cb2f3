-- Up Migration
-- The customer's Home and Action Items learn of a new case and of onboarding changes without a reload (docs/
-- decisions.md, "Home and Action Items hear of a new case and of the onboarding"). They listen per petition
-- (builder_petition:<petition id>), which cannot tell of a petition staff create for the customer after the page
-- opened, and the onboardings table notified no topic at all. One channel per customer account,
-- 'customer_petitions:<account id>' (the beneficiary's user id, or the petitioner company's id), now tells of:
--   - a petition inserted or deleted for the account, or moved to or from it (beneficiary_id or company_id set: the
--     account it left hears too, so its page drops the case);
--   - a change of a petition's onboarding record (the beneficiary checklist whose progress Home shows and whose
--     follow-up Action Items lists), told to the petition's beneficiary and to its company.
-- The payload is notify_topic's ({event, subject: the petition's id, editorSession}). NOTIFY ignores row-level
-- security: the API lets only the person, the company's members and staff subscribe to an account's channel
-- (apps/api/src/graphql/subscriptions-plugin.ts) and re-reads the petition under the subscriber's RLS per event.

create function app_private.notify_customer_petitions(account uuid, petition uuid, event text) returns void
  language sql volatile
  set search_path = pg_catalog
as $$
  select pg_notify('customer_petitions:' || account::text,
                   json_build_object('event', event, 'subject', petition,
                                     'editorSession', nullif(current_setting('app.editor_session', true), ''))::text)
  where account is not null and petition is not null;
$$;
comment on function app_private.notify_customer_petitions(uuid, uuid, text) is
  'Notifies the customer_petitions topic of a customer account (a beneficiary''s user id or a company''s id) that one of its petitions changed.';
-- The petitions trigger runs as the writer, who is usually the visitor role.
grant execute on function app_private.notify_customer_petitions(uuid, uuid, text) to petition_studio_visitor;

-- Petitions: the accounts a petition belongs to now and, when it moved, the ones it belonged to. The row holds both
-- ids, so no lookup (and no security definer) is needed.
create function app_private.tg_petitions_notify_customers() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if tg_op <> 'DELETE' then
    perform app_private.notify_customer_petitions(new.beneficiary_id, new.id, tg_op);
    perform app_private.notify_customer_petitions(new.company_id, new.id, tg_op);
  end if;
  if tg_op = 'DELETE' then
    perform app_private.notify_customer_petitions(old.beneficiary_id, old.id, tg_op);
    perform app_private.notify_customer_petitions(old.company_id, old.id, tg_op);
  elsif tg_op = 'UPDATE' then
    if old.beneficiary_id is distinct from new.beneficiary_id then
      perform app_private.notify_customer_petitions(old.beneficiary_id, old.id, tg_op);
    end if;
    if old.company_id is distinct from new.company_id then
      perform app_private.notify_customer_petitions(old.company_id, old.id, tg_op);
    end if;
  end if;
  return null;
end;
$$;
comment on function app_private.tg_petitions_notify_customers() is
  'Notifies the customer_petitions topic of the accounts a petition was added to, removed from or moved between.';
-- Other updates of a petition already reach its readers through builder_petition (0010).
create trigger _901_notify_customers after insert or delete or update of beneficiary_id, company_id on app_public.petitions
  for each row execute function app_private.tg_petitions_notify_customers();

-- Onboardings: told to the accounts of their petition.
create function app_private.tg_onboardings_notify_customers() returns trigger
  language plpgsql
  -- Reads the petition's accounts whoever writes (a security definer function such as start_beneficiary_onboarding,
  -- or a team member who finished a step); the payload is only the petition's id, re-read under the subscriber's RLS.
  security definer
  set search_path = pg_catalog
as $$
declare
  record_ app_public.onboardings := coalesce(new, old);
  petition record;
begin
  -- Gone with its petition (cascade): the petition's own delete already told its accounts.
  select p.id, p.beneficiary_id, p.company_id into petition from app_public.petitions p where p.id = record_.petition_id;
  if found then
    perform app_private.notify_customer_petitions(petition.beneficiary_id, petition.id, tg_op);
    perform app_private.notify_customer_petitions(petition.company_id, petition.id, tg_op);
  end if;
  return null;
end;
$$;
comment on function app_private.tg_onboardings_notify_customers() is
  'Notifies the customer_petitions topic of the beneficiary and the company of the petition whose onboarding changed.';
create trigger _900_notify_customers after insert or update or delete on app_public.onboardings
  for each row execute function app_private.tg_onboardings_notify_customers();

-- Down Migration
drop trigger _900_notify_customers on app_public.onboardings;
drop function app_private.tg_onboardings_notify_customers();
drop trigger _901_notify_customers on app_public.petitions;
drop function app_private.tg_petitions_notify_customers();
drop function app_private.notify_customer_petitions(uuid, uuid, text);
