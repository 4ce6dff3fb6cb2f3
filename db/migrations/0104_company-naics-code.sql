-- Up Migration
-- The petitioner's NAICS code (docs/decisions.md, "The employer gives its NAICS code"). The I-140 (Part 5 item 7) and
-- the I-129's H-1B data collection supplement (Section 1 item 6) ask for the North American Industry Classification
-- System code of the petitioner; nothing in the app asked for or stored one, so both boxes stayed empty. The employer
-- wizard's company details ("Employer History") now ask for it, optional, and staff see and edit it on the company's
-- profile (Entities). Same table, same row-level security: whoever may update the company may write it.
--
-- The rule is the domain's (packages/domain/src/naics-code.ts, naicsCodeSchema): the 6 digits of a national industry
-- ("541715"; the I-140's field says "Must be 6 digits; no dashes"), trimmed, blank stored as null. The check holds the stored form for every writer,
-- GraphQL included; its name maps to the rule's sentence in FIELD_CONSTRAINT_MESSAGES, so a refused write reads
-- "Enter the NAICS code as 6 digits, e.g. 541715." A new column: no existing row to rewrite.

alter table app_public.companies add column naics_code text
  constraint companies_naics_code_format check (naics_code ~ '^[0-9]{6}$');
comment on column app_public.companies.naics_code is
  'The petitioner''s NAICS code (North American Industry Classification System), 6 digits; the I-140 and H-1B forms print it.';
comment on constraint companies_naics_code_format on app_public.companies is
  'The NAICS code as the domain''s rule stores it: 6 digits (packages/domain/src/naics-code.ts).';

-- Down Migration
alter table app_public.companies drop column naics_code;
