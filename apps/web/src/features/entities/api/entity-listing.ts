import { graphql } from '@/lib/gql/index.ts';

/** Rows per page of the entities table. */
export const ENTITY_LISTING_PAGE_SIZE = 25;

export const EntityListingQuery = graphql(`
  query EntityListing($entityType: EntityType, $search: String, $first: Int!, $offset: Int!) {
    searchEntityListing(entityType: $entityType, search: $search, first: $first, offset: $offset) {
      totalCount
      nodes {
        type
        id
        name
        description
        email
      }
    }
  }
`);
