import { graphql } from '@/lib/gql/index.ts';

/** How many matches a picker lists; more means the user should type more (spec 1 §9 picker sizes). */
export const ENTITY_PICKER_RESULT_LIMIT = 50;

/** Pickers refresh their list while open, so entities others create show up (spec 1 §9). */
export const ENTITY_PICKER_POLL_MS = 10_000;

export const EntityPeopleSearchQuery = graphql(`
  query EntityPeopleSearch($search: String, $first: Int!) {
    searchPeople(search: $search, first: $first) {
      totalCount
      nodes {
        id
        fullName
        archetype
        bio
        email
      }
    }
  }
`);

export const EntityCompaniesSearchQuery = graphql(`
  query EntityCompaniesSearch($search: String, $first: Int!) {
    searchCompanies(search: $search, first: $first) {
      totalCount
      nodes {
        id
        dbaName
        bio
      }
    }
  }
`);

export const EntityAdditionalSearchQuery = graphql(`
  query EntityAdditionalSearch($entityType: EntityType!, $search: String, $first: Int!) {
    searchEntities(entityType: $entityType, search: $search, first: $first) {
      totalCount
      nodes {
        id
        name
        type
        data
      }
    }
  }
`);
