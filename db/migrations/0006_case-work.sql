-- Up Migration
-- Staff case work: notes, pending tasks, checklist items, case strategies.

create table app_public.notes (
  id uuid primary key default gen_random_uuid(),
  petition_id uuid not null references app_public.petitions (id) on delete cascade,
  user_id uuid references app_public.users (id) on delete set null,
  sender_id uuid references app_public.users (id) on delete set null,
  content text not null check (length(content) between 1 and 20000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.notes is 'Messages on a petition. sender wrote it; user is the person it is about or addressed to.';
create index notes_petition_id_created_idx on app_public.notes (petition_id, created_at);
create index notes_user_id_idx on app_public.notes (user_id);
create index notes_sender_id_idx on app_public.notes (sender_id);
create trigger _100_set_updated_at before update on app_public.notes
  for each row execute function app_private.tg_set_updated_at();

create table app_public.pending_petition_tasks (
  id uuid primary key default gen_random_uuid(),
  petition_id uuid not null references app_public.petitions (id) on delete cascade,
  exhibit_id uuid references app_public.exhibits (id) on delete set null,
  content text not null,
  link text,
  created_at timestamptz not null default now(),
  created_by uuid references app_public.users (id) on delete set null,
  completed_at timestamptz,
  completed_by uuid references app_public.users (id) on delete set null
);
comment on table app_public.pending_petition_tasks is 'Follow-ups on a petition; open until completed_at is set. Customers may only complete them.';
create index pending_petition_tasks_petition_id_created_idx on app_public.pending_petition_tasks (petition_id, created_at);
create index pending_petition_tasks_exhibit_id_idx on app_public.pending_petition_tasks (exhibit_id);
create index pending_petition_tasks_created_by_idx on app_public.pending_petition_tasks (created_by);
create index pending_petition_tasks_completed_by_idx on app_public.pending_petition_tasks (completed_by);
create index pending_petition_tasks_completed_at_idx on app_public.pending_petition_tasks (completed_at);
create trigger _200_staff_only_columns before update on app_public.pending_petition_tasks
  for each row execute function app_private.tg_staff_only_columns(
    'petition_id', 'exhibit_id', 'content', 'link', 'created_by', 'created_at');

create table app_public.petition_checklist_items (
  id uuid primary key default gen_random_uuid(),
  petition_id uuid not null references app_public.petitions (id) on delete cascade,
  module_id uuid references app_public.modules (id) on delete cascade,
  task_id uuid not null references app_public.checklist_tasks (id) on delete cascade,
  completed_at timestamptz,
  completed_by uuid references app_public.users (id) on delete set null,
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.petition_checklist_items is 'Checklist progress of a petition; complete when completed_at and completed_by are set.';
create unique index petition_checklist_items_unique_idx
  on app_public.petition_checklist_items (petition_id, task_id, coalesce(module_id, '00000000-0000-0000-0000-000000000000'));
create index petition_checklist_items_petition_id_idx on app_public.petition_checklist_items (petition_id);
create index petition_checklist_items_module_id_idx on app_public.petition_checklist_items (module_id);
create index petition_checklist_items_task_id_idx on app_public.petition_checklist_items (task_id);
create index petition_checklist_items_completed_by_idx on app_public.petition_checklist_items (completed_by);
create trigger _100_set_updated_at before update on app_public.petition_checklist_items
  for each row execute function app_private.tg_set_updated_at();

create table app_public.case_strategies (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references app_public.users (id) on delete set null,
  user_email text,
  label text not null default '',
  strategy jsonb not null check (jsonb_typeof(strategy) = 'object'
    and jsonb_typeof(strategy -> 'modules') = 'array' and jsonb_array_length(strategy -> 'modules') > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.case_strategies is 'Saved case strategies (staff only). strategy holds modules, ids, visaClass, metadata fields, notes, confidence and extracted data; it must contain modules.';
comment on column app_public.case_strategies.user_id is 'The beneficiary the strategy is for.';
create index case_strategies_user_id_idx on app_public.case_strategies (user_id);
create index case_strategies_updated_at_idx on app_public.case_strategies (updated_at desc);
create trigger _100_set_updated_at before update on app_public.case_strategies
  for each row execute function app_private.tg_set_updated_at();

-- Down Migration
drop table app_public.case_strategies, app_public.petition_checklist_items,
  app_public.pending_petition_tasks, app_public.notes cascade;
