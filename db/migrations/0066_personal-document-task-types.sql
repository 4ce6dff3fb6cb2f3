-- Up Migration
-- A task that closes when a personal document arrives named the document's type as free text: staff typed the
-- catalogue id ('pay-stubs') by hand, and a typo ('paystubs') made a task that never closes, since the upload it
-- waits for is matched on user_documents.document_type. The type is now one of the personal document types (spec 3
-- 'User-document file types offered', packages/domain USER_DOCUMENT_TYPES; the task form lists them by their
-- catalogue names), the same list the domain's NewPendingTaskSchema allows; db/test/action-items.test.ts keeps the two equal.
-- NOT VALID: a task already saved with another text keeps working (it can still close by hand); every new or
-- changed task is checked.
alter table app_public.pending_petition_tasks drop constraint pending_petition_tasks_awaited_check;
alter table app_public.pending_petition_tasks add constraint pending_petition_tasks_awaited_check check (
  case awaited_kind
    when 'COMPANY_DOCUMENT' then party = 'PETITIONER' and awaited_type is not null
    when 'EMPLOYER_STEP' then party = 'PETITIONER' and awaited_type in ('confirmContact', 'addContact',
      'confirmAddress', 'addWorksite', 'beneficiary', 'employerHistory', 'immigrationQuestions', 'corporateDocs',
      'foreignDocs', 'employerFundingDocs')
    when 'IMMIGRATION_DOCUMENT' then party = 'BENEFICIARY' and awaited_type is not null
    when 'USER_DOCUMENT' then party = 'BENEFICIARY' and awaited_type in (
      'offer-letter', 'ev-letter', 'org-chart', 'calendar', 'proof-of-membership-letter-or-email',
      'proof-of-membership-profile-page', 'judges', 'judging-invite-or-confirmation',
      'evidence-of-selection-criteria', 'screenshot-of-event-or-prizes', 'product-roadmap', 'technical-doc',
      'original-code', 'user-count-or-revenue', 'pitch-deck', 'vc-evidence', 'cap-table',
      'evidence-of-selectivity', 'tax-return', 'pay-stubs', 'pay-bonus', 'equity-statement',
      'evidence-of-recognition', 'promotion-evidence', 'pay-raise-evidence', 'code-contributor-page',
      'code-project-ownership', 'conference-presentation', 'internal-docs', 'customer-contract',
      'academic-contract-proposal', 'academic-paper', 'funding-document', 'distinguished-reputation',
      'evidence-of-commercial-adoption', 'evidence-of-significant-usage', 'evidence-of-industry-awards',
      'award-evidence', 'patent', 'membership-documentation', 'judging-documentation', 'press-article',
      'google-scholar-page', 'publication-prominence', 'journal-article', 'evidence-of-citation')
    when 'ONBOARDING_MODULE' then party = 'BENEFICIARY' and app_private.onboarding_module_title(awaited_type) is not null
    -- exhibit_id may become null later (the exhibit deleted: on delete set null); the insert trigger needs it
    when 'EXHIBIT_FILE' then party <> 'PLYMOUTH' and awaited_type is null
    else awaited_kind is null and awaited_type is null
  end) not valid;

-- Down Migration
alter table app_public.pending_petition_tasks drop constraint pending_petition_tasks_awaited_check;
alter table app_public.pending_petition_tasks add constraint pending_petition_tasks_awaited_check check (
  case awaited_kind
    when 'COMPANY_DOCUMENT' then party = 'PETITIONER' and awaited_type is not null
    when 'EMPLOYER_STEP' then party = 'PETITIONER' and awaited_type in ('confirmContact', 'addContact',
      'confirmAddress', 'addWorksite', 'beneficiary', 'employerHistory', 'immigrationQuestions', 'corporateDocs',
      'foreignDocs', 'employerFundingDocs')
    when 'IMMIGRATION_DOCUMENT' then party = 'BENEFICIARY' and awaited_type is not null
    when 'USER_DOCUMENT' then party = 'BENEFICIARY' and length(btrim(awaited_type)) between 1 and 100
    when 'ONBOARDING_MODULE' then party = 'BENEFICIARY' and app_private.onboarding_module_title(awaited_type) is not null
    -- exhibit_id may become null later (the exhibit deleted: on delete set null); the insert trigger needs it
    when 'EXHIBIT_FILE' then party <> 'PLYMOUTH' and awaited_type is null
    else awaited_kind is null and awaited_type is null
  end);
