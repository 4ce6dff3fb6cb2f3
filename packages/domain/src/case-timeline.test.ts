import { describe, expect, it } from 'vitest';
import { buildCaseTimeline } from './case-timeline.ts';

describe('buildCaseTimeline', () => {
  it('puts filing, receipt, RFE and decision in one list, newest first, each with its kind', () => {
    const timeline = buildCaseTimeline({
      shippedDate: '2026-09-28',
      statusChanges: [{ toStatus: 'SHIPPED', changedAt: '2026-09-30T10:00:00Z' }],
      uscisStatuses: [
        { id: 's3', status: 'Case Was Approved', statusDate: '2027-03-01', createdAt: '2027-03-02T09:00:00Z' },
        { id: 's2', status: 'Request for Evidence Was Sent', statusDate: '2026-11-20', createdAt: '2026-11-21T09:00:00Z' },
        { id: 's1', status: 'Case Was Received', statusDate: '2026-10-01', createdAt: '2026-10-06T09:00:00Z' },
      ],
      rfes: [
        {
          id: 'r1',
          receivedDate: '2026-11-20',
          dueDate: '2027-02-12',
          answeredOn: '2027-02-01',
          createdAt: '2026-11-22T08:00:00Z',
        },
      ],
    });
    expect(timeline.map((entry) => [entry.kind, entry.title, entry.date])).toEqual([
      ['decision', 'Case Was Approved', '2027-03-01'],
      ['rfe-answered', 'RFE answered', '2027-02-01'],
      ['rfe-issued', 'RFE issued', '2026-11-20'],
      ['status', 'Request for Evidence Was Sent', '2026-11-20'],
      ['receipted', 'Case Was Received', '2026-10-01'],
      ['filed', 'Filed with USCIS', '2026-09-28'],
    ]);
    expect(timeline.find((entry) => entry.kind === 'rfe-issued')?.dueDate).toBe('2027-02-12');
    expect(timeline.find((entry) => entry.kind === 'receipted')?.uscisStatusId).toBe('s1');
  });

  it('dates the filing by the move to Shipped when no shipped date is kept, and statuses without a date by their entry', () => {
    const timeline = buildCaseTimeline({
      shippedDate: null,
      statusChanges: [
        { toStatus: 'IN_ATTORNEY_REVIEW', changedAt: '2026-09-01T10:00:00Z' },
        { toStatus: 'SHIPPED', changedAt: '2026-09-30T10:00:00Z' },
      ],
      uscisStatuses: [
        { id: 's1', status: 'Case Is Being Actively Reviewed By USCIS', statusDate: null, createdAt: '2026-12-04T09:00:00Z' },
      ],
      rfes: [],
    });
    expect(timeline.map((entry) => [entry.kind, entry.date])).toEqual([
      ['status', '2026-12-04'],
      ['filed', '2026-09-30'],
    ]);
  });

  it('is empty before anything happened', () => {
    expect(buildCaseTimeline({ shippedDate: null, statusChanges: [], uscisStatuses: [], rfes: [] })).toEqual([]);
  });
});
