import { newId, nowIso, withDefaults } from './build.ts';

/** app_public.files: a registered file; its bytes live in file storage under `files/<id>`. */
export type FileRow = {
  id: string;
  name: string;
  mime_type: string;
  size_bytes: number | null;
  storage_key: string;
  sha256: string | null;
  owner_id: string | null;
  deleted: boolean;
  created_at: string;
};

/** The storage key of a registered file, as the file service writes it (apps/api storage-keys.ts). */
export function registeredFileKey(fileId: string): string {
  return `files/${fileId}`;
}

export function makeFile(overrides: Partial<FileRow> = {}): FileRow {
  const id = overrides.id ?? newId();
  return withDefaults<FileRow>(
    {
      id,
      name: 'document.pdf',
      mime_type: 'application/pdf',
      size_bytes: null,
      storage_key: registeredFileKey(id),
      sha256: null,
      owner_id: null,
      deleted: false,
      created_at: nowIso(),
    },
    overrides,
  );
}
