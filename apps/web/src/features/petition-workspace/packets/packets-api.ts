import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { graphql } from '@/lib/gql/index.ts';
import { LIVE_QUERY_CONTEXT, useLiveRefetch } from '@/lib/live-refetch.ts';

const PacketsListQuery = graphql(`
  query PacketsList($petitionId: UUID!) {
    petitionById(id: $petitionId) {
      id
      batesPrefix
      batesPosition
      # The petition's own packets; RFE response packets are listed in the RFE panel.
      compiledPetitionsByPetitionId(condition: { rfeResponseId: null }, orderBy: [CREATED_AT_DESC]) {
        nodes {
          id
          displayName
          status
          failureReason
          createdAt
          fileId
          pageCount
          batesPrefix
          sharedWithCustomers
          userByCreatorId {
            id
            fullName
          }
        }
      }
    }
  }
`);

/** With the prefix on screen: the server saves it and queues the job in one transaction (migration 0044). */
const PacketsCompile = graphql(`
  mutation PacketsCompile($petitionId: UUID!, $batesPrefix: String!) {
    compilePetition(input: { petitionId: $petitionId, batesPrefix: $batesPrefix }) {
      compiledPetition {
        id
        status
      }
    }
  }
`);

const PacketsShare = graphql(`
  mutation PacketsShare($id: UUID!, $shared: Boolean!) {
    updateCompiledPetitionById(input: { id: $id, compiledPetitionPatch: { sharedWithCustomers: $shared } }) {
      compiledPetition {
        id
        sharedWithCustomers
      }
    }
  }
`);

const PacketsBatesPrefix = graphql(`
  mutation PacketsBatesPrefix($petitionId: UUID!, $batesPrefix: String!) {
    updatePetitionById(input: { id: $petitionId, petitionPatch: { batesPrefix: $batesPrefix } }) {
      petition {
        id
        batesPrefix
      }
    }
  }
`);

const PacketsBatesPosition = graphql(`
  mutation PacketsBatesPosition($petitionId: UUID!, $batesPosition: String!) {
    updatePetitionById(input: { id: $petitionId, petitionPatch: { batesPosition: $batesPosition } }) {
      petition {
        id
        batesPosition
      }
    }
  }
`);

/** Migration 0029 notifies the petition's builder channel when a packet row changes (started, finished, failed). */
const PacketsPetitionChanged = graphql(`
  subscription PacketsPetitionChanged($petitionId: UUID!) {
    builderPetition(petitionId: $petitionId) {
      event
      subjectId
    }
  }
`);

/** While a compile runs, the list is also read this often: a compile that finishes before the page's subscription is up sends its event to no one. */
export const RUNNING_PACKET_POLL_MS = 5_000;

/** The petition's compiled packets, newest first, refetched whenever the petition's live channel reports a change. */
export function useCompiledPackets(petitionId: string) {
  const query = useQuery(PacketsListQuery, {
    variables: { petitionId },
    fetchPolicy: 'cache-and-network',
    context: LIVE_QUERY_CONTEXT,
  });
  const onChange = useLiveRefetch(query.refetch, 'compiled packets');
  useSubscription(PacketsPetitionChanged, { variables: { petitionId }, onData: onChange });
  const running = (query.data?.petitionById?.compiledPetitionsByPetitionId.nodes ?? []).some(
    (packet) => packet.status === 'RUNNING',
  );
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(onChange, RUNNING_PACKET_POLL_MS);
    return () => clearInterval(timer);
  }, [running, onChange]);
  return query;
}

/** Starts a compile stamped with `batesPrefix` (saved by the same request); the server refuses a prefix breaking the rule. */
export function useCompilePacket(petitionId: string) {
  const [compile, state] = useMutation(PacketsCompile, {
    // By name: the page's own query refetches (a fresh request, see useCompiledPackets), not a one-off copy
    // whose late answer could overwrite a newer one in the cache.
    refetchQueries: ['PacketsList'],
  });
  const start = useCallback((batesPrefix: string) => compile({ variables: { petitionId, batesPrefix } }), [compile, petitionId]);
  return { compile: start, compiling: state.loading };
}

/** Shares a packet with the petition's customers or stops sharing it (staff only: the table's policy). */
export function useSharePacket() {
  const [share, state] = useMutation(PacketsShare);
  return {
    setShared: (id: string, shared: boolean) => share({ variables: { id, shared } }),
    saving: state.loading,
  };
}

/** Saves the petition's Bates prefix (staff only: a trigger refuses customers); the next compile stamps it. */
export function useSaveBatesPrefix(petitionId: string) {
  const [save] = useMutation(PacketsBatesPrefix);
  return useCallback(
    async (batesPrefix: string) => {
      await save({ variables: { petitionId, batesPrefix } });
    },
    [save, petitionId],
  );
}

/** Saves where the next compile prints the Bates number (staff only: a trigger refuses customers). */
export function useSaveBatesPosition(petitionId: string) {
  const [save] = useMutation(PacketsBatesPosition);
  return useCallback(
    async (batesPosition: string) => {
      await save({ variables: { petitionId, batesPosition } });
    },
    [save, petitionId],
  );
}
