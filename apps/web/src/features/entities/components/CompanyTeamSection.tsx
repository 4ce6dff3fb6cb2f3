import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { COMPANY_MEMBER_ROLE_LABELS, COMPANY_MEMBER_ROLES, isOneOf, type CompanyMemberRole } from '@app/domain';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { EntityPicker } from '@/components/domain/entities/EntityPicker.tsx';
import type { PickedEntity } from '@/components/domain/entities/picked-entity.ts';
import {
  InvitationRefusal,
  InviteToPortalButton,
  PortalAccessState,
} from '@/components/domain/portal-access/PortalAccessState.tsx';
import { usePollWhileInvitationPending, useInviteToPortal } from '@/components/domain/portal-access/use-invite-to-portal.ts';
import { QueryState } from '@/components/QueryState.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { EDITOR_SESSION_CONTEXT } from '@/lib/editor-session.ts';
import type { CompanyMemberRole as GraphQLRole, PortalPersonFieldsFragment } from '@/lib/gql/graphql.ts';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import { AddCompanyTeamMemberMutation, CompanyTeamQuery } from '../api/company-team.ts';

const roleLabel = (role: string) => (isOneOf(COMPANY_MEMBER_ROLES, role) ? COMPANY_MEMBER_ROLE_LABELS[role] : 'Member');
const NOT_ADDED_TEXT = 'The person could not be added to the team. Try again.';

/**
 * The company's team on its entity page: who signs in to the portal as the company, in which role, and their portal
 * access with "Invite to the portal". Without it a company staff created had no team, so nobody could be invited to
 * run its employer onboarding: the team's first ADMIN could only be written into the database.
 */
export function CompanyTeamSection({ companyId }: { companyId: string }) {
  // Refetched by the page's live events too (entity-live.ts): the employer adds a signatory or saves their details.
  const query = useQuery(CompanyTeamQuery, {
    variables: { companyId },
    fetchPolicy: 'cache-and-network',
    context: LIVE_QUERY_CONTEXT,
  });
  const members = query.data?.companyById?.companyMembersByCompanyId.nodes;
  const people = (members ?? []).flatMap((member) => (member.userByUserId ? [member.userByUserId] : []));
  usePollWhileInvitationPending(people, query);
  return (
    <section aria-labelledby="company-team-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="company-team-heading" className="text-base font-semibold">
          Team
        </h2>
        <p className="text-sm text-muted-foreground">
          The people who sign in to the portal for the company. An Admin runs the employer onboarding and manages the team; a
          Member edits; a Viewer only reads.
        </p>
      </div>
      <QueryState loading={query.loading} error={query.error} hasData={Boolean(members)}>
        {members &&
          (members.length === 0 ? (
            <p className="text-sm text-muted-foreground">No one on the team yet.</p>
          ) : (
            <ul aria-label="Team members" className="divide-y rounded-lg border px-4">
              {members.map(
                (member) =>
                  member.userByUserId && (
                    <TeamMemberRow
                      key={member.userId}
                      person={member.userByUserId}
                      phone={member.userByUserId.userDatumByUserId?.phoneNumber ?? null}
                      role={roleLabel(member.role)}
                      isSignatory={member.isAuthorizedSignatory}
                      refetch={query.refetch}
                    />
                  ),
              )}
            </ul>
          ))}
        {members && (
          <AddTeamMemberForm
            companyId={companyId}
            memberIds={members.map((member) => member.userId)}
            hasAdmin={members.some((member) => member.role === 'ADMIN')}
            refetch={query.refetch}
          />
        )}
      </QueryState>
    </section>
  );
}

function TeamMemberRow({
  person,
  phone,
  role,
  isSignatory,
  refetch,
}: {
  person: PortalPersonFieldsFragment;
  /** As stored: the number and any extension in the one form the domain gives them ("617-555-0142 ext. 12"). */
  phone: string | null;
  role: string;
  /** Named the company's authorized signatory (the employer wizard's Signatory step). */
  isSignatory: boolean;
  refetch: () => Promise<unknown>;
}) {
  // No petition here: the server names the person's only petition in the e-mail, or no case.
  const { send, sending, refusal } = useInviteToPortal(person, null, refetch);
  const stateId = useId();
  const name = person.fullName || 'Unnamed person';
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2" aria-label={name}>
      <div className="min-w-0 space-y-0.5 text-sm">
        <p>
          <span className="font-medium">{name}</span>{' '}
          <span className="text-muted-foreground">
            · {role}
            {isSignatory && ' · Authorized signatory'}
          </span>
        </p>
        <p className="break-words text-muted-foreground">{person.email || 'No e-mail address'}</p>
        {phone && <p className="break-words text-muted-foreground">Phone: {phone}</p>}
        <PortalAccessState person={person} id={stateId} />
        <InvitationRefusal refusal={refusal} />
      </div>
      <InviteToPortalButton person={person} stateId={stateId} sending={sending} onInvite={() => void send()} />
    </li>
  );
}

function AddTeamMemberForm({
  companyId,
  memberIds,
  hasAdmin,
  refetch,
}: {
  companyId: string;
  memberIds: readonly string[];
  hasAdmin: boolean;
  refetch: () => Promise<unknown>;
}) {
  const personLabelId = useId();
  const roleId = useId();
  const [person, setPerson] = useState<PickedEntity | null>(null);
  // A new company's first person is usually the one who runs its onboarding.
  const [role, setRole] = useState<CompanyMemberRole>(hasAdmin ? 'MEMBER' : 'ADMIN');
  const [failure, setFailure] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AddCompanyTeamMemberMutation);
  const submit = async () => {
    if (!person || loading) return;
    setFailure(null);
    try {
      // Its echo on the page's live subscription is this change, which the refetch below reads.
      await add({ variables: { companyId, userId: person.id, role: role as GraphQLRole }, context: EDITOR_SESSION_CONTEXT });
      await refetch();
      toast.success(`Added ${person.name} to the team as ${roleLabel(role)}`);
      setPerson(null);
      setRole('MEMBER');
    } catch (error) {
      setFailure(CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? NOT_ADDED_TEXT) : NOT_ADDED_TEXT);
    }
  };
  return (
    <form
      aria-label="Add a team member"
      className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-1">
        <Label id={personLabelId}>Person</Label>
        <EntityPicker
          entityType="USER"
          label="Person"
          aria-labelledby={personLabelId}
          value={person}
          onSelect={setPerson}
          placeholder="Choose or create a person…"
          allowCreate
          excludeIds={memberIds}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={roleId}>Role</Label>
        <Select value={role} onValueChange={(value) => isOneOf(COMPANY_MEMBER_ROLES, value) && setRole(value)}>
          <SelectTrigger id={roleId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {COMPANY_MEMBER_ROLES.map((each) => (
              <SelectItem key={each} value={each}>
                {COMPANY_MEMBER_ROLE_LABELS[each]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button type="submit" aria-disabled={!person || loading || undefined} className="aria-disabled:opacity-50">
        {loading ? 'Adding…' : 'Add to the team'}
      </Button>
      {failure && (
        <p role="alert" className="text-sm text-destructive sm:col-span-3">
          {failure}
        </p>
      )}
    </form>
  );
}
