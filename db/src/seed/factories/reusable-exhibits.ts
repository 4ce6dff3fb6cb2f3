import type { OwnedBy } from '@app/domain';
import { newId, nowIso, withDefaults } from './build.ts';

/** app_public.reusable_exhibits: staff's repository of evidence to copy into petitions; children have parent_id. */
export type ReusableExhibitRow = {
  id: string;
  parent_id: string | null;
  name: string;
  description: string | null;
  visible: boolean;
  deleted: boolean;
  owned_by: OwnedBy;
  exhibit_type: string | null;
  module_type: string | null;
  order_index: number;
  created_at: string;
  updated_at: string;
};

export function makeReusableExhibit(overrides: Partial<ReusableExhibitRow> = {}): ReusableExhibitRow {
  const createdAt = overrides.created_at ?? nowIso();
  return withDefaults<ReusableExhibitRow>(
    {
      id: newId(),
      parent_id: null,
      name: 'Reusable exhibit',
      description: null,
      visible: true,
      deleted: false,
      owned_by: 'PLYMOUTH',
      exhibit_type: null,
      module_type: null,
      order_index: 0,
      created_at: createdAt,
      updated_at: createdAt,
    },
    overrides,
  );
}

export type ReusableExhibitFileRow = { reusable_exhibit_id: string; file_id: string; order_index: number; created_at: string };

export function makeReusableExhibitFile(
  overrides: Partial<ReusableExhibitFileRow> & Pick<ReusableExhibitFileRow, 'reusable_exhibit_id' | 'file_id'>,
): ReusableExhibitFileRow {
  return withDefaults<ReusableExhibitFileRow>(
    { reusable_exhibit_id: overrides.reusable_exhibit_id, file_id: overrides.file_id, order_index: 0, created_at: nowIso() },
    overrides,
  );
}

export type ReusableExhibitEntityRow = { reusable_exhibit_id: string; entity_id: string; created_at: string; updated_at: string };

export function makeReusableExhibitEntity(
  overrides: Partial<ReusableExhibitEntityRow> & Pick<ReusableExhibitEntityRow, 'reusable_exhibit_id' | 'entity_id'>,
): ReusableExhibitEntityRow {
  const createdAt = overrides.created_at ?? nowIso();
  return withDefaults<ReusableExhibitEntityRow>(
    {
      reusable_exhibit_id: overrides.reusable_exhibit_id,
      entity_id: overrides.entity_id,
      created_at: createdAt,
      updated_at: createdAt,
    },
    overrides,
  );
}
