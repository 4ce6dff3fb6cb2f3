-- Up Migration
-- Which exhibits were filed with the petition (docs/decisions.md, "The RFE's Upload to says which exhibits were filed").
-- An RFE response packet holds only the exhibits its petition's filed packet did not (load-rfe-packet-plan.ts): a file
-- a customer sends to an exhibit filed as B-1 stays on it and never reaches USCIS. Staff picking an RFE task's
-- "Upload to" could not tell the two apart: which exhibits were filed is recorded in compiled_petition_sources
-- (migration 0045), which GraphQL omits. Two functions, no table and no policy change:
--
-- - app_private.filed_compiled_petition_id: which compile is "the filed packet" — the petition's own (not an RFE
--   response's) last COMPLETED compile. The compile job's continuation (loadFiledPacket) reads it too, so the packet
--   and the picker cannot disagree.
-- - exhibits.filedPacketLabel (a computed column): the exhibit's label in that packet, null when it was not in it.
--   Security invoker: compiled_petition_sources' staff-only policy still decides, so a customer reads null (the
--   table stays @omit: its form copies and file ids remain staff bookkeeping, behind no new field).

create function app_private.filed_compiled_petition_id(petition_id uuid) returns uuid
  language sql stable
  set search_path = pg_catalog
as $$
  select c.id from app_public.compiled_petitions c
   where c.petition_id = filed_compiled_petition_id.petition_id and c.rfe_response_id is null
     and c.status = 'COMPLETED' and c.page_count is not null
   order by c.finished_at desc nulls last, c.created_at desc
   limit 1;
$$;
comment on function app_private.filed_compiled_petition_id(uuid) is 'The petition''s filed packet: its own (not an RFE response''s) last completed compile; null before one.';
grant execute on function app_private.filed_compiled_petition_id(uuid) to petition_studio_visitor;

create function app_public.exhibits_filed_packet_label(exhibit app_public.exhibits) returns text
  language sql stable
  set search_path = pg_catalog
as $$
  select x.value ->> 'label'
    from app_public.compiled_petition_sources s
         cross join lateral jsonb_array_elements(s.sources -> 'exhibits') x
   where s.compiled_petition_id = app_private.filed_compiled_petition_id(exhibit.petition_id)
     and x.value ->> 'exhibitId' = exhibit.id::text
   limit 1;
$$;
comment on function app_public.exhibits_filed_packet_label(app_public.exhibits) is 'The exhibit''s label in the petition''s filed packet (e.g. B-1); null when it was not filed, so an RFE response packet would hold it. Staff only: null for customers.';
grant execute on function app_public.exhibits_filed_packet_label(app_public.exhibits) to petition_studio_visitor;

-- Down Migration
drop function app_public.exhibits_filed_packet_label(app_public.exhibits);
drop function app_private.filed_compiled_petition_id(uuid);
