-- Up Migration
-- A TN applied for at the border or a consulate (filing type consular_processing) files no USCIS form (packages/domain
-- tn-application-route.ts, requiredForms), and 0125 took the "I-129 and supplement prepared" task off its staff
-- checklist. The tasks of what goes to USCIS with the I-129 now follow it (docs/decisions.md, "A TN applied for at the
-- border or a consulate has no USCIS tasks"):
-- - "G-28 prepared and signed": the firm's G-28 names the petitioner as its client and the petition as its matter;
-- - "Premium processing (I-907) decided": premium processing is asked of USCIS for a petition filed with it;
-- - "Forms signed by the authorized signatory": the signatory signs the USCIS forms, and the case files none.
-- Their forms stay offered on the Forms tab for an employer that petitions before a Canadian applies at the port of
-- entry (optionalForms), as the I-129 does; the checklist lists what the route needs. packages/domain
-- checklistTaskApplies says the same, and db/test/case-checklist-rule.test.ts compares the two over every visa class,
-- filing type (or none) and petitioner. A TN with no filing type keeps the tasks, as requiredForms keeps the forms.
-- Items written before are kept and hidden, as 0101 and 0125 do; the case list's next deadline of such a TN is
-- recomputed without them.

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
  select case checklist_task_applies.code
    when 'forms.i129' then checklist_task_applies.visa_class in ('o_1a', 'o_1b', 'h_1b', 'l_1a', 'l_1b', 'e_2', 'e_3', 'tn')
                           and not route.at_the_border
    when 'forms.g28' then not route.at_the_border
    when 'forms.i907' then not route.at_the_border
    when 'forms.petitioner-signature' then not route.at_the_border
    when 'forms.i140' then checklist_task_applies.visa_class in ('eb_1a', 'eb_1b', 'eb_2_niw')
    when 'forms.advisory-opinion' then checklist_task_applies.visa_class in ('o_1a', 'o_1b')
    -- An EB-1A without a petitioner company is a self-petition (self-petition.ts isSelfPetition).
    when 'intake.employer-onboarding' then not (checklist_task_applies.visa_class = 'eb_1a'
                                                and not checklist_task_applies.has_petitioner_company)
    else true
  end
  from route;
$$;

select app_private.refresh_case_list_tasks(array(
  select distinct i.petition_id from app_public.petition_checklist_items i
    join app_public.petitions p on p.id = i.petition_id
   where i.due_date is not null and p.visa_class = 'tn' and p.filing_type = 'consular_processing'));

-- Down Migration
-- 0125's rule: a TN at the border loses the I-129 task only.
create or replace function app_private.checklist_task_applies(
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

select app_private.refresh_case_list_tasks(array(
  select distinct i.petition_id from app_public.petition_checklist_items i
    join app_public.petitions p on p.id = i.petition_id
   where i.due_date is not null and p.visa_class = 'tn' and p.filing_type = 'consular_processing'));
