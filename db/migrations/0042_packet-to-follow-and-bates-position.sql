-- Up Migration
-- Filing-ready packets (issue 28, part):
-- - exhibits.packet_to_follow: an exhibit without documents is left out of the compiled packet and its index
--   (filed packets carry no empty tabs); staff keep one as "to follow" to file its tab and an index row saying
--   the documents follow. Staff only, like the rest of what shapes the packet (bates_prefix, visible).
-- - petitions.bates_position: where on the page's reserved footer band the Bates number is printed.

alter table app_public.exhibits add column packet_to_follow boolean not null default false;
comment on column app_public.exhibits.packet_to_follow is
  'Staff keep an exhibit without documents in the compiled packet, with a tab page and an index row marked "To follow". Exhibits without documents are otherwise left out of the packet.';
-- Separate triggers (not new argument lists on _200_staff_only_*) so this migration adds and never rewrites.
create trigger _201_staff_only_packet_to_follow before update of packet_to_follow on app_public.exhibits
  for each row execute function app_private.tg_staff_only_columns('packet_to_follow');
create trigger _201_staff_only_packet_to_follow_initial before insert on app_public.exhibits
  for each row execute function app_private.tg_staff_only_initial_values('packet_to_follow', 'false');

alter table app_public.petitions
  add column bates_position text not null default 'BOTTOM_RIGHT'
    check (bates_position in ('BOTTOM_RIGHT', 'BOTTOM_CENTER', 'BOTTOM_LEFT'));
comment on column app_public.petitions.bates_position is
  'Where the Bates number is printed in the footer band every packet page keeps free: BOTTOM_RIGHT (usual), BOTTOM_CENTER or BOTTOM_LEFT.';
create trigger _202_staff_only_bates_position before update of bates_position on app_public.petitions
  for each row execute function app_private.tg_staff_only_columns('bates_position');

-- Down Migration
drop trigger _202_staff_only_bates_position on app_public.petitions;
alter table app_public.petitions drop column bates_position;
drop trigger _201_staff_only_packet_to_follow_initial on app_public.exhibits;
drop trigger _201_staff_only_packet_to_follow on app_public.exhibits;
alter table app_public.exhibits drop column packet_to_follow;
