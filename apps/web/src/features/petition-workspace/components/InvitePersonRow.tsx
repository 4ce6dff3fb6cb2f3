import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { portalInvitationRefusal } from '@app/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import type { PortalPersonFieldsFragment } from '@/lib/gql/graphql.ts';
import { InviteToPortalMutation } from '../api/portal-people-query.ts';
import { lastCountedInvitationAt, portalAccessWords } from '../model/portal-access-words.ts';

const NOT_SENT_TEXT = 'The invitation could not be sent. Try again.';

/** The server's sentence for a refused invitation (the domain's rules), or a general one for any other failure. */
function refusalText(error: unknown): string {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? NOT_SENT_TEXT) : NOT_SENT_TEXT;
}

interface InvitePersonRowProps {
  person: PortalPersonFieldsFragment;
  /** 'Beneficiary', 'Petitioner’s team (Admin)', … */
  role: string;
  petitionId: string;
  refetch: () => Promise<unknown>;
}

/**
 * One person of the petition: who they are, where they stand with the portal, and the invitation. The domain's rules
 * are checked here first (same sentences as the database's), so a too-early resend is refused without a request.
 */
export function InvitePersonRow({ person, role, petitionId, refetch }: InvitePersonRowProps) {
  const [invite, { loading }] = useMutation(InviteToPortalMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const stateId = useId();
  const invitation = person.latestPortalInvitation;
  const send = async () => {
    const early = portalInvitationRefusal({ email: person.email, lastInvitedAt: lastCountedInvitationAt(invitation) });
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
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2" aria-label={person.fullName || 'Unnamed person'}>
      <div className="min-w-0 space-y-0.5 text-sm">
        <p>
          <span className="font-medium">{person.fullName || 'Unnamed person'}</span>{' '}
          <span className="text-muted-foreground">· {role}</span>
        </p>
        <p className="text-muted-foreground">{person.email || 'No e-mail address'}</p>
        <p id={stateId} data-testid="portal-access-state">
          {portalAccessWords(person)}
        </p>
        {refusal && (
          <p role="alert" className="text-destructive">
            {refusal}
          </p>
        )}
      </div>
      {!person.hasSignedIn && person.email && (
        <Button type="button" size="sm" variant="outline" busy={loading} aria-describedby={stateId} onClick={() => void send()}>
          {invitation ? 'Send the invitation again' : 'Invite to the portal'}
        </Button>
      )}
    </li>
  );
}
