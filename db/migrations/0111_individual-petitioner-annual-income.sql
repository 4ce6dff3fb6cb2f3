-- Up Migration
-- An individual petitioner's annual income (docs/decisions.md, "A self-petitioner's annual income reaches the I-140").
-- The I-140 asks a person who files for herself (Part 5 item 12, "Annual Income $"; an EB-1A self-petition) for her
-- annual income. Nothing recorded it, so every self-petition's I-140 left the box for staff to type. The
-- self-petitioning beneficiary now gives it in her onboarding (the employment history step, beside the jobs that give
-- Part 5 item 11, her occupation) and staff on the petition page's beneficiary details; the I-140 prints it only for
-- an individual petitioner (a company's Part 5 items are unchanged).
--
-- It is the person's, not a petition's: kept on user_data, the row both sides already edit, under its row-level
-- security (the person and staff; no new table, so no new policy). Whole US dollars, as the domain's rule gives it
-- (packages/domain/src/annual-income.ts, annualIncomeSchema: money as typed, "$85,000", read by the proposed salary's
-- parser): an integer from 1 to 99,999,999, the salary rule's largest amount. The check holds every writer, GraphQL
-- included; its name maps to the rule's sentence in FIELD_CONSTRAINT_MESSAGES, so a refused write reads "Enter the
-- annual income in whole US dollars, e.g. $85,000", never a server error. Null: not given. A new column: no existing
-- row to rewrite.

alter table app_public.user_data add column annual_income integer
  constraint user_data_annual_income_range check (annual_income between 1 and 99999999);
comment on column app_public.user_data.annual_income is
  'The person''s annual income in whole US dollars; a self-petitioner''s I-140 prints it as the individual petitioner''s annual income.';
comment on constraint user_data_annual_income_range on app_public.user_data is
  'Whole US dollars from 1 to 99,999,999, as the domain''s rule stores it (packages/domain/src/annual-income.ts).';

-- Down Migration
alter table app_public.user_data drop column annual_income;
