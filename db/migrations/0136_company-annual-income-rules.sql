-- Up Migration
-- The petitioner's gross and net annual income (docs/decisions.md, "The employer gives the company facts the I-129
-- reads"). The I-129 asks a company for both (Part 5 items 15 and 16; the I-140's Part 5 and the E supplement too),
-- and the columns have been here since 0003, but no screen wrote them: every new client's I-129 listed them as
-- missing and staff typed them on the form. The employer wizard's "Employer History" step now asks for both, and
-- staff see and edit them on the company's profile (Entities). Same table, same row-level security: whoever may
-- update the company may write them.
--
-- The rule is the domain's (packages/domain/src/company-income.ts, grossAnnualIncomeSchema and
-- netAnnualIncomeSchema): whole US dollars; the gross income 0 or more (a company without revenue yet answers 0),
-- the net income negative for a loss; both under one trillion dollars either way (MAX_COMPANY_ANNUAL_INCOME,
-- 999,999,999,999: larger is a typo). The columns stay numeric(16, 2), so the GraphQL type (BigFloat) and its
-- readers do not change; the checks hold whole dollars (no cents) and the range for every writer, GraphQL included.
-- Their names map to the rule's sentences in FIELD_CONSTRAINT_MESSAGES (field-rules.ts), so a refused write reads
-- "Enter the gross annual income in whole US dollars, …", never a server error. Null: not given.
--
-- Existing rows: only the seeds wrote these columns (whole dollars, in range). The checks are added `not valid` and
-- validated, as 0090 did, so that any other value left (only a hand-made GraphQL write could have stored one) stops
-- the migration naming the check: fix that row by hand, then migrate. Nothing is silently rounded or emptied.

alter table app_public.companies add constraint companies_gross_annual_income_range check (
  company_gross_annual_income = trunc(company_gross_annual_income)
  and company_gross_annual_income between 0 and 999999999999
) not valid;
alter table app_public.companies validate constraint companies_gross_annual_income_range;
alter table app_public.companies add constraint companies_net_annual_income_range check (
  company_net_annual_income = trunc(company_net_annual_income)
  and company_net_annual_income between -999999999999 and 999999999999
) not valid;
alter table app_public.companies validate constraint companies_net_annual_income_range;

comment on constraint companies_gross_annual_income_range on app_public.companies is
  'Whole US dollars from 0 to 999,999,999,999, as the domain''s rule stores it (packages/domain/src/company-income.ts).';
comment on constraint companies_net_annual_income_range on app_public.companies is
  'Whole US dollars from -999,999,999,999 (a loss) to 999,999,999,999, as the domain''s rule stores it (packages/domain/src/company-income.ts).';
comment on column app_public.companies.company_gross_annual_income is
  'The petitioner''s gross annual income in whole US dollars, 0 or more; the I-129 (Part 5) and I-140 print it.';
comment on column app_public.companies.company_net_annual_income is
  'The petitioner''s net annual income in whole US dollars, negative for a loss; the I-129 (Part 5) and I-140 print it.';

-- Down Migration
comment on column app_public.companies.company_net_annual_income is null;
comment on column app_public.companies.company_gross_annual_income is null;
alter table app_public.companies drop constraint companies_net_annual_income_range;
alter table app_public.companies drop constraint companies_gross_annual_income_range;
