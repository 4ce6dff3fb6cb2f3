import { Button } from '@/components/ui/button.tsx';
import type { PortalPersonFieldsFragment } from '@/lib/gql/graphql.ts';
import { portalAccessWords } from './portal-access-words.ts';

/** Where the person stands with the portal, in words ("Not invited yet", "Invited …, not signed in yet", "Signed in"). */
export function PortalAccessState({ person, id }: { person: PortalPersonFieldsFragment; id: string }) {
  return (
    <p id={id} data-testid="portal-access-state">
      {portalAccessWords(person)}
    </p>
  );
}

/** Why the last invitation was refused, in the rule's sentence. */
export function InvitationRefusal({ refusal }: { refusal: string | null }) {
  if (!refusal) return null;
  return (
    <p role="alert" className="text-destructive">
      {refusal}
    </p>
  );
}

/** "Invite to the portal", then "Send the invitation again"; none once signed in or without an address. */
export function InviteToPortalButton({
  person,
  stateId,
  sending,
  onInvite,
}: {
  person: PortalPersonFieldsFragment;
  /** The state's element, which describes the button. */
  stateId: string;
  sending: boolean;
  onInvite: () => void;
}) {
  if (person.hasSignedIn || !person.email) return null;
  return (
    <Button type="button" size="sm" variant="outline" busy={sending} aria-describedby={stateId} onClick={onInvite}>
      {person.latestPortalInvitation ? 'Send the invitation again' : 'Invite to the portal'}
    </Button>
  );
}
