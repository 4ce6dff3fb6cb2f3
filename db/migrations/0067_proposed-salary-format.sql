-- Up Migration
-- The builder's "Proposed US salary" (petitions.metadata.proposedUSSalary) fills the I-129's wages and "per"
-- fields, and was free text: "TBD" or a 23-digit number reached the form as typed. It is now an amount from 1 to
-- 99,999,999 (optionally "$" or "USD", thousands commas, cents) and optionally how often it is paid ("per year",
-- "/month", "an hour", "annually"…): packages/domain/src/proposed-salary.ts (PROPOSED_SALARY_PATTERN, the same
-- pattern, case-insensitive), whose sentence FIELD_CONSTRAINT_MESSAGES gives for this check. Absent or '' is "not
-- given". As in migration 0038, the check is added `not valid` and then validated, so that the migration stops
-- on an existing unreadable salary (correct it, then migrate) instead of leaving it to break the next unrelated
-- edit of that petition.
alter table app_public.petitions add constraint petitions_proposed_salary_format check (
  coalesce(metadata ->> 'proposedUSSalary', '') = ''
  or (metadata ->> 'proposedUSSalary') ~* '^((\$|usd) ?)?([1-9][0-9]{0,7}|[1-9][0-9]{0,2},[0-9]{3}|[1-9][0-9]?,[0-9]{3},[0-9]{3})(\.[0-9]{1,2})?( ?((per|a|an|\/) ?(year|annum|month|week|hour)|yearly|annually|monthly|weekly|hourly))?$'
) not valid;
alter table app_public.petitions validate constraint petitions_proposed_salary_format;

-- Down Migration
alter table app_public.petitions drop constraint petitions_proposed_salary_format;
