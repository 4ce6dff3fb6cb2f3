-- Up Migration
-- Issue 31 (the RFE response workspace): when USCIS sends a Request for Evidence, staff open an RFE on the petition
-- (rfe_responses: the I-797E notice kept as a document, when it was received, when the response is due, when it was
-- answered), list its deficiencies (rfe_deficiencies: USCIS's words, the criterion/module each is about, and the
-- section of the response letter answering it), give tasks per deficiency to staff and customers
-- (pending_petition_tasks.rfe_deficiency_id), and compile a response packet with the packet pipeline
-- (compiled_petitions.rfe_response_id; apps/api/src/packets/load-rfe-packet-plan.ts) that continues the filed
-- packet's exhibit numbering and Bates range.
--
-- Who sees what (docs/decisions.md, "RFE response workspace"): the RFE and its items are staff work. Customers read
-- neither table: what they must provide reaches them as their tasks, worded for them, on Home and Action Items; the
-- RFE's status reaches them through the shared USCIS case status. Each rule below is a zod rule in
-- packages/domain/src/rfe.ts, whose RFE_CONSTRAINT_MESSAGES word these constraints' violations.

create table app_public.rfe_responses (
  id uuid primary key default gen_random_uuid(),
  petition_id uuid not null references app_public.petitions (id) on delete cascade,
  -- The I-797E as uploaded (a USCIS notice among the petition's provider documents); the file stays if the RFE goes.
  notice_file_id uuid references app_public.files (id) on delete set null,
  received_date date,
  due_date date not null,
  answered_on date,
  reminded_on date,
  created_by uuid default app_private.current_user_id() references app_public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint rfe_responses_date_range check (
    due_date between date '2000-01-01' and date '2100-12-31'
    and (received_date is null or received_date between date '2000-01-01' and date '2100-12-31')
    and (answered_on is null or answered_on between date '2000-01-01' and date '2100-12-31')),
  constraint rfe_responses_due_after_received check (received_date is null or due_date >= received_date),
  constraint rfe_responses_answered_after_received check (
    answered_on is null or received_date is null or answered_on >= received_date),
  -- For the items' composite key: an item's petition is its RFE's.
  constraint rfe_responses_id_petition_key unique (id, petition_id)
);
comment on table app_public.rfe_responses is 'A Request for Evidence USCIS sent on a petition, and its response (staff only).';
comment on column app_public.rfe_responses.notice_file_id is 'The I-797E notice (a file among the petition''s USCIS notices).';
comment on column app_public.rfe_responses.received_date is 'When the RFE was received (the notice date, or as staff enter it).';
comment on column app_public.rfe_responses.due_date is 'When the response must reach USCIS (a calendar date).';
comment on column app_public.rfe_responses.answered_on is 'When the response was sent; null while it is being prepared.';
comment on column app_public.rfe_responses.reminded_on is E'@behavior -insert -update\nThe day the last due-date reminder went out (at most one a day).';
comment on column app_public.rfe_responses.created_by is E'@behavior -insert -update\nThe staff member who opened it.';
-- One RFE is answered at a time: a second while one is open is refused in words by the trigger below.
create unique index rfe_responses_one_open_idx on app_public.rfe_responses (petition_id) where answered_on is null;
create index rfe_responses_petition_id_idx on app_public.rfe_responses (petition_id);
create index rfe_responses_notice_file_id_idx on app_public.rfe_responses (notice_file_id);
create index rfe_responses_created_by_idx on app_public.rfe_responses (created_by);
create index rfe_responses_open_due_idx on app_public.rfe_responses (due_date) where answered_on is null;

create table app_public.rfe_deficiencies (
  id uuid primary key default gen_random_uuid(),
  rfe_response_id uuid not null,
  -- Set from the RFE by the trigger below (never sent): the history and live updates find the petition by it.
  petition_id uuid not null,
  position integer not null constraint rfe_deficiencies_position_range check (position between 1 and 60),
  title text not null constraint rfe_deficiencies_title_text
    check (char_length(btrim(title)) between 1 and 200 and title !~ '[[:cntrl:]]'),
  uscis_text text not null default '' constraint rfe_deficiencies_uscis_text_length check (char_length(uscis_text) <= 20000),
  module_id uuid references app_public.modules (id) on delete set null,
  -- The response letter's section for this item, plain text (paragraphs split by blank lines); the letter is the
  -- sections in position order. Plain text, not HTML: it is printed into the packet's PDF and edited in a text box.
  response_text text not null default '' constraint rfe_deficiencies_response_text_length
    check (char_length(response_text) <= 100000),
  -- What the last draft could not support with an exhibit (the writing service's unsupported claims), shown to staff.
  unsupported_claims jsonb not null default '[]' constraint rfe_deficiencies_unsupported_claims_array
    check (jsonb_typeof(unsupported_claims) = 'array'),
  -- The provenance of the last draft (app_public.generated_texts).
  generation_id uuid references app_public.generated_texts (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint rfe_deficiencies_rfe_response_fkey foreign key (rfe_response_id, petition_id)
    references app_public.rfe_responses (id, petition_id) on delete cascade,
  constraint rfe_deficiencies_position_key unique (rfe_response_id, position) deferrable initially deferred
);
comment on table app_public.rfe_deficiencies is 'An item of an RFE: what USCIS found missing, the criterion it is about, and the response letter''s section answering it (staff only).';
comment on column app_public.rfe_deficiencies.petition_id is E'@behavior -insert -update\nThe RFE''s petition (set from the RFE).';
comment on column app_public.rfe_deficiencies.position is 'Its place in the RFE and in the response letter (1, 2, …).';
comment on column app_public.rfe_deficiencies.uscis_text is 'USCIS''s words for the item, as in the notice.';
comment on column app_public.rfe_deficiencies.module_id is 'The criterion/module of the petition the item is about; its exhibits are the response''s evidence.';
comment on column app_public.rfe_deficiencies.response_text is 'The response letter''s section for the item (plain text, paragraphs split by blank lines).';
comment on column app_public.rfe_deficiencies.unsupported_claims is E'@behavior -insert -update\nStatements of the last draft that no exhibit supports.';
comment on column app_public.rfe_deficiencies.generation_id is E'@behavior -insert -update\nThe provenance of the last draft.';
-- GraphQL names the relation by the RFE alone (the petition half of the key only keeps the two in step).
comment on constraint rfe_deficiencies_rfe_response_fkey on app_public.rfe_deficiencies is
  E'@fieldName rfeResponseByRfeResponseId\n@foreignFieldName rfeDeficienciesByRfeResponseId';
create index rfe_deficiencies_petition_id_idx on app_public.rfe_deficiencies (petition_id);
create index rfe_deficiencies_module_id_idx on app_public.rfe_deficiencies (module_id);
create index rfe_deficiencies_generation_id_idx on app_public.rfe_deficiencies (generation_id);

create trigger _100_set_updated_at before update on app_public.rfe_responses
  for each row execute function app_private.tg_set_updated_at();
create trigger _100_set_updated_at before update on app_public.rfe_deficiencies
  for each row execute function app_private.tg_set_updated_at();

-- A second open RFE on a petition is refused in words (the unique index above is the backstop).
create function app_private.tg_rfe_one_open() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  if new.answered_on is null and exists (
    select 1 from app_public.rfe_responses r
     where r.petition_id = new.petition_id and r.answered_on is null and r.id <> new.id
  ) then
    raise exception 'This petition already has an RFE being answered.' using errcode = '23505';
  end if;
  return new;
end;
$$;
create trigger _150_one_open before insert or update of answered_on, petition_id on app_public.rfe_responses
  for each row execute function app_private.tg_rfe_one_open();

-- An item's petition is its RFE's, and its criterion one of that petition's modules.
create function app_private.tg_rfe_deficiency_scope() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  -- Kept as it is when the RFE is not found: a cascade deleting the petition removes the RFE before it sets this
  -- item's module to null.
  new.petition_id := coalesce(
    (select r.petition_id from app_public.rfe_responses r where r.id = new.rfe_response_id), new.petition_id);
  if new.module_id is not null and not exists (
    select 1 from app_public.modules m where m.id = new.module_id and m.petition_id = new.petition_id
  ) then
    raise exception 'Map the item to a criterion of this petition.' using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger _150_scope before insert or update of rfe_response_id, module_id on app_public.rfe_deficiencies
  for each row execute function app_private.tg_rfe_deficiency_scope();

-- Staff only: customers' part of an RFE is their tasks (see the header).
alter table app_public.rfe_responses enable row level security;
alter table app_public.rfe_deficiencies enable row level security;
grant select, insert, update, delete on app_public.rfe_responses, app_public.rfe_deficiencies to petition_studio_visitor;
create policy staff_all on app_public.rfe_responses for all
  using ((select app_private.current_user_is_admin())) with check ((select app_private.current_user_is_admin()));
create policy staff_all on app_public.rfe_deficiencies for all
  using ((select app_private.current_user_is_admin())) with check ((select app_private.current_user_is_admin()));
comment on policy staff_all on app_public.rfe_responses is 'Staff only: customers get their part of an RFE as tasks.';
comment on policy staff_all on app_public.rfe_deficiencies is 'Staff only: customers get their part of an RFE as tasks.';

-- The petition's history records both (migration 0026), leaving out the reminder job's bookkeeping.
create trigger _900_record_change after insert or update on app_public.rfe_responses
  for each row execute function app_private.tg_record_petition_change('reminded_on');
create trigger _900_record_delete before delete on app_public.rfe_responses
  for each row execute function app_private.tg_record_petition_change('reminded_on');
create trigger _900_record_change after insert or update on app_public.rfe_deficiencies
  for each row execute function app_private.tg_record_petition_change('generation_id');
create trigger _900_record_delete before delete on app_public.rfe_deficiencies
  for each row execute function app_private.tg_record_petition_change('generation_id');

-- Changes reach the open petition page live (migration 0028's topic).
create trigger _900_notify after insert or update or delete on app_public.rfe_responses
  for each row execute function app_private.tg_notify_topics('builder_petition', 'petition_id');
create trigger _900_notify after insert or update or delete on app_public.rfe_deficiencies
  for each row execute function app_private.tg_notify_topics('builder_petition', 'petition_id');

-- A task given for an item of the RFE (to staff or to the customer's side) says which; only staff link it.
alter table app_public.pending_petition_tasks
  add column rfe_deficiency_id uuid references app_public.rfe_deficiencies (id) on delete set null;
comment on column app_public.pending_petition_tasks.rfe_deficiency_id is 'The RFE item the task is for; null for other tasks.';
create index pending_petition_tasks_rfe_deficiency_id_idx on app_public.pending_petition_tasks (rfe_deficiency_id);
create trigger _203_staff_only_rfe_link before update on app_public.pending_petition_tasks
  for each row execute function app_private.tg_staff_only_columns('rfe_deficiency_id');

-- A response packet is a compile of the petition that continues the filed packet (null: the petition's own packet).
alter table app_public.compiled_petitions
  add column rfe_response_id uuid references app_public.rfe_responses (id) on delete cascade;
comment on column app_public.compiled_petitions.rfe_response_id is 'The RFE this packet responds to; null for the petition''s own packet.';
create index compiled_petitions_rfe_response_id_idx on app_public.compiled_petitions (rfe_response_id);

-- Starts compiling the response packet: the same job as the petition's packet (apps/api/src/packets/compile-task.ts
-- reads rfe_response_id), so one compile of a petition runs at a time whichever it is. Refused before anything is
-- queued when there is no filed packet to continue.
create function app_public.compile_rfe_response(rfe_response_id uuid) returns app_public.compiled_petitions
  language plpgsql volatile
  security definer
  set search_path = pg_catalog
as $$
declare
  rfe app_public.rfe_responses;
  running app_public.compiled_petitions;
  created app_public.compiled_petitions;
  petition_label text;
begin
  if not app_private.current_user_is_admin() then
    raise exception 'Only staff compile packets' using errcode = '42501';
  end if;
  select * into rfe from app_public.rfe_responses r where r.id = compile_rfe_response.rfe_response_id;
  if rfe.id is null then
    raise exception 'RFE not found' using errcode = 'P0002';
  end if;
  if not exists (select 1 from app_public.compiled_petitions c
                  where c.petition_id = rfe.petition_id and c.rfe_response_id is null and c.status = 'COMPLETED') then
    raise exception 'Compile the petition''s packet first: the response packet continues its exhibit numbers and Bates numbers.'
      using errcode = 'P0001';
  end if;
  select coalesce(u.full_name, 'Petition') || ' – ' || coalesce(v.name, p.visa_class)
    into petition_label
    from app_public.petitions p
    left join app_public.users u on u.id = p.beneficiary_id
    left join app_public.visa_types v on v.id = p.visa_class
   where p.id = rfe.petition_id;
  perform pg_advisory_xact_lock(hashtextextended('compile-petition:' || rfe.petition_id::text, 0));
  select * into running from app_public.compiled_petitions c where c.petition_id = rfe.petition_id and c.status = 'RUNNING';
  if found then
    return running;
  end if;
  insert into app_public.compiled_petitions (petition_id, display_name, status, creator_id, rfe_response_id)
  values (rfe.petition_id,
          petition_label || ' RFE response packet ' || to_char(now() at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC',
          'RUNNING', app_private.current_user_id(), rfe.id)
  returning * into created;
  if to_regnamespace('graphile_worker') is null then
    raise exception 'The job queue is not ready; try again in a moment' using errcode = '55000';
  end if;
  perform graphile_worker.add_job(
    'compile-petition-packet',
    json_build_object('compiledPetitionId', created.id),
    job_key => 'compile-petition-packet:' || rfe.petition_id::text,
    max_attempts => 3
  );
  return created;
end;
$$;
comment on function app_public.compile_rfe_response(uuid) is 'Starts compiling the RFE''s response packet (staff only), continuing the filed packet''s exhibit and Bates numbers; the running compile of the petition when one runs.';
revoke all on function app_public.compile_rfe_response(uuid) from public;
grant execute on function app_public.compile_rfe_response(uuid) to petition_studio_visitor;

-- The RFE's due date reminds the petition's attorney and success manager daily from RFE_REMINDER_DAYS (7) days
-- before it until it is answered, once per RFE and day (the hourly task-reminders job runs it beside the tasks').
-- Worded as a due task ("Respond to the Request for Evidence"), so it is delivered and e-mailed as task reminders are.
create function app_private.send_rfe_reminders(today date) returns integer
  language plpgsql volatile
  security definer
  set search_path = pg_catalog
as $$
declare
  rfe app_public.rfe_responses;
  recipient uuid;
  sent integer := 0;
begin
  for rfe in
    update app_public.rfe_responses r set reminded_on = today
     where r.answered_on is null and r.due_date <= today + 7 and r.reminded_on is distinct from today
    returning r.*
  loop
    for recipient in
      select distinct unnest(array[p.oa_user_id, p.csm_user_id]) from app_public.petitions p where p.id = rfe.petition_id
    loop
      continue when recipient is null;
      perform app_private.notify_person(recipient, 'task-due',
        jsonb_build_object('task', 'Respond to the Request for Evidence', 'dueDate', rfe.due_date,
                           'overdue', rfe.due_date < today), rfe.petition_id, null);
    end loop;
    sent := sent + 1;
  end loop;
  return sent;
end;
$$;
comment on function app_private.send_rfe_reminders(date) is 'Notifies the attorney and success manager of open RFEs due within 7 days of `today` or overdue, once per RFE and day (run by the task-reminders job).';

-- Down Migration
drop function app_private.send_rfe_reminders(date);
drop function app_public.compile_rfe_response(uuid);
delete from app_public.compiled_petitions where rfe_response_id is not null;
alter table app_public.compiled_petitions drop column rfe_response_id;
drop trigger _203_staff_only_rfe_link on app_public.pending_petition_tasks;
alter table app_public.pending_petition_tasks drop column rfe_deficiency_id;
drop table app_public.rfe_deficiencies;
drop table app_public.rfe_responses;
drop function app_private.tg_rfe_deficiency_scope();
drop function app_private.tg_rfe_one_open();
