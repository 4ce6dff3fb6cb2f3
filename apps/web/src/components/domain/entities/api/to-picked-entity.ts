import { AdditionalEntityDataSchema, isArchetype, type AdditionalEntityData, type EntityType } from '@app/domain';
import type { PickedEntity } from '../picked-entity.ts';

/** An additional entity's data (a JSON string on the wire); anything unreadable counts as empty. */
export function parseEntityData(data: string | null | undefined): AdditionalEntityData {
  if (!data) return {};
  try {
    return AdditionalEntityDataSchema.catch({}).parse(JSON.parse(data));
  } catch {
    return {};
  }
}

export function personToPicked(user: {
  id: string;
  fullName: string;
  archetype?: string | null;
  bio?: string | null;
  email?: string | null;
}): PickedEntity {
  return {
    type: 'USER',
    id: user.id,
    name: user.fullName,
    archetype: isArchetype(user.archetype) ? user.archetype : null,
    bio: user.bio ?? null,
    email: user.email ?? null,
  };
}

export function companyToPicked(company: { id: string; dbaName: string; bio?: string | null }): PickedEntity {
  return { type: 'COMPANY', id: company.id, name: company.dbaName, bio: company.bio ?? null };
}

export function additionalToPicked(entity: { id: string; name: string; type: EntityType; data?: string | null }): PickedEntity {
  return { type: entity.type, id: entity.id, name: entity.name, bio: parseEntityData(entity.data).description ?? null };
}
