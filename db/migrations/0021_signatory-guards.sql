-- Up Migration
-- Signatory guards (issue 15, spec 3 §2.2): on the Authorized Signatory step the contact's own card is
-- labelled '(You)' and offers no Delete. The screen alone does not stop the same delete through GraphQL
-- (deleteCompanyMemberByCompanyIdAndUserId) or SQL: an ADMIN passes the company_members policy for their
-- own row too. This trigger refuses it, so a company never loses the signatory who is answering for it by
-- their own hand; another ADMIN or staff may still remove them.

create function app_private.tg_company_members_keep_own_signatory() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  -- Depth 1 is a statement on company_members itself; deeper is a cascade (the user or the company being
  -- deleted), which must go through.
  if old.is_authorized_signatory and old.user_id = app_private.current_user_id() and pg_trigger_depth() = 1 then
    raise exception 'You cannot remove yourself as an authorized signatory' using errcode = '42501';
  end if;
  return old;
end;
$$;
comment on function app_private.tg_company_members_keep_own_signatory() is 'Refuses deleting the signed-in user''s own authorized-signatory membership (cascades pass).';
create trigger _100_keep_own_signatory before delete on app_public.company_members
  for each row execute function app_private.tg_company_members_keep_own_signatory();

-- Down Migration
drop trigger _100_keep_own_signatory on app_public.company_members;
drop function app_private.tg_company_members_keep_own_signatory();
