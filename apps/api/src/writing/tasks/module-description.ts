import type { WritingTask } from '../writing-types.ts';
import { addEvidenceParagraphs } from './description-parts.ts';
import type { DescriptionInputs } from './exhibit-description.ts';
import { DraftBuilder, evidenceOfKind, joinWords } from './template-draft.ts';

/**
 * A module's description (spec 2 §7.2): the criterion it argues, its exhibits one by one (what
 * each says, cited), and the documents behind them.
 */
export const moduleDescriptionTask: WritingTask<DescriptionInputs> = {
  kind: 'module-description',
  promptVersion: 'module-description/1',
  instructions: (inputs) =>
    `Write the description of the petition module "${inputs.name}": the criterion it addresses and how its ` +
    'exhibits, taken together, show that the beneficiary meets it. Write plain text (no Markdown), in the neutral ' +
    'voice of a petition. Use only facts found in the evidence and cite the evidence ids each paragraph rests on.',
  compose: (inputs, evidence) => {
    const draft = new DraftBuilder();
    const own = evidenceOfKind(evidence, 'module');
    const exhibits = evidenceOfKind(evidence, 'exhibit');
    draft.add(
      `Module: ${inputs.name}.`,
      own.map((item) => item.id),
    );
    addEvidenceParagraphs(draft, own, { labelled: false });
    addEvidenceParagraphs(draft, evidenceOfKind(evidence, 'petition'), { characters: 300 });
    if (exhibits.length === 0) {
      draft.add(draft.given(undefined, 'exhibits of this module'));
    } else {
      draft.add(
        `This module presents ${exhibits.length === 1 ? 'one exhibit' : `${exhibits.length} exhibits`}: ${joinWords(exhibits.map((item) => item.label))}.`,
        exhibits.map((item) => item.id),
      );
      addEvidenceParagraphs(draft, exhibits, { characters: 400 });
    }
    addEvidenceParagraphs(draft, evidenceOfKind(evidence, 'entity'), { characters: 300 });
    draft.addFileExcerpts(evidenceOfKind(evidence, 'file'), 'The documents of these exhibits include:');
    return draft.build();
  },
};
