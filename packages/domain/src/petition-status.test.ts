import { describe, expect, it } from 'vitest';
import {
  BORDER_APPLICATION_STATUS_LABELS,
  PETITION_STATUS_LABELS,
  PETITION_STATUSES,
  petitionStatusesOffered,
  petitionStatusLabel,
} from './petition-status.ts';

// docs/decisions.md, "A TN applied for at the border or a consulate never speaks of a USCIS petition".
const borderTn = { visaClass: 'tn', filingType: 'consular_processing' };
const tnWithUscis = { visaClass: 'tn', filingType: 'change_of_status' };

describe('how a case status reads', () => {
  it('says no shipment to USCIS on a TN applied for at the border or a consulate', () => {
    expect(petitionStatusLabel('PRINT_SHIP_REQUESTED', borderTn)).toBe('Application Packet Ready');
    expect(petitionStatusLabel('SHIPPED', borderTn)).toBe('Packet Given to Beneficiary');
    // The other statuses say nothing of USCIS's mail and read as on any case.
    for (const status of ['PENDING_DOCS', 'IN_ATTORNEY_REVIEW', 'SUBMITTED', 'APPROVED', 'DENIED', 'ARCHIVED'] as const) {
      expect(petitionStatusLabel(status, borderTn)).toBe(PETITION_STATUS_LABELS[status]);
    }
  });

  it('keeps the words of every case filed with USCIS, a TN by change of status or with no route yet included', () => {
    for (const petition of [
      tnWithUscis,
      { visaClass: 'tn', filingType: null },
      { visaClass: 'o_1a', filingType: 'consular_processing' },
    ]) {
      for (const status of PETITION_STATUSES) expect(petitionStatusLabel(status, petition)).toBe(PETITION_STATUS_LABELS[status]);
    }
    expect(Object.keys(BORDER_APPLICATION_STATUS_LABELS)).toEqual(['PRINT_SHIP_REQUESTED', 'SHIPPED']);
  });
});

describe('the statuses staff may choose', () => {
  it('offers no RFE Received on a TN applied for at the border or a consulate, unless the case is at it', () => {
    expect(petitionStatusesOffered(borderTn, 'SHIPPED')).toEqual(PETITION_STATUSES.filter((status) => status !== 'RFEED'));
    expect(petitionStatusesOffered(borderTn, 'RFEED')).toEqual([...PETITION_STATUSES]);
    expect(petitionStatusesOffered(tnWithUscis, 'SHIPPED')).toEqual([...PETITION_STATUSES]);
    expect(petitionStatusesOffered({ visaClass: 'o_1a', filingType: null })).toEqual([...PETITION_STATUSES]);
  });
});
