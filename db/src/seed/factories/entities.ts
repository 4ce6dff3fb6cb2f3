import type { EntityType } from '@app/domain';
import { newId, nowIso, withDefaults } from './build.ts';

/** app_public.additional_entities: a person, company, award, publisher… that modules and exhibits refer to. */
export type EntityRow = {
  id: string;
  name: string;
  type: EntityType;
  data: Record<string, unknown>;
  user_id: string | null;
  company_id: string | null;
  created_at: string;
  updated_at: string;
};

export function makeEntity(overrides: Partial<EntityRow> = {}): EntityRow {
  const createdAt = overrides.created_at ?? nowIso();
  return withDefaults<EntityRow>(
    {
      id: newId(),
      name: 'Entity',
      type: 'AWARD',
      data: {},
      user_id: null,
      company_id: null,
      created_at: createdAt,
      updated_at: createdAt,
    },
    overrides,
  );
}

/** app_public.module_entities: an entity linked to a petition module. */
export type ModuleEntityRow = { module_id: string; entity_id: string; created_at: string };

export function makeModuleEntity(
  overrides: Partial<ModuleEntityRow> & Pick<ModuleEntityRow, 'module_id' | 'entity_id'>,
): ModuleEntityRow {
  return withDefaults<ModuleEntityRow>(
    { module_id: overrides.module_id, entity_id: overrides.entity_id, created_at: nowIso() },
    overrides,
  );
}
