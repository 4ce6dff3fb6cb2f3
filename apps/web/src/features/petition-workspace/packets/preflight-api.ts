import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/lib/gql/index.ts';
import type { PacketPreflightQuery as PacketPreflightResult } from '@/lib/gql/graphql.ts';

/**
 * What the pre-flight check reads (issue 28): the petition's tree as the workspace reads it, with whether
 * staff keep each exhibit "to follow" (migration 0042), and its letters' files. Asked afresh when Compile
 * is clicked, so the list shows the petition as it is at that moment.
 */
const PacketPreflightQuery = graphql(`
  query PacketPreflight($petitionId: UUID!) {
    petitionById(id: $petitionId) {
      id
      beneficiaryId
      visaClass
      modulesByPetitionId(orderBy: [ORDER_INDEX_ASC, CREATED_AT_ASC]) {
        nodes {
          id
          type
          name
          visible
          autogen
          exhibitsByModuleId(orderBy: [ORDER_INDEX_ASC, CREATED_AT_ASC]) {
            nodes {
              id
              parentExhibitId
              exhibitType
              name
              status
              ownedBy
              visible
              metadata
              customerProgress
              packetToFollow
              exhibitFilesByExhibitId(orderBy: [ORDER_INDEX_ASC]) {
                nodes {
                  fileId
                  fileByFileId {
                    id
                    name
                    deleted
                  }
                }
              }
            }
          }
        }
      }
      petitionLettersByPetitionId(orderBy: [UPDATED_AT_DESC, ID_ASC]) {
        nodes {
          id
          name
          finalFileId
          docxFileId
        }
      }
      # The petitioner's signatures asked for on the forms (migration 0087): awaited, or for an earlier generation.
      petitionFormSignaturesByPetitionId {
        nodes {
          nodeId
          form
          requestedFileId
          signedFileId
          refusedReason
        }
      }
    }
  }
`);

const PacketToFollowUpdate = graphql(`
  mutation PacketToFollowUpdate($exhibitId: UUID!, $packetToFollow: Boolean!) {
    updateExhibitById(input: { id: $exhibitId, exhibitPatch: { packetToFollow: $packetToFollow } }) {
      exhibit {
        id
        packetToFollow
      }
    }
  }
`);

export type PreflightPetition = NonNullable<PacketPreflightResult['petitionById']>;

/** Reads the petition for the pre-flight check, from the server (never the cache). */
export function usePreflightData(petitionId: string) {
  const client = useApolloClient();
  return useCallback(async (): Promise<PreflightPetition | null> => {
    const result = await client.query({ query: PacketPreflightQuery, variables: { petitionId }, fetchPolicy: 'network-only' });
    return result.data?.petitionById ?? null;
  }, [client, petitionId]);
}

/** Keeps an exhibit without documents in the packet as "to follow", or leaves it out again (staff only). */
export function useSetPacketToFollow() {
  const [update] = useMutation(PacketToFollowUpdate);
  return useCallback(
    async (exhibitId: string, packetToFollow: boolean) => {
      await update({ variables: { exhibitId, packetToFollow } });
    },
    [update],
  );
}
