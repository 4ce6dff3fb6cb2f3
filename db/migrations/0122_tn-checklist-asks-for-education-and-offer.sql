-- Up Migration
-- A TN beneficiary's checklist asks for her education and her offer of employment (docs/decisions.md, "A TN case
-- walked from nothing").
--
-- app_public.start_beneficiary_onboarding builds a checklist module only from petition modules whose onboarding type
-- has a title here, so the TN preset's modules (TN Support Letter and Offer of Employment, TN Beneficiary Education
-- Documents) were left out: a Canadian or Mexican professional was never asked for her degree, transcripts, CV or
-- offer letter, the evidence the officer at the port of entry or consulate decides on. Their onboarding types
-- (onboarding_exhibit_type of the module type) now have titles, the domain's ONBOARDING_MODULE_TITLES. The provider's
-- support letter and occupation list stay out, as every provider-owned exhibit does. Checklists already built take
-- the new modules when staff refresh them (Refresh onboarding checklist keeps what the beneficiary did).
create or replace function app_private.onboarding_module_title(module_type text) returns text
  language sql immutable parallel safe
  set search_path = pg_catalog
as $$
  select case module_type
    when 'PERSONAL' then 'Personal Information'
    when 'IDENTIFICATION' then 'Identification Documents'
    when 'EMPLOYMENT' then 'Professional Details'
    when 'FILING_TYPE' then 'Filing Type: Change of Status or Consular Processing'
    when 'HIGH_REMUNERATION' then 'High Remuneration'
    when 'CRITICAL_ROLE' then 'Critical Role at Distinguished Organization'
    when 'MEMBERSHIP' then 'Memberships'
    when 'AUTHORSHIP' then 'Authorship'
    when 'JUDGING' then 'Judging'
    when 'AWARDS' then 'Awards'
    when 'ORIGINAL_CONTRIBUTION' then 'Original Contributions'
    when 'PRESS' then 'Press'
    when 'EXPERT_LETTERS' then 'Expert Letters'
    when 'MEMO_STARTER' then 'Memo Starter'
    when 'TN_SUPPORT_LETTER_OFFER_OF_EMPLOYMENT' then 'Offer of Employment'
    when 'TN_BENEFICIARY_EDUCATION_DOCS' then 'Education and Qualifications'
  end;
$$;

-- Down Migration
create or replace function app_private.onboarding_module_title(module_type text) returns text
  language sql immutable parallel safe
  set search_path = pg_catalog
as $$
  select case module_type
    when 'PERSONAL' then 'Personal Information'
    when 'IDENTIFICATION' then 'Identification Documents'
    when 'EMPLOYMENT' then 'Professional Details'
    when 'FILING_TYPE' then 'Filing Type: Change of Status or Consular Processing'
    when 'HIGH_REMUNERATION' then 'High Remuneration'
    when 'CRITICAL_ROLE' then 'Critical Role at Distinguished Organization'
    when 'MEMBERSHIP' then 'Memberships'
    when 'AUTHORSHIP' then 'Authorship'
    when 'JUDGING' then 'Judging'
    when 'AWARDS' then 'Awards'
    when 'ORIGINAL_CONTRIBUTION' then 'Original Contributions'
    when 'PRESS' then 'Press'
    when 'EXPERT_LETTERS' then 'Expert Letters'
    when 'MEMO_STARTER' then 'Memo Starter'
  end;
$$;
