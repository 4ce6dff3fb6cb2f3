-- Up Migration
-- A task for the petitioner needs a petitioner company (docs/decisions.md, "An EB-1A self-petition from the petition
-- builder"). A PETITIONER task is read by the petition's company team (row-level security, 0008/0036); on a petition
-- without a company (an EB-1A self-petition: the beneficiary is the petitioner) nobody would ever see it, and a
-- customer would wait on nobody. The staff form offers no such party (packages/domain taskParties); this trigger
-- holds every writer to the same rule, as request_form_signature (0093) and request_description_review (0091)
-- already do for their own items. Only new tasks and a changed party or petition are checked: a task written before
-- a petition lost its company can still be completed or closed.

create function app_private.tg_pending_task_petitioner_needs_company() returns trigger
  language plpgsql stable
  security definer
  set search_path = pg_catalog
as $$
begin
  if new.party = 'PETITIONER'
     and (select p.company_id from app_public.petitions p where p.id = new.petition_id) is null then
    raise exception 'This petition has no petitioner company (a self-petition): give the task to the beneficiary'
      using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function app_private.tg_pending_task_petitioner_needs_company() is
  'Refuses a task for the petitioner on a petition without a petitioner company (nobody would read it).';

create trigger _140_petitioner_needs_company before insert or update of party, petition_id
  on app_public.pending_petition_tasks
  for each row execute function app_private.tg_pending_task_petitioner_needs_company();

-- Down Migration
drop trigger _140_petitioner_needs_company on app_public.pending_petition_tasks;
drop function app_private.tg_pending_task_petitioner_needs_company();
