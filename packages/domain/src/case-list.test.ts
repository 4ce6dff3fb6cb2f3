import { describe, expect, it } from 'vitest';
import { caseListCells, caseListFilterParams, ZCaseListFilterSchema, type TCaseListEntry } from './case-list.ts';
import { caseListCsvHeader, caseListCsvRow, csvCell } from './case-list-csv.ts';

const entry: TCaseListEntry = {
  petitionId: '7f0c2b8e-0000-4000-8000-000000000001',
  beneficiaryName: 'Priya Patel',
  petitionerName: 'Northwind Robotics',
  visaClass: 'o_1a',
  filingType: 'change_of_status',
  status: 'PENDING_DOCS',
  oaName: 'Alex Morgan',
  csmName: null,
  targetSubmissionDate: '2027-01-15',
  nextDeadline: '2026-11-20',
  overdue: true,
  openCustomerItems: 2,
  lastCustomerActivityAt: '2026-11-25T10:00:00.000Z',
  sortKey: '2026-11-20',
};

describe('case list filter', () => {
  it('reads query parameters, blanks as "all", and defaults the sort', () => {
    expect(ZCaseListFilterSchema.parse({ mine: 'true', overdue: 'false', status: '', search: '  patel ' })).toEqual({
      mine: true,
      overdue: false,
      search: 'patel',
      sort: 'next-deadline',
    });
  });

  it('refuses unknown values with words', () => {
    const result = ZCaseListFilterSchema.safeParse({ status: 'LOST', sort: 'magic', overdue: 'maybe', visaClass: 'O 1A' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).sort()).toEqual([
      'overdue must be true or false',
      'sort is not a known sort of the case list',
      'status is not a known petition status',
      'visaClass is not a visa class',
    ]);
  });

  it('writes back only what narrows the list', () => {
    expect(caseListFilterParams({ mine: false, overdue: true, sort: 'updated' })).toEqual({ overdue: 'true', sort: 'updated' });
  });
});

describe('case list cells and CSV', () => {
  it('names an EB-1A without a company a self-petition, not a missing petitioner', () => {
    expect(caseListCells({ ...entry, visaClass: 'eb_1a', petitionerName: null }, '2026-11-27').petitioner).toBe(
      'None (self-petition)',
    );
    expect(caseListCells({ ...entry, petitionerName: null }, '2026-11-27').petitioner).toBe('No petitioner');
  });

  it('words a TN applied for at the border in its own terms, the same status filed with USCIS in the petition’s', () => {
    const borderTn = { ...entry, visaClass: 'tn', filingType: 'consular_processing', status: 'SHIPPED' } as const;
    expect(caseListCells(borderTn, '2026-11-27').status).toBe('Packet Given to Beneficiary');
    expect(caseListCells({ ...borderTn, filingType: 'change_of_status' }, '2026-11-27').status).toBe('Shipped');
    expect(caseListCells({ ...borderTn, filingType: null }, '2026-11-27').status).toBe('Shipped');
  });

  it('words every column: no ids, no enum values', () => {
    expect(caseListCells(entry, '2026-11-27')).toEqual({
      beneficiary: 'Priya Patel',
      petitioner: 'Northwind Robotics',
      visaClass: 'O-1A',
      status: 'Pending Documents',
      staff: 'OA: Alex Morgan',
      targetDate: '01/15/2027',
      nextDeadline: 'Overdue · 11/20/2026',
      openCustomerItems: '2 open items',
      lastCustomerActivity: '11/25/2026',
    });
    expect(
      caseListCells({ ...entry, nextDeadline: null, overdue: false, oaName: null, openCustomerItems: 0 }, '2026-11-27'),
    ).toMatchObject({
      nextDeadline: 'None',
      staff: 'Unassigned',
      openCustomerItems: 'None',
    });
  });

  it('quotes CSV cells and defuses spreadsheet formulas', () => {
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(caseListCsvHeader()).toBe(
      'Beneficiary,Petitioner,Visa class,Status,Assigned staff,Target submission,Next deadline,Open customer items,Last customer activity\r\n',
    );
    expect(caseListCsvRow(entry, '2026-11-27')).toBe(
      'Priya Patel,Northwind Robotics,O-1A,Pending Documents,OA: Alex Morgan,01/15/2027,Overdue · 11/20/2026,2 open items,11/25/2026\r\n',
    );
  });
});
