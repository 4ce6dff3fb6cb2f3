import { describe, expect, it } from 'vitest';
import type { FormCaseData } from '../case-data.ts';
import type { FieldMapEntry } from '../field-map.ts';
import { I129_2025_01_20 } from '../i-129-2025-01-20.ts';

/** Only the parts of a case these entries read. */
const caseWith = (beneficiary: Partial<FormCaseData['beneficiary']>, yearEstablished: number | null = null) =>
  ({
    petition: { filingType: 'change_of_status' },
    petitioner: { yearEstablished },
    beneficiary: { citizenship: 'IN', sex: null, arrivals: [], ...beneficiary },
  }) as unknown as FormCaseData;

const entry = (name: string): FieldMapEntry => {
  const found = I129_2025_01_20.fields.find((candidate) => candidate.field.endsWith(name));
  if (!found) throw new Error(`${name} is not in the I-129 map`);
  return found;
};
const boxes = (d: FormCaseData) =>
  ['Line1_Gender_P3[0]', 'Line1_Gender_P3[1]'].map((name) => {
    const box = entry(name);
    return box.kind === 'checkbox' ? box.checked(d) : 'not a box';
  });
const text = (name: string, d: FormCaseData) => {
  const field = entry(name);
  return field.kind === 'text' ? field.value(d) : 'not text';
};

describe("the I-129's boxes the customer's answers fill", () => {
  it("tick Male or Female from the passport's M or F, and neither for X or nothing", () => {
    expect(boxes(caseWith({ sex: 'M' }))).toEqual([true, false]);
    expect(boxes(caseWith({ sex: 'F' }))).toEqual([false, true]);
    expect(boxes(caseWith({ sex: 'X' }))).toEqual([null, null]);
    expect(boxes(caseWith({ sex: null }))).toEqual([null, null]);
  });

  it('list a passport X for staff to decide, never mapped to Male or Female', () => {
    const male = entry('Line1_Gender_P3[0]');
    expect(male.required).toBe(true);
    expect(male.undecidable?.(caseWith({ sex: 'X' }))).toContain('the passport says X');
    expect(male.undecidable?.(caseWith({ sex: null }))).toBeNull();
    expect(male.undecidable?.(caseWith({ sex: 'F' }))).toBeNull();
  });

  it('fill the I-94 number and date of the latest arrival, required for a beneficiary in the United States', () => {
    const d = caseWith({
      arrivals: [
        { classification: 'F-1', date: '2023-08-28', i94Number: '123456789A1' },
        { classification: 'B-2', date: '2019-05-02', i94Number: null },
      ],
    });
    expect(text('Part3Line5_ArrivalDeparture[0]', d)).toBe('123456789A1');
    expect(text('Part3Line5_DateofArrival[0]', d)).toBe('08/28/2023');
    expect(entry('Part3Line5_ArrivalDeparture[0]').required).toBe(true);
    expect(text('Part3Line5_ArrivalDeparture[0]', caseWith({}))).toBeNull();
    const consular = { ...d, petition: { filingType: 'consular_processing' } } as FormCaseData;
    expect(entry('Part3Line5_ArrivalDeparture[0]').appliesTo?.(consular)).toBe(false);
  });

  it("fill the date status expires from the latest I-94's admit-until date, or D/S, required in the United States", () => {
    const latest = { classification: 'F-1', date: '2023-08-28', i94Number: '123456789A1' };
    const until = caseWith({ arrivals: [{ ...latest, admitUntil: '2026-08-27' }] });
    expect(text('Line11h_DateStatusExpires[0]', until)).toBe('08/27/2026');
    expect(text('Line11h_DateStatusExpires[0]', caseWith({ arrivals: [{ ...latest, durationOfStatus: true }] }))).toBe('D/S');
    // Not given (an arrival recorded before 0148, or left for later): empty, and listed for staff as required.
    expect(text('Line11h_DateStatusExpires[0]', caseWith({ arrivals: [latest] }))).toBeNull();
    expect(entry('Line11h_DateStatusExpires[0]').required).toBe(true);
    const consular = { ...until, petition: { filingType: 'consular_processing' } } as FormCaseData;
    expect(entry('Line11h_DateStatusExpires[0]').appliesTo?.(consular)).toBe(false);
  });

  it("fill the petitioner's year established, required", () => {
    expect(text('P5Line13_YearEstablished[0]', caseWith({}, 2015))).toBe('2015');
    expect(text('P5Line13_YearEstablished[0]', caseWith({}))).toBeNull();
    expect(entry('P5Line13_YearEstablished[0]').required).toBe(true);
  });
});
