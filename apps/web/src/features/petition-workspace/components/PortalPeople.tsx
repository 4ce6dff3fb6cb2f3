import { COMPANY_MEMBER_ROLE_LABELS, isOneOf, COMPANY_MEMBER_ROLES } from '@app/domain';
import { useQuery } from '@apollo/client/react';
import { usePollWhileInvitationPending } from '@/components/domain/portal-access/use-invite-to-portal.ts';
import { PetitionPortalPeopleQuery } from '../api/portal-people-query.ts';
import { InvitePersonRow } from './InvitePersonRow.tsx';

const teamRole = (role: string) =>
  `Petitioner’s team (${isOneOf(COMPANY_MEMBER_ROLES, role) ? COMPANY_MEMBER_ROLE_LABELS[role] : 'Member'})`;

/**
 * The petition's people for staff (migration 0077): the beneficiary and the petitioner's team, each with where they
 * stand with the portal ("Not invited yet", "Invited …, not signed in yet", "Signed in") and "Invite to the portal".
 */
export function PortalPeople({ petitionId }: { petitionId: string }) {
  const query = useQuery(PetitionPortalPeopleQuery, {
    variables: { petitionId },
    fetchPolicy: 'cache-and-network',
  });
  const { data, refetch } = query;
  const petition = data?.petitionById;
  const beneficiary = petition?.userByBeneficiaryId;
  const members = (petition?.companyByCompanyId?.companyMembersByCompanyId.nodes ?? []).filter(
    (member) => member.userByUserId && member.userId !== beneficiary?.id,
  );
  const people = [
    ...(beneficiary ? [{ person: beneficiary, role: 'Beneficiary' }] : []),
    ...members.map((member) => ({ person: member.userByUserId!, role: teamRole(member.role) })),
  ];
  usePollWhileInvitationPending(
    people.map(({ person }) => person),
    query,
  );
  if (!petition) return null;
  return (
    <section aria-labelledby="portal-people-heading" className="space-y-2 rounded-lg border p-4">
      <h2 id="portal-people-heading" className="text-lg font-semibold">
        People
      </h2>
      {people.length === 0 ? (
        <p className="text-sm text-muted-foreground">This petition has no beneficiary or petitioner’s team yet.</p>
      ) : (
        <ul className="divide-y">
          {people.map(({ person, role }) => (
            <InvitePersonRow key={person.id} person={person} role={role} petitionId={petitionId} refetch={refetch} />
          ))}
        </ul>
      )}
    </section>
  );
}
