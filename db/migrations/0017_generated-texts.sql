-- Up Migration
-- Provenance of every text the writing service generates (issue 9): descriptions, letters, bios,
-- entity fields and module content. Each row says what was written, for which record, from which
-- inputs and evidence, by which writer (a configured model or the template composer), and which
-- paragraph rests on which evidence. Staff read them; only the server writes them, as the staff
-- member who asked.

create table app_public.generated_texts (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind ~ '^[a-z][a-z0-9:-]{0,99}$'),
  target_type text not null check (target_type in ('exhibit', 'module', 'letter', 'entity', 'bio', 'petition')),
  target_id uuid,
  inputs jsonb not null default '{}'::jsonb,
  evidence jsonb not null default '[]'::jsonb check (jsonb_typeof(evidence) = 'array'),
  provider text not null check (provider in ('template', 'openai-compatible')),
  model text,
  prompt_version text not null,
  output text not null,
  paragraphs jsonb not null default '[]'::jsonb check (jsonb_typeof(paragraphs) = 'array'),
  unsupported_claims jsonb not null default '[]'::jsonb check (jsonb_typeof(unsupported_claims) = 'array'),
  missing_inputs jsonb not null default '[]'::jsonb check (jsonb_typeof(missing_inputs) = 'array'),
  fields jsonb check (fields is null or jsonb_typeof(fields) = 'object'),
  is_template boolean not null,
  usage jsonb check (usage is null or jsonb_typeof(usage) = 'object'),
  duration_ms int not null check (duration_ms >= 0),
  created_by uuid default app_private.current_user_id() references app_public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  check ((provider = 'template') = is_template),
  check (is_template or model is not null)
);
-- PostGraphile reads smart tags only at the start of a comment: no create/update/delete mutations.
comment on table app_public.generated_texts is E'@behavior -insert -update -delete\nProvenance of generated texts (descriptions, letters, bios, entity fields, module content): inputs, evidence, writer, output and which evidence each paragraph rests on. Written by the API server only, read by staff.';
comment on column app_public.generated_texts.kind is 'What was generated: exhibit-description, module-description, letter:<type>, entity-fields, bio, module-content:<kind>.';
comment on column app_public.generated_texts.target_type is 'The kind of record the text is for.';
comment on column app_public.generated_texts.target_id is 'The record the text is for (exhibit, module, entity, user or petition id); null for a letter not yet saved.';
comment on column app_public.generated_texts.inputs is 'The request''s inputs (form fields), without file contents.';
comment on column app_public.generated_texts.evidence is 'The evidence used: [{id, kind, label, recordId, fileId, contentHash, chars}]; ids are what paragraphs cite. Never the evidence text itself.';
comment on column app_public.generated_texts.provider is 'Who wrote it: openai-compatible (a configured model) or template (the deterministic composer).';
comment on column app_public.generated_texts.model is 'The model that answered; null for template drafts.';
comment on column app_public.generated_texts.prompt_version is 'Version of the task''s instructions and template, bumped when they change.';
comment on column app_public.generated_texts.output is 'The generated text as answered (paragraphs joined by blank lines).';
comment on column app_public.generated_texts.paragraphs is 'Claims to evidence: [{text, evidenceIds}]; an empty list means no support.';
comment on column app_public.generated_texts.unsupported_claims is 'Statements the writer could not support with the evidence given.';
comment on column app_public.generated_texts.missing_inputs is 'Inputs the writer needed and did not have (said in the text, never invented).';
comment on column app_public.generated_texts.fields is 'For structured outputs (entity fields): the named values.';
comment on column app_public.generated_texts.is_template is 'True for template drafts: the UI says so; not a model''s writing.';
comment on column app_public.generated_texts.usage is 'Model usage: {promptTokens, completionTokens, requests, model}; null for template drafts.';
comment on column app_public.generated_texts.duration_ms is 'Time the generation took, including retries and the repair attempt.';
comment on column app_public.generated_texts.created_by is 'The staff member who asked for the text.';
create index generated_texts_target_idx on app_public.generated_texts (target_type, target_id, created_at desc);
create index generated_texts_created_by_idx on app_public.generated_texts (created_by);
create index generated_texts_created_at_idx on app_public.generated_texts (created_at);

alter table app_public.generated_texts enable row level security;
-- No update or delete privilege: provenance is never rewritten through the API.
grant select, insert on app_public.generated_texts to petition_studio_visitor;

create policy select_staff on app_public.generated_texts for select using ((select app_private.current_user_is_admin()));
comment on policy select_staff on app_public.generated_texts is 'Only staff read provenance; customers never see rows.';
create policy insert_staff on app_public.generated_texts for insert with check (
  (select app_private.current_user_is_admin()) and created_by = (select app_private.current_user_id()));
comment on policy insert_staff on app_public.generated_texts is 'The server records a generation as the staff member who asked for it (every writing route is staff-only).';

-- Down Migration
drop table app_public.generated_texts;
