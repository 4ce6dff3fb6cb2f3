import { describe, expect, it } from 'vitest';
import type { LabelExhibit } from './exhibit-labels.ts';
import { continuedExhibitLabels } from './rfe-exhibit-labels.ts';
import {
  findRfeDueDate,
  RFE_RESPONSE_DAYS_MAX,
  RFE_TEXTS,
  rfeResponseSchema,
  rfeStatusAwaitsOpening,
  rfeTaskDueProblem,
  splitRfeDeficiencies,
  ZRfeDeficiencySchema,
  ZRfeResponseSchema,
} from './rfe.ts';

const NOTICE = `REQUEST FOR EVIDENCE
Receipt Number WAC2690054321
Notice Date 11/20/2026
Your response must be received by 02/12/2027.

The evidence submitted does not establish eligibility, as explained below.

1. Published material about the beneficiary. The petitioner submitted three articles.
The record does not show that Design Weekly is a major medium; 2. of its issues are regional.

2) Awards. Submit evidence that the award is nationally recognized,
for example the number of entrants in 2025.

Item 3: Salary. Submit pay statements.
`;

describe('splitRfeDeficiencies', () => {
  it('splits the numbered paragraphs in order, leaves out the header and keeps numbers inside a paragraph', () => {
    const items = splitRfeDeficiencies(NOTICE);
    expect(items.map((item) => item.title)).toEqual(['Published material about the beneficiary', 'Awards', 'Salary']);
    expect(items[0]!.uscisText).toContain('2. of its issues are regional.');
    expect(items[1]!.uscisText).toBe(
      'Awards. Submit evidence that the award is nationally recognized,\nfor example the number of entrants in 2025.',
    );
  });

  it('finds no items in text without numbering (staff enter them by hand)', () => {
    expect(splitRfeDeficiencies('Please submit more evidence of your awards.')).toEqual([]);
    // A list that does not start at 1 is not the notice's items.
    expect(splitRfeDeficiencies('3. Three\n4. Four')).toEqual([]);
  });

  it('reads the due date the notice states, and nothing else', () => {
    expect(findRfeDueDate(NOTICE)).toBe('2027-02-12');
    expect(findRfeDueDate('Notice Date 11/20/2026')).toBeNull();
  });

  it('reads the due date as an I-797E words it: "received in this office by", the month written out', () => {
    expect(
      findRfeDueDate(
        'Notice Date December 1, 2026\nYour response must be received in this office by February 23, 2027.\n' +
          'Please include this notice with your response.',
      ),
    ).toBe('2027-02-23');
    expect(findRfeDueDate('Your response must be received in this office by: 02/23/2027')).toBe('2027-02-23');
    // Not a date: nothing is guessed.
    expect(findRfeDueDate('must be received in this office by February 30, 2027')).toBeNull();
  });
});

describe('RFE schemas', () => {
  it('requires a due date not before the received date, and an answer not before receipt', () => {
    expect(ZRfeResponseSchema.safeParse({ receivedDate: '', dueDate: '' }).error?.issues[0]?.message).toBe(
      RFE_TEXTS.dueDateMissing,
    );
    expect(ZRfeResponseSchema.safeParse({ receivedDate: '2026-11-20', dueDate: '2026-11-19' }).error?.issues[0]?.message).toBe(
      RFE_TEXTS.dueBeforeReceived,
    );
    expect(
      ZRfeResponseSchema.safeParse({ receivedDate: '2026-11-20', dueDate: '2027-02-12', answeredOn: '2026-11-01' }).error
        ?.issues[0]?.message,
    ).toBe(RFE_TEXTS.answeredBeforeReceived);
    expect(ZRfeResponseSchema.parse({ receivedDate: '', dueDate: '2027-02-12' })).toEqual({
      receivedDate: null,
      dueDate: '2027-02-12',
      answeredOn: null,
    });
  });

  it('refuses impossible dates: received after today, a response due more than 87 days on, a due date set already passed', () => {
    const schema = rfeResponseSchema({ today: () => '2026-12-06' });
    const problem = (dates: { receivedDate: string; dueDate: string; answeredOn?: string }, s = schema) =>
      s.safeParse(dates).error?.issues[0]?.message;
    expect(RFE_RESPONSE_DAYS_MAX).toBe(87);
    // Received tomorrow: not yet.
    expect(problem({ receivedDate: '2026-12-07', dueDate: '2027-02-12' })).toBe(RFE_TEXTS.receivedFuture);
    // The year mistyped in December: due eleven months ago, or in 2099.
    expect(problem({ receivedDate: '', dueDate: '2026-01-10' })).toBe(RFE_TEXTS.duePassed);
    expect(problem({ receivedDate: '2026-12-01', dueDate: '2099-02-12' })).toBe(RFE_TEXTS.dueTooLate);
    expect(problem({ receivedDate: '', dueDate: '2027-03-04' })).toBe(RFE_TEXTS.dueTooLate);
    // 12 weeks and 3 days after receipt is the last possible day; yesterday (a U.S. afternoon) still passes.
    expect(problem({ receivedDate: '2026-11-20', dueDate: '2027-02-15' })).toBeUndefined();
    expect(problem({ receivedDate: '2026-11-20', dueDate: '2027-02-16' })).toBe(RFE_TEXTS.dueTooLate);
    expect(problem({ receivedDate: '', dueDate: '2027-03-03' })).toBeUndefined();
    expect(problem({ receivedDate: '', dueDate: '2026-12-05' })).toBeUndefined();
    // An RFE whose due date passed while open keeps it; only a changed due date must not have passed.
    const overdue = rfeResponseSchema({ today: () => '2026-12-06', savedDueDate: '2026-11-30' });
    expect(problem({ receivedDate: '2026-09-10', dueDate: '2026-11-30' }, overdue)).toBeUndefined();
    expect(problem({ receivedDate: '2026-09-10', dueDate: '2026-11-29' }, overdue)).toBe(RFE_TEXTS.duePassed);
    // Answered tomorrow: not yet (the customer would read of a response sent on a day to come).
    expect(problem({ receivedDate: '2026-11-20', dueDate: '2027-02-12', answeredOn: '2026-12-07' })).toBe(
      RFE_TEXTS.answeredFuture,
    );
    // Answered: its past due date stands.
    expect(problem({ receivedDate: '2026-09-10', dueDate: '2026-11-29', answeredOn: '2026-11-28' })).toBeUndefined();
  });

  it("wants an item's task due by the day the response is due", () => {
    expect(rfeTaskDueProblem('2027-02-13', '2027-02-12')).toBe(
      'A task for this RFE must be due by 02/12/2027, the day its response is due.',
    );
    expect(rfeTaskDueProblem('2027-02-12', '2027-02-12')).toBeNull();
    expect(rfeTaskDueProblem(null, '2027-02-12')).toBeNull();
  });

  it('wants a one-line title', () => {
    expect(ZRfeDeficiencySchema.safeParse({ title: ' ', uscisText: '', moduleId: '' }).error?.issues[0]?.message).toBe(
      RFE_TEXTS.titleMissing,
    );
    expect(ZRfeDeficiencySchema.safeParse({ title: 'a\nb', uscisText: '', moduleId: '' }).error?.issues[0]?.message).toBe(
      RFE_TEXTS.titleOneLine,
    );
  });
});

const exhibit = (id: string, subExhibits: LabelExhibit[] = [], hasDocuments = true): LabelExhibit => ({
  id,
  visible: true,
  hasDocuments,
  packetToFollow: false,
  subExhibits,
});

describe('continuedExhibitLabels', () => {
  it('numbers new exhibits after the filed ones of their criterion, new criteria after the last filed letter', () => {
    const modules = [
      { id: 'awards', visible: true, exhibits: [exhibit('a1', [exhibit('a1a'), exhibit('a1b-new')]), exhibit('a2-new')] },
      { id: 'press', visible: true, exhibits: [exhibit('b1'), exhibit('b2'), exhibit('b3-new', [exhibit('b3a-new')])] },
      { id: 'salary', visible: true, exhibits: [exhibit('c1-new'), exhibit('empty', [], false)] },
    ];
    const filed = new Map([
      ['a1', 'A-1'],
      ['a1a', 'A-1.a'],
      ['b1', 'B-1'],
      ['b2', 'B-2'],
    ]);
    expect(Object.fromEntries(continuedExhibitLabels(modules, filed))).toEqual({
      'a1b-new': 'A-1.b',
      'a2-new': 'A-2',
      'b3-new': 'B-3',
      'b3a-new': 'B-3.a',
      'c1-new': 'C-1',
    });
  });

  it('never gives a new exhibit a filed label, even when filed exhibits were reordered or removed', () => {
    const modules = [{ id: 'press', visible: true, exhibits: [exhibit('new'), exhibit('b2')] }];
    expect(continuedExhibitLabels(modules, new Map([['b2', 'B-2']])).get('new')).toBe('B-3');
  });
});

describe('rfeStatusAwaitsOpening', () => {
  const sent = { status: 'Request for Evidence Was Sent', statusDate: '2026-11-20', createdAt: '2026-11-21T10:00:00Z' };

  it('offers to open an RFE for a new RFE status, not for other statuses', () => {
    expect(rfeStatusAwaitsOpening(sent, [])).toBe(true);
    expect(rfeStatusAwaitsOpening({ ...sent, status: 'Request for Initial Evidence Was Sent' }, [])).toBe(true);
    expect(rfeStatusAwaitsOpening({ ...sent, status: 'Case Was Received' }, [])).toBe(false);
    expect(rfeStatusAwaitsOpening(null, [])).toBe(false);
  });

  it('stops offering once the RFE of that status was opened, also after it is answered', () => {
    expect(rfeStatusAwaitsOpening(sent, [{ createdAt: '2026-11-21T11:00:00Z', receivedDate: null }])).toBe(false);
    // Opened from the paper notice before the status was recorded: received on the status's date.
    expect(rfeStatusAwaitsOpening(sent, [{ createdAt: '2026-11-21T09:00:00Z', receivedDate: '2026-11-20' }])).toBe(false);
  });

  it('offers again for an RFE status after the last RFE (a second RFE)', () => {
    const earlier = [{ createdAt: '2026-06-02T09:00:00Z', receivedDate: '2026-06-01' }];
    expect(rfeStatusAwaitsOpening(sent, earlier)).toBe(true);
  });
});
