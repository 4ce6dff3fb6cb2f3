-- Up Migration
-- A USCIS case status cannot be dated after today: staff entered "Since" dates of next year, and the petition page and
-- the customer's Home showed them. As in migration 0037 ("dates relative to today cannot be CHECK constraints: those
-- must not depend on the clock"), the rule is a trigger, raising the domain's sentence
-- (USCIS_CASE_STATUS_TEXTS.statusDateFuture), which the API passes on as it is (SQLSTATE 23514, one of our raises).
--
-- "Today" is the UTC date, whatever the server's TimeZone setting: USCIS dates its statuses in U.S. time, which is never
-- ahead of UTC, and the form (uscisStatusEntrySchema) compares with the same UTC date. The polling job never writes a
-- date after it (uscisApiStatusDate: one day ahead is stored as today, further is left out), so a clock or time-zone
-- difference in what USCIS answers cannot fail the job. Rows stored before this migration are left as they are: the
-- trigger runs when a date is written (nobody updates a status row through the API).
create function app_private.tg_uscis_case_status_date_not_future() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if new.status_date > (now() at time zone 'utc')::date then
    raise exception 'The status date cannot be in the future.' using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger _300_status_date_not_future before insert or update of status_date on app_public.uscis_case_statuses
  for each row execute function app_private.tg_uscis_case_status_date_not_future();

-- Down Migration
drop trigger _300_status_date_not_future on app_public.uscis_case_statuses;
drop function app_private.tg_uscis_case_status_date_not_future();
