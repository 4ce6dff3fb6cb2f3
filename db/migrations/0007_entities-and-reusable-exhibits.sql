-- Up Migration
-- Additional entities (awards, publishers, VCs, …) and the reusable exhibit
-- repository staff copy into petitions.

create table app_public.additional_entities (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  type app_public.entity_type not null,
  data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object'),
  user_id uuid references app_public.users (id) on delete cascade,
  company_id uuid references app_public.companies (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.additional_entities is 'Things evidence refers to (awards, publishers, judging bodies, VCs, …); USER and COMPANY entities link a user or company. data: {description, selection_criteria}.';
create index additional_entities_type_name_idx on app_public.additional_entities (type, name);
create index additional_entities_name_trgm_idx on app_public.additional_entities using gin (name gin_trgm_ops);
create index additional_entities_user_id_idx on app_public.additional_entities (user_id);
create index additional_entities_company_id_idx on app_public.additional_entities (company_id);
create trigger _100_set_updated_at before update on app_public.additional_entities
  for each row execute function app_private.tg_set_updated_at();

create table app_public.module_entities (
  module_id uuid not null references app_public.modules (id) on delete cascade,
  entity_id uuid not null references app_public.additional_entities (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (module_id, entity_id)
);
comment on table app_public.module_entities is 'Entities a petition module is about (the builder''s entity pickers).';
create index module_entities_entity_id_idx on app_public.module_entities (entity_id);

create table app_public.reusable_exhibits (
  id uuid primary key default gen_random_uuid(),
  parent_id uuid references app_public.reusable_exhibits (id) on delete cascade,
  name text not null default '',
  description text,
  visible boolean not null default true,
  deleted boolean not null default false,
  owned_by app_public.owned_by not null default 'PLYMOUTH',
  exhibit_type text references app_public.exhibit_types (id) on delete set null,
  module_type text references app_public.module_types (id) on delete set null,
  order_index int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.reusable_exhibits is 'Staff''s repository of exhibits to reuse across petitions; children are sub-exhibits. deleted is shown as archived.';
create index reusable_exhibits_parent_id_order_idx on app_public.reusable_exhibits (parent_id, order_index);
create index reusable_exhibits_exhibit_type_idx on app_public.reusable_exhibits (exhibit_type);
create index reusable_exhibits_module_type_idx on app_public.reusable_exhibits (module_type);
create index reusable_exhibits_name_trgm_idx on app_public.reusable_exhibits using gin (name gin_trgm_ops);
create trigger _100_set_updated_at before update on app_public.reusable_exhibits
  for each row execute function app_private.tg_set_updated_at();

create table app_public.reusable_exhibit_files (
  reusable_exhibit_id uuid not null references app_public.reusable_exhibits (id) on delete cascade,
  file_id uuid not null references app_public.files (id) on delete cascade,
  order_index int not null default 0,
  created_at timestamptz not null default now(),
  primary key (reusable_exhibit_id, file_id)
);
comment on table app_public.reusable_exhibit_files is 'Files of a reusable exhibit, ordered by order_index.';
create index reusable_exhibit_files_order_idx on app_public.reusable_exhibit_files (reusable_exhibit_id, order_index);
create index reusable_exhibit_files_file_id_idx on app_public.reusable_exhibit_files (file_id);

create table app_public.reusable_exhibit_entities (
  reusable_exhibit_id uuid not null references app_public.reusable_exhibits (id) on delete cascade,
  entity_id uuid not null references app_public.additional_entities (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (reusable_exhibit_id, entity_id)
);
comment on table app_public.reusable_exhibit_entities is 'Entities a reusable exhibit is about.';
create index reusable_exhibit_entities_entity_id_idx on app_public.reusable_exhibit_entities (entity_id);

-- Down Migration
drop table app_public.reusable_exhibit_entities, app_public.reusable_exhibit_files,
  app_public.reusable_exhibits, app_public.module_entities, app_public.additional_entities cascade;
