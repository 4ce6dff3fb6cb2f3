-- Up Migration
-- The extension of an approved case (packages/domain/src/extension-petition.ts). An approved O-1, H-1B, L-1, TN or E
-- petition grants a stay that ends (approved_valid_to, migration 0146), and 0147 put "Extension filed before the
-- approved period ends" on its checklist, but nothing tied the extension, a new petition, to the approval it extends:
-- staff ticked the item by hand and the I-129 could not say "continuation of previously approved employment".
--
-- petitions.extends_petition_id links the extension to the petition it extends: set by staff (POST
-- /petitions/{id}/extension creates the extension with it), for the same beneficiary, and never on or to an
-- immigrant (I-140) petition, whose approval grants no stay. When the extension is filed (its shipping date or
-- receipt number is recorded), the extended petition's checklist item ticks itself.

alter table app_public.petitions
  add column extends_petition_id uuid references app_public.petitions (id) on delete set null,
  add constraint petitions_extends_another_petition check (extends_petition_id <> id);
comment on column app_public.petitions.extends_petition_id is
  'The approved petition this one extends (an extension of stay: the I-129''s "Continuation of previously approved '
  'employment"), set by staff; null on a first petition.';
comment on constraint petitions_extends_petition_id_fkey on app_public.petitions is
  E'@fieldName extendedPetition\n@foreignFieldName extensions';

create index petitions_extends_petition_id_idx on app_public.petitions (extends_petition_id)
  where extends_petition_id is not null;

create trigger _212_extension_link_staff_only before update on app_public.petitions
  for each row execute function app_private.tg_staff_only_columns('extends_petition_id');

-- The link's rules need the other row, so a trigger holds them (the domain's EXTENSION_TEXTS words them; db/test checks
-- the two agree). Security definer: the extended petition is read whoever links it.
create function app_private.tg_extension_extends_an_approved_stay() returns trigger
  language plpgsql stable security definer
  set search_path = pg_catalog
as $$
declare
  extended record;
begin
  if new.extends_petition_id is null then
    return new;
  end if;
  select p.beneficiary_id, p.visa_class into extended from app_public.petitions p where p.id = new.extends_petition_id;
  if extended.beneficiary_id is distinct from new.beneficiary_id then
    raise exception 'An extension is for the same beneficiary as the petition it extends'
      using errcode = 'check_violation', constraint = 'petitions_extension_same_beneficiary';
  end if;
  if extended.visa_class in ('eb_1a', 'eb_1b', 'eb_2_niw') or new.visa_class in ('eb_1a', 'eb_1b', 'eb_2_niw') then
    raise exception 'An immigrant petition (I-140) grants no stay to extend'
      using errcode = 'check_violation', constraint = 'petitions_extension_nonimmigrant_only';
  end if;
  return new;
end;
$$;
comment on function app_private.tg_extension_extends_an_approved_stay() is
  'An extension is for the same beneficiary as the petition it extends, and neither is an immigrant (I-140) petition.';
create trigger _213_extension_extends_an_approved_stay
  before insert or update of extends_petition_id, beneficiary_id, visa_class on app_public.petitions
  for each row execute function app_private.tg_extension_extends_an_approved_stay();

-- Filed = shipped to USCIS or receipted, whichever staff record first (as the case list's "filed" reads a case). The
-- tick is kept when the date or number is later corrected or cleared, as every event-ticked item is (0036).
create function app_private.tg_extension_filed_ticks_the_extended() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
begin
  if new.extends_petition_id is not null
     and (new.petition_shipped_date is not null or new.uscis_receipt_number is not null) then
    perform app_private.tick_checklist_item(new.extends_petition_id, 'decision.extension-filed',
                                            app_private.current_user_id());
  end if;
  return null;
end;
$$;
comment on function app_private.tg_extension_filed_ticks_the_extended() is
  'When an extension is filed (shipped or receipted), the extended petition''s "Extension filed before the approved '
  'period ends" is ticked.';
create trigger _957_extension_filed_ticks_the_extended
  after insert or update of petition_shipped_date, uscis_receipt_number, extends_petition_id on app_public.petitions
  for each row execute function app_private.tg_extension_filed_ticks_the_extended();

-- Down Migration
drop trigger _957_extension_filed_ticks_the_extended on app_public.petitions;
drop function app_private.tg_extension_filed_ticks_the_extended();
drop trigger _213_extension_extends_an_approved_stay on app_public.petitions;
drop function app_private.tg_extension_extends_an_approved_stay();
drop trigger _212_extension_link_staff_only on app_public.petitions;
drop index app_public.petitions_extends_petition_id_idx;
alter table app_public.petitions drop column extends_petition_id;
