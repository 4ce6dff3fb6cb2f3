import { describe, expect, it } from 'vitest';
import { shortI94, shortI94HasPassed, shortI94StaffWarning, stayEnd, type StayEndInput } from './stay-end.ts';

const APPROVED = { visaClass: 'o_1a', approvedValidFrom: '2026-12-15', approvedValidTo: '2029-12-14' };
const arrival = (visaClass: string, dateOfEntry: string, admitUntil: string | null) => ({ visaClass, dateOfEntry, admitUntil });

describe('when the stay in the approved status ends', () => {
  it('ends with an I-94 in the approved class, since the approval, that admits her for less', () => {
    const input: StayEndInput = { ...APPROVED, latestArrival: arrival('O-1A', '2027-01-10', '2027-06-30') };
    expect(shortI94(input)).toEqual({ admitUntil: '2027-06-30', dateOfEntry: '2027-01-10', approvedValidTo: '2029-12-14' });
    expect(stayEnd(input)).toBe('2027-06-30');
    // Entered on the approval's first day, the class written as USCIS or the list writes it.
    expect(stayEnd({ ...APPROVED, latestArrival: arrival('O1A', '2026-12-15', '2027-06-30') })).toBe('2027-06-30');
  });

  it('ends with the approval otherwise', () => {
    const ends = (latestArrival: StayEndInput['latestArrival']) => stayEnd({ ...APPROVED, latestArrival });
    expect(ends(null)).toBe('2029-12-14');
    // The grace period CBP may add, an admission to the very day, D/S, another class, an entry before the approval.
    expect(ends(arrival('O-1A', '2027-01-10', '2029-12-24'))).toBe('2029-12-14');
    expect(ends(arrival('O-1A', '2027-01-10', '2029-12-14'))).toBe('2029-12-14');
    expect(ends(arrival('O-1A', '2027-01-10', null))).toBe('2029-12-14');
    expect(ends(arrival('B-2', '2027-01-10', '2027-06-30'))).toBe('2029-12-14');
    expect(ends(arrival('O-1A', '2026-12-14', '2027-06-30'))).toBe('2029-12-14');
    expect(stayEnd({ visaClass: 'o_1a', approvedValidFrom: null, approvedValidTo: null, latestArrival: null })).toBeNull();
  });

  it('tells staff in words with dates as people read them', () => {
    const short = shortI94({ ...APPROVED, latestArrival: arrival('O-1A', '2027-01-10', '2027-06-30') })!;
    expect(shortI94StaffWarning(short, 'Priya Sharma', '2027-02-01')).toMatch(
      /^The latest I-94 \(entry 01\/10\/2027\) admits Priya Sharma until 06\/30\/2027, before the approval ends on 12\/14\/2029: the stay ends/,
    );
    // Its date passed (the day after it): she is out of status, said in the past.
    expect(shortI94HasPassed(short, '2027-06-30')).toBe(false);
    expect(shortI94HasPassed(short, '2027-07-01')).toBe(true);
    expect(shortI94StaffWarning(short, 'Priya Sharma', '2027-07-01')).toMatch(
      /^The latest I-94 \(entry 01\/10\/2027\) admitted Priya Sharma until 06\/30\/2027, .*: the stay ended on the I-94’s date\./,
    );
  });
});
