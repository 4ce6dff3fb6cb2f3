import { useId } from 'react';
import {
  InvitationRefusal,
  InviteToPortalButton,
  PortalAccessState,
} from '@/components/domain/portal-access/PortalAccessState.tsx';
import { useInviteToPortal } from '@/components/domain/portal-access/use-invite-to-portal.ts';
import type { PortalPersonFieldsFragment } from '@/lib/gql/graphql.ts';

interface InvitePersonRowProps {
  person: PortalPersonFieldsFragment;
  /** 'Beneficiary', 'Petitioner’s team (Admin)', … */
  role: string;
  petitionId: string;
  refetch: () => Promise<unknown>;
}

/** One person of the petition: who they are, where they stand with the portal, and the invitation naming this case. */
export function InvitePersonRow({ person, role, petitionId, refetch }: InvitePersonRowProps) {
  const { send, sending, refusal } = useInviteToPortal(person, petitionId, refetch);
  const stateId = useId();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2" aria-label={person.fullName || 'Unnamed person'}>
      <div className="min-w-0 space-y-0.5 text-sm">
        <p>
          <span className="font-medium">{person.fullName || 'Unnamed person'}</span>{' '}
          <span className="text-muted-foreground">· {role}</span>
        </p>
        <p className="text-muted-foreground">{person.email || 'No e-mail address'}</p>
        <PortalAccessState person={person} id={stateId} />
        <InvitationRefusal refusal={refusal} />
      </div>
      <InviteToPortalButton person={person} stateId={stateId} sending={sending} onInvite={() => void send()} />
    </li>
  );
}
