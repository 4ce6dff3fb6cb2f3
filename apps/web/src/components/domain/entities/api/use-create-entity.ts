import { useMutation } from '@apollo/client/react';
import type { Archetype, EntityType } from '@app/domain';
import type { PickedEntity } from '../picked-entity.ts';
import { EntityCreateAdditionalMutation, EntityCreateCompanyMutation, EntityCreateUserMutation } from './entity-create.ts';
import { additionalToPicked, companyToPicked, personToPicked } from './to-picked-entity.ts';

/** What the New Entity dialog sends: the fields its type shows. */
export interface NewEntityInput {
  type: EntityType;
  name: string;
  /** People only. */
  archetype?: Archetype | null;
  /** Bio of a person or company; description of any other entity. */
  text?: string;
  /** People only: the address they sign in with and are invited at (checked with emailSchema by the dialog). */
  email?: string;
}

/**
 * Creates what the dialog describes: a person (createUser; the users table splits full_name by trigger), a
 * company (createCompany; legal name starts as the DBA name) or an additional entity with
 * data.description. Resolves with the new entity as a picker holds it; rejects when the server refuses.
 */
export function useCreateEntity() {
  const [createUser] = useMutation(EntityCreateUserMutation);
  const [createCompany] = useMutation(EntityCreateCompanyMutation);
  const [createAdditional] = useMutation(EntityCreateAdditionalMutation);

  return async function createEntity(input: NewEntityInput): Promise<PickedEntity> {
    const name = input.name.trim();
    const text = input.text?.trim() ? input.text : null;
    if (input.type === 'USER') {
      const email = input.email?.trim();
      const result = await createUser({
        variables: { fullName: name, archetype: input.archetype ?? null, bio: text, ...(email ? { email } : {}) },
      });
      const user = result.data?.createUser?.user;
      if (!user) throw new Error('createUser returned no user');
      return personToPicked(user);
    }
    if (input.type === 'COMPANY') {
      const result = await createCompany({ variables: { dbaName: name, legalName: name, bio: text } });
      const company = result.data?.createCompany?.company;
      if (!company) throw new Error('createCompany returned no company');
      return companyToPicked(company);
    }
    const data = JSON.stringify(text ? { description: text } : {});
    const result = await createAdditional({ variables: { name, type: input.type, data } });
    const entity = result.data?.createAdditionalEntity?.additionalEntity;
    if (!entity) throw new Error('createAdditionalEntity returned no entity');
    return additionalToPicked(entity);
  };
}
