import { ALL, NOBODY, only, SIGNED_IN, type Matrices, type Outcome } from '../matrix.ts';

const preferenceNoPrivilege: Outcome = { error: '42501 permission denied for table notification_preferences' };
const outboxNoPrivilege: Outcome = { error: '42501 permission denied for table email_outbox' };

/** Notification delivery preferences and the e-mail outbox (migration 0049). */
export const notificationEmailMatrices: Matrices = {
  notification_preferences: {
    // Each person their own choices, staff included.
    select: { ...NOBODY, beneficiary: ['byBeneficiary'], staffAdmin: ['byStaffAdmin'] },
    insert: [
      {
        what: 'a preference of their own',
        run: () => ({ sql: `insert into app_public.notification_preferences (kind, delivery) values ('status-changed', 'off')` }),
        expect: only(SIGNED_IN, 1, 'denied'),
      },
      {
        what: "a preference in another person's name",
        run: (w) => ({
          sql: `insert into app_public.notification_preferences (user_id, kind, delivery) values ($1, 'status-changed', 'off')`,
          params: [w.user.otherBeneficiary],
        }),
        expect: only([], 1, preferenceNoPrivilege),
      },
    ],
    update: [
      {
        what: "the beneficiary's delivery",
        run: (w) => ({
          sql: `update app_public.notification_preferences set delivery = 'email' where user_id = $1`,
          params: [w.user.beneficiary],
        }),
        // Row-level security filters: only the person's own update touches the row.
        expect: only(['beneficiary'], 1, 0),
      },
      {
        what: 'move a preference to another person',
        run: (w) => ({
          sql: `update app_public.notification_preferences set user_id = $1 where user_id = $2`,
          params: [w.user.otherBeneficiary, w.user.beneficiary],
        }),
        expect: only([], 1, preferenceNoPrivilege),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.notification_preferences where user_id = $1`, params: [w.user.beneficiary] }),
        expect: only([], 1, preferenceNoPrivilege),
      },
    ],
  },
  email_outbox: {
    // Staff read every e-mail (the admin portal's outbox); nobody writes it through the API.
    select: { ...NOBODY, staffAdmin: ALL },
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.email_outbox (user_id, address, digest_on) values ($1, 'x@example.test', '2030-01-01')`,
          params: [w.user.beneficiary],
        }),
        expect: only([], 1, outboxNoPrivilege),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.email_outbox set status = 'sent' where id = $1`,
          params: [w.ids.emailOutboxForBeneficiary],
        }),
        expect: only([], 1, outboxNoPrivilege),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.email_outbox where id = $1`, params: [w.ids.emailOutboxForBeneficiary] }),
        expect: only([], 1, outboxNoPrivilege),
      },
    ],
  },
};
