-- Up Migration
-- Who may read what USCIS and we did on a case after filing (the days our RFE responses were sent, 0073; an open RFE's
-- dates, 0103) was written twice, word for word. A change to one (say, a viewer role that must not read it) would have
-- had to find the other. It now lives once, here, and both functions call it. No behaviour changes: the same check,
-- run the same way (inside the two security-definer functions, as their owner).
--
-- Not moved: uscis_case_statuses' select policy (0059) says the same in a set form (`petition_id in (select …)`),
-- which the planner runs once per query; a per-row function call there would cost a call per status row. See
-- docs/decisions.md, "One rule for who reads the case status".

create function app_private.reads_case_status(petition_id uuid) returns boolean
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  -- Staff always; a customer only for a petition they can read whose case status staff share with them. Read from
  -- the table by id, never from a petition row a caller passed in (a caller could build one).
  select (select app_private.current_user_is_admin())
      or exists (select 1 from app_public.petitions p
                  where p.id = reads_case_status.petition_id and p.share_uscis_status
                    and p.id in (select app_private.readable_petition_ids()));
$$;
comment on function app_private.reads_case_status(uuid) is 'Whether the current user may read the petition''s case status after filing: staff always; its customers while staff share it with them.';
-- Only the security-definer functions below call it (as their owner): no grant to the visitor.

create or replace function app_public.petitions_rfe_responses_sent(petition app_public.petitions) returns date[]
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select coalesce(array_agg(r.answered_on order by r.answered_on desc, r.created_at desc), '{}')
    from app_public.rfe_responses r
   where r.petition_id = petition.id and r.answered_on is not null
     and app_private.reads_case_status(petition.id);
$$;

create or replace function app_public.petitions_open_rfe(petition app_public.petitions) returns app_public.open_rfe
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select r.received_date, r.due_date
    from app_public.rfe_responses r
   where r.petition_id = petition.id and r.answered_on is null
     and app_private.reads_case_status(petition.id);
$$;

-- Down Migration
create or replace function app_public.petitions_open_rfe(petition app_public.petitions) returns app_public.open_rfe
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

create or replace function app_public.petitions_rfe_responses_sent(petition app_public.petitions) returns date[]
  language sql stable
  security definer
  set search_path = pg_catalog
as $$
  select coalesce(array_agg(r.answered_on order by r.answered_on desc, r.created_at desc), '{}')
    from app_public.rfe_responses r
   where r.petition_id = petition.id and r.answered_on is not null
     and ((select app_private.current_user_is_admin())
          or exists (select 1 from app_public.petitions p
                      where p.id = petition.id and p.share_uscis_status
                        and p.id in (select app_private.readable_petition_ids())));
$$;

drop function app_private.reads_case_status(uuid);
