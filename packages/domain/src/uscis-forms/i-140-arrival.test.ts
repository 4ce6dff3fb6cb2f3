import { describe, expect, it } from 'vitest';
import type { FormCaseData } from './case-data.ts';
import { I140_2024_06_07 } from './i-140-2024-06-07.ts';

const STAY_EXPIRES = 'Line14e_ExpDate[1]';
const caseWith = (filingType: string, arrival: Record<string, unknown>) =>
  ({
    petition: { filingType },
    beneficiary: { arrivals: [{ classification: 'H-1B', date: '2022-01-10', i94Number: '123456789A1', ...arrival }] },
  }) as unknown as FormCaseData;
const stayExpires = (d: FormCaseData) => {
  const entry = I140_2024_06_07.fields.find((candidate) => candidate.field.endsWith(STAY_EXPIRES))!;
  return { applies: entry.appliesTo?.(d) ?? true, value: entry.kind === 'text' ? entry.value(d) : 'not text' };
};

describe("the I-140's authorized stay (Part 3 item 11.B)", () => {
  it("prints the latest I-94's admit-until date, or D/S, for a beneficiary adjusting status", () => {
    expect(stayExpires(caseWith('change_of_status', { admitUntil: '2025-01-09' }))).toEqual({
      applies: true,
      value: '01/09/2025',
    });
    expect(stayExpires(caseWith('change_of_status', { durationOfStatus: true })).value).toBe('D/S');
    expect(stayExpires(caseWith('change_of_status', {})).value).toBeNull();
  });

  it('asks nothing of a beneficiary who will get a visa abroad', () => {
    expect(stayExpires(caseWith('consular_processing', { admitUntil: '2025-01-09' })).applies).toBe(false);
  });
});
