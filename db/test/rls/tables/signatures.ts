import { ALL, NOBODY, only, type Matrices, type Outcome } from '../matrix.ts';

const requestsNoPrivilege: Outcome = { error: '42501 permission denied for table signature_requests' };
const eventsNoPrivilege: Outcome = { error: '42501 permission denied for table signature_events' };
const copiesNoPrivilege: Outcome = { error: '42501 permission denied for table signed_copy_emails' };

/**
 * Letters sent for signature and their audit trail (migration 0054): staff read every row; nobody writes them
 * through the API (the signing routes write as the server, after their own checks).
 */
export const signatureMatrices: Matrices = {
  signature_requests: {
    select: { ...NOBODY, staffAdmin: ALL },
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.signature_requests (petition_id, letter_id, letter_version, signer_name, signer_email, expires_at)
                values ($1, $2, 1, 'X', 'x@example.test', now())`,
          params: [w.ids.petitionA, w.ids.letterA],
        }),
        expect: only([], 1, requestsNoPrivilege),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.signature_requests set status = 'signed' where id = $1`,
          params: [w.ids.signatureRequestA],
        }),
        expect: only([], 1, requestsNoPrivilege),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.signature_requests where id = $1`, params: [w.ids.signatureRequestA] }),
        expect: only([], 1, requestsNoPrivilege),
      },
    ],
  },
  signature_events: {
    select: { ...NOBODY, staffAdmin: ALL },
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.signature_events (request_id, kind, letter_version) values ($1, 'signed', 1)`,
          params: [w.ids.signatureRequestA],
        }),
        expect: only([], 1, eventsNoPrivilege),
      },
    ],
    update: [
      {
        run: (w) => ({
          sql: `update app_public.signature_events set detail = 'forged' where request_id = $1`,
          params: [w.ids.signatureRequestA],
        }),
        expect: only([], 1, eventsNoPrivilege),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.signature_events where request_id = $1`, params: [w.ids.signatureRequestA] }),
        expect: only([], 1, eventsNoPrivilege),
      },
    ],
  },
  // The signatory's copy by e-mail (migration 0080): written by the signing route, sent by the job queue.
  signed_copy_emails: {
    select: { ...NOBODY, staffAdmin: ALL },
    insert: [
      {
        run: (w) => ({
          sql: `insert into app_public.signed_copy_emails (request_id, address) values ($1, 'x@example.test')`,
          params: [w.ids.signatureRequestA],
        }),
        expect: only([], 1, copiesNoPrivilege),
      },
    ],
    update: [
      {
        what: 'mark it sent',
        run: (w) => ({
          sql: `update app_public.signed_copy_emails set status = 'sent', sent_at = now() where request_id = $1`,
          params: [w.ids.signatureRequestA],
        }),
        expect: only([], 1, copiesNoPrivilege),
      },
    ],
    delete: [
      {
        run: (w) => ({
          sql: `delete from app_public.signed_copy_emails where request_id = $1`,
          params: [w.ids.signatureRequestA],
        }),
        expect: only([], 1, copiesNoPrivilege),
      },
    ],
  },
};
