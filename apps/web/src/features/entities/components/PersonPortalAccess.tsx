import { useId } from 'react';
import {
  InvitationRefusal,
  InviteToPortalButton,
  PortalAccessState,
} from '@/components/domain/portal-access/PortalAccessState.tsx';
import { usePollWhileInvitationPending, useInviteToPortal } from '@/components/domain/portal-access/use-invite-to-portal.ts';
import type { PortalPersonFieldsFragment } from '@/lib/gql/graphql.ts';

interface PersonPortalAccessProps {
  /** The person as saved: the invitation goes to the saved address, not to one still being typed. */
  person: PortalPersonFieldsFragment;
  /** The form holds an address other than the saved one. */
  emailUnsaved: boolean;
  query: { refetch: () => Promise<unknown>; startPolling: (ms: number) => void; stopPolling: () => void };
}

/**
 * A person's portal access on the Entities screen (migration 0079), in the petition page's words and controls: where
 * they stand and "Invite to the portal". No petition is at hand here: the server names the person's only petition in
 * the e-mail, or no case when they are on none or several.
 */
export function PersonPortalAccess({ person, emailUnsaved, query }: PersonPortalAccessProps) {
  const { send, sending, refusal } = useInviteToPortal(person, null, query.refetch);
  usePollWhileInvitationPending([person], query);
  const stateId = useId();
  return (
    <section aria-labelledby={`${stateId}-heading`} className="space-y-2 rounded-lg border p-4 text-sm">
      <h3 id={`${stateId}-heading`} className="text-base font-semibold">
        Portal access
      </h3>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          <p className="break-words text-muted-foreground">{person.email || 'No e-mail address'}</p>
          <PortalAccessState person={person} id={stateId} />
          <InvitationRefusal refusal={refusal} />
        </div>
        {emailUnsaved ? (
          <p className="text-muted-foreground">Save the new e-mail address before inviting.</p>
        ) : (
          <InviteToPortalButton person={person} stateId={stateId} sending={sending} onInvite={() => void send()} />
        )}
      </div>
      {!person.hasSignedIn && person.email && (
        <p className="text-muted-foreground">
          The e-mail names their petition when they are on exactly one; otherwise it invites them to the portal without naming a
          case.
        </p>
      )}
    </section>
  );
}
