import { graphql } from '@/lib/gql/index.ts';

/** Exhibits per page of the repository list (the repository grows to thousands: spec 2 §2.1). */
export const REPOSITORY_PAGE_SIZE = 25;

/** The left list: top-level exhibits matching the search and filters, one page (migration 0027). */
export const RepositorySearchQuery = graphql(`
  query ExhibitRepositorySearch($search: String, $moduleType: String, $exhibitType: String, $first: Int!, $offset: Int!) {
    searchReusableExhibits(search: $search, moduleType: $moduleType, exhibitType: $exhibitType, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        name
        deleted
        moduleType
        exhibitType
      }
    }
  }
`);

/** The filters' and selectors' choices (spec 2 §7.1: all module types and exhibit types). */
export const RepositoryTypesQuery = graphql(`
  query ExhibitRepositoryTypes {
    allModuleTypes(orderBy: [SORT_ORDER_ASC, NAME_ASC]) {
      nodes {
        id
        name
      }
    }
    allExhibitTypes(orderBy: [NAME_ASC]) {
      nodes {
        id
        name
        moduleTypeId
      }
    }
  }
`);

/** One exhibit for the editor pane: its fields, files, entities and sub-exhibits in order (spec 2 §7.1). */
export const ReusableExhibitQuery = graphql(`
  query ReusableExhibitEditor($id: UUID!) {
    reusableExhibitById(id: $id) {
      id
      parentId
      name
      description
      visible
      deleted
      ownedBy
      moduleType
      exhibitType
      updatedAt
      reusableExhibitFilesByReusableExhibitId(orderBy: [ORDER_INDEX_ASC, FILE_ID_ASC]) {
        nodes {
          fileId
          orderIndex
          fileByFileId {
            id
            name
            mimeType
            deleted
          }
        }
      }
      reusableExhibitEntitiesByReusableExhibitId(orderBy: [CREATED_AT_ASC]) {
        nodes {
          entityId
          additionalEntityByEntityId {
            id
            name
            type
          }
        }
      }
      reusableExhibitsByParentId(orderBy: [ORDER_INDEX_ASC, ID_ASC]) {
        nodes {
          id
          name
          deleted
          orderIndex
        }
      }
    }
  }
`);
