-- Up Migration
-- Issue 34 (portal part): a passport reading is never confirmed silently when it is empty or does not fit the case.
-- Each confirmation of passport details is one row: what the reader read from the file (null: nothing was read, e.g.
-- an org chart), what the person confirmed, the findings the comparison with the case gave (packages/domain
-- passport-checks.ts: name, birth date or nationality differ, expired or expiring within six months of the intended
-- start, not a passport, no zone, a check-digit-vouched value changed) and the reason the person typed. Staff read it
-- beside the beneficiary's details.
--
-- The rules are the domain's (ZPassportConfirmationReasonSchema, passportFindings): findings need a reason of 5 to
-- 1000 characters; an empty reading always carries the 'no-zone' finding, so it too needs one. The REST route
-- (POST /passport-confirmations) computes the findings on the server and writes this row and the person's passport
-- fields in one transaction; GraphQL only reads the table.

create table app_public.passport_confirmations (
  id uuid primary key default gen_random_uuid(),
  -- Whose passport: the signed-in person (the route), or anyone for staff.
  user_id uuid not null default app_private.current_user_id() references app_public.users (id) on delete cascade,
  -- The case the passport was compared with (the person's latest petition), kept when the petition goes.
  petition_id uuid references app_public.petitions (id) on delete set null,
  file_id uuid references app_public.files (id) on delete set null,
  reading jsonb constraint passport_confirmations_reading_shape
    check (reading is null or (jsonb_typeof(reading) = 'object' and reading ?& array['documentCode', 'fields', 'fieldConfidence'])),
  confirmed jsonb not null constraint passport_confirmations_confirmed_object check (jsonb_typeof(confirmed) = 'object'),
  findings text[] not null default '{}' constraint passport_confirmations_finding_kinds check (
    findings <@ array['no-zone', 'not-passport', 'name-differs', 'birth-date-differs', 'nationality-differs', 'expired',
                      'expires-soon', 'certain-field-changed']::text[]),
  -- The sentence shown for each finding, in the same order (dates as the person saw them).
  finding_messages text[] not null default '{}',
  reason text constraint passport_confirmations_reason_text
    check (reason is null or (reason = btrim(reason) and char_length(reason) between 5 and 1000)),
  confirmed_by uuid default app_private.current_user_id() references app_public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint passport_confirmations_messages_match check (cardinality(finding_messages) = cardinality(findings)),
  -- The issue's rule: nothing that differs from the case, and no empty reading, is confirmed without a reason.
  constraint passport_confirmations_reason_needed check (cardinality(findings) = 0 or reason is not null),
  constraint passport_confirmations_empty_reading_flagged check (reading is not null or 'no-zone' = any (findings))
);
comment on table app_public.passport_confirmations is E'@behavior -insert -update -delete\nEach confirmation of a person''s passport details: what was read, what was confirmed, the findings against the case and the person''s reason. Sensitive: never logged.';
comment on column app_public.passport_confirmations.reading is 'What /utils/ocr read: {documentCode, fields, fieldConfidence}; null when nothing was read.';
comment on column app_public.passport_confirmations.confirmed is 'The passport fields as the person confirmed them.';
comment on column app_public.passport_confirmations.findings is 'What differed from the case (domain PASSPORT_FINDING_KINDS); each needs the reason.';
comment on column app_public.passport_confirmations.reason is 'Why the person confirmed despite the findings, as typed.';
comment on column app_public.passport_confirmations.confirmed_by is 'Who confirmed: the signed-in user.';
create index passport_confirmations_user_id_idx on app_public.passport_confirmations (user_id, created_at desc);
create index passport_confirmations_petition_id_idx on app_public.passport_confirmations (petition_id);
create index passport_confirmations_file_id_idx on app_public.passport_confirmations (file_id);
create index passport_confirmations_confirmed_by_idx on app_public.passport_confirmations (confirmed_by);

alter table app_public.passport_confirmations enable row level security;
grant select on app_public.passport_confirmations to petition_studio_visitor;
grant insert (user_id, petition_id, file_id, reading, confirmed, findings, finding_messages, reason)
  on app_public.passport_confirmations to petition_studio_visitor;
-- The person reads and records their own; staff read and record anyone's. Nobody changes or deletes one: it is the
-- record of what was confirmed. Team members of the petitioner never see another person's passport data.
create policy select_own_or_staff on app_public.passport_confirmations for select
  using (user_id = (select app_private.current_user_id()) or (select app_private.current_user_is_admin()));
create policy insert_own_or_staff on app_public.passport_confirmations for insert
  with check ((user_id = (select app_private.current_user_id()) or (select app_private.current_user_is_admin()))
              and confirmed_by is not distinct from (select app_private.current_user_id()));
comment on policy select_own_or_staff on app_public.passport_confirmations is 'The person their own confirmations; staff all.';
comment on policy insert_own_or_staff on app_public.passport_confirmations is 'The person for themselves, staff for anyone; always as themselves.';

-- No history triggers: passport data is person data, never copied into a petition's history (as user_data).

-- Down Migration
drop table app_public.passport_confirmations;
