import type { WritingTask } from '../writing-types.ts';
import { addEvidenceParagraphs } from './description-parts.ts';
import { DraftBuilder, evidenceOfKind } from './template-draft.ts';

export interface DescriptionInputs {
  /** The exhibit's or module's id and name, as the record holds them. */
  id: string;
  name: string;
}

const DESCRIPTION_RULES =
  'Write plain text (no Markdown), a few paragraphs, in the neutral voice of a petition exhibit description. ' +
  'Use only facts found in the evidence and cite the evidence ids each paragraph rests on.';

/**
 * An exhibit's description (spec 2 §7.2): what the exhibit is, where it sits in the petition,
 * the entities it concerns, and what its documents say (quoted, cited).
 */
export const exhibitDescriptionTask: WritingTask<DescriptionInputs> = {
  kind: 'exhibit-description',
  promptVersion: 'exhibit-description/1',
  instructions: (inputs) =>
    `Write the description of the petition exhibit "${inputs.name}": what the document is, what it shows about ` +
    `the beneficiary, and why it matters for the criterion of its module. ${DESCRIPTION_RULES}`,
  compose: (inputs, evidence) => {
    const draft = new DraftBuilder();
    const own = evidenceOfKind(evidence, 'exhibit');
    draft.add(
      `Exhibit: ${inputs.name}.`,
      own.map((item) => item.id),
    );
    addEvidenceParagraphs(draft, own, { labelled: false });
    addEvidenceParagraphs(draft, [...evidenceOfKind(evidence, 'petition'), ...evidenceOfKind(evidence, 'module')], {
      characters: 300,
    });
    addEvidenceParagraphs(draft, evidenceOfKind(evidence, 'entity'), { characters: 300 });
    const files = evidenceOfKind(evidence, 'file');
    if (files.length === 0) draft.add(draft.given(undefined, 'documents of this exhibit'));
    draft.addFileExcerpts(files, `The exhibit consists of the following documents:`);
    return draft.build();
  },
};
