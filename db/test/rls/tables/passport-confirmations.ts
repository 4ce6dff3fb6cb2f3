import { ALL, NOBODY, only, SIGNED_IN, STAFF, type Matrices, type Outcome } from '../matrix.ts';

const noPrivilege: Outcome = { error: '42501 permission denied for table passport_confirmations' };
const CONFIRMED = `'{"surname": "SHARMA"}'::jsonb`;

/**
 * Passport confirmations (issue 34, migration 0061): the person reads and records their own, staff anyone's; team
 * members never see another person's passport data; nobody changes or deletes one (it is the record).
 */
export const passportConfirmationMatrices: Matrices = {
  passport_confirmations: {
    select: {
      ...NOBODY,
      beneficiary: ['byBeneficiary'],
      otherBeneficiary: ['byOtherBeneficiary'],
      staffAdmin: ALL,
    },
    insert: [
      {
        what: 'an own confirmation',
        run: () => ({
          sql: `insert into app_public.passport_confirmations (reading, confirmed, findings, finding_messages, reason)
                values (null, ${CONFIRMED}, '{no-zone}', '{"Nothing read"}', 'Typed from my passport')`,
        }),
        expect: only(SIGNED_IN, 1, 'denied'),
      },
      {
        what: "one in the beneficiary's name",
        run: (w) => ({
          sql: `insert into app_public.passport_confirmations (user_id, reading, confirmed, findings, finding_messages, reason)
                values ($1, null, ${CONFIRMED}, '{no-zone}', '{"Nothing read"}', 'Typed from my passport')`,
          params: [w.user.beneficiary],
        }),
        expect: only(['beneficiary', ...STAFF], 1, 'denied'),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.passport_confirmations set reason = 'Changed afterwards' where user_id = $1`,
          params: [w.user.beneficiary],
        }),
        expect: only([], 1, noPrivilege),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.passport_confirmations where user_id = $1`, params: [w.user.beneficiary] }),
        expect: only([], 1, noPrivilege),
      },
    ],
  },
};
