import type { EvidenceItem, WritingTask } from '../../../src/writing/writing-types.ts';

export interface DescriptionInputs {
  exhibitName: string;
  /** Optional: the template says it is missing when absent. */
  awardYear?: string;
}

/** A small task standing in for the real ones (tasks/ belong to the routes): instructions and a template. */
export const describeExhibitTask: WritingTask<DescriptionInputs> = {
  kind: 'exhibit-description',
  promptVersion: 'engine-test-1',
  instructions: (inputs) => `Describe the exhibit "${inputs.exhibitName}" in one or two paragraphs for an O-1A petition.`,
  compose: (inputs, evidence) => ({
    paragraphs: [
      {
        text: `Exhibit "${inputs.exhibitName}" is supported by: ${evidence.map((item) => item.label).join('; ')}.`,
        evidenceIds: evidence.map((item) => item.id),
      },
      { text: `Award year: ${inputs.awardYear ?? '[Award year not provided]'}.`, evidenceIds: [] },
    ],
    unsupportedClaims: [],
    missingInputs: inputs.awardYear ? [] : ['awardYear'],
  }),
};

export const entityFieldsTask: WritingTask<{ entityName: string }> = {
  kind: 'entity-fields',
  promptVersion: 'engine-test-1',
  fieldNames: ['description', 'selection_criteria'],
  instructions: (inputs) => `Write the description and selection criteria of "${inputs.entityName}".`,
  compose: () => ({
    paragraphs: [{ text: 'x', evidenceIds: [] }],
    unsupportedClaims: [],
    missingInputs: [],
    fields: { description: 'x', selection_criteria: 'x' },
  }),
};

export function evidenceOf(...texts: string[]): EvidenceItem[] {
  return texts.map((text, index) => ({
    id: `E${index + 1}`,
    kind: 'file',
    label: `File: document-${index + 1}.txt`,
    text,
    fileId: null,
    contentHash: `hash-${index + 1}`,
  }));
}
