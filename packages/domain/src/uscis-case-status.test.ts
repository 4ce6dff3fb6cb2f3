import { describe, expect, it } from 'vitest';
import { RFE_CASE_STATUS } from './rfe.ts';
import {
  COMMON_USCIS_CASE_STATUSES,
  isDecidedUscisStatus,
  isRequestForEvidenceStatus,
  petitionStatusOfUscisDecision,
  USCIS_CASE_STATUS_TEXTS,
  uscisApiStatusDate,
  uscisStatusEntrySchema,
  uscisToday,
  ZUscisStatusEntrySchema,
} from './uscis-case-status.ts';

const T = USCIS_CASE_STATUS_TEXTS;

describe('a status entered by staff', () => {
  const schema = uscisStatusEntrySchema(() => '2026-12-04');
  const problems = (statusDate: string) =>
    schema.safeParse({ status: 'Case Was Received', statusDate }).error?.issues.map((issue) => issue.message) ?? [];

  it('takes a date up to today, or none', () => {
    expect(schema.parse({ status: ' Case Was Received ', statusDate: '2026-12-04' })).toEqual({
      status: 'Case Was Received',
      statusDate: '2026-12-04',
    });
    expect(schema.parse({ status: 'Case Was Received', statusDate: '2026-11-20' }).statusDate).toBe('2026-11-20');
    expect(schema.parse({ status: 'Case Was Received', statusDate: '' }).statusDate).toBeNull();
  });

  it('refuses a date after today with its sentence', () => {
    expect(problems('2026-12-05')).toEqual([T.statusDateFuture]);
    expect(problems('2027-12-04')).toEqual([T.statusDateFuture]);
    expect(T.statusDateFuture).toBe('The status date cannot be in the future.');
  });

  it('says a malformed date is malformed, not that it is in the future', () => {
    expect(problems('2026-13-01')).toEqual([T.statusDateInvalid]);
    expect(problems('12/05/2027')).toEqual([T.statusDateInvalid]);
  });

  it('compares with the day it is when parsing, by default the UTC date', () => {
    const nextYear = `${Number(uscisToday().slice(0, 4)) + 1}-01-01`;
    const parsed = ZUscisStatusEntrySchema.safeParse({ status: 'Case Was Received', statusDate: nextYear });
    expect(parsed.error?.issues[0]?.message).toBe(T.statusDateFuture);
    expect(ZUscisStatusEntrySchema.safeParse({ status: 'Case Was Received', statusDate: uscisToday() }).success).toBe(true);
  });
});

describe('uscisToday', () => {
  it('is the UTC date, whatever the time zone of the clock that reads it', () => {
    // 11:30 pm in California on December 4 is December 5 in UTC; 8 am in Tokyo on December 5 is still December 4.
    expect(uscisToday(new Date('2026-12-04T23:30:00-08:00'))).toBe('2026-12-05');
    expect(uscisToday(new Date('2026-12-05T08:00:00+09:00'))).toBe('2026-12-04');
  });
});

describe('isRequestForEvidenceStatus', () => {
  it.each([
    RFE_CASE_STATUS,
    'Request for Evidence Was Sent',
    'Request for Initial Evidence Was Sent',
    'Request For Initial Evidence Was Sent',
    'Request for Additional Evidence Was Sent',
    'Request for Initial Evidence Was Mailed',
    'Request for Additional Evidence Was Mailed',
    'Request for Evidence Was Mailed',
    'REQUEST FOR EVIDENCE WAS SENT',
    '  Request for  Additional Evidence  Was Emailed ',
  ])('knows %j as an RFE sent', (status) => {
    expect(isRequestForEvidenceStatus(status)).toBe(true);
  });

  it.each([
    // The reply to an RFE, in USCIS's wordings (with and without the apostrophe).
    'Response To USCIS Request For Evidence Was Received',
    "Response To USCIS' Request For Evidence Was Received",
    'Request For Evidence Was Received',
    'Request for Evidence Response Was Received',
    // Other requests and notices.
    'Request for Additional Information Received',
    'Request For Premium Processing Services Was Received',
    'Request For A Duplicate Card Was Approved',
    'Notice Explaining USCIS Actions Was Mailed',
    'Case Was Received',
    'Case Was Approved',
    '',
  ])('does not take %j for an RFE sent', (status) => {
    expect(isRequestForEvidenceStatus(status)).toBe(false);
  });

  it('answers false for no status', () => {
    expect(isRequestForEvidenceStatus(null)).toBe(false);
    expect(isRequestForEvidenceStatus(undefined)).toBe(false);
  });

  it('finds exactly one RFE among the suggested statuses, and it is not a decision', () => {
    expect(COMMON_USCIS_CASE_STATUSES.filter(isRequestForEvidenceStatus)).toEqual([RFE_CASE_STATUS]);
    expect(isDecidedUscisStatus(RFE_CASE_STATUS)).toBe(false);
  });
});

describe('uscisApiStatusDate', () => {
  it('keeps a date up to today and none', () => {
    expect(uscisApiStatusDate('2026-11-20', '2026-12-04')).toBe('2026-11-20');
    expect(uscisApiStatusDate('2026-12-04', '2026-12-04')).toBe('2026-12-04');
    expect(uscisApiStatusDate(null, '2026-12-04')).toBeNull();
  });

  it('stores a date one day ahead (a time-zone or clock difference) as today', () => {
    expect(uscisApiStatusDate('2026-12-05', '2026-12-04')).toBe('2026-12-04');
    expect(uscisApiStatusDate('2027-01-01', '2026-12-31')).toBe('2026-12-31');
  });

  it('leaves out a date further ahead', () => {
    expect(uscisApiStatusDate('2026-12-06', '2026-12-04')).toBeNull();
    expect(uscisApiStatusDate('2099-01-01', '2026-12-04')).toBeNull();
  });

  it('leaves out a date before the column allows (2000)', () => {
    expect(uscisApiStatusDate('1999-12-31', '2026-12-04')).toBeNull();
  });
});

describe('petitionStatusOfUscisDecision', () => {
  it('maps an approval and a denial to the case status they mean, and nothing else', () => {
    expect(petitionStatusOfUscisDecision('Case Was Approved')).toBe('APPROVED');
    expect(petitionStatusOfUscisDecision('Case Was Approved And My Decision Was Emailed')).toBe('APPROVED');
    expect(petitionStatusOfUscisDecision('Case Was Denied')).toBe('DENIED');
    // Ends the case without a status of its own: staff choose.
    expect(petitionStatusOfUscisDecision('Case Approval Was Revoked')).toBeNull();
    expect(petitionStatusOfUscisDecision('Case Was Rejected Because I Sent An Incorrect Fee')).toBeNull();
    expect(petitionStatusOfUscisDecision(RFE_CASE_STATUS)).toBeNull();
    expect(petitionStatusOfUscisDecision(undefined)).toBeNull();
  });
});
