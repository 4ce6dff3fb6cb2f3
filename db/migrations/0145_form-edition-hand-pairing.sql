-- Up Migration

-- Staff pair by hand a field the app fills that an added edition's tooltips did not find (a reworded item) with one of
-- the edition's boxes (Settings → USCIS form editions; docs/decisions.md "Pairing a reworded box by hand"). The pair
-- moves the field from unmatched_fields into field_names. Two rules keep the fill sound whoever writes the row: a field
-- is either paired or unmatched, never both; and one box holds one field (two fields written into one box would print
-- the second over the first). The pairing route checks the same before it writes (the box's kind too, which only the
-- PDF knows); this check answers two staff pairing at once.
create function app_private.form_edition_pairs_are_consistent(field_names jsonb, unmatched_fields text[]) returns boolean
  language sql immutable parallel safe
  set search_path = pg_catalog
as $$
  select not exists (select 1 from jsonb_object_keys(field_names) paired(field) where paired.field = any (unmatched_fields))
     and (select count(distinct box.value) = count(*) from jsonb_each_text(field_names) box);
$$;
comment on function app_private.form_edition_pairs_are_consistent(jsonb, text[]) is
  'An added edition''s pairing is sound: no field both paired and unmatched, no box paired with two fields.';
grant execute on function app_private.form_edition_pairs_are_consistent(jsonb, text[]) to petition_studio_visitor;

alter table app_public.uscis_form_editions
  add constraint uscis_form_editions_pairs_consistent
  check (app_private.form_edition_pairs_are_consistent(field_names, unmatched_fields));

-- Down Migration
alter table app_public.uscis_form_editions drop constraint uscis_form_editions_pairs_consistent;
drop function app_private.form_edition_pairs_are_consistent(jsonb, text[]);
