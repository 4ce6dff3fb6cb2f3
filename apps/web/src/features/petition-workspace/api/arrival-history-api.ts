import { graphql } from '@/lib/gql/index.ts';

/** Every I-94 entry of the petition, latest first (the latest by date is what the forms use), and who recorded it. */
export const PetitionArrivalHistoryQuery = graphql(`
  query PetitionArrivalHistory($petitionId: UUID!) {
    petitionById(id: $petitionId) {
      id
      i94EntriesByPetitionId(orderBy: [DATE_OF_ENTRY_DESC, CREATED_AT_DESC]) {
        nodes {
          id
          visaClass
          dateOfEntry
          i94Number
          admitUntil
          admittedForDurationOfStatus
          recordedBy
        }
      }
    }
  }
`);

/** Staff add a trip of their own to the history (i94_entries: only staff write it directly). */
export const StaffAddArrivalMutation = graphql(`
  mutation StaffAddArrival(
    $petitionId: UUID!
    $visaClass: String!
    $dateOfEntry: Date!
    $i94Number: String!
    $admitUntil: Date
    $durationOfStatus: Boolean!
  ) {
    createI94Entry(
      input: {
        i94Entry: {
          petitionId: $petitionId
          visaClass: $visaClass
          dateOfEntry: $dateOfEntry
          i94Number: $i94Number
          admitUntil: $admitUntil
          admittedForDurationOfStatus: $durationOfStatus
        }
      }
    ) {
      i94Entry {
        id
      }
    }
  }
`);

/** What a change of the arrival history refetches: the history and the header's "Latest I-94 entry". */
export const ARRIVAL_REFETCH_QUERIES = ['PetitionArrivalHistory', 'WorkspacePetition'];
