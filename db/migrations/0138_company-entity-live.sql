-- Up Migration
-- Staff's Entities page follows what the company's employer saves, live (docs/decisions.md, "Staff's Entities page
-- follows the employer's answers live"), and a person's page follows the person (at the end). A company's entity page shows its name, bio and dates, its company profile
-- (address, telephone, FEIN, business figures), its team (members and signatories with their names, e-mail addresses,
-- first sign-in and telephones) and its worksites; the employer's onboarding wizard writes the same rows, and so far
-- nothing told the page (companies notified only its petitions' builder_petition topic, and only for its address,
-- migration 0098), so staff saw the employer's answers only after a reload.
--
-- One channel per company, 'company_updated:<company id>', is now told of:
--   - an update or delete of the company row (any column: the page shows most of them, and each save is news);
--   - a team member added, removed or changed (role, authorized signatory: the wizard's Signatory step, or staff);
--   - an office or worksite added, changed or removed, or moved between companies (both companies hear);
--   - a team member's name, e-mail address or first sign-in (users) or telephone (user_data), which the Team section
--     shows (the wizard's "Your details" step and its Signatory step write them).
-- Company documents keep their own topic (company_documents, migration 0010): the Entities page does not list them.
--
-- The payload is notify_topic's ({event, subject: the company's id, editorSession}), so the page whose own save made a
-- change can skip refetching its echo (migration 0055). NOTIFY ignores row-level security: only staff and the company's
-- members (any role, as for reading the company) may subscribe to a company's channel (apps/api/src/graphql/
-- subscriptions-plugin.ts, `companyUpdated`), and each event re-reads the company under the subscriber's RLS.

-- Rows that hold their company's id (company_members, company_offices): no lookup is needed, so not security definer;
-- the writer (the visitor role for a customer or staff) may already run notify_topic (0010).
create function app_private.tg_notify_company_updated() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if tg_op <> 'DELETE' then
    perform app_private.notify_topic('company_updated', new.company_id, tg_op);
  end if;
  -- A removed row, or one moved to another company (an unused office may move, 0089): the company it left hears too.
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.company_id is distinct from new.company_id) then
    perform app_private.notify_topic('company_updated', old.company_id, tg_op);
  end if;
  return null;
end;
$$;
comment on function app_private.tg_notify_company_updated() is
  'Notifies the company_updated topic of the company (and of the one it left) of a changed team member or office row.';

create trigger _902_notify_company after insert or update or delete on app_public.company_members
  for each row execute function app_private.tg_notify_company_updated();
create trigger _902_notify_company after insert or update or delete on app_public.company_offices
  for each row execute function app_private.tg_notify_company_updated();

-- The company itself: its own id. Inserted, nobody can listen yet (the page opens an existing company).
create trigger _902_notify_company after update or delete on app_public.companies
  for each row execute function app_private.tg_notify_topics('company_updated', 'id');

-- A person's details the Team section shows: told to every company the person is a member of. The trigger argument
-- names the column holding the person's id ('id' of users, 'user_id' of user_data).
create function app_private.tg_member_notify_companies() returns trigger
  language plpgsql
  -- Reads the person's memberships whoever writes (the person in the wizard, staff, or a security definer function
  -- such as add_company_signatory); the payload is only the company's id, re-read under the subscriber's RLS.
  security definer
  set search_path = pg_catalog
as $$
declare
  person uuid := (to_jsonb(new) ->> tg_argv[0])::uuid;
  company uuid;
begin
  for company in select m.company_id from app_public.company_members m where m.user_id = person loop
    perform app_private.notify_topic('company_updated', company, tg_op);
  end loop;
  return null;
end;
$$;
comment on function app_private.tg_member_notify_companies() is
  'Notifies the company_updated topic of each company the person is a member of (their name, e-mail address, sign-in or telephone changed).';

-- Only the columns the Team section shows, and only a real change (a sign-in that does not change them tells nobody).
-- A new person is no member yet (their membership row notifies when it is added).
create trigger _902_notify_companies after update of full_name, email, auth0_sub on app_public.users
  for each row
  when ((old.full_name, old.email, old.auth0_sub) is distinct from (new.full_name, new.email, new.auth0_sub))
  execute function app_private.tg_member_notify_companies('id');
create trigger _902_notify_companies after update of phone_number on app_public.user_data
  for each row
  when (old.phone_number is distinct from new.phone_number)
  execute function app_private.tg_member_notify_companies('user_id');
-- A member's first personal data row (the telephone saved for someone who had none).
create trigger _902_notify_companies_inserted after insert on app_public.user_data
  for each row
  when (new.phone_number is not null)
  execute function app_private.tg_member_notify_companies('user_id');

-- A person's entity page (a beneficiary's, say) follows the person the same way: 'person_updated:<user id>' is told of
-- a change to what it shows of them (name, e-mail address, first sign-in, bio), which the beneficiary's onboarding
-- writes. Only staff and the person may subscribe (`personUpdated`); the event re-reads the person under RLS.
create trigger _902_notify_person after update of full_name, email, auth0_sub, bio on app_public.users
  for each row
  when ((old.full_name, old.email, old.auth0_sub, old.bio) is distinct from (new.full_name, new.email, new.auth0_sub, new.bio))
  execute function app_private.tg_notify_topics('person_updated', 'id');

-- Down Migration
drop trigger _902_notify_person on app_public.users;
drop trigger _902_notify_companies_inserted on app_public.user_data;
drop trigger _902_notify_companies on app_public.user_data;
drop trigger _902_notify_companies on app_public.users;
drop function app_private.tg_member_notify_companies();
drop trigger _902_notify_company on app_public.companies;
drop trigger _902_notify_company on app_public.company_offices;
drop trigger _902_notify_company on app_public.company_members;
drop function app_private.tg_notify_company_updated();
