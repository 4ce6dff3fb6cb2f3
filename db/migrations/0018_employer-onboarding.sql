-- Up Migration
-- Employer onboarding (issue 15): the wizard's progress per company, kept on the server so another
-- device or a cleared browser resumes where the contact was; and the two signatory writes a company
-- MEMBER needs but the company_members policy (ADMIN only) does not allow.

create table app_public.employer_onboardings (
  company_id uuid primary key references app_public.companies (id) on delete cascade,
  step text not null default 'welcome' check (step in ('welcome', 'confirmContact', 'addContact', 'confirmAddress',
    'addWorksite', 'beneficiary', 'employerHistory', 'immigrationQuestions', 'corporateDocs', 'foreignDocs',
    'employerFundingDocs', 'final')),
  items jsonb not null default '{}'::jsonb check (jsonb_typeof(items) = 'object'),
  answers jsonb not null default '{}'::jsonb check (jsonb_typeof(answers) = 'object'),
  updated_by uuid default app_private.current_user_id() references app_public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.employer_onboardings is E'@behavior -delete\nEmployer onboarding wizard progress of one company: the current step, each step''s completeness and the answers given.';
comment on column app_public.employer_onboardings.step is 'The machine state the contact was last on (spec 3 §4.1).';
comment on column app_public.employer_onboardings.items is 'Step -> complete | incomplete (complete when every stored value is non-empty).';
comment on column app_public.employer_onboardings.answers is 'Step -> the values last entered there.';
create index employer_onboardings_updated_by_idx on app_public.employer_onboardings (updated_by);
create trigger _100_set_updated_at before update on app_public.employer_onboardings
  for each row execute function app_private.tg_set_updated_at();

alter table app_public.employer_onboardings enable row level security;
grant select, insert, update, delete on app_public.employer_onboardings to petition_studio_visitor;
create policy select_team on app_public.employer_onboardings for select using (
  (select app_private.current_user_is_admin()) or company_id in (select app_private.member_company_ids()));
comment on policy select_team on app_public.employer_onboardings is 'Staff; every member of the company (a VIEWER sees the wizard read-only).';
create policy insert_team_editor on app_public.employer_onboardings for insert with check (
  (select app_private.current_user_is_admin()) or company_id in (select app_private.editor_company_ids()));
comment on policy insert_team_editor on app_public.employer_onboardings is 'Staff; the company''s ADMIN and MEMBER.';
create policy update_team_editor on app_public.employer_onboardings for update using (
  (select app_private.current_user_is_admin()) or company_id in (select app_private.editor_company_ids()));
comment on policy update_team_editor on app_public.employer_onboardings is 'Staff; the company''s ADMIN and MEMBER.';
create policy delete_staff on app_public.employer_onboardings for delete using ((select app_private.current_user_is_admin()));
comment on policy delete_staff on app_public.employer_onboardings is 'Only staff reset a company''s wizard.';
create trigger _200_staff_only_columns before update on app_public.employer_onboardings
  for each row execute function app_private.tg_staff_only_columns('company_id');

-- One call saves the progress, whether or not the company has a row yet (RLS decides as for the table).
create function app_public.save_employer_onboarding(company_id uuid, step text, items jsonb, answers jsonb)
  returns app_public.employer_onboardings
  language sql volatile
  set search_path = pg_catalog
as $$
  insert into app_public.employer_onboardings as o (company_id, step, items, answers, updated_by)
  values (save_employer_onboarding.company_id, save_employer_onboarding.step, save_employer_onboarding.items,
          save_employer_onboarding.answers, app_private.current_user_id())
  on conflict (company_id) do update
    set step = excluded.step, items = excluded.items, answers = excluded.answers, updated_by = excluded.updated_by
  returning o.*;
$$;
comment on function app_public.save_employer_onboarding(uuid, text, jsonb, jsonb) is 'Stores the employer wizard''s progress of a company (ADMIN, MEMBER, staff).';
grant execute on function app_public.save_employer_onboarding(uuid, text, jsonb, jsonb) to petition_studio_visitor;

-- Whether a user is the beneficiary of one of the company's petitions (who may not sign for it).
create function app_private.is_company_beneficiary(company_id uuid, user_id uuid) returns boolean
  language sql stable security definer
  set search_path = pg_catalog
as $$
  select exists (select 1 from app_public.petitions p
                 where p.company_id = is_company_beneficiary.company_id and p.beneficiary_id = is_company_beneficiary.user_id);
$$;

-- The signatory question (spec 3 §4.1): 'yes' makes the contact an authorized signatory at once.
-- Security definer because a MEMBER may answer it for themselves while only ADMINs manage members.
create function app_public.set_own_authorized_signatory(company_id uuid, is_authorized_signatory boolean)
  returns app_public.company_members
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
declare
  v_member app_public.company_members;
begin
  if not (company_id in (select app_private.editor_company_ids()) or app_private.current_user_is_admin()) then
    raise exception 'Only an ADMIN or MEMBER of the company answers for it' using errcode = '42501';
  end if;
  if is_authorized_signatory and app_private.is_company_beneficiary(company_id, app_private.current_user_id()) then
    raise exception 'The beneficiary cannot be the authorized signatory' using errcode = '22023';
  end if;
  update app_public.company_members m set is_authorized_signatory = set_own_authorized_signatory.is_authorized_signatory
  where m.company_id = set_own_authorized_signatory.company_id and m.user_id = app_private.current_user_id()
  returning m.* into v_member;
  if v_member is null then
    raise exception 'You are not a member of this company' using errcode = '42501';
  end if;
  return v_member;
end;
$$;
comment on function app_public.set_own_authorized_signatory(uuid, boolean) is 'The signed-in ADMIN or MEMBER says whether they are an authorized signatory of the company.';
grant execute on function app_public.set_own_authorized_signatory(uuid, boolean) to petition_studio_visitor;

-- Authorized Signatory form: the person (found by e-mail, else created with their phone and title)
-- becomes an authorized signatory; a newcomer joins as ADMIN (spec 3 §6), an existing member keeps
-- their role.
create function app_public.add_company_signatory(company_id uuid, title text, first_name text, last_name text,
  email text, phone text)
  returns app_public.company_members
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
declare
  v_user_id uuid;
  v_member app_public.company_members;
begin
  if not (company_id in (select app_private.editor_company_ids()) or app_private.current_user_is_admin()) then
    raise exception 'Only an ADMIN or MEMBER of the company adds a signatory' using errcode = '42501';
  end if;
  if coalesce(btrim(title), '') = '' or coalesce(btrim(first_name), '') = '' or coalesce(btrim(last_name), '') = ''
     or coalesce(btrim(phone), '') = '' or coalesce(btrim(email), '') !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Please submit a valid authorized signatory' using errcode = '22023';
  end if;
  select u.id into v_user_id from app_public.users u where lower(u.email) = lower(btrim(add_company_signatory.email));
  if v_user_id is null then
    insert into app_public.users (email, full_name) values (btrim(email), btrim(first_name) || ' ' || btrim(last_name))
    returning id into v_user_id;
    insert into app_public.user_data (user_id, phone_number, role) values (v_user_id, btrim(phone), btrim(title));
  end if;
  if app_private.is_company_beneficiary(company_id, v_user_id) then
    raise exception 'The beneficiary cannot be the authorized signatory' using errcode = '22023';
  end if;
  insert into app_public.company_members as m (company_id, user_id, role, is_authorized_signatory)
  values (add_company_signatory.company_id, v_user_id, 'ADMIN', true)
  on conflict on constraint company_members_pkey do update set is_authorized_signatory = true
  returning m.* into v_member;
  return v_member;
end;
$$;
comment on function app_public.add_company_signatory(uuid, text, text, text, text, text) is 'Adds an authorized signatory to the company (ADMIN, MEMBER, staff); the beneficiary cannot be one.';
grant execute on function app_public.add_company_signatory(uuid, text, text, text, text, text) to petition_studio_visitor;

-- Down Migration
drop function app_public.add_company_signatory(uuid, text, text, text, text, text);
drop function app_public.set_own_authorized_signatory(uuid, boolean);
drop function app_private.is_company_beneficiary(uuid, uuid);
drop function app_public.save_employer_onboarding(uuid, text, jsonb, jsonb);
drop table app_public.employer_onboardings;
