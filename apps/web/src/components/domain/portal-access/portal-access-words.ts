import { invitationCountsForResend } from '@app/domain';
import type { PortalPersonFieldsFragment } from '@/lib/gql/graphql.ts';

type Invitation = PortalPersonFieldsFragment['latestPortalInvitation'];

/** A timestamp's day as the app writes dates (MM/dd/yyyy), in the reader's time zone. */
export function invitationDay(value: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(value));
}

/**
 * Where a person stands with the portal, in words for staff: signed in at least once, or what became of their latest
 * invitation (the e-mail's status, so "Invited" shows only once the mail server took it).
 */
export function portalAccessWords(person: { hasSignedIn?: boolean | null; latestPortalInvitation?: Invitation }): string {
  if (person.hasSignedIn) return 'Signed in';
  const invitation = person.latestPortalInvitation;
  if (!invitation) return 'Not invited yet';
  switch (invitation.status) {
    case 'sent':
      return `Invited ${invitationDay(invitation.sentAt ?? invitation.createdAt)}, not signed in yet`;
    case 'kept':
      return 'Invitation not sent: no mail server is configured';
    case 'failed':
      return 'Invitation not sent: the mail server did not take it';
    case 'withdrawn':
      return 'Invitation not sent: the e-mail address changed before it went out';
    default:
      return invitation.lastError
        ? 'Sending the invitation: the mail server did not take it yet, trying again'
        : 'Sending the invitation…';
  }
}

/** Whether the latest invitation is still on its way (the section asks again until it is not). */
export const invitationPending = (invitation: Invitation) => invitation?.status === 'queued';

/** The last invitation that counts against the resend limit (a failed or withdrawn one does not, as in the database). */
export const lastCountedInvitationAt = (invitation: Invitation) =>
  invitation && invitationCountsForResend(invitation.status) ? (invitation.createdAt as string) : null;
