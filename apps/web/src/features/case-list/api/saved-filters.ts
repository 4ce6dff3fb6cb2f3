import { graphql } from '@/lib/gql/index.ts';

/** The signed-in staff member's saved case-list filters (migration 0057; row-level security shows only their own). */
export const CaseListSavedFiltersQuery = graphql(`
  query CaseListSavedFilters {
    allCaseListSavedFilters(orderBy: [NAME_ASC], first: 100) {
      nodes {
        id
        name
        filter
      }
    }
  }
`);

/** Saves the filters under a name; the same name replaces its filters. */
export const SaveCaseListFilter = graphql(`
  mutation SaveCaseListFilter($name: String!, $filter: JSON!) {
    saveCaseListFilter(input: { name: $name, filter: $filter }) {
      caseListSavedFilter {
        id
        name
        filter
      }
    }
  }
`);

export const DeleteCaseListSavedFilter = graphql(`
  mutation DeleteCaseListSavedFilter($id: UUID!) {
    deleteCaseListSavedFilterById(input: { id: $id }) {
      deletedCaseListSavedFilterId
    }
  }
`);
