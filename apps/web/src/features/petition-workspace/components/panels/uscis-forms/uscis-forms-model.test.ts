import { FORM_DATA_SOURCES, G28_2018_09_17 } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths.ts';
import { formFieldLabel } from '@app/domain';
import { editionText, formStatusText, generatedFile, groupMissingFields, missingFieldHref } from './uscis-forms-model.ts';

const missing = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ field: `f${index}`, label: 'L', where: 'W', message: 'M' }));

describe('USCIS forms panel model', () => {
  it('words the status: Ready, or how many fields are missing', () => {
    expect(formStatusText({ status: 'ready', missing: [] })).toBe('Ready');
    expect(formStatusText({ status: 'fields-missing', missing: missing(1) })).toBe('1 field missing');
    expect(formStatusText({ status: 'fields-missing', missing: missing(3) })).toBe('3 fields missing');
  });

  it('lists each value moved to the Additional Information part on its own line, and never counts it as missing', () => {
    const moved = (label: string, item: number) => ({
      field: label,
      label,
      where: FORM_DATA_SOURCES.moved,
      message: `${label} — moved to Part 9, item ${item} (Additional Information) in full`,
    });
    const list = [moved('Street', 2), ...missing(1), moved('City', 3)];
    expect(formStatusText({ status: 'fields-missing', missing: list })).toBe('1 field missing');
    expect(groupMissingFields(list).map((group) => group.instruction)).toEqual([
      'Street — moved to Part 9, item 2 (Additional Information) in full',
      'M',
      'City — moved to Part 9, item 3 (Additional Information) in full',
    ]);
  });

  it('says on its own line each unit number an address left out, and counts it as missing', () => {
    const noNumber = (label: string) => ({
      field: label,
      label,
      where: FORM_DATA_SOURCES.unitNumber,
      message: `${label} — the address says Apt. but gives no number`,
    });
    const list = [noNumber('Beneficiary U.S. address: number'), noNumber('Worksite address: number')];
    expect(formStatusText({ status: 'fields-missing', missing: list })).toBe('2 fields missing');
    expect(groupMissingFields(list).map((group) => group.instruction)).toEqual([
      'Beneficiary U.S. address: number — the address says Apt. but gives no number',
      'Worksite address: number — the address says Apt. but gives no number',
    ]);
  });

  it('prints the edition as the form footer does', () => {
    expect(editionText('2018-09-17')).toBe('Edition 09/17/2018');
  });

  it("names an overridden field by the field map's label, never by its PDF name", () => {
    const entry = G28_2018_09_17.fields[0]!;
    expect(formFieldLabel('g-28', entry.field)).toBe(entry.label);
    expect(formFieldLabel('g-28', 'form1[0].#subform[0].Pt9Line1_Unknown[0]')).toBe('Pt9Line1_Unknown');
  });

  it('links attorney fields to the attorney profile page and nothing else', () => {
    expect(missingFieldHref(FORM_DATA_SOURCES.attorney)).toBe(paths.admin.attorneyProfile);
    expect(missingFieldHref(FORM_DATA_SOURCES.beneficiary)).toBeNull();
  });

  it('offers the latest copy as a PDF named by the form number, or nothing before the first', () => {
    expect(generatedFile({ form: 'i-129', generated: null })).toBeNull();
    expect(generatedFile({ form: 'i-129', generated: { fileId: 'file-1', generatedAt: '2026-01-01T00:00:00Z' } })).toEqual({
      id: 'file-1',
      name: 'I-129.pdf',
      mimeType: 'application/pdf',
    });
  });

  it("says once where several missing fields are entered, keeping the form's order and each field", () => {
    const field = (name: string, where: string) => ({
      field: name,
      label: name,
      where,
      message: `${name} — enter it in ${where}`,
    });
    const grouped = groupMissingFields([
      field('Attorney family name', FORM_DATA_SOURCES.attorney),
      field('Beneficiary passport number', FORM_DATA_SOURCES.beneficiary),
      field('Attorney given name', FORM_DATA_SOURCES.attorney),
      field('Duties', FORM_DATA_SOURCES.form),
      field('Hours per week', FORM_DATA_SOURCES.form),
    ]);
    expect(grouped.map((group) => [group.where, group.fields.map((each) => each.label), group.instruction])).toEqual([
      [
        FORM_DATA_SOURCES.attorney,
        ['Attorney family name', 'Attorney given name'],
        `2 fields — enter them in ${FORM_DATA_SOURCES.attorney}, or by hand below for this form only.`,
      ],
      [
        FORM_DATA_SOURCES.beneficiary,
        ['Beneficiary passport number'],
        `Beneficiary passport number — enter it in ${FORM_DATA_SOURCES.beneficiary}`,
      ],
      [
        FORM_DATA_SOURCES.form,
        ['Duties', 'Hours per week'],
        '2 fields the case does not record: enter them by hand for this form.',
      ],
    ]);
    expect(groupMissingFields([])).toEqual([]);
  });

  it('says values too long for their boxes plainly, for one field and for several', () => {
    const tooLong = (label: string, value: string, box: number) => ({
      field: label,
      label,
      where: FORM_DATA_SOURCES.shorter,
      message: `${label} — "${value}" has ${value.length} characters and the form's box takes ${box}: enter a shorter value by hand`,
    });
    const firm = tooLong('Attorney law firm', 'Morgan & Castillo Immigration Law Group LLP', 30);
    expect(groupMissingFields([firm]).map((group) => group.instruction)).toEqual([firm.message]);
    const [group] = groupMissingFields([firm, tooLong('Attorney e-mail', 'alex.morgan@morgan-castillo-law.example', 30)]);
    expect(group?.instruction).toBe(
      "2 of the case's values are longer than their boxes on this form: enter a shorter value by hand for each.",
    );
    expect(group?.instruction).not.toContain(FORM_DATA_SOURCES.shorter);
  });
});
