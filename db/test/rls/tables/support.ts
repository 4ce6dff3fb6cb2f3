import { ALL, NOBODY, only, SIGNED_IN, STAFF, TEAM_A, type Matrices, type Outcome } from '../matrix.ts';

/** Columns only the column defaults and the forwarding job fill: nobody names them through the API. */
const noPrivilege: Outcome = { error: '42501 permission denied for table support_messages' };
const replyNoPrivilege: Outcome = { error: '42501 permission denied for table support_replies' };
const notificationNoPrivilege: Outcome = { error: '42501 permission denied for table notifications' };

/** Support-panel messages (spec 3 §2.5): personal to their sender, all visible to staff, never rewritten. */
export const supportMatrices: Matrices = {
  support_messages: {
    // Messages are the sender's own, even when sent from a team workspace: team mates do not read each other's.
    select: { ...NOBODY, beneficiary: ['byBeneficiary'], companyMember: ['byCompanyMemberForA'], staffAdmin: ALL },
    insert: [
      {
        what: 'a message as themselves',
        run: () => ({ sql: `insert into app_public.support_messages (screen, message) values ('/docs', 'Help')` }),
        expect: only(SIGNED_IN, 1, 'denied'),
      },
      {
        what: 'a message from the workspace of team A',
        run: (w) => ({
          sql: `insert into app_public.support_messages (company_id, screen, message) values ($1, '/docs', 'Help')`,
          params: [w.ids.companyA],
        }),
        expect: only([...TEAM_A, ...STAFF], 1, 'denied'),
      },
      {
        what: "a message in another person's name",
        run: (w) => ({
          sql: `insert into app_public.support_messages (user_id, screen, message) values ($1, '/docs', 'Help')`,
          params: [w.user.beneficiary],
        }),
        expect: only([], 1, noPrivilege),
      },
      {
        what: 'a message marked as already forwarded',
        run: () => ({
          sql: `insert into app_public.support_messages (screen, message, forwarded_at) values ('/docs', 'Help', now())`,
        }),
        expect: only([], 1, noPrivilege),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.support_messages set forwarded_at = now() where id = $1`,
          params: [w.ids.supportMessage],
        }),
        expect: only([], 1, noPrivilege),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.support_messages where id = $1`, params: [w.ids.supportMessage] }),
        expect: only([], 1, noPrivilege),
      },
    ],
  },
  support_replies: {
    // The thread of a message: its sender and staff; team mates do not read each other's threads.
    select: { ...NOBODY, beneficiary: ['onBeneficiaryMessage'], staffAdmin: ALL },
    insert: [
      {
        what: "a reply in the beneficiary's thread",
        run: (w) => ({
          sql: `insert into app_public.support_replies (support_message_id, body) values ($1, 'Thanks')`,
          params: [w.ids.supportMessage],
        }),
        expect: only(['beneficiary', ...STAFF], 1, 'denied'),
      },
      {
        what: "a reply in another person's name",
        run: (w) => ({
          sql: `insert into app_public.support_replies (support_message_id, author_id, body) values ($1, $2, 'Thanks')`,
          params: [w.ids.supportMessage, w.user.staffAdmin],
        }),
        expect: only([], 1, replyNoPrivilege),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.support_replies set body = 'Changed' where id = $1`,
          params: [w.ids.supportReply],
        }),
        expect: only([], 1, replyNoPrivilege),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.support_replies where id = $1`, params: [w.ids.supportReply] }),
        expect: only([], 1, replyNoPrivilege),
      },
    ],
  },
  notifications: {
    // Each person their own, staff included: staff do not read customers' notifications.
    select: { ...NOBODY, beneficiary: ['forBeneficiary'], staffAdmin: ['forStaffAdmin'] },
    insert: [
      {
        what: 'a notification for somebody',
        run: (w) => ({
          sql: `insert into app_public.notifications (user_id, kind) values ($1, 'status-changed')`,
          params: [w.user.beneficiary],
        }),
        expect: only([], 1, notificationNoPrivilege),
      },
    ],
    update: [
      {
        what: 'mark read',
        run: (w) => ({
          sql: `update app_public.notifications set read_at = now() where id = $1`,
          params: [w.ids.notificationForBeneficiary],
        }),
        // Row-level security filters: only the recipient's update touches the row.
        expect: only(['beneficiary'], 1, 0),
      },
      {
        what: 'rewrite the kind',
        run: (w) => ({
          sql: `update app_public.notifications set kind = 'support-reply' where id = $1`,
          params: [w.ids.notificationForBeneficiary],
        }),
        expect: only([], 1, notificationNoPrivilege),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.notifications where id = $1`, params: [w.ids.notificationForBeneficiary] }),
        expect: only([], 1, notificationNoPrivilege),
      },
    ],
  },
};
