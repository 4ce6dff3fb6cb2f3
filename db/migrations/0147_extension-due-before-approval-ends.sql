-- Up Migration
-- The firm files an extension before the approved period ends (docs/decisions.md, "The approved period"). Migration
-- 0146 records the validity USCIS approved; its end is the day the beneficiary's status ends. The staff checklist gets
-- a section of its own, "After the decision", with one task, "Extension filed before the approved period ends"
-- (db/src/seed/reference.ts seeds it on every start; written here too so the trigger below finds it on a database the
-- seed has not run on yet). Its item is due six months before the end, the first day USCIS takes an extension
-- petition (it may not be filed more than six months before the employment it asks for), so the due-soon and
-- overdue reminders (send_checklist_reminders) and the case list's next deadline carry it without anything new.
-- Only where an approval grants a period: not on an immigrant (I-140) petition (case-checklist.ts says the same;
-- db/test/case-checklist-rule.test.ts compares the two).

insert into app_public.checklist_sections (id, name, position)
values ('0c1a5e00-0000-4000-8000-000000000006', 'After the decision', 5)
on conflict (id) do nothing;
insert into app_public.checklist_tasks (section_id, code, label, position)
values ('0c1a5e00-0000-4000-8000-000000000006', 'decision.extension-filed',
        'Extension filed before the approved period ends', 0)
on conflict (code) do nothing;

create or replace function app_private.checklist_task_applies(
  code text, visa_class text, has_petitioner_company boolean, filing_type text
) returns boolean
  language sql immutable
  set search_path = pg_catalog
as $$
  with route as (
    -- appliesAtTheBorder (tn-application-route.ts): a TN by Consular Processing files nothing with USCIS.
    select checklist_task_applies.visa_class = 'tn'
           and checklist_task_applies.filing_type is not distinct from 'consular_processing' as at_the_border
  )
  select case
    -- USCIS_SHIPPING_TASKS (case-checklist.ts): a petition shipped to USCIS only.
    when checklist_task_applies.code in ('filing.fees-prepared', 'filing.shipped', 'filing.tracking-recorded',
                                         'filing.receipt-received') then not route.at_the_border
    -- BORDER_APPLICATION_TASKS: a TN applied for at the border or a consulate only.
    when checklist_task_applies.code in ('border.support-letter-signed', 'border.packet-given',
                                         'border.admission-recorded') then route.at_the_border
    when checklist_task_applies.code = 'forms.i129'
      then checklist_task_applies.visa_class in ('o_1a', 'o_1b', 'h_1b', 'l_1a', 'l_1b', 'e_2', 'e_3', 'tn')
           and not route.at_the_border
    when checklist_task_applies.code in ('forms.g28', 'forms.i907', 'forms.petitioner-signature')
      then not route.at_the_border
    when checklist_task_applies.code = 'forms.i140' then checklist_task_applies.visa_class in ('eb_1a', 'eb_1b', 'eb_2_niw')
    when checklist_task_applies.code = 'forms.advisory-opinion' then checklist_task_applies.visa_class in ('o_1a', 'o_1b')
    -- EXTENSION_TASK: an approval that grants a period (approved-period.ts; migration 0146's check names the same classes).
    when checklist_task_applies.code = 'decision.extension-filed'
      then checklist_task_applies.visa_class not in ('eb_1a', 'eb_1b', 'eb_2_niw')
    -- An EB-1A without a petitioner company is a self-petition (self-petition.ts isSelfPetition).
    when checklist_task_applies.code = 'intake.employer-onboarding'
      then not (checklist_task_applies.visa_class = 'eb_1a' and not checklist_task_applies.has_petitioner_company)
    else true
  end
  from route;
$$;

-- The item's due date follows the approved period's end: set, changed or cleared by staff (a ticked item is left as
-- it was: the extension was filed). Six months before the end, as PostgreSQL counts months (31 August → 28 February).
create function app_private.tg_approved_period_sets_extension_due() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
declare
  due date := (new.approved_valid_to - interval '6 months')::date;
begin
  -- Only a change: an update that names the column with its value unchanged touches no checklist.
  if tg_op = 'UPDATE' and old.approved_valid_to is not distinct from new.approved_valid_to then
    return null;
  end if;
  if new.approved_valid_to is not null then
    insert into app_public.petition_checklist_items (petition_id, task_id, due_date)
    select new.id, t.id, due from app_public.checklist_tasks t where t.code = 'decision.extension-filed'
    on conflict (petition_id, task_id, coalesce(module_id, '00000000-0000-0000-0000-000000000000'::uuid))
    do update set due_date = excluded.due_date
      where petition_checklist_items.completed_at is null
        and petition_checklist_items.due_date is distinct from excluded.due_date;
  else
    update app_public.petition_checklist_items i set due_date = null
      from app_public.checklist_tasks t
     where t.code = 'decision.extension-filed' and i.task_id = t.id and i.petition_id = new.id
       and i.completed_at is null and i.due_date is not null;
  end if;
  return null;
end;
$$;
comment on function app_private.tg_approved_period_sets_extension_due() is
  'The checklist''s "Extension filed before the approved period ends" is due six months before approved_valid_to.';

create trigger _956_approved_period_sets_extension_due
  after insert or update of approved_valid_to on app_public.petitions
  for each row execute function app_private.tg_approved_period_sets_extension_due();

-- Down Migration
drop trigger _956_approved_period_sets_extension_due on app_public.petitions;
drop function app_private.tg_approved_period_sets_extension_due();
create or replace function app_private.checklist_task_applies(
  code text, visa_class text, has_petitioner_company boolean, filing_type text
) returns boolean
  language sql immutable
  set search_path = pg_catalog
as $$
  with route as (
    -- appliesAtTheBorder (tn-application-route.ts): a TN by Consular Processing files nothing with USCIS.
    select checklist_task_applies.visa_class = 'tn'
           and checklist_task_applies.filing_type is not distinct from 'consular_processing' as at_the_border
  )
  select case
    -- USCIS_SHIPPING_TASKS (case-checklist.ts): a petition shipped to USCIS only.
    when checklist_task_applies.code in ('filing.fees-prepared', 'filing.shipped', 'filing.tracking-recorded',
                                         'filing.receipt-received') then not route.at_the_border
    -- BORDER_APPLICATION_TASKS: a TN applied for at the border or a consulate only.
    when checklist_task_applies.code in ('border.support-letter-signed', 'border.packet-given',
                                         'border.admission-recorded') then route.at_the_border
    when checklist_task_applies.code = 'forms.i129'
      then checklist_task_applies.visa_class in ('o_1a', 'o_1b', 'h_1b', 'l_1a', 'l_1b', 'e_2', 'e_3', 'tn')
           and not route.at_the_border
    when checklist_task_applies.code in ('forms.g28', 'forms.i907', 'forms.petitioner-signature')
      then not route.at_the_border
    when checklist_task_applies.code = 'forms.i140' then checklist_task_applies.visa_class in ('eb_1a', 'eb_1b', 'eb_2_niw')
    when checklist_task_applies.code = 'forms.advisory-opinion' then checklist_task_applies.visa_class in ('o_1a', 'o_1b')
    -- An EB-1A without a petitioner company is a self-petition (self-petition.ts isSelfPetition).
    when checklist_task_applies.code = 'intake.employer-onboarding'
      then not (checklist_task_applies.visa_class = 'eb_1a' and not checklist_task_applies.has_petitioner_company)
    else true
  end
  from route;
$$;
-- The section and its task are reference data the seed upserts on start: removed with their items.
delete from app_public.checklist_tasks where code = 'decision.extension-filed';
delete from app_public.checklist_sections where id = '0c1a5e00-0000-4000-8000-000000000006';
