-- Up Migration
-- A TN applied for at the border or a consulate (filing type consular_processing) files nothing with USCIS (packages/domain
-- tn-application-route.ts). 0125 and 0128 took the USCIS form tasks off its staff checklist; the Filing section still
-- listed what only a petition shipped to USCIS has (docs/decisions.md, "A TN applied for at the border or a consulate
-- is worked as one"):
-- - "Filing fees prepared": the TN fee is paid to the officer on the day (CBP at the port of entry, the visa fee at the
--   consulate), not sent with a petition;
-- - "Petition printed and shipped to USCIS" and "Tracking number recorded": nothing is shipped;
-- - "USCIS receipt notice received": no receipt notice comes; the officer's decision is the admission.
-- Such a case has the tasks of its route instead, the seeded "Border or consulate application" section
-- (db/src/seed/reference.ts): "Support letter signed by the employer", "Application packet given to the beneficiary",
-- "Admission recorded (I-94)"; no other case has them. packages/domain checklistTaskApplies says the same, and
-- db/test/case-checklist-rule.test.ts compares the two over every visa class, filing type (or none) and petitioner. A TN
-- with no filing type keeps the Filing tasks and has none of the border ones, as requiredForms keeps its forms. Items
-- written before are kept and hidden, as 0101 does; the case list's next deadline of a TN is recomputed.

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

select app_private.refresh_case_list_tasks(array(
  select distinct i.petition_id from app_public.petition_checklist_items i
    join app_public.petitions p on p.id = i.petition_id
   where i.due_date is not null and p.visa_class = 'tn'));

-- Down Migration
-- 0128's rule: a TN at the border loses the USCIS form tasks only. The border tasks' rows are the seed's (reference
-- data, upserted on start) and stay; under 0128's rule they apply to every case, as any task it does not name.
create or replace function app_private.checklist_task_applies(
  code text, visa_class text, has_petitioner_company boolean, filing_type text
) returns boolean
  language sql immutable
  set search_path = pg_catalog
as $$
  with route as (
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
    when 'intake.employer-onboarding' then not (checklist_task_applies.visa_class = 'eb_1a'
                                                and not checklist_task_applies.has_petitioner_company)
    else true
  end
  from route;
$$;

select app_private.refresh_case_list_tasks(array(
  select distinct i.petition_id from app_public.petition_checklist_items i
    join app_public.petitions p on p.id = i.petition_id
   where i.due_date is not null and p.visa_class = 'tn'));
