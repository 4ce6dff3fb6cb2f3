import type { WritingTask } from '../writing-types.ts';
import { countOf, entityProse, inSentence, petitionPhrase, recordLines } from './description-prose.ts';
import type { DescriptionInputs } from './exhibit-description.ts';
import { DraftBuilder, evidenceOfKind, joinWords, sentence } from './template-draft.ts';

/**
 * A module's description (spec 2 §7.2): the criterion it argues, its exhibits one by one (what
 * each says, cited), and the documents behind them.
 */
export const moduleDescriptionTask: WritingTask<DescriptionInputs> = {
  kind: 'module-description',
  promptVersion: 'module-description/2',
  instructions: (inputs) =>
    `Write the description of the petition module "${inputs.name}": the criterion it addresses and how its ` +
    'exhibits, taken together, show that the beneficiary meets it. Write plain text (no Markdown), in the neutral ' +
    'voice of a petition. Use only facts found in the evidence and cite the evidence ids each paragraph rests on. ' +
    'Write labels and sentences, never raw field names or stored codes.',
  compose: (inputs, evidence) => {
    const draft = new DraftBuilder();
    const own = evidenceOfKind(evidence, 'module');
    const exhibits = evidenceOfKind(evidence, 'exhibit');
    const values = own[0] ? recordLines(own[0]) : new Map<string, string>();
    const criterion = values.get('Criterion');
    const petition = petitionPhrase(evidenceOfKind(evidence, 'petition')[0]);
    draft.add(
      `${inputs.name}${criterion && criterion !== inputs.name ? ` (${inSentence(criterion)} criterion)` : ''}` +
        ` is part of ${petition ?? 'the petition'}.`,
      [...own, ...evidenceOfKind(evidence, 'petition')].map((item) => item.id),
    );
    const description = values.get('Description');
    if (description)
      draft.add(
        sentence(description),
        own.map((item) => item.id),
      );
    if (exhibits.length === 0) {
      draft.add(draft.given(undefined, 'exhibits of this module'));
    } else {
      const names = exhibits.map((item) => recordLines(item).get('Exhibit') ?? item.label.replace(/^Exhibit:\s*/, ''));
      draft.add(
        `This module presents ${countOf(exhibits.length, 'exhibit')}: ${joinWords(names)}.`,
        exhibits.map((item) => item.id),
      );
      for (const [index, exhibit] of exhibits.entries()) {
        const about = recordLines(exhibit).get('Description');
        if (about) draft.add(`${names[index]}: ${sentence(about)}`, [exhibit.id]);
      }
    }
    for (const entity of evidenceOfKind(evidence, 'entity')) draft.add(`The module concerns ${entityProse(entity)}`, [entity.id]);
    draft.addFileExcerpts(
      evidenceOfKind(evidence, 'file'),
      'The documents of these exhibits include, quoted in part as evidence:',
    );
    return draft.build();
  },
};
