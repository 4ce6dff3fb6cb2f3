import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { portalInvitationRefusal } from '@app/domain';
import { useEffect, useState } from 'react';
import type { PortalPersonFieldsFragment } from '@/lib/gql/graphql.ts';
import { InviteToPortalMutation } from './portal-access-queries.ts';
import { invitationPending, lastCountedInvitationAt } from './portal-access-words.ts';

const NOT_SENT_TEXT = 'The invitation could not be sent. Try again.';

/** How often a view asks again while an invitation is on its way (the job queue sends it within seconds). */
const PENDING_POLL_MS = 2_000;

/** The server's sentence for a refused invitation (the domain's rules), or a general one for any other failure. */
function refusalText(error: unknown): string {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? NOT_SENT_TEXT) : NOT_SENT_TEXT;
}

/**
 * "Invite to the portal" for one person: the domain's rules are checked here first (same sentences as the
 * database's), so a too-early resend is refused without a request; the server's refusal is shown in its words.
 * `petitionId` names the case; without one the server names the person's only petition, or none.
 */
export function useInviteToPortal(
  person: PortalPersonFieldsFragment,
  petitionId: string | null,
  refetch: () => Promise<unknown>,
) {
  const [invite, { loading }] = useMutation(InviteToPortalMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = async () => {
    const early = portalInvitationRefusal({
      email: person.email,
      lastInvitedAt: lastCountedInvitationAt(person.latestPortalInvitation),
    });
    if (early) {
      setRefusal(early);
      return;
    }
    setRefusal(null);
    try {
      await invite({ variables: { personId: person.id, petitionId } });
    } catch (error) {
      console.error('inviting to the portal failed:', error);
      setRefusal(refusalText(error));
      return;
    }
    await refetch().catch((error: unknown) => console.error('refreshing the people after an invitation failed:', error));
  };
  return { send, sending: loading, refusal };
}

/** Until the mail server took every invitation, ask again: the words then say "Invited" only once it did. */
export function usePollWhileInvitationPending(
  people: readonly Pick<PortalPersonFieldsFragment, 'latestPortalInvitation'>[],
  query: { startPolling: (ms: number) => void; stopPolling: () => void },
) {
  const pending = people.some((person) => invitationPending(person.latestPortalInvitation));
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!pending) return;
    startPolling(PENDING_POLL_MS);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);
}
