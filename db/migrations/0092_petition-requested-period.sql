-- Up Migration
-- The petition's requested period of employment (docs/decisions.md, "The petition's requested period of employment").
-- The I-129's "Dates of intended employment" (Part 5 item 10) came only from the employer's offer (the beneficiary's
-- employment at the petitioner, entered in onboarding). A petition asks USCIS for a period of its own, so staff set it
-- per petition. Both dates or neither: neither means the forms print the offer's dates (packages/domain
-- requested-period.ts, petitionEmploymentPeriod).
-- The checks are the domain's rules (requestedPeriodProblem), named so the API answers with the domain's sentences
-- (REQUESTED_PERIOD_CONSTRAINT_MESSAGES): real dates in the case-date range, the end after the start, at most 3 years
-- (the end before the start's third anniversary), and none for an immigrant (I-140) class, which asks for no period.

alter table app_public.petitions
  add column requested_start_date date,
  add column requested_end_date date,
  add constraint petitions_requested_start_date_range
    check (requested_start_date between '2000-01-01' and '2100-12-31'),
  add constraint petitions_requested_end_date_range
    check (requested_end_date between '2000-01-01' and '2100-12-31'),
  add constraint petitions_requested_period_both_or_neither
    check ((requested_start_date is null) = (requested_end_date is null)),
  add constraint petitions_requested_period_end_after_start
    check (requested_end_date > requested_start_date),
  add constraint petitions_requested_period_at_most_3_years
    check (requested_end_date < requested_start_date + interval '3 years'),
  -- The immigrant classes of packages/domain required-forms.ts (filed on the I-140); db/test keeps the lists equal.
  add constraint petitions_requested_period_nonimmigrant_only
    check (requested_start_date is null or visa_class not in ('eb_1a', 'eb_1b', 'eb_2_niw'));

comment on column app_public.petitions.requested_start_date is
  'The first day of the period of employment the petition asks USCIS for (I-129 Part 5 item 10), set by staff. '
  'Null with requested_end_date: the forms use the employer''s offer dates.';
comment on column app_public.petitions.requested_end_date is
  'The last day of the requested period of employment: after the start, before its third anniversary (at most 3 years).';

-- Staff decide what the petition asks for: customers, who may update their petitions for other columns, may not
-- change these. A trigger of its own (migration 0004's function with these columns), so 0004's list stays as it is.
create trigger _210_requested_period_staff_only before update on app_public.petitions
  for each row execute function app_private.tg_staff_only_columns('requested_start_date', 'requested_end_date');

-- Down Migration
drop trigger _210_requested_period_staff_only on app_public.petitions;
alter table app_public.petitions
  drop column requested_start_date,
  drop column requested_end_date;
