import type { ExhibitStatus, OwnedBy } from '@app/domain';
import { newId, nowIso, withDefaults } from './build.ts';

/** app_public.exhibits: a piece of evidence in a module; a sub-exhibit has parent_exhibit_id. */
export type ExhibitRow = {
  id: string;
  module_id: string;
  petition_id: string;
  parent_exhibit_id: string | null;
  exhibit_type: string | null;
  name: string;
  description: string | null;
  status: ExhibitStatus;
  owned_by: OwnedBy;
  visible: boolean;
  autogen: boolean;
  order_index: number;
  compiler_override_name: string | null;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
};

export function makeExhibit(overrides: Partial<ExhibitRow> & Pick<ExhibitRow, 'module_id' | 'petition_id'>): ExhibitRow {
  const createdAt = overrides.created_at ?? nowIso();
  return withDefaults<ExhibitRow>(
    {
      id: newId(),
      module_id: overrides.module_id,
      petition_id: overrides.petition_id,
      parent_exhibit_id: null,
      exhibit_type: null,
      name: 'Exhibit',
      description: null,
      status: 'PENDING_DOCUMENTS',
      owned_by: 'BENEFICIARY',
      visible: true,
      autogen: false,
      order_index: 0,
      compiler_override_name: null,
      data: {},
      metadata: {},
      created_at: createdAt,
      updated_at: createdAt,
    },
    overrides,
  );
}

/** app_public.exhibit_files: a file attached to an exhibit, in order. */
export type ExhibitFileRow = { exhibit_id: string; file_id: string; order_index: number; created_at: string };

export function makeExhibitFile(
  overrides: Partial<ExhibitFileRow> & Pick<ExhibitFileRow, 'exhibit_id' | 'file_id'>,
): ExhibitFileRow {
  return withDefaults<ExhibitFileRow>(
    { exhibit_id: overrides.exhibit_id, file_id: overrides.file_id, order_index: 0, created_at: nowIso() },
    overrides,
  );
}
