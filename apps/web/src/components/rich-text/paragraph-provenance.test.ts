import { describe, expect, it } from 'vitest';
import { generationProvenance } from './paragraph-provenance.ts';

/** Evidence as the letter routes store it: form fields (kind input) and a file, referenced by id. */
const EVIDENCE = [
  { id: 'E1', kind: 'input', label: 'Form field salary', recordId: null },
  { id: 'E2', kind: 'input', label: 'Form field beneficiary_title', recordId: null },
  { id: 'E3', kind: 'file', label: 'Supporting document: paper.pdf', fileId: null },
];

describe('generationProvenance', () => {
  it('lists each paragraph by its first words with the inputs and evidence it cites', () => {
    const { paragraphs, sources } = generationProvenance({
      evidence: EVIDENCE,
      paragraphs: [
        { text: 'Dear Sir or Madam:', evidenceIds: [] },
        {
          text: 'Priya Sharma is employed as Senior Robotics Engineer at a salary of $185,000 per year, as her paper shows.',
          evidenceIds: ['E2', 'E1', 'E3'],
        },
      ],
      unsupportedClaims: [],
      missingInputs: [],
    });
    expect(sources.map((source) => source.label)).toEqual(EVIDENCE.map((item) => item.label));
    expect(paragraphs).toEqual([
      { opening: 'Dear Sir or Madam:', inputs: [], sources: [], unsupportedClaims: [], placeholders: [] },
      {
        opening: 'Priya Sharma is employed as Senior Robotics Engineer…',
        inputs: ['beneficiary_title', 'salary'],
        sources: ['Supporting document: paper.pdf'],
        unsupportedClaims: [],
        placeholders: [],
      },
    ]);
  });

  it("flags the model's unsupported claims in the paragraph that makes them, whatever the spacing or case", () => {
    const claim = 'She is the best robotics engineer in the world.';
    const { paragraphs, unsupported } = generationProvenance({
      evidence: EVIDENCE,
      paragraphs: [
        { text: 'Her salary is $185,000 per year.', evidenceIds: ['E1'] },
        { text: 'Moreover,  she is the BEST robotics\nengineer in the world.', evidenceIds: [] },
      ],
      unsupportedClaims: [claim, '  '],
      missingInputs: [],
    });
    expect(unsupported).toEqual([claim]);
    expect(paragraphs.map((paragraph) => paragraph.unsupportedClaims)).toEqual([[], [claim]]);
  });

  it("flags the template composer's placeholders and lists its missing inputs", () => {
    const { paragraphs, missingInputs, unsupported } = generationProvenance({
      evidence: EVIDENCE,
      paragraphs: [{ text: 'Compensation. Salary: $1. Equity: [Equity not provided]', evidenceIds: ['E1'] }],
      unsupportedClaims: [],
      missingInputs: ['equity', 'visa classification'],
    });
    expect(unsupported).toEqual([]);
    expect(missingInputs).toEqual(['equity', 'visa classification']);
    expect(paragraphs[0]).toMatchObject({ inputs: ['salary'], placeholders: ['[Equity not provided]'] });
  });

  it('reads JSON columns given as JSON text, as PostGraphile answers them', () => {
    const result = generationProvenance({
      evidence: JSON.stringify(EVIDENCE),
      paragraphs: JSON.stringify([{ text: 'Her salary is $1.', evidenceIds: ['E1'] }]),
      unsupportedClaims: JSON.stringify(['Her salary is $1.']),
      missingInputs: '{not json',
    });
    expect(result.paragraphs).toEqual([
      {
        opening: 'Her salary is $1.',
        inputs: ['salary'],
        sources: [],
        unsupportedClaims: ['Her salary is $1.'],
        placeholders: [],
      },
    ]);
    expect(result.missingInputs).toEqual([]);
  });

  it('skips malformed parts instead of showing them raw, and ignores ids it does not know', () => {
    const result = generationProvenance({
      evidence: [{ id: 'E1' }, 'E2', null, { id: 'E3', label: 'Exhibit 3: certificate' }],
      paragraphs: [null, { text: '' }, { text: 7 }, { text: 'A paragraph.', evidenceIds: ['E9', 'E3', 4] }],
      unsupportedClaims: 'not a list',
      missingInputs: [1, 'salary'],
    });
    expect(result).toEqual({
      sources: [{ id: 'E3', label: 'Exhibit 3: certificate' }],
      unsupported: [],
      missingInputs: ['salary'],
      paragraphs: [
        { opening: 'A paragraph.', inputs: [], sources: ['Exhibit 3: certificate'], unsupportedClaims: [], placeholders: [] },
      ],
    });
    expect(
      generationProvenance({
        evidence: undefined,
        paragraphs: undefined,
        unsupportedClaims: undefined,
        missingInputs: undefined,
      }),
    ).toEqual({
      sources: [],
      unsupported: [],
      missingInputs: [],
      paragraphs: [],
    });
  });
});
