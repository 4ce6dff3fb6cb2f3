import { describe, expect, it } from 'vitest';
import { extensionRequestedPeriod, visaClassCanBeExtended } from './extension-petition.ts';
import { requestedPeriodProblem } from './requested-period.ts';

describe('the period an extension asks for', () => {
  it('starts the day after the approval ends and lasts the class’s longest extension', () => {
    expect(extensionRequestedPeriod('o_1a', '2029-12-14')).toEqual({ start: '2029-12-15', end: '2030-12-14' });
    expect(extensionRequestedPeriod('l_1a', '2027-06-30')).toEqual({ start: '2027-07-01', end: '2029-06-30' });
    expect(extensionRequestedPeriod('tn', '2026-12-31')).toEqual({ start: '2027-01-01', end: '2029-12-31' });
  });

  it('keeps within the three years a petition may ask for, and the requested period’s rule holds for it', () => {
    const h1b = extensionRequestedPeriod('h_1b', '2027-02-28');
    expect(h1b).toEqual({ start: '2027-03-01', end: '2030-02-28' });
    for (const visaClass of ['o_1a', 'o_1b', 'h_1b', 'l_1a', 'l_1b', 'tn', 'e_2', 'e_3']) {
      for (const approvedTo of ['2028-02-28', '2028-02-29', '2029-12-31', '2030-01-31']) {
        const period = extensionRequestedPeriod(visaClass, approvedTo);
        expect(
          requestedPeriodProblem({ visaClass, start: period.start, end: period.end }),
          `${visaClass} ${approvedTo}`,
        ).toBeNull();
      }
    }
  });

  it('gives a class it does not know one year, the shortest extension', () => {
    expect(extensionRequestedPeriod('p_1', '2028-02-28')).toEqual({ start: '2028-02-29', end: '2029-02-28' });
  });

  it('extends the nonimmigrant classes only: an I-140 approval grants no stay', () => {
    expect(visaClassCanBeExtended('o_1a')).toBe(true);
    expect(visaClassCanBeExtended('tn')).toBe(true);
    expect(visaClassCanBeExtended('eb_1a')).toBe(false);
    expect(visaClassCanBeExtended('eb_2_niw')).toBe(false);
  });
});
