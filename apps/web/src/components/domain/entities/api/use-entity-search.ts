import { useQuery } from '@apollo/client/react';
import type { EntityType } from '@app/domain';
import type { PickedEntity } from '../picked-entity.ts';
import {
  ENTITY_PICKER_POLL_MS,
  ENTITY_PICKER_RESULT_LIMIT,
  EntityAdditionalSearchQuery,
  EntityCompaniesSearchQuery,
  EntityPeopleSearchQuery,
} from './entity-search.ts';
import { additionalToPicked, companyToPicked, personToPicked } from './to-picked-entity.ts';

export interface EntitySearchResult {
  entities: PickedEntity[];
  /** All matches on the server; more than `entities.length` means the user should type more. */
  totalCount: number;
  loading: boolean;
  error: Error | undefined;
}

/**
 * Entities of one type whose name contains `search`, searched on the server: USER → people, COMPANY →
 * companies, other types → additional entities. Polls every 10 s (an open picker's list is its only user).
 */
export function useEntitySearch(entityType: EntityType, search: string): EntitySearchResult {
  const trimmed = search.trim();
  const common = {
    pollInterval: ENTITY_PICKER_POLL_MS,
    notifyOnNetworkStatusChange: false,
  } as const;
  const people = useQuery(EntityPeopleSearchQuery, {
    ...common,
    variables: { search: trimmed || null, first: ENTITY_PICKER_RESULT_LIMIT },
    skip: entityType !== 'USER',
  });
  const companies = useQuery(EntityCompaniesSearchQuery, {
    ...common,
    variables: { search: trimmed || null, first: ENTITY_PICKER_RESULT_LIMIT },
    skip: entityType !== 'COMPANY',
  });
  const additional = useQuery(EntityAdditionalSearchQuery, {
    ...common,
    variables: { entityType, search: trimmed || null, first: ENTITY_PICKER_RESULT_LIMIT },
    skip: entityType === 'USER' || entityType === 'COMPANY',
  });

  if (entityType === 'USER') {
    const found = people.data?.searchPeople;
    return {
      entities: (found?.nodes ?? []).map(personToPicked),
      totalCount: found?.totalCount ?? 0,
      loading: people.loading,
      error: people.error,
    };
  }
  if (entityType === 'COMPANY') {
    const found = companies.data?.searchCompanies;
    return {
      entities: (found?.nodes ?? []).map(companyToPicked),
      totalCount: found?.totalCount ?? 0,
      loading: companies.loading,
      error: companies.error,
    };
  }
  const found = additional.data?.searchEntities;
  return {
    entities: (found?.nodes ?? []).map(additionalToPicked),
    totalCount: found?.totalCount ?? 0,
    loading: additional.loading,
    error: additional.error,
  };
}
