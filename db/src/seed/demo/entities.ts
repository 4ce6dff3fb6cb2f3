import type { EntityType } from '@app/domain';
import { makeEntity } from '../factories/index.ts';
import { ENTITIES } from '../demo-fixtures.ts';
import type { DemoContext } from './context.ts';
import type { CompanyRecord } from './records.ts';

export interface EntityRef {
  id: string;
  name: string;
}

/** The entities made so far, by type, for modules and reusable exhibits to link to. */
export class EntityIndex {
  private readonly byType = new Map<EntityType, EntityRef[]>();

  add(type: EntityType, ref: EntityRef): void {
    const list = this.byType.get(type) ?? [];
    list.push(ref);
    this.byType.set(type, list);
  }

  of(type: EntityType): EntityRef[] {
    return this.byType.get(type) ?? [];
  }

  byName(name: string): EntityRef | undefined {
    return [...this.byType.values()].flat().find((entity) => entity.name === name);
  }
}

/** The companies' entities (made with the companies) and the fixture's awards, publishers, roles, … */
export function buildEntities(ctx: DemoContext, companies: ReadonlyMap<string, CompanyRecord>): EntityIndex {
  const entities = new EntityIndex();
  for (const company of companies.values()) entities.add('COMPANY', { id: company.entityId, name: company.fixture.dbaName });
  for (const entity of ENTITIES) {
    const id = ctx.rng.uuid();
    const createdAt = ctx.at(ctx.rng.int(200, 600));
    ctx.add(
      'additional_entities',
      makeEntity({
        id,
        name: entity.name,
        type: entity.type,
        data: entity.data,
        user_id: null,
        company_id: null,
        created_at: createdAt,
        updated_at: createdAt,
      }),
    );
    entities.add(entity.type, { id, name: entity.name });
  }
  return entities;
}
