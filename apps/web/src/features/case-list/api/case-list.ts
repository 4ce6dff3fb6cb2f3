import { graphql } from '@/lib/gql/index.ts';

/** One keyset page of the staff case list (migration 0050); the page asks for one row more to know if a next page exists. */
export const CaseListQuery = graphql(`
  query CaseList(
    $mine: Boolean
    $overdueOnly: Boolean
    $status: PetitionStatus
    $visaClass: String
    $search: String
    $sort: String
    $cursorKey: String
    $cursorId: UUID
    $backward: Boolean
    $pageSize: Int
  ) {
    caseList(
      mine: $mine
      overdueOnly: $overdueOnly
      status: $status
      visaClass: $visaClass
      search: $search
      sort: $sort
      cursorKey: $cursorKey
      cursorId: $cursorId
      backward: $backward
      pageSize: $pageSize
    ) {
      nodes {
        petitionId
        beneficiaryName
        petitionerName
        visaClass
        filingType
        status
        oaName
        csmName
        targetSubmissionDate
        nextDeadline
        overdue
        openCustomerItems
        lastCustomerActivityAt
        sortKey
      }
    }
  }
`);
