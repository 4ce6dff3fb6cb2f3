-- Up Migration
-- Letters saved from /admin/draft (issue 14, spec 1 §3 petitionLetter: name, final file). A saved letter
-- keeps its sanitised HTML in content, the PDF in final_file_id (the file filed with the petition, so it
-- is one of petitions_all_files) and the DOCX beside it. Saving again, after an edit or a regeneration,
-- makes a new version and keeps the earlier one in earlier_versions: a list on the row rather than a
-- table of its own, because versions are only ever read with their letter, a letter has a handful of them
-- (each at most the editor's 50,000 characters), and the row's existing row-level security and change
-- history then cover them with nothing more to keep in step.

alter table app_public.petition_letters
  add column letter_type text check (letter_type is null or letter_type in ('critical-role', 'original-contributions',
    'cr-oc-letter', 'ao-letter', 'membership', 'award/vc', 'tn-support-letter', 'ev-letter')),
  add column version int not null default 1 check (version >= 1),
  add column docx_file_id uuid references app_public.files (id) on delete set null,
  add column generation_id uuid references app_public.generated_texts (id) on delete set null,
  add column earlier_versions jsonb not null default '[]'::jsonb check (jsonb_typeof(earlier_versions) = 'array');

comment on column app_public.petition_letters.letter_type is 'Which of the eight letters (spec 2 §9) it was drafted as; null for letters not drafted here.';
comment on column app_public.petition_letters.version is 'The current version: 1 when first saved, one more at each save.';
comment on column app_public.petition_letters.docx_file_id is 'The current version as a Word document (final_file_id holds the PDF).';
comment on column app_public.petition_letters.generation_id is 'The generation the current version was drafted from (its provenance), when known.';
comment on column app_public.petition_letters.earlier_versions is E'@behavior -insert -update\nEarlier versions, oldest first: {version, content, docxFileId, pdfFileId, generationId, savedAt}. Written by the letter routes only.';
create index petition_letters_docx_file_id_idx on app_public.petition_letters (docx_file_id);
create index petition_letters_generation_id_idx on app_public.petition_letters (generation_id);

-- Down Migration
alter table app_public.petition_letters
  drop column earlier_versions,
  drop column generation_id,
  drop column docx_file_id,
  drop column version,
  drop column letter_type;
