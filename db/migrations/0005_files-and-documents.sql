-- Up Migration
-- Stored files and the links that attach them to exhibits, people, companies
-- and petitions. A file is readable by whoever may read a record it is linked to.

create table app_public.files (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 255),
  mime_type text not null,
  size_bytes bigint check (size_bytes >= 0),
  storage_key text not null unique,
  sha256 text,
  owner_id uuid references app_public.users (id) on delete set null,
  deleted boolean not null default false,
  created_at timestamptz not null default now()
);
comment on table app_public.files is 'An uploaded file. storage_key is made of ids, never of the user''s file name.';
comment on column app_public.files.owner_id is 'Who uploaded it.';
comment on column app_public.files.storage_key is E'Object key in the storage driver.\n@behavior -update';
create index files_owner_id_idx on app_public.files (owner_id);
create index files_created_at_idx on app_public.files (created_at);

create table app_public.exhibit_files (
  exhibit_id uuid not null references app_public.exhibits (id) on delete cascade,
  file_id uuid not null references app_public.files (id) on delete cascade,
  order_index int not null default 0,
  created_at timestamptz not null default now(),
  primary key (exhibit_id, file_id)
);
comment on table app_public.exhibit_files is 'Files of an exhibit, ordered by order_index.';
create index exhibit_files_exhibit_id_order_idx on app_public.exhibit_files (exhibit_id, order_index);
create index exhibit_files_file_id_idx on app_public.exhibit_files (file_id);

create table app_public.user_documents (
  user_id uuid not null references app_public.users (id) on delete cascade,
  file_id uuid not null references app_public.files (id) on delete cascade,
  document_type text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, file_id)
);
comment on table app_public.user_documents is 'Evidence documents of a person (offer letter, pay stubs, …) by document type.';
create index user_documents_file_id_idx on app_public.user_documents (file_id);
create index user_documents_user_id_type_idx on app_public.user_documents (user_id, document_type);

create table app_public.immigration_documents (
  owner_id uuid not null references app_public.users (id) on delete cascade,
  file_id uuid not null references app_public.files (id) on delete cascade,
  type app_public.immigration_document_type not null,
  deleted boolean not null default false,
  order_index int not null default 0,
  created_at timestamptz not null default now(),
  primary key (owner_id, file_id)
);
comment on table app_public.immigration_documents is 'Passports, visas, I-94s and similar of a person, ordered by order_index.';
create index immigration_documents_file_id_idx on app_public.immigration_documents (file_id);
create index immigration_documents_owner_type_idx on app_public.immigration_documents (owner_id, type, order_index);

create table app_public.company_documents (
  company_id uuid not null references app_public.companies (id) on delete cascade,
  file_id uuid not null references app_public.files (id) on delete cascade,
  type app_public.company_document_type not null,
  visible boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (company_id, file_id)
);
comment on table app_public.company_documents is 'Corporate documents of a company (articles, tax id, funding, …).';
create index company_documents_file_id_idx on app_public.company_documents (file_id);
create index company_documents_company_type_idx on app_public.company_documents (company_id, type);

create table app_public.provider_documents (
  owner_id uuid not null references app_public.users (id) on delete cascade,
  file_id uuid not null references app_public.files (id) on delete cascade,
  petition_id uuid references app_public.petitions (id) on delete cascade,
  document_type text not null default 'other',
  created_at timestamptz not null default now(),
  primary key (owner_id, file_id)
);
comment on table app_public.provider_documents is 'Documents the provider''s staff prepared for a person (registered through /db/upload/plymouth).';
create index provider_documents_file_id_idx on app_public.provider_documents (file_id);
create index provider_documents_petition_id_idx on app_public.provider_documents (petition_id);

create table app_public.petition_forms (
  id uuid primary key default gen_random_uuid(),
  petition_id uuid not null references app_public.petitions (id) on delete cascade,
  type app_public.form_type not null,
  file_id uuid references app_public.files (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.petition_forms is 'Government forms of a petition (G-28, I-129, …) with their filled file.';
create index petition_forms_petition_id_idx on app_public.petition_forms (petition_id);
create index petition_forms_file_id_idx on app_public.petition_forms (file_id);
create trigger _100_set_updated_at before update on app_public.petition_forms
  for each row execute function app_private.tg_set_updated_at();

create table app_public.petition_letters (
  id uuid primary key default gen_random_uuid(),
  petition_id uuid not null references app_public.petitions (id) on delete cascade,
  name text not null,
  content text,
  final_file_id uuid references app_public.files (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.petition_letters is 'Letters of a petition (support, expert, …): the draft text and the final signed file.';
create index petition_letters_petition_id_idx on app_public.petition_letters (petition_id);
create index petition_letters_final_file_id_idx on app_public.petition_letters (final_file_id);
create trigger _100_set_updated_at before update on app_public.petition_letters
  for each row execute function app_private.tg_set_updated_at();

create table app_public.compiled_petitions (
  id uuid primary key default gen_random_uuid(),
  petition_id uuid not null references app_public.petitions (id) on delete cascade,
  display_name text not null,
  status app_public.compile_status not null default 'RUNNING',
  creator_id uuid references app_public.users (id) on delete set null,
  file_id uuid references app_public.files (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table app_public.compiled_petitions is 'Compilations of a petition into one filing PDF.';
create index compiled_petitions_petition_id_created_idx on app_public.compiled_petitions (petition_id, created_at desc);
create index compiled_petitions_creator_id_idx on app_public.compiled_petitions (creator_id);
create index compiled_petitions_file_id_idx on app_public.compiled_petitions (file_id);

-- Down Migration
drop table app_public.compiled_petitions, app_public.petition_letters, app_public.petition_forms,
  app_public.provider_documents, app_public.company_documents, app_public.immigration_documents,
  app_public.user_documents, app_public.exhibit_files, app_public.files cascade;
