-- Up Migration
-- A TN applied for at the border or a consulate (filing type consular_processing) files no USCIS form: a Canadian
-- applies to U.S. Customs and Border Protection at a port of entry or pre-clearance, a Mexican at a U.S. consulate
-- (packages/domain tn-application-route.ts, requiredForms). Its staff checklist therefore has no "I-129 and supplement
-- prepared" (docs/decisions.md, "A TN applied for at the border or a consulate reads as such everywhere"). 0101's rule
-- read the visa class only; it now reads the filing type as well, as packages/domain checklistTaskApplies does (which
-- asks requiredForms whether the case files the I-129), and db/test/case-checklist-rule.test.ts compares the two over
-- every visa class, filing type (or none) and petitioner. A TN with no filing type keeps the task, as requiredForms
-- keeps the I-129 until the route is known.
-- Items written before (a TN's ticked I-129 item) are kept, hidden from the panel and left out of the case list's
-- next deadline and the reminders, as 0101 does with an item of a task that no longer applies; so is an item whose
-- petition's filing type changes, and the case list's figures are recomputed on that change.

create function app_private.checklist_task_applies(
  code text, visa_class text, has_petitioner_company boolean, filing_type text
) returns boolean
  language sql immutable
  set search_path = pg_catalog
as $$
  select case checklist_task_applies.code
    when 'forms.i129' then checklist_task_applies.visa_class in ('o_1a', 'o_1b', 'h_1b', 'l_1a', 'l_1b', 'e_2', 'e_3', 'tn')
                           -- appliesAtTheBorder (tn-application-route.ts): such a TN files no I-129.
                           and not (checklist_task_applies.visa_class = 'tn'
                                    and checklist_task_applies.filing_type is not distinct from 'consular_processing')
    when 'forms.i140' then checklist_task_applies.visa_class in ('eb_1a', 'eb_1b', 'eb_2_niw')
    when 'forms.advisory-opinion' then checklist_task_applies.visa_class in ('o_1a', 'o_1b')
    -- An EB-1A without a petitioner company is a self-petition (self-petition.ts isSelfPetition).
    when 'intake.employer-onboarding' then not (checklist_task_applies.visa_class = 'eb_1a'
                                                and not checklist_task_applies.has_petitioner_company)
    else true
  end;
$$;
comment on function app_private.checklist_task_applies(text, text, boolean, text) is
  'Whether a staff checklist task (by code) applies to a petition of the visa class, with or without a petitioner company, of the filing type (null: not chosen); packages/domain checklistTaskApplies says the same.';
grant execute on function app_private.checklist_task_applies(text, text, boolean, text) to petition_studio_visitor;

create or replace function app_private.checklist_task_applies_to_petition(petition_id uuid, task_id uuid) returns boolean
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select coalesce((
    select app_private.checklist_task_applies(t.code, p.visa_class, p.company_id is not null, p.filing_type)
      from app_public.petitions p, app_public.checklist_tasks t
     where p.id = checklist_task_applies_to_petition.petition_id and t.id = checklist_task_applies_to_petition.task_id), false);
$$;
comment on function app_private.checklist_task_applies_to_petition(uuid, uuid) is
  'Whether the checklist task applies to the petition (its visa class, petitioner company and filing type).';

create or replace function app_private.refresh_case_list_tasks(petition_ids uuid[]) returns void
  language sql volatile
  security definer
  set search_path = pg_catalog
as $$
  insert into app_public.case_list_facts (petition_id, next_deadline, open_customer_items)
  select p.id,
         least((select min(t.due_date) from app_public.pending_petition_tasks t
                 where t.petition_id = p.id and t.completed_at is null),
               (select min(i.due_date) from app_public.petition_checklist_items i
                  join app_public.checklist_tasks ct on ct.id = i.task_id
                 where i.petition_id = p.id and i.completed_at is null
                   and app_private.checklist_task_applies(ct.code, p.visa_class, p.company_id is not null, p.filing_type))),
         (select count(*) from app_public.pending_petition_tasks t
           where t.petition_id = p.id and t.completed_at is null and t.party in ('BENEFICIARY', 'PETITIONER'))
    from app_public.petitions p join unnest(petition_ids) as changed (id) on changed.id = p.id
  on conflict (petition_id) do update
    set next_deadline = excluded.next_deadline, open_customer_items = excluded.open_customer_items;
$$;

drop function app_private.checklist_task_applies(text, text, boolean);

-- A change of filing type changes which items count, as a change of visa class or petitioner does.
drop trigger _952_case_list_tasks_changed on app_public.petitions;
create trigger _952_case_list_tasks_changed after update of visa_class, company_id, filing_type on app_public.petitions
  for each row when (new.visa_class is distinct from old.visa_class
                     or (new.company_id is null) is distinct from (old.company_id is null)
                     or new.filing_type is distinct from old.filing_type)
  execute function app_private.tg_case_list_tasks_petition_changed();

select app_private.refresh_case_list_tasks(array(
  select distinct i.petition_id from app_public.petition_checklist_items i
    join app_public.petitions p on p.id = i.petition_id
   where i.due_date is not null and p.visa_class = 'tn'));

-- Down Migration
drop trigger _952_case_list_tasks_changed on app_public.petitions;
create trigger _952_case_list_tasks_changed after update of visa_class, company_id on app_public.petitions
  for each row when (new.visa_class is distinct from old.visa_class
                     or (new.company_id is null) is distinct from (old.company_id is null))
  execute function app_private.tg_case_list_tasks_petition_changed();

create function app_private.checklist_task_applies(code text, visa_class text, has_petitioner_company boolean)
  returns boolean
  language sql immutable
  set search_path = pg_catalog
as $$
  select case checklist_task_applies.code
    when 'forms.i129' then checklist_task_applies.visa_class in ('o_1a', 'o_1b', 'h_1b', 'l_1a', 'l_1b', 'e_2', 'e_3', 'tn')
    when 'forms.i140' then checklist_task_applies.visa_class in ('eb_1a', 'eb_1b', 'eb_2_niw')
    when 'forms.advisory-opinion' then checklist_task_applies.visa_class in ('o_1a', 'o_1b')
    when 'intake.employer-onboarding' then not (checklist_task_applies.visa_class = 'eb_1a'
                                                and not checklist_task_applies.has_petitioner_company)
    else true
  end;
$$;
comment on function app_private.checklist_task_applies(text, text, boolean) is
  'Whether a staff checklist task (by code) applies to a petition of the visa class, with or without a petitioner company (packages/domain checklistTaskApplies says the same).';
grant execute on function app_private.checklist_task_applies(text, text, boolean) to petition_studio_visitor;

create or replace function app_private.checklist_task_applies_to_petition(petition_id uuid, task_id uuid) returns boolean
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select coalesce((
    select app_private.checklist_task_applies(t.code, p.visa_class, p.company_id is not null)
      from app_public.petitions p, app_public.checklist_tasks t
     where p.id = checklist_task_applies_to_petition.petition_id and t.id = checklist_task_applies_to_petition.task_id), false);
$$;
comment on function app_private.checklist_task_applies_to_petition(uuid, uuid) is
  'Whether the checklist task applies to the petition (its visa class and petitioner company).';

create or replace function app_private.refresh_case_list_tasks(petition_ids uuid[]) returns void
  language sql volatile
  security definer
  set search_path = pg_catalog
as $$
  insert into app_public.case_list_facts (petition_id, next_deadline, open_customer_items)
  select p.id,
         least((select min(t.due_date) from app_public.pending_petition_tasks t
                 where t.petition_id = p.id and t.completed_at is null),
               (select min(i.due_date) from app_public.petition_checklist_items i
                  join app_public.checklist_tasks ct on ct.id = i.task_id
                 where i.petition_id = p.id and i.completed_at is null
                   and app_private.checklist_task_applies(ct.code, p.visa_class, p.company_id is not null))),
         (select count(*) from app_public.pending_petition_tasks t
           where t.petition_id = p.id and t.completed_at is null and t.party in ('BENEFICIARY', 'PETITIONER'))
    from app_public.petitions p join unnest(petition_ids) as changed (id) on changed.id = p.id
  on conflict (petition_id) do update
    set next_deadline = excluded.next_deadline, open_customer_items = excluded.open_customer_items;
$$;

drop function app_private.checklist_task_applies(text, text, boolean, text);

select app_private.refresh_case_list_tasks(array(
  select distinct i.petition_id from app_public.petition_checklist_items i
    join app_public.petitions p on p.id = i.petition_id
   where i.due_date is not null and p.visa_class = 'tn'));
