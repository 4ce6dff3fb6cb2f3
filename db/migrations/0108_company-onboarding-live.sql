-- Up Migration
-- The company's own employer onboarding on the customer's Home and Action Items, live (docs/decisions.md, "The
-- company's onboarding on Home and Action Items"). Both pages show how far the company's wizard is
-- (app_public.employer_onboardings, one row per company) and listen on the account's channel
-- 'customer_petitions:<account id>' (migration 0106), which so far heard only of petitions and their beneficiary
-- checklists: a step the admin finished in another tab, a colleague's step or staff's reset did not reach them.
-- Now every insert, update or delete of a company's wizard row is told to that company's channel.
--
-- The payload is notify_customer_petitions' ({event, subject, editorSession}); the subject is the company's id (the
-- record the change was about: there may be no petition yet), so the subscription's `petition` field reads null
-- for these events, and the page refetches its own query under its reader's row-level security.
-- NOTIFY ignores row-level security: only staff and the company's members (any role, as for select_team on the
-- table) may subscribe to the company's channel (apps/api/src/graphql/subscriptions-plugin.ts); a beneficiary of
-- the company's petitions who is not a member, or another company's member, hears nothing.

-- Not security definer: the row holds the company's id, so no lookup is needed, and the writer (the visitor role
-- for a customer or staff) may already run notify_customer_petitions (0106).
create function app_private.tg_employer_onboardings_notify_customers() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  perform app_private.notify_customer_petitions(coalesce(new.company_id, old.company_id),
                                                coalesce(new.company_id, old.company_id), tg_op);
  return null;
end;
$$;
comment on function app_private.tg_employer_onboardings_notify_customers() is
  'Notifies the customer_petitions topic of a company that its employer onboarding progress changed (subject: the company).';
-- Each save rewrites step, items and answers (save_employer_onboarding), so an update of any column is news; the
-- company_id never changes (a staff-only column, and the primary key).
create trigger _900_notify_customers after insert or update or delete on app_public.employer_onboardings
  for each row execute function app_private.tg_employer_onboardings_notify_customers();

-- Down Migration
drop trigger _900_notify_customers on app_public.employer_onboardings;
drop function app_private.tg_employer_onboardings_notify_customers();
