-- Up Migration
-- The period USCIS approved (docs/decisions.md, "The approved period"). An I-129 approval notice (I-797, I-797A/B)
-- prints it: "Valid from 10/15/2026 to 10/14/2029". It is the date the beneficiary's status ends, which the firm must
-- know to file an extension in time, and which the beneficiary and the petitioner read on their Home. Staff confirm
-- it from the approval notice the app reads, or type it on the petition's USCIS status panel.
-- The checks are the domain's rules (packages/domain approved-period.ts, approvedPeriodProblem), named so the API
-- answers with the domain's sentences (APPROVED_PERIOD_CONSTRAINT_MESSAGES): real dates in the case-date range, both
-- or neither, the end after the start, and none on an immigrant (I-140) petition, whose approval grants no period.

alter table app_public.petitions
  add column approved_valid_from date,
  add column approved_valid_to date,
  add constraint petitions_approved_valid_from_range
    check (approved_valid_from between '2000-01-01' and '2100-12-31'),
  add constraint petitions_approved_valid_to_range
    check (approved_valid_to between '2000-01-01' and '2100-12-31'),
  add constraint petitions_approved_period_both_or_neither
    check ((approved_valid_from is null) = (approved_valid_to is null)),
  add constraint petitions_approved_period_end_after_start
    check (approved_valid_to > approved_valid_from),
  -- The immigrant classes, as 0092's requested period lists them (db/test keeps the lists equal to the domain's).
  add constraint petitions_approved_period_nonimmigrant_only
    check (approved_valid_from is null or visa_class not in ('eb_1a', 'eb_1b', 'eb_2_niw'));

comment on column app_public.petitions.approved_valid_from is
  'The first day of the validity USCIS approved (the approval notice''s "Valid from"), set by staff. Null with '
  'approved_valid_to: no approval recorded.';
comment on column app_public.petitions.approved_valid_to is
  'The last day of the approved validity (the approval notice''s "to" date): when the beneficiary''s status ends.';

-- USCIS decides it; staff record it. Customers, who may update their petitions for other columns, may not.
create trigger _211_approved_period_staff_only before update on app_public.petitions
  for each row execute function app_private.tg_staff_only_columns('approved_valid_from', 'approved_valid_to');

-- Down Migration
drop trigger _211_approved_period_staff_only on app_public.petitions;
alter table app_public.petitions
  drop column approved_valid_from,
  drop column approved_valid_to;
