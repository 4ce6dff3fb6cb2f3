-- Up Migration

-- A staff notification about a case checklist item (assigned, due soon, overdue) names the task in the case's own
-- words, as the Checklist panel does: "Application packet compiled into the PDF" on a TN applied for at the border,
-- the self-petition's wordings on an EB-1A. Those words live once, in packages/domain case-checklist.ts
-- (checklistTaskLabel, keyed by the task's code and the case's visa class, filing type and petitioner); the facts
-- now carry what that rule reads. `task` keeps the seeded label, which readers without the rule still show.
create or replace function app_private.checklist_item_facts(item app_public.petition_checklist_items, extra jsonb) returns jsonb
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select jsonb_build_object(
           'task', left(t.label, 140),
           'taskCode', t.code,
           'visaClass', p.visa_class,
           'filingType', p.filing_type,
           'hasPetitionerCompany', p.company_id is not null,
           'dueDate', item.due_date,
           'checklist', true) || extra
    from app_public.checklist_tasks t
    join app_public.petitions p on p.id = item.petition_id
   where t.id = item.task_id;
$$;

-- Down Migration
create or replace function app_private.checklist_item_facts(item app_public.petition_checklist_items, extra jsonb) returns jsonb
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select jsonb_build_object('task', left(t.label, 140), 'dueDate', item.due_date, 'checklist', true) || extra
    from app_public.checklist_tasks t where t.id = item.task_id;
$$;
