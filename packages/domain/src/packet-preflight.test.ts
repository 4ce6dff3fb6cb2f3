import { describe, expect, it } from 'vitest';
import { packetPreflight, preflightFormsFromList, type PreflightExhibit, type PreflightModule } from './packet-preflight.ts';
import { FORM_DATA_SOURCES } from './uscis-forms/field-map.ts';

function exhibit(id: string, overrides: Partial<PreflightExhibit> = {}): PreflightExhibit {
  return {
    id,
    name: `Exhibit ${id}`,
    visible: true,
    hasDocuments: true,
    packetToFollow: false,
    stillRequested: false,
    subExhibits: [],
    ...overrides,
  };
}
function module(id: string, exhibits: PreflightExhibit[], visible = true): PreflightModule {
  return { id, name: `Module ${id}`, visible, exhibits };
}

describe('packetPreflight', () => {
  it('finds nothing for a petition whose packet exhibits all have documents, letters signed, forms complete', () => {
    expect(
      packetPreflight({
        modules: [module('m', [exhibit('a'), exhibit('b')])],
        letters: [{ id: 'l', name: 'Support letter', signed: true }],
        forms: [{ form: 'g-28', name: 'Form G-28', generated: true, missingFields: [] }],
      }),
    ).toEqual([]);
  });

  it('lists an exhibit without documents, kept "to follow" or not, with where it is', () => {
    const findings = packetPreflight({
      modules: [
        module('m', [
          exhibit('a'),
          exhibit('e', { hasDocuments: false, stillRequested: true }),
          exhibit('f', { hasDocuments: false, packetToFollow: true }),
        ]),
      ],
      letters: [],
      forms: [],
    });
    expect(findings).toEqual([
      {
        kind: 'empty-exhibit',
        exhibitId: 'e',
        // Left out of the packet: no number.
        packetLabel: null,
        moduleId: 'm',
        moduleName: 'Module m',
        exhibitName: 'Exhibit e',
        packetToFollow: false,
        stillRequested: true,
      },
      {
        kind: 'empty-exhibit',
        exhibitId: 'f',
        // Kept "to follow": numbered after A-1, the left-out exhibit taking no number.
        packetLabel: 'A-2',
        moduleId: 'm',
        moduleName: 'Module m',
        exhibitName: 'Exhibit f',
        packetToFollow: true,
        stillRequested: false,
      },
    ]);
  });

  it('does not call a parent empty when a sub-exhibit goes into the packet, but lists an empty sub-exhibit', () => {
    const findings = packetPreflight({
      modules: [
        module('m', [
          exhibit('parent', {
            hasDocuments: false,
            subExhibits: [exhibit('child'), exhibit('empty-child', { hasDocuments: false })],
          }),
        ]),
      ],
      letters: [],
      forms: [],
    });
    expect(findings.map((finding) => finding.kind === 'empty-exhibit' && finding.exhibitId)).toEqual(['empty-child']);
  });

  it('leaves out what is not filed: hidden modules, hidden exhibits and their sub-exhibits', () => {
    const findings = packetPreflight({
      modules: [
        module('hidden', [exhibit('x', { hasDocuments: false })], false),
        module('m', [
          exhibit('h', { visible: false, hasDocuments: false, subExhibits: [exhibit('s', { hasDocuments: false })] }),
          exhibit('filed'),
        ]),
      ],
      letters: [],
      forms: [],
    });
    expect(findings).toEqual([]);
  });

  it('lists an exhibit with documents the customer was still asked for, unsigned letters and forms missing fields', () => {
    const findings = packetPreflight({
      modules: [module('m', [exhibit('r', { stillRequested: true })])],
      letters: [
        { id: 'signed', name: 'Support letter', signed: true },
        { id: 'draft', name: 'Expert letter', signed: false },
      ],
      forms: [
        { form: 'g-28', name: 'Form G-28', generated: true, missingFields: [] },
        {
          form: 'i-129',
          name: 'Form I-129',
          generated: true,
          missingFields: ['Beneficiary passport number — enter it in the person data'],
        },
      ],
    });
    expect(findings).toEqual([
      {
        kind: 'requested-exhibit',
        exhibitId: 'r',
        packetLabel: 'A-1',
        moduleId: 'm',
        moduleName: 'Module m',
        exhibitName: 'Exhibit r',
      },
      { kind: 'unsigned-letter', letterId: 'draft', letterName: 'Expert letter' },
      {
        kind: 'form-fields-missing',
        form: 'i-129',
        formName: 'Form I-129',
        missingFields: ['Beneficiary passport number — enter it in the person data'],
      },
    ]);
  });

  it('lists a form the case needs that was never generated, ready or not, naming the form to open', () => {
    const findings = packetPreflight({
      modules: [module('m', [exhibit('a')])],
      letters: [],
      forms: [
        { form: 'g-28', name: 'Form G-28', generated: false, missingFields: [] },
        {
          form: 'i-907',
          name: 'Form I-907',
          generated: false,
          missingFields: ['Petitioner EIN — enter it in the company profile'],
        },
        { form: 'i-129', name: 'Form I-129', generated: true, missingFields: [] },
      ],
    });
    expect(findings).toEqual([
      { kind: 'form-not-generated', form: 'g-28', formName: 'Form G-28', missingFields: [] },
      {
        kind: 'form-not-generated',
        form: 'i-907',
        formName: 'Form I-907',
        missingFields: ['Petitioner EIN — enter it in the company profile'],
      },
    ]);
  });
});

describe('packetPreflight: a packet without a single exhibit', () => {
  const forms = [{ form: 'g-28' as const, name: 'Form G-28', generated: true, missingFields: [] }];
  const letters = [{ id: 'l', name: 'Support letter', signed: true }];

  it('lists it first for a petition without modules, or with modules but no exhibits (built by hand)', () => {
    expect(packetPreflight({ modules: [], letters, forms })).toEqual([{ kind: 'no-exhibits' }]);
    expect(packetPreflight({ modules: [module('m', []), module('n', [])], letters, forms })).toEqual([{ kind: 'no-exhibits' }]);
  });

  it('lists it when nothing that exists goes in: hidden, or without documents (each such exhibit listed too)', () => {
    const findings = packetPreflight({
      modules: [
        module('hidden', [exhibit('x')], false),
        module('m', [exhibit('h', { visible: false }), exhibit('e', { hasDocuments: false })]),
      ],
      letters: [{ id: 'draft', name: 'Expert letter', signed: false }],
      forms,
    });
    expect(findings.map((finding) => finding.kind)).toEqual(['no-exhibits', 'empty-exhibit', 'unsigned-letter']);
  });

  it('does not list it once one exhibit goes in: with documents, a sub-exhibit with documents, or kept "to follow"', () => {
    const kinds = (modules: PreflightModule[]) => packetPreflight({ modules, letters, forms }).map((finding) => finding.kind);
    expect(kinds([module('m', [exhibit('a')])])).toEqual([]);
    expect(kinds([module('m', [exhibit('p', { hasDocuments: false, subExhibits: [exhibit('c')] })])])).toEqual([]);
    expect(kinds([module('m', [exhibit('f', { hasDocuments: false, packetToFollow: true })])])).toEqual(['empty-exhibit']);
  });
});

describe('preflightFormsFromList', () => {
  it('reads the Forms panel list: generated or not, and each missing field as its sentence', () => {
    const missing = {
      field: 'form1[0].#subform[2].Part3Line5_PassportorTravDoc[0]',
      label: 'Beneficiary passport number',
      where: "the beneficiary's person data",
      message: "Beneficiary passport number — enter it in the beneficiary's person data",
    };
    expect(
      preflightFormsFromList([
        { form: 'g-28', label: 'G-28', missing: [], generated: { fileId: 'f', generatedAt: '2026-11-27T10:00:00.000Z' } },
        { form: 'i-129', label: 'I-129 with the O and P classification supplement', missing: [missing], generated: null },
      ]),
    ).toEqual([
      // The generated file, which a petitioner's signature must belong to (migration 0087).
      { form: 'g-28', name: 'Form G-28', generated: true, generatedFileId: 'f', missingFields: [] },
      {
        form: 'i-129',
        name: 'Form I-129 with the O and P classification supplement',
        generated: false,
        missingFields: ["Beneficiary passport number — enter it in the beneficiary's person data"],
      },
    ]);
  });

  it('does not count a value moved in full to the form’s Additional Information part as missing', () => {
    const moved = {
      field: 'form1[0].#subform[0].Line7b_StreetNumberName[0]',
      label: 'Petitioner mailing address: street',
      where: FORM_DATA_SOURCES.moved,
      message: 'Petitioner mailing address: street — moved to Part 9, item 2 (Additional Information) in full',
    };
    const generated = { fileId: 'f', generatedAt: '2026-11-27T10:00:00.000Z' };
    const [form] = preflightFormsFromList([{ form: 'i-129', label: 'I-129', missing: [moved], generated }]);
    expect(form!.missingFields).toEqual([]);
  });

  it('leaves out a form the case may file until staff generate it (the packet files it only then)', () => {
    const i765 = { form: 'i-765' as const, label: 'I-765 (category (c)(9))', missing: [], optional: true };
    expect(preflightFormsFromList([{ ...i765, generated: null }])).toEqual([]);
    expect(
      preflightFormsFromList([{ ...i765, generated: { fileId: 'f', generatedAt: '2026-11-27T10:00:00.000Z' } }]).map(
        (f) => f.form,
      ),
    ).toEqual(['i-765']);
  });
});
