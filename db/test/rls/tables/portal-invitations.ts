import { ALL, NOBODY, only, STAFF, type Matrices, type Outcome } from '../matrix.ts';

const STAFF_ONLY: Outcome = { error: '42501 Only staff may invite people to the portal.' };
const NO_PRIVILEGE: Outcome = { error: '42501 permission denied for table portal_invitations' };

/** Invitations to the portal (migration 0077): staff read and create them; customers read and write nothing. */
export const portalInvitationMatrices: Matrices = {
  portal_invitations: {
    select: { ...NOBODY, staffAdmin: ALL },
    insert: [
      {
        what: "an invitation of petition A's team member",
        run: (w) => ({
          sql: `insert into app_public.portal_invitations (user_id, petition_id, address) values ($1, $2, '')`,
          params: [w.user.companyMember, w.ids.petitionA],
        }),
        // A signed-in customer reads the sentence; a signed-out request meets the policy.
        expect: { ...only(STAFF, 1, STAFF_ONLY), anonymous: 'denied' },
      },
    ],
    update: [
      {
        what: 'mark it sent',
        run: (w) => ({
          sql: `update app_public.portal_invitations set status = 'sent' where user_id = $1`,
          params: [w.user.beneficiary],
        }),
        // Only the job queue (the schema owner) records what happened to the e-mail.
        expect: only([], 1, NO_PRIVILEGE),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.portal_invitations where user_id = $1`, params: [w.user.beneficiary] }),
        expect: only([], 1, NO_PRIVILEGE),
      },
    ],
  },
};
