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
      validFrom: null,
      validTo: null,
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

  it('reads petitioners as companies are named: a leading digit, "in the City of", a trade name after d/b/a', () => {
    for (const name of [
      '3M Company',
      'The Trustees of Columbia University in the City of New York',
      'Alphabet Inc. d/b/a Google',
      "O'Brien & Sons LLC",
    ]) {
      const text = `Notice of Action\nReceipt Number: WAC2612345678\nPetitioner: ${name}\nBeneficiary: RAMAN, PRIYA`;
      expect(readReceiptNoticeText(text).petitioner, name).toBe(name);
    }
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
      validFrom: null,
      validTo: null,
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

  describe('the received and notice dates, each from its own header box', () => {
    const dates = (text: string) => {
      const { receivedDate, noticeDate } = readReceiptNoticeText(text);
      return { receivedDate, noticeDate };
    };
    // Each layout as PDF text layers and OCR give a header back; the received date is 10/01/2026 and the notice
    // date 10/06/2026 in all of them, and other dates (priority, validity, a response's due date) are about. The
    // approvals' validity box is read too; the other notices have none.
    const approved = { validFrom: '2026-10-15', validTo: '2029-10-14' };
    const none = { validFrom: null, validTo: null };
    const layouts: [string, string, typeof approved | typeof none][] = [
      [
        'labels and values on separate lines, one box after another',
        'RECEIPT NUMBER:\nWAC2612345678\nRECEIVED DATE:\n10/01/2026\nPRIORITY DATE:\n\nNOTICE DATE:\n10/06/2026\nPAGE:\n1 of 1',
        none,
      ],
      [
        'every label first, then every value (OCR reading the boxes column by column)',
        'Priority Date\nReceived Date\nNotice Date\n09/15/2026\n10/01/2026\n10/06/2026\nNORTHWIND ROBOTICS INC',
        none,
      ],
      [
        'a priority date box before the received date box in its row',
        'Priority Date      Received Date      Petitioner\n09/15/2026         10/01/2026         NORTHWIND ROBOTICS INC\nNotice Date        Page               Beneficiary\n10/06/2026         1 of 1             SHARMA, PRIYA',
        none,
      ],
      [
        'an approval’s validity dates in the notice date’s row',
        'Received Date      Priority Date      Petitioner\n10/01/2026                            NORTHWIND ROBOTICS INC\nValidity Dates            Notice Date   Beneficiary\n10/15/2026 - 10/14/2029   10/06/2026    SHARMA, PRIYA',
        approved,
      ],
      [
        'an approval’s "Valid from" line and the boxes on one line each',
        'Approval Notice\nValid from 10/15/2026 to 10/14/2029\nReceived Date 10/01/2026 Priority Date 09/15/2026 Petitioner NORTHWIND\nNotice Date 10/06/2026 Page 1 of 1 Beneficiary SHARMA, PRIYA',
        approved,
      ],
      [
        'another date earlier in the text: an RFE’s sentences, read before its header, speak of the notice date',
        [
          'The received date and the notice date are shown above; the response period starts on the notice date.',
          'Your response must be received by February 12, 2027. Notice Date of any earlier request: see your records.',
          'Received Date      Priority Date      Petitioner',
          '10/01/2026                            NORTHWIND ROBOTICS INC',
          'Notice Date        Page               Beneficiary',
          '10/06/2026         1 of 3             SHARMA, PRIYA',
        ].join('\n'),
        none,
      ],
    ];

    it.each(layouts)('reads each date from its box (%s)', (_, text, validity) => {
      expect(dates(text)).toEqual({ receivedDate: '2026-10-01', noticeDate: '2026-10-06' });
      expect(readReceiptNoticeText(text)).toMatchObject(validity);
    });

    it('reads no received date when its box is empty, not the priority date beside it nor the notice date after it', () => {
      const text =
        'Received Date      Priority Date      Petitioner\n                   09/15/2026         NORTHWIND ROBOTICS INC\nNotice Date        Page               Beneficiary\n10/06/2026         1 of 1             SHARMA, PRIYA';
      expect(dates(text)).toEqual({ receivedDate: null, noticeDate: '2026-10-06' });
      // A box with no date, the next box's label right under it: nothing is taken from further down.
      expect(dates('Received Date:\nNotice Date: 10/06/2026\nThe petition was filed on 09/30/2026.')).toEqual({
        receivedDate: null,
        noticeDate: '2026-10-06',
      });
    });

    it('reads no date from sentences alone (the boxes printed on the form stock, not in the text)', () => {
      const text =
        'WAC2612345678\nThe notice date starts the response period. Your response must be received by 02/12/2027.\nWe received your petition on 10/01/2026.';
      expect(dates(text)).toEqual({ receivedDate: null, noticeDate: null });
    });
  });

  describe('an approval’s validity, from its own box', () => {
    const validity = (text: string) => {
      const { validFrom, validTo } = readReceiptNoticeText(text);
      return { validFrom, validTo };
    };
    const top = 'I-797A, Notice of Action\nReceipt Number: WAC2612345678\nNotice Type: Approval Notice';
    const header =
      'Received Date      Priority Date      Petitioner\n10/01/2026                            NORTHWIND ROBOTICS INC';

    it.each([
      ['"Valid from" with the period on its line', `${top}\nClass: H1B\nValid from 10/15/2026 to 10/14/2029\n${header}`],
      ['an upper-case label, a colon and a dash', `${top}\nVALIDITY DATES: 10/15/2026 - 10/14/2029\n${header}`],
      ['an en dash, then the next box on the line', `${top}\nValidity Dates 10/15/2026 – 10/14/2029 Notice Date 10/06/2026`],
      ['written-out dates and "through"', `${top}\nValid from October 15, 2026 through October 14, 2029`],
      [
        'one label a line in a photo’s OCR, the period among the other boxes’ values',
        `${top}\n${header}\n\nValidity Dates\n\nNotice Date\n\nBeneficiary\n10/15/2026 - 10/14/2029\n10/06/2026\n\nSHARMA, PRIYA`,
      ],
      [
        'the empty priority date box beside it, nearer the period’s end',
        `${top}\nValidity Dates      Priority Date      Notice Date\n10/15/2026 - 10/14/2029            10/06/2026`,
      ],
    ])('reads the approved period (%s)', (_, text) => {
      expect(validity(text)).toEqual({ validFrom: '2026-10-15', validTo: '2029-10-14' });
    });

    it('keeps the other boxes’ dates apart from the period', () => {
      const text = `${top}\nValidity Dates      Priority Date      Notice Date\n10/15/2026 - 10/14/2029            10/06/2026`;
      expect(readReceiptNoticeText(text)).toMatchObject({ noticeDate: '2026-10-06', validFrom: '2026-10-15' });
    });

    it('reads the name beside the period in its row, the period’s dash no part of it', () => {
      const text = `${header}\nValidity Dates            Notice Date   Beneficiary\n10/15/2026 - 10/14/2029   10/06/2026    SHARMA, PRIYA`;
      expect(readReceiptNoticeText(text)).toMatchObject({ beneficiary: 'SHARMA, PRIYA', validTo: '2029-10-14' });
    });

    it.each([
      ['a receipt notice', COLUMNS],
      [
        'sentences with dates and periods, but no validity box',
        [
          'I-797E, Notice of Action\nNotice Type: Request for Evidence',
          'An extension must be filed by 11/01/2026. The petition, if approved, is valid from 11/01/2026 to 10/31/2029.',
          'Valid from the date of approval until 10/31/2029 if the evidence is received.',
          'Validity of the status: see the I-94 below, 12/01/2026 - 11/30/2029.',
        ].join('\n'),
      ],
      ['a period that ends before it starts', `${top}\nValid from 10/14/2029 to 10/15/2026`],
      ['a period that ends the day it starts', `${top}\nValid from 10/15/2026 to 10/15/2026`],
      ['only the first date on its line', `${top}\nValid from 10/15/2026\nNotice Date 10/06/2026`],
      ['two dates not joined as a period', `${top}\nValidity Dates 10/15/2026 Notice Date 10/14/2029`],
      ['only one date under the box', `${top}\nValidity Dates            Notice Date\n10/15/2026                10/06/2026`],
    ])('reads no period, not half of one, from %s', (_, text) => {
      expect(validity(text)).toEqual({ validFrom: null, validTo: null });
    });
  });

  describe('an I-797E whose sentences say "the petitioner"', () => {
    // Its items speak of "the petitioner" (capitalised or not, at a line's start when wrapped) and name a client.
    const body = [
      'The petitioner must submit the evidence below.',
      '1. Ability to pay. Submit evidence that the petitioner has the ability to pay the proffered wage.',
      '2. Employer-employee relationship. Evidence that the Petitioner employs the Beneficiary is insufficient.',
      'The record shows that the work will be performed for the petitioner',
      'GLOBEX CORPORATION, a client, which directs the work.',
      "Petitioner must show the Beneficiary's degree is equivalent. Submit the Petitioner's payroll.",
    ].join('\n');
    const top = 'Department of Homeland Security\nU.S. Citizenship and Immigration Services\nI-797E, Notice of Action';
    const numbers = 'Receipt Number Case Type\nWAC2690054321 I129 - PETITION FOR A NONIMMIGRANT WORKER';
    // The header's boxes as PDF text layers and OCR give them back.
    const layouts: [string, (petitioner: string) => string][] = [
      [
        'in columns, the page’s header read after its text',
        (petitioner) =>
          `${top}\n${body}\n${numbers}\nReceived Date Priority Date Petitioner\n10/01/2026 ${petitioner}\nNotice Date Page Beneficiary\n11/20/2026 1 of 3 SHARMA, PRIYA`,
      ],
      [
        'upper-case labels with their values on one line',
        (petitioner) => `${top}\n${numbers}\nPETITIONER: ${petitioner} BENEFICIARY: SHARMA, PRIYA\n${body}`,
      ],
      [
        'labels with their values on the next line, after the text',
        (petitioner) => `${top}\n${body}\nPETITIONER:\n${petitioner}\nBENEFICIARY:\n\nSHARMA, PRIYA`,
      ],
      [
        'both names under one row of labels, columns apart',
        (petitioner) => `${top}\n${numbers}\nPetitioner            Beneficiary\n${petitioner}      SHARMA, PRIYA\n${body}`,
      ],
    ];
    const petition = { petitionerName: 'Northwind Robotics', beneficiaryName: 'Priya Sharma' };

    it.each(layouts)('reads the names from the header only (%s), so they match the petition', (_, notice) => {
      const reading = readReceiptNoticeText(notice('NORTHWIND ROBOTICS INC'));
      expect(reading).toMatchObject({ petitioner: 'NORTHWIND ROBOTICS INC', beneficiary: 'SHARMA, PRIYA' });
      expect(receiptNoticeMismatches(reading, petition)).toEqual([]);
    });

    it.each(layouts)('still says so when the header’s petitioner is another (%s)', (_, notice) => {
      const reading = readReceiptNoticeText(notice('GLOBEX CORPORATION'));
      expect(receiptNoticeMismatches(reading, petition)).toEqual([
        'The petitioner on the notice is GLOBEX CORPORATION, not Northwind Robotics.',
      ]);
    });

    it('reads no name at all when the header’s boxes are not in the text (labels printed on the form stock)', () => {
      const notice = `${top}\nWAC2690054321\nNotice Type: Request for Evidence\nNotice Date 11/20/2026\n${body}`;
      const reading = readReceiptNoticeText(notice);
      expect(reading).toMatchObject({ receiptNumber: 'WAC2690054321', petitioner: null, beneficiary: null });
      expect(receiptNoticeMismatches(reading, petition)).toEqual([]);
    });

    it('does not guess which words are whose when two name boxes share a row without a gap', () => {
      const notice = `Petitioner Beneficiary\nNORTHWIND ROBOTICS INC SHARMA, PRIYA\n${body}`;
      expect(readReceiptNoticeText(notice)).toMatchObject({ petitioner: null, beneficiary: null });
    });
  });
});
