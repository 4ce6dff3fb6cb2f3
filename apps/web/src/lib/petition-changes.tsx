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

const CustomerPetitionsChangedSubscription = graphql(`
  subscription CustomerPetitionsChanged($accountId: UUID!) {
    customerPetitions(accountId: $accountId) {
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
 * Calls `onChange` when what per-petition listeners cannot know changes for the account (migration 0106): a case
 * added for it (or removed, or moved to another account) after the page opened, or a case's onboarding record (the
 * checklist a team member or staff changed). The server lets only the person, the company's members and staff
 * subscribe to an account, so a customer hears only of their own.
 */
function AccountChangesListener({ accountId, onChange }: { accountId: string; onChange: () => void }) {
  useSubscription(CustomerPetitionsChangedSubscription, { variables: { accountId }, onData: onChange });
  return null;
}

/**
 * A customer page's listeners: one for the account (new cases, onboarding changes) and one per petition it shows (a
 * subscription is one hook, so one component each): any change refetches the page's query one request at a time (useLiveRefetch), so what staff change shows without a
 * reload. The query should use LIVE_QUERY_CONTEXT, and the page keep its content while `loading` is true again
 * (Apollo reports a refetch as loading): unmounting it would drop the focus or a form in progress.
 */
export function LivePetitions({
  accountId,
  petitionIds,
  refetch,
  what,
}: {
  /** The customer account the page shows: the person's user id or the company's id. */
  accountId: string;
  petitionIds: readonly string[];
  refetch: () => Promise<unknown>;
  /** Named in the console when a refetch fails. */
  what: string;
}) {
  return <LivePetitionListeners accountId={accountId} petitionIds={petitionIds} onChange={useLiveRefetch(refetch, what)} />;
}

/**
 * LivePetitions' listeners for a page whose query other live events refetch too (Documents): it passes its one
 * useLiveRefetch runner, so two kinds of events never send two refetches at once, the older one answering last.
 */
export function LivePetitionListeners({
  accountId,
  petitionIds,
  onChange,
}: {
  accountId: string;
  petitionIds: readonly string[];
  onChange: () => void;
}) {
  return (
    <>
      <AccountChangesListener accountId={accountId} onChange={onChange} />
      {petitionIds.map((petitionId) => (
        <PetitionChangesListener key={petitionId} petitionId={petitionId} onChange={onChange} />
      ))}
    </>
  );
}
