-- PostGraphile reads smart tags only at the start of a comment. These six comments had theirs at the end,
-- so the API offered what the tags meant to hide (deleteUser, createPetitionStatusChange, editor images,
-- updates of a file's storage key, …). Row-level security refused those calls anyway; the schema now
-- matches the intent. Same texts, tags first.

comment on table app_public.users is E'@behavior -delete\nPeople: beneficiaries, company contacts and provider staff.';
comment on table app_public.petition_status_changes is E'@behavior -insert -update -delete\nAudit of petition status changes: who and when (decisions ENT-064). Written by trigger only.';
comment on column app_public.exhibits.petition_id is E'@behavior -insert -update\nCopied from the module by trigger so that access checks need no join.';
comment on column app_public.files.storage_key is E'@behavior -update\nObject key in the storage driver.';
comment on column app_public.analytics_events.forwarded_at is E'@behavior -insert -update\nWhen the event was sent to the configured analytics service (null: not sent).';
comment on table app_public.editor_images is E'@omit\nFiles uploaded as rich-text images (jpg, png, webp, gif, checked by content). Served at /files/editor-images/<file id> to whoever holds that address, so saved HTML shows its images in any viewer and in compiled petitions; never used for documents.';
