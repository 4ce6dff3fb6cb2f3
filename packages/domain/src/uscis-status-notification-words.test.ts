import { describe, expect, it } from 'vitest';
import { notificationWords } from './notifications.ts';

/**
 * A USCIS status that moved the case status says both in one notification (migration 0130): the USCIS status as the
 * title, the case's new status first in the detail, in the words of the status-changed notification it replaces.
 */
describe('a USCIS status notification that moved the case status', () => {
  const data = { status: 'Request for Evidence Was Sent', receiptNumber: 'IOE0912345678', caseStatus: 'RFEED' };

  it('tells the beneficiary their petition’s new status beside USCIS’s', () => {
    expect(
      notificationWords({ kind: 'uscis-status', data, beneficiaryName: 'Priya Sharma', readerIsBeneficiary: true }),
    ).toMatchObject({
      title: 'USCIS case status: Request for Evidence Was Sent',
      detail: 'Your petition’s status is now RFE Received · Priya Sharma’s petition · Receipt IOE0912345678',
    });
  });

  it('names whose petition once for staff and the employer’s team', () => {
    expect(
      notificationWords({ kind: 'uscis-status', data, beneficiaryName: 'Priya Sharma', readerIsBeneficiary: false }).detail,
    ).toBe('The status of Priya Sharma’s petition is now RFE Received · Receipt IOE0912345678');
  });

  it('says it in the customer’s language, as the status-changed notification would', () => {
    const spanish = notificationWords({ kind: 'uscis-status', data, readerIsBeneficiary: true }, 'es');
    const statusChanged = notificationWords({ kind: 'status-changed', data: { status: 'RFEED' } }, 'es');
    expect(spanish.detail?.startsWith(`${statusChanged.title} · `)).toBe(true);
  });

  it('says nothing of the case status when USCIS did not move it', () => {
    const { caseStatus: _moved, ...unmoved } = data;
    expect(notificationWords({ kind: 'uscis-status', data: unmoved, readerIsBeneficiary: true }).detail).toBe(
      'Receipt IOE0912345678',
    );
  });
});
