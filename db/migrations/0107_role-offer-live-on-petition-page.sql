-- Up Migration
-- The employer's role offer reaches an open petition page (docs/decisions.md, "The role offer reaches the open petition
-- page"). The staff petition page says under "Proposed US role" and "Proposed US salary" what the forms print from the
-- employer's role offer, and under the requested period which dates the forms print (the offer's dates when staff
-- requested none). Both read the beneficiary's employment at the petitioner (app_public.user_employments, picked by
-- the domain's offeredEmployment), which notified no topic: a role offer the employer saved in the portal wizard, or
-- the beneficiary changed in onboarding, showed only after a reload.
-- Now a change of an employment notifies the builder_petition topic (migration 0010) of each petition it concerns: the
-- petitions whose beneficiary it belongs to and whose petitioner it is at (offeredEmployment reads no other row, so an
-- employment elsewhere, or one without a company, concerns no petition). An update that moved the row tells the
-- petitions of both the old and the new (beneficiary, company) pair. The page refetches the role offer on that topic
-- (PetitionRequestedPeriodField). NOTIFY is sent at commit: a rolled-back change tells nobody.

create function app_private.tg_user_employment_notify_petitions() returns trigger
  language plpgsql
  -- Finds every petition of the employment's beneficiary at its company, including ones the writer may not read (the
  -- employer's editor writes the offer; staff read the petition): the payload is only the petition's id, and the
  -- subscription re-reads the petition under the subscriber's row-level security (apps/api subscriptions-plugin.ts).
  security definer
  set search_path = pg_catalog
as $$
declare
  subject uuid;
begin
  -- NEW is null on a delete and OLD on an insert: a null pair matches no petition.
  for subject in
    select p.id from app_public.petitions p
     where (p.beneficiary_id = new.user_id and p.company_id = new.company_id)
        or (p.beneficiary_id = old.user_id and p.company_id = old.company_id)
  loop
    perform app_private.notify_topic('builder_petition', subject, tg_op);
  end loop;
  return null;
end;
$$;
comment on function app_private.tg_user_employment_notify_petitions() is
  'Notifies the builder_petition topic of each petition of the employment''s beneficiary at its company (the role offer the forms print may have changed).';
create trigger _900_notify_petitions after insert or delete on app_public.user_employments
  for each row execute function app_private.tg_user_employment_notify_petitions();
-- An update tells only when it changed something (the wizard saves the whole offer again on Next): any column but the
-- updated_at every update sets, so a column added later is followed too.
create trigger _901_notify_petitions_on_change after update on app_public.user_employments
  for each row when ((to_jsonb(old) - 'updated_at') is distinct from (to_jsonb(new) - 'updated_at'))
  execute function app_private.tg_user_employment_notify_petitions();

-- Down Migration
drop trigger _901_notify_petitions_on_change on app_public.user_employments;
drop trigger _900_notify_petitions on app_public.user_employments;
drop function app_private.tg_user_employment_notify_petitions();
