import { useSubscription } from '@apollo/client/react';
import { graphql } from './gql/index.ts';
import { useLiveRefetch } from './live-refetch.ts';

const PetitionChangedSubscription = graphql(`
  subscription PetitionChanged($petitionId: UUID!) {
    builderPetition(petitionId: $petitionId) {
      event
    }
  }
`);

/**
 * Calls `onChange` whenever the petition or anything of it changes (its status and dates, its tasks, modules,
 * exhibits: the builder's live events). The server first checks under row-level security that the reader sees the
 * petition, so a customer hears only of their own.
 */
function PetitionChangesListener({ petitionId, onChange }: { petitionId: string; onChange: () => void }) {
  useSubscription(PetitionChangedSubscription, { variables: { petitionId }, onData: onChange });
  return null;
}

/**
 * A customer page's listeners, one per petition it shows (a subscription is one hook, so one component each): any
 * change refetches the page's query one request at a time (useLiveRefetch), so what staff change shows without a
 * reload. The query should use LIVE_QUERY_CONTEXT, and the page keep its content while `loading` is true again
 * (Apollo reports a refetch as loading): unmounting it would drop the focus or a form in progress.
 */
export function LivePetitions({
  petitionIds,
  refetch,
  what,
}: {
  petitionIds: readonly string[];
  refetch: () => Promise<unknown>;
  /** Named in the console when a refetch fails. */
  what: string;
}) {
  const onChange = useLiveRefetch(refetch, what);
  return petitionIds.map((petitionId) => (
    <PetitionChangesListener key={petitionId} petitionId={petitionId} onChange={onChange} />
  ));
}
