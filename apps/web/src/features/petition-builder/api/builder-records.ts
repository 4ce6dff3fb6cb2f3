import { useQuery } from '@apollo/client/react';
import { isArchetype } from '@app/domain';
import type { PickedEntity } from '@/components/domain/entities/picked-entity.ts';
import { graphql } from '@/lib/gql/index.ts';

export const BuilderBeneficiaryQuery = graphql(`
  query BuilderBeneficiary($id: UUID!) {
    userById(id: $id) {
      id
      fullName
      archetype
      bio
      email
    }
  }
`);

export const BuilderPetitionerQuery = graphql(`
  query BuilderPetitioner($id: UUID!) {
    companyById(id: $id) {
      id
      dbaName
      legalName
      bio
    }
  }
`);

export interface RecordLookup {
  entity: PickedEntity | null;
  loading: boolean;
  error: Error | undefined;
}

/** The person a beneficiaryId names, as the pickers show it; null id → nothing to load. */
export function useBeneficiaryRecord(id: string | null): RecordLookup {
  const result = useQuery(BuilderBeneficiaryQuery, { variables: { id: id ?? '' }, skip: !id });
  const user = result.data?.userById;
  return {
    entity: user
      ? {
          type: 'USER',
          id: user.id,
          name: user.fullName,
          archetype: isArchetype(user.archetype) ? user.archetype : null,
          bio: user.bio ?? null,
          email: user.email ?? null,
        }
      : null,
    loading: result.loading,
    error: result.error,
  };
}

/** The company a petitionerId names. */
export function usePetitionerRecord(id: string | null): RecordLookup {
  const result = useQuery(BuilderPetitionerQuery, { variables: { id: id ?? '' }, skip: !id });
  const company = result.data?.companyById;
  return {
    entity: company
      ? { type: 'COMPANY', id: company.id, name: company.dbaName || company.legalName || '', bio: company.bio ?? null }
      : null,
    loading: result.loading,
    error: result.error,
  };
}
