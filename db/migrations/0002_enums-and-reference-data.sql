-- Up Migration
-- Enumerations of spec 1 §3 (the same values live in packages/domain; a test
-- compares the two) and the reference lists staff maintain.

create type app_public.petition_status as enum (
  'PENDING_DOCS', 'IN_ATTORNEY_REVIEW', 'SUBMITTED', 'PRINT_SHIP_REQUESTED', 'SHIPPED',
  'APPROVED', 'DENIED', 'RFEED', 'ARCHIVED'
);
create type app_public.exhibit_status as enum (
  'PENDING_DOCUMENTS', 'DOCUMENT_UPLOADED', 'DOCUMENT_APPROVAL', 'CREATE_EXHIBIT_DESCRIPTION',
  'REVIEW_EXHIBIT_DESCRIPTION', 'APPROVED_EXHIBIT_DESCRIPTION', 'APPROVED_EXHIBIT'
);
comment on type app_public.exhibit_status is 'Exhibit record status; staff may set any value, no order is enforced.';
create type app_public.owned_by as enum ('BENEFICIARY', 'PETITIONER', 'PLYMOUTH');
comment on type app_public.owned_by is 'Who provides an exhibit. PLYMOUTH is the provider''s own staff (display name is configuration).';
create type app_public.case_type as enum ('CHANGE_OF_STATUS', 'CONSULAR_PROCESSING');
create type app_public.compile_status as enum ('COMPLETED', 'FAILED', 'RUNNING');
create type app_public.form_type as enum ('CREDIT_CARD', 'G28', 'I129', 'I140', 'I907');
create type app_public.company_document_type as enum (
  'ARTICLES_OF_INCORPORATION', 'BANK_STATEMENT', 'BUSINESS_LICENSE', 'CERTIFICATE_OF_INCORPORATION',
  'COMPANY_BYLAWS', 'COMPANY_OVERVIEW', 'CORPORATE_TAX_RETURN', 'CUSTOMER_CONTRACTS',
  'FOREIGN_QUALIFICATION', 'FUNDING_DOCUMENT', 'NAME_CHANGE', 'SAFE_DOCUMENTATION',
  'TAX_ID_FEIN_DOCUMENT', 'TBD', 'TERM_SHEET'
);
create type app_public.immigration_document_type as enum (
  'APPROVAL_NOTICE', 'DS_2019', 'EAD_CARD', 'I_20', 'I_94', 'I_94_HISTORY', 'PASSPORT',
  'STUDENT_VISA', 'VISA', 'VISA_STAMP'
);
create type app_public.company_member_role as enum ('ADMIN', 'MEMBER', 'VIEWER');
create type app_public.entity_type as enum (
  'AUTHORSHIP_PUBLISHER', 'AWARD', 'COMPANY', 'JUDGING_ENTITY', 'LOCATION', 'MEMBERSHIP',
  'PRESS_PUBLISHER', 'ROLE', 'USER', 'VC'
);
create type app_public.onboarding_status as enum ('not_started', 'in_progress', 'followup', 'completed');
comment on type app_public.onboarding_status is 'Beneficiary onboarding record status (decisions ENT-090).';
create type app_public.unit_type as enum ('APT', 'FLR', 'STE');

create table app_public.visa_types (
  id text primary key check (id ~ '^[a-z0-9_]+$'),
  name text not null,
  description text not null default '',
  sort_order int not null default 0
);
comment on table app_public.visa_types is 'Visa classes a petition can be for. id is the lowercase code (o_1a, tn); shown upper-cased with dashes.';
create index visa_types_sort_order_idx on app_public.visa_types (sort_order);

create table app_public.module_types (
  id text primary key check (id ~ '^[a-z0-9-]+$'),
  name text not null,
  description text not null default '',
  sort_order int not null default 0
);
comment on table app_public.module_types is 'Kinds of petition module (evidence criteria, memo starter, conclusion, TN modules).';
create index module_types_sort_order_idx on app_public.module_types (sort_order);

create table app_public.exhibit_types (
  id text primary key check (id ~ '^[a-z0-9-]+$'),
  name text not null,
  description text not null default '',
  module_type_id text references app_public.module_types (id) on delete set null,
  default_owned_by app_public.owned_by not null default 'BENEFICIARY',
  default_visible boolean not null default true,
  inputs jsonb not null default '[]'::jsonb
);
comment on table app_public.exhibit_types is 'Kinds of exhibit with the module they usually prove, their default owner and visibility, and extra inputs.';
comment on column app_public.exhibit_types.inputs is 'Extra input fields the builder asks for (e.g. press-article url).';
create index exhibit_types_module_type_id_idx on app_public.exhibit_types (module_type_id);

create table app_public.entity_schemas (
  type app_public.entity_type primary key,
  schema jsonb not null default '{}'::jsonb
);
comment on table app_public.entity_schemas is 'JSON schema of additional-entity data, one per entity type.';

create table app_public.checklist_sections (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  position int not null default 0
);
comment on table app_public.checklist_sections is 'Sections of the staff case checklist.';
create index checklist_sections_position_idx on app_public.checklist_sections (position);

create table app_public.checklist_tasks (
  id uuid primary key default gen_random_uuid(),
  section_id uuid not null references app_public.checklist_sections (id) on delete cascade,
  code text not null unique,
  label text not null,
  position int not null default 0
);
comment on table app_public.checklist_tasks is 'Tasks of a checklist section; petitions tick them off as checklist items.';
create index checklist_tasks_section_id_position_idx on app_public.checklist_tasks (section_id, position);

-- Down Migration
drop table app_public.checklist_tasks, app_public.checklist_sections, app_public.entity_schemas,
  app_public.exhibit_types, app_public.module_types, app_public.visa_types;
