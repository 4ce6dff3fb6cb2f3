import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * "Invite to the portal" (migration 0077): staff e-mail a petition's beneficiary or a member of its petitioner's team
 * that they have an account, for which case, and where to sign in. The rules live here once; the database raises the
 * same sentences (app_public.invite_to_portal, the resend trigger) and the admin page checks them before asking.
 */

/** An invitation is sent again at most once in this many minutes (a double click, or staff impatient with a slow mail). */
export const PORTAL_INVITATION_RESEND_MINUTES = 5;

export const PORTAL_INVITATION_TEXTS = {
  tooSoon: `This person was invited less than ${PORTAL_INVITATION_RESEND_MINUTES} minutes ago. Wait a few minutes before sending the invitation again.`,
  noEmail: 'This person has no e-mail address, so they cannot be invited to the portal. Add one first.',
  notOnPetition: 'Only the beneficiary and the petitioner’s team of this petition can be invited from it.',
  staffOnly: 'Only staff may invite people to the portal.',
} as const;

/**
 * What staff send: who, and the case the e-mail names. Without a petition (the Entities screen, migration 0079) the
 * server names the person's only petition, or no case when they are on none or several.
 */
export const portalInvitationRequestSchema = lazySchema(() =>
  z.object({
    personId: z.uuid(),
    petitionId: z.uuid().nullish(),
  }),
);

/** The person as the admin page knows them: an address, and when they were last invited (ISO timestamp). */
export interface PortalInvitee {
  email: string | null | undefined;
  lastInvitedAt: string | null | undefined;
}

/** When an invitation may be sent again after one sent at `lastInvitedAt`. */
export function invitationResendAt(lastInvitedAt: string | Date): Date {
  return new Date(new Date(lastInvitedAt).getTime() + PORTAL_INVITATION_RESEND_MINUTES * 60_000);
}

/** Why the invitation cannot be sent now (a sentence of PORTAL_INVITATION_TEXTS), or null when it can. */
export function portalInvitationRefusal(invitee: PortalInvitee, now: Date = new Date()): string | null {
  if (!invitee.email?.trim()) return PORTAL_INVITATION_TEXTS.noEmail;
  if (invitee.lastInvitedAt && invitationResendAt(invitee.lastInvitedAt) > now) return PORTAL_INVITATION_TEXTS.tooSoon;
  return null;
}

/**
 * The outbox states of an invitation e-mail (portal_invitations.status), as the outbox's (0049), and withdrawn: the
 * person's address changed before it was sent, so it never was (migration 0079).
 */
export const PORTAL_INVITATION_STATUSES = ['queued', 'sent', 'kept', 'failed', 'withdrawn'] as const;
export type PortalInvitationStatus = (typeof PORTAL_INVITATION_STATUSES)[number];

/** A failed or withdrawn invitation reached nobody, so it does not hold back a new one (as the database counts). */
export const invitationCountsForResend = (status: string) => status !== 'failed' && status !== 'withdrawn';
