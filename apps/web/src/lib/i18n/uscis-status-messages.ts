import { COMMON_USCIS_CASE_STATUSES, type CommonUscisCaseStatus } from '@app/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * USCIS's case statuses in the customer's language (the customer's Home and her notification e-mails, through
 * app-words.ts). USCIS words them in English only; the known ones (the domain's COMMON_USCIS_CASE_STATUSES) read as
 * the app's rendering, with USCIS's own words kept in parentheses so she can match them with what USCIS's website and
 * letters say (docs/decisions.md). A status the app does not know is shown as USCIS wrote it.
 */
const USCIS_STATUS_MESSAGES: Readonly<Record<CommonUscisCaseStatus, MessageDescriptor>> = {
  'Case Was Received': /*i18n*/ { id: 'uscisStatus.received', message: 'Case Was Received' },
  'Fees Were Waived': /*i18n*/ { id: 'uscisStatus.feesWaived', message: 'Fees Were Waived' },
  'Case Is Being Actively Reviewed By USCIS': /*i18n*/ {
    id: 'uscisStatus.activelyReviewed',
    message: 'Case Is Being Actively Reviewed By USCIS',
  },
  'Request for Evidence Was Sent': /*i18n*/ { id: 'uscisStatus.rfeSent', message: 'Request for Evidence Was Sent' },
  'Response To USCIS Request For Evidence Was Received': /*i18n*/ {
    id: 'uscisStatus.rfeResponseReceived',
    message: 'Response To USCIS Request For Evidence Was Received',
  },
  'Case Was Transferred And A New Office Has Jurisdiction': /*i18n*/ {
    id: 'uscisStatus.transferred',
    message: 'Case Was Transferred And A New Office Has Jurisdiction',
  },
  'Case Was Approved': /*i18n*/ { id: 'uscisStatus.approved', message: 'Case Was Approved' },
  'Notice Explaining USCIS Actions Was Mailed': /*i18n*/ {
    id: 'uscisStatus.noticeExplaining',
    message: 'Notice Explaining USCIS Actions Was Mailed',
  },
  'Case Was Denied': /*i18n*/ { id: 'uscisStatus.denied', message: 'Case Was Denied' },
  'Case Was Rejected Because I Sent An Incorrect Fee': /*i18n*/ {
    id: 'uscisStatus.rejectedIncorrectFee',
    message: 'Case Was Rejected Because I Sent An Incorrect Fee',
  },
  'Withdrawal Acknowledgement Notice Was Sent': /*i18n*/ {
    id: 'uscisStatus.withdrawalAcknowledged',
    message: 'Withdrawal Acknowledgement Notice Was Sent',
  },
};

/** USCIS writes the same status with different capitals and spaces ("Request For Evidence Was Sent"). */
const keyOf = (status: string) => status.replace(/\s+/g, ' ').trim().toLowerCase();
const KNOWN = new Map(COMMON_USCIS_CASE_STATUSES.map((status) => [keyOf(status), USCIS_STATUS_MESSAGES[status]]));

/** A USCIS case status as the customer reads it: in her language when known, else USCIS's own words. */
export function uscisStatusText(i18n: I18n, status: string): string {
  const descriptor = KNOWN.get(keyOf(status));
  return descriptor ? i18n._(descriptor) : status;
}
