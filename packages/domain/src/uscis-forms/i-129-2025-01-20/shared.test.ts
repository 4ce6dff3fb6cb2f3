import { describe, expect, it } from 'vitest';
import type { FormCaseData } from '../case-data.ts';
import { formMoney, formPhone } from '../field-map.ts';
import { compactClass, currentStatusCode, yesNoEntries } from './shared.ts';

/** Only the parts of a case these helpers read. */
const caseWith = (citizenship: string | null, arrivals: Array<{ classification: string; date: string }>) =>
  ({ beneficiary: { citizenship, arrivals } }) as unknown as FormCaseData;

describe('the I-129 map helpers', () => {
  it('spell a class as the status list does', () => {
    expect(compactClass('O-1A')).toBe('O1A');
    expect(compactClass('o_1a')).toBe('O1A');
    expect(compactClass('h-1b')).toBe('H1B');
  });

  it('take the current status from the latest I-94 entry, a TN by the citizenship', () => {
    expect(currentStatusCode(caseWith('IN', [{ classification: 'F-1', date: '2022-08-28' }]))).toBe('F1');
    expect(currentStatusCode(caseWith('CA', [{ classification: 'TN', date: '2024-03-01' }]))).toBe('TN1');
    expect(currentStatusCode(caseWith('MX', [{ classification: 'TN', date: '2024-03-01' }]))).toBe('TN2');
    expect(currentStatusCode(caseWith('FR', [{ classification: 'TN', date: '2024-03-01' }]))).toBeNull();
    expect(currentStatusCode(caseWith('IN', []))).toBeNull();
  });

  it('write U.S. telephone numbers as 10 digits without the country code, others with all their digits', () => {
    expect(formPhone('+1 (415) 555-0142')).toBe('4155550142');
    expect(formPhone('1 415 555 0142')).toBe('4155550142');
    expect(formPhone('415.555.0142')).toBe('4155550142');
    expect(formPhone('+44 20 7946 0958')).toBe('442079460958');
    expect(formPhone(null)).toBeNull();
  });

  it('write money with thousands separators and cents, as the wage box formats it', () => {
    expect(formMoney('215000')).toBe('215,000.00');
    expect(formMoney('48500000.5')).toBe('48,500,000.50');
    expect(formMoney('-420000')).toBe('-420,000.00');
    expect(formMoney(null)).toBeNull();
  });

  it('answer a Yes/No pair from the case, and leave both boxes when it does not say', () => {
    const [yes, no] = yesNoEntries(
      { yes: { field: 'y', exportValue: 'Y' }, no: { field: 'n', exportValue: 'N' } },
      'Question',
      'petition',
      (d) => (d as unknown as { answer: boolean | null }).answer,
    );
    const ask = (answer: boolean | null) => {
      const d = { answer } as unknown as FormCaseData;
      return [yes, no].map((entry) => (entry!.kind === 'checkbox' ? entry!.checked(d) : 'not a box'));
    };
    expect(ask(true)).toEqual([true, false]);
    expect(ask(false)).toEqual([false, true]);
    expect(ask(null)).toEqual([null, null]);
  });
});
