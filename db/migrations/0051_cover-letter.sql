-- Up Migration
-- Issue 28, "packet order as filed: forms, cover letter, exhibit list, then exhibits". The cover letter is one of
-- the petition's letters, written and signed by the attorney like any other (its final file is what is filed);
-- staff mark which one it is. At most one per petition: marking another moves the mark (a before-trigger clears
-- the old one first, so the unique index always holds). The packet files it after the forms, before its own cover
-- page and the exhibit list, unnumbered like the forms (apps/api/src/packets/cover-letter.ts).

alter table app_public.petition_letters add column is_cover_letter boolean not null default false;
comment on column app_public.petition_letters.is_cover_letter is 'This letter is the petition''s cover letter, filed after the forms (at most one per petition).';
create unique index petition_letters_one_cover_letter_idx on app_public.petition_letters (petition_id)
  where is_cover_letter;

create function app_private.tg_one_cover_letter() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if new.is_cover_letter then
    update app_public.petition_letters set is_cover_letter = false
     where petition_id = new.petition_id and id <> new.id and is_cover_letter;
  end if;
  return new;
end;
$$;
create trigger _150_one_cover_letter before insert or update of is_cover_letter on app_public.petition_letters
  for each row execute function app_private.tg_one_cover_letter();

-- Down Migration
drop trigger _150_one_cover_letter on app_public.petition_letters;
drop function app_private.tg_one_cover_letter();
drop index app_public.petition_letters_one_cover_letter_idx;
alter table app_public.petition_letters drop column is_cover_letter;
