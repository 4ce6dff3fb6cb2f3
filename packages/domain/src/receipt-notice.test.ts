import { describe, expect, it } from 'vitest';
import { findReceiptNumber, readReceiptNoticeText, receiptNoticeMismatches, sameName } from './receipt-notice.ts';

const COLUMNS = `THE UNITED STATES OF AMERICA
Receipt Number                    Case Type
WAC2612345678                     I129 - PETITION FOR A NONIMMIGRANT WORKER
Received Date       Priority Date      Petitioner
10/01/2026                             NORTHWIND ROBOTICS INC
Notice Date         Page               Beneficiary
10/06/2026          1 of 1             SHARMA, PRIYA
Notice Type: Receipt Notice
Amount received: $2,805.00 U.S.`;

describe('reading an I-797 notice', () => {
  it('reads a receipt notice laid out in columns', () => {
    expect(readReceiptNoticeText(COLUMNS)).toEqual({
      receiptNumber: 'WAC2612345678',
      noticeType: 'Receipt Notice',
      receivedDate: '2026-10-01',
      noticeDate: '2026-10-06',
      formType: 'I-129',
      petitioner: 'NORTHWIND ROBOTICS INC',
      beneficiary: 'SHARMA, PRIYA',
    });
  });

  it('reads labels with their values on one line, and written-out dates', () => {
    const text =
      'Approval Notice\nReceipt Number: EAC 26 123 45678\nCase Type: I-140\nReceived Date: March 4, 2026\nNotice Date: April 30, 2026\nPetitioner: Acme Labs LLC\nBeneficiary: Ana Pérez';
    expect(readReceiptNoticeText(text)).toMatchObject({
      receiptNumber: 'EAC2612345678',
      noticeType: 'Approval Notice',
      receivedDate: '2026-03-04',
      noticeDate: '2026-04-30',
      formType: 'I-140',
      petitioner: 'Acme Labs LLC',
      beneficiary: 'Ana Pérez',
    });
  });

  it('takes only receipt numbers of USCIS offices, with OCR’s letter-for-digit confusions undone', () => {
    expect(findReceiptNumber('Receipt WAC26I234S678')).toBe('WAC2612345678');
    expect(findReceiptNumber('Order ABC1234567890, invoice XYZ0000000001')).toBeNull();
    expect(findReceiptNumber('LIN123456789')).toBeNull();
  });

  it('reads the names under their labels in a photo’s text, past OCR’s misread page numbers', () => {
    const ocr =
      'Received Date   Priority Date\n\nPetitioner\n10/01/2026\n\nACME LABS\n\nNotice Date   Page\n\nBeneficiary\n10/06/2026   lof1l\n\nKOWALSKA, ANNA\n';
    expect(readReceiptNoticeText(ocr)).toMatchObject({ petitioner: 'ACME LABS', beneficiary: 'KOWALSKA, ANNA' });
  });

  it('finds nothing it cannot read instead of guessing', () => {
    expect(readReceiptNoticeText('An org chart.')).toEqual({
      receiptNumber: null,
      noticeType: null,
      receivedDate: null,
      noticeDate: null,
      formType: null,
      petitioner: null,
      beneficiary: null,
    });
  });

  it('compares names whatever their order, case and accents, and says which differ', () => {
    expect(sameName('SHARMA, PRIYA', 'Priya Sharma')).toBe(true);
    expect(sameName('Northwind Robotics Inc', 'NORTHWIND ROBOTICS')).toBe(true);
    expect(
      receiptNoticeMismatches(
        { beneficiary: 'SHARMA, PRIYA', petitioner: 'ACME CORP' },
        { beneficiaryName: 'Priya Sharma', petitionerName: 'Northwind Robotics' },
      ),
    ).toEqual(['The petitioner on the notice is ACME CORP, not Northwind Robotics.']);
  });
});
