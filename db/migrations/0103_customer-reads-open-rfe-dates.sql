-- Up Migration
-- While staff share the case status, the customer reads that an RFE is open and when our response is due (docs/
-- decisions.md, "The customer reads when the RFE's response is due"). Under 0073's rule customers read of an RFE
-- only the days its responses were sent (petitions_rfe_responses_sent); Home showed USCIS's "Request for Evidence Was
-- Sent" and then, weeks later, that we answered, while the customer's RFE tasks in Action Items hung on a deadline
-- nobody told them. The received and due dates are dates too, under the same rule: only while the case status is
-- shared, only of a petition they can read, never the RFE's rows (items, USCIS's text, the letter stay staff work).
-- Staff read rfe_responses themselves; the function answers them too, as 0073's does.

create type app_public.open_rfe as (received_date date, due_date date);
comment on type app_public.open_rfe is 'A Request for Evidence still to be answered, as the customer may read it: its dates only.';
comment on column app_public.open_rfe.received_date is 'When the RFE was received (null when staff did not enter it).';
comment on column app_public.open_rfe.due_date is 'When our response must reach USCIS (a calendar date).';

-- One open RFE per petition (0060's partial unique index), so at most one row. The checks are 0073's, word for word:
-- staff always; a customer only for a petition they can read whose case status is shared with them (read from the
-- table, not from the row passed in, which a caller could build).
create function app_public.petitions_open_rfe(petition app_public.petitions) returns app_public.open_rfe
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select r.received_date, r.due_date
    from app_public.rfe_responses r
   where r.petition_id = petition.id and r.answered_on is null
     and ((select app_private.current_user_is_admin())
          or exists (select 1 from app_public.petitions p
                      where p.id = petition.id and p.share_uscis_status
                        and p.id in (select app_private.readable_petition_ids())));
$$;
comment on function app_public.petitions_open_rfe(app_public.petitions) is 'The petition''s Request for Evidence still to be answered: when it was received and when our response is due; null when none is open (customers: only while the case status is shared with them).';
grant execute on function app_public.petitions_open_rfe(app_public.petitions) to petition_studio_visitor;

-- Down Migration
drop function app_public.petitions_open_rfe(app_public.petitions);
drop type app_public.open_rfe;
