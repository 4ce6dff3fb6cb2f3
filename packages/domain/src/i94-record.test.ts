import { describe, expect, it } from 'vitest';
import {
  admitUntilOf,
  admitUntilText,
  dateOfEntrySchema,
  I94_TEXTS,
  i94NumberSchema,
  LatestArrivalSchema,
} from './i94-record.ts';

describe('the I-94 number', () => {
  it.each([
    ['123456789A1', '123456789A1'],
    ['12345678901', '12345678901'],
    [' 1234 5678 9a1 ', '123456789A1'],
  ])('takes %j as %j', (typed, stored) => {
    expect(i94NumberSchema.parse(typed)).toBe(stored);
  });

  it.each(['12345678A1', '1234567890', '123456789AB', '123456789A12', 'A23456789B1', '1234567890A', ''])(
    'refuses %j with the rule in words',
    (typed) => {
      const result = i94NumberSchema.safeParse(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(I94_TEXTS.number);
    },
  );
});

describe('the latest arrival', () => {
  it('keeps the class of admission in capitals and the number without spaces', () => {
    expect(LatestArrivalSchema.parse({ visaClass: ' h-1b', dateOfEntry: '2023-08-28', i94Number: '987654321b2' })).toEqual({
      visaClass: 'H-1B',
      dateOfEntry: '2023-08-28',
      i94Number: '987654321B2',
      admitUntil: null,
      durationOfStatus: false,
    });
  });

  it('needs all three, and a class as the I-94 prints it', () => {
    const result = LatestArrivalSchema.safeParse({ visaClass: 'H 1B!', dateOfEntry: '', i94Number: '' });
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual([`visaClass: ${I94_TEXTS.admissionClass}`, 'dateOfEntry: Required', 'i94Number: Required']);
  });

  it('refuses a date of entry in the future, before 1900 or not a real date', () => {
    const schema = dateOfEntrySchema(() => '2026-12-05');
    expect(schema.safeParse('2026-12-05').success).toBe(true);
    for (const date of ['2026-12-06', '1899-12-31', '2023-02-30', '08/28/2023']) {
      expect(schema.safeParse(date).error?.issues[0]?.message).toBe(I94_TEXTS.dateOfEntry);
    }
  });
});

describe("the I-94's admit-until date (migration 0148)", () => {
  const arrival = { visaClass: 'F-1', dateOfEntry: '2023-08-27', i94Number: '123456789A1' };

  it('takes a date on or after the entry, D/S as people type it, or nothing yet', () => {
    expect(LatestArrivalSchema.parse({ ...arrival, admitUntil: '2026-08-26' })).toMatchObject({
      admitUntil: '2026-08-26',
      durationOfStatus: false,
    });
    expect(LatestArrivalSchema.parse({ ...arrival, admitUntil: '2023-08-27' }).admitUntil).toBe('2023-08-27');
    for (const typed of ['D/S', 'd/s', 'DS', ' d / s ']) {
      expect(LatestArrivalSchema.parse({ ...arrival, admitUntil: typed }), typed).toMatchObject({
        admitUntil: null,
        durationOfStatus: true,
      });
    }
    expect(LatestArrivalSchema.parse({ ...arrival, admitUntil: '' })).toMatchObject({
      admitUntil: null,
      durationOfStatus: false,
    });
  });

  it('refuses a date before the entry, not a real date, or anything else, in words on the field', () => {
    for (const typed of ['2023-08-26', '2023-02-30', '08/26/2026', 'D/S/', 'DSX', '2101-01-01']) {
      const result = LatestArrivalSchema.safeParse({ ...arrival, admitUntil: typed });
      expect(
        result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
        typed,
      ).toEqual([['admitUntil', I94_TEXTS.admitUntil]]);
    }
    expect(admitUntilOf('2020-01-01', null)).toEqual({ admitUntil: '2020-01-01', durationOfStatus: false });
  });

  it('reads a stored entry back as its field shows it', () => {
    expect(admitUntilText({ admitUntil: '2026-08-26', admittedForDurationOfStatus: false })).toBe('2026-08-26');
    expect(admitUntilText({ admitUntil: null, admittedForDurationOfStatus: true })).toBe('D/S');
    expect(admitUntilText({})).toBe('');
  });
});
