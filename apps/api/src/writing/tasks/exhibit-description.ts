import type { WritingTask } from '../writing-types.ts';
import { countOf, entityProse, inSentence, petitionPhrase, recordedDetails, recordLines } from './description-prose.ts';
import { DraftBuilder, evidenceOfKind, sentence } from './template-draft.ts';

export interface DescriptionInputs {
  /** The exhibit's or module's id and name, as the record holds them. */
  id: string;
  name: string;
}

const DESCRIPTION_RULES =
  'Write plain text (no Markdown), a few paragraphs, in the neutral voice of a petition exhibit description. ' +
  'Use only facts found in the evidence and cite the evidence ids each paragraph rests on. Write labels and ' +
  'sentences, never raw field names or stored codes (write "change of status", not "filingType: change_of_status"). ' +
  'The description is shown to the customer: leave out petition logistics that do not concern the exhibit.';

/**
 * An exhibit's description (spec 2 §7.2): what the exhibit is, where it sits in the petition,
 * the entities it concerns, and what its documents say (quoted, cited).
 */
export const exhibitDescriptionTask: WritingTask<DescriptionInputs> = {
  kind: 'exhibit-description',
  promptVersion: 'exhibit-description/2',
  instructions: (inputs) =>
    `Write the description of the petition exhibit "${inputs.name}": what the document is, what it shows about ` +
    `the beneficiary, and why it matters for the criterion of its module. ${DESCRIPTION_RULES}`,
  compose: (inputs, evidence) => {
    const draft = new DraftBuilder();
    const own = evidenceOfKind(evidence, 'exhibit');
    const module = evidenceOfKind(evidence, 'module')[0];
    const petition = petitionPhrase(evidenceOfKind(evidence, 'petition')[0]);
    const values = own[0] ? recordLines(own[0]) : new Map<string, string>();
    const type = values.get('Type');
    const criterion = module ? recordLines(module).get('Criterion') : undefined;
    draft.add(
      `${inputs.name}${type ? ` is ${inSentence(type)}` : ' is an exhibit'}` +
        `${criterion ? ` submitted under the ${inSentence(criterion)} criterion` : ''}` +
        `${petition ? ` of ${petition}` : ''}.`,
      [...own, ...(module ? [module] : []), ...evidenceOfKind(evidence, 'petition')].map((item) => item.id),
    );
    const description = values.get('Description');
    if (description)
      draft.add(
        sentence(description),
        own.map((item) => item.id),
      );
    const details = own[0] ? recordedDetails(own[0], ['Exhibit', 'Type', 'Description']) : '';
    if (details)
      draft.add(
        details,
        own.map((item) => item.id),
      );
    for (const entity of evidenceOfKind(evidence, 'entity')) draft.add(`It concerns ${entityProse(entity)}`, [entity.id]);
    const files = evidenceOfKind(evidence, 'file');
    if (files.length === 0) draft.add(draft.given(undefined, 'documents of this exhibit'));
    draft.addFileExcerpts(files, `The exhibit consists of ${countOf(files.length, 'document')}, quoted in part as evidence:`);
    return draft.build();
  },
};
